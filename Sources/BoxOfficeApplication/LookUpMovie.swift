import BoxOfficeDomain

/// A movie by its code, or by a title KOFIC's list finds: for every front end (`boxoffice movie`,
/// an assistant's `movie` tool).
public struct LookUpMovie: Sendable {
    /// What a title finds: one movie's details, or the list to choose from.
    public typealias Found = Lookup<MovieDetails, MovieSearchPage>

    /// Why nothing was found.
    public enum Miss: Error, Hashable, Sendable {
        /// No movie has the code.
        case noCode(MovieCode)
        /// No movie's title holds the text.
        case noTitle(String)
        /// The source is a recording (the bundled sample) without the movie: the codes it holds.
        case notRecorded(MovieCode, recorded: [String])
    }

    let details: any MovieDetailsRepository
    /// KOFIC's movie list (nil: no key, titles cannot be searched).
    let search: (any MovieSearchRepository)?
    /// The movies a recorded source holds (nil: the source is KOFIC).
    let recordedMovies: [String]?

    public init(details: any MovieDetailsRepository, search: (any MovieSearchRepository)?, recordedMovies: [String]? = nil) {
        self.details = details
        self.search = search
        self.recordedMovies = recordedMovies
    }

    public func movie(_ code: MovieCode) async throws -> MovieDetails {
        guard let movie = try await details.movieDetails(for: code) else {
            throw recordedMovies.map { Miss.notRecorded(code, recorded: $0) } ?? Miss.noCode(code)
        }
        return movie
    }

    /// The one movie the title finds, or the (first `limit`) movies it finds.
    public func movie(titled query: MovieSearchQuery, limit: Int) async throws -> Found {
        guard let search else { throw SourceError.keyMissing(variable: "KOFIC_API_KEY") }
        let found = try await SearchMovies(repository: search).execute(query, limit: max(limit, 2))
        guard let first = found.movies.first else { throw Miss.noTitle(query.title) }
        return found.movies.count == 1 ? .one(try await movie(first.code)) : .several(found)
    }
}
