/// A movie as KOFIC's movie list (`searchMovieList`) describes it: enough to tell candidates apart
/// and find the code that `movie CODE` needs.
public struct MovieSummary: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    public var englishTitle: String
    public var productionYear: Int?
    /// Nil for a movie that never opened (KOFIC sends an empty `openDt`).
    public var openDate: CalendarDate?
    /// `장편`, `단편`, …
    public var kind: String
    /// `개봉`, `기타`, …
    public var status: String
    public var nations: [String]
    public var genres: [String]
    public var directors: [String]
    public var companies: [String]

    public init(code: MovieCode, title: String, englishTitle: String, productionYear: Int?, openDate: CalendarDate?, kind: String,
                status: String, nations: [String], genres: [String], directors: [String], companies: [String]) {
        self.code = code
        self.title = title
        self.englishTitle = englishTitle
        self.productionYear = productionYear
        self.openDate = openDate
        self.kind = kind
        self.status = status
        self.nations = nations
        self.genres = genres
        self.directors = directors
        self.companies = companies
    }
}

/// What to look a movie up by.
public struct MovieSearchQuery: Hashable, Sendable {
    public var title: String
    public var director: String?
    /// The year it opened.
    public var year: Int?

    public init(title: String, director: String? = nil, year: Int? = nil) {
        self.title = title
        self.director = director
        self.year = year
    }
}

/// One page of a movie search, and how many movies match in all.
public struct MovieSearchPage: Hashable, Sendable {
    public var total: Int
    public var movies: [MovieSummary]
    public init(total: Int, movies: [MovieSummary]) {
        self.total = total
        self.movies = movies
    }
}

/// Where movies are searched by title.
public protocol MovieSearchRepository: Sendable {
    /// The largest page the source serves.
    var maximumPageSize: Int { get }
    /// Page `page` (from 1) of `pageSize` results.
    func searchMovies(_ query: MovieSearchQuery, page: Int, pageSize: Int) async throws -> MovieSearchPage
}
