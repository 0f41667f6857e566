import BoxOfficeDomain
import BoxOfficeReports

/// A look-up of KOBIS's (a movie, a title search, a person, a company), declared once for both front
/// ends like the archive's questions: its declaration names its MCP tool and its parameters, whose
/// options `movie`, `people` and `company` take and whose schema the tool shows; both front ends
/// answer it through `answer(from:)` and present it with `present`.
public protocol KOBISLookup: Sendable {
    associatedtype Answer: Sendable
    static var declaration: QuestionDeclaration { get }
    /// Its document is one record (a movie), not a table.
    static var isRecord: Bool { get }
    init(_ arguments: QuestionArguments) throws
    /// The one subject found; several matches throw `SeveralMatches`.
    func answer(from sources: LookupSources) async throws -> Answer
    static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer
    static var emptyAnswer: Answer { get }
}

extension KOBISLookup {
    public static var isRecord: Bool { false }
}

/// Every look-up, in the order `tools/list` shows them.
public enum KOBISLookups {
    public static let all: [any KOBISLookup.Type] = [MovieLookup.self, SearchMoviesLookup.self, PersonLookup.self, CompanyLookup.self]
}

/// What the look-ups ask: built on first use (a title search needs a key; a code, the archive's details only).
public struct LookupSources: Sendable {
    /// How many days a person's or a company's kept copy answers before KOBIS is asked again (the
    /// MCP tools'; `people` and `company` take `--details-max-age`, this by default).
    public static let keptDays = 30

    let movie: @Sendable () throws -> LookUpMovie
    let search: @Sendable () throws -> SearchMovies
    let filmography: @Sendable () throws -> (person: LookUpPerson, company: LookUpCompany)
    /// The run's language and stamp, for a listing to choose from.
    let style: DocumentStyle

    public init(movie: @escaping @Sendable () throws -> LookUpMovie, search: @escaping @Sendable () throws -> SearchMovies,
                filmography: @escaping @Sendable () throws -> (person: LookUpPerson, company: LookUpCompany), style: DocumentStyle) {
        self.style = style
        self.movie = movie
        self.search = search
        self.filmography = filmography
    }
}

/// A name or title several subjects hold: their listing (a document to choose from), each in a few
/// words (`title (2012, 20112207)`), and a code to show how to pick one.
public struct SeveralMatches: Error, Sendable {
    public var typed: String
    public var listing: PresentedAnswer
    public var choices: [String]
    public var example: String
}

/// The look-ups' parameters, declared once: the declarations list them, `init` reads them.
extension QuestionParameter {
    static let lookedUpCode = QuestionParameter("code", .words(placeholder: "CODE"), .movieCode,
                                                help: Phrase("The movie's KOFIC code; give this or {title}", ko: "영화의 KOFIC 코드; 이것이나 {title}"))
    static let lookedUpTitle = QuestionParameter("title", .words(placeholder: "TITLE"), .text,
                                                 help: Phrase("Its title, or part of it, in Korean or English; several matches are listed to choose from",
                                                              ko: "제목이나 그 일부(한국어·영어); 여럿이면 고를 수 있게 목록으로"))
    static let searchTitle = QuestionParameter("title", .words(placeholder: "TEXT"), .text, help: Phrase("Part of the title", ko: "제목의 일부"), required: true)
    static let director = QuestionParameter("director", .option("--director", placeholder: "NAME"), .text,
                                            help: Phrase("search: only movies by this director", ko: "검색: 이 감독의 영화만"))
    static let year = QuestionParameter("year", .option("--year", placeholder: "YYYY"), .integer(1900...2100),
                                        help: Phrase("search: only movies that opened that year", ko: "검색: 그 해에 개봉한 영화만"))
    static let searchLimit = QuestionParameter("limit", .option("--limit", placeholder: "N"), .integer(1...1000),
                                               help: Phrase("search: how many movies at most", ko: "검색: 최대 영화 수"), default: .integer(20))
    static let kobisCode = QuestionParameter("code", .words(placeholder: "CODE"), .text,
                                             help: Phrase("The KOBIS code, eight digits; give this or {name}", ko: "KOBIS 코드 8자리; 이것이나 {name}"))
    static let name = QuestionParameter("name", .words(placeholder: "NAME"), .text,
                                        help: Phrase("The name, or part of it; several matches are listed to choose from",
                                                     ko: "이름이나 그 일부; 여럿이면 고를 수 있게 목록으로"))
    static let matchesLimit = QuestionParameter("limit", .option("--limit", placeholder: "N"), .integer(1...100),
                                                help: Phrase("With {name}: how many matches to list at most", ko: "{name}로 찾을 때: 최대 목록 수"), default: .integer(20))
}

/// One movie's details by its code, or by a title KOFIC's list finds.
public struct MovieLookup: KOBISLookup {
    public static let declaration = QuestionDeclaration(
        word: "movie", tool: "movie", title: Phrase("Movie details", ko: "영화 정보"),
        about: Phrase("One movie's details from KOFIC (titles, open date, runtime, rating, genres, nations, directors, cast, "
                      + "companies), by its code or its title. Use it when a question names a movie; give the code when you know it.",
                      ko: "KOFIC의 영화 정보(제목, 개봉일, 상영시간, 등급, 장르, 국가, 감독, 배우, 회사)를 코드나 제목으로. "
                      + "질문이 영화를 가리킬 때 쓰고, 코드를 알면 코드를 주세요."),
        parameters: [
            .lookedUpCode, .lookedUpTitle, .director, .year, .searchLimit,
        ])
    public static var isRecord: Bool { true }

    /// The values of a movie as typed (a command line's one word): its code, or its title.
    public static func values(_ reference: MovieReference) -> [String: QuestionValue] {
        switch reference {
        case .code(let code): [QuestionParameter.lookedUpCode.name: .text(code.rawValue)]
        case .title(let title): [QuestionParameter.lookedUpTitle.name: .text(title)]
        }
    }

    public var movie: MovieReference
    public var query: MovieSearchQuery?
    public var limit: Int

    public init(_ arguments: QuestionArguments) throws {
        if let code = arguments.text(.lookedUpCode) {
            guard let movie = MovieCode(code) else { throw ArchiveQuestionError.notACode(code) }
            self.movie = .code(movie)
        } else if let title = arguments.text(.lookedUpTitle) {
            movie = .title(title)
        } else {
            throw ArchiveQuestionError.invalid("code", "give the movie's code, or its title")
        }
        if case .title(let title) = movie {
            query = MovieSearchQuery(title: title, director: arguments.text(.director), year: arguments.integer(.year))
        }
        limit = try arguments.integer(required: .searchLimit)
    }

    public func answer(from sources: LookupSources) async throws -> MovieDetails {
        let lookUp = try sources.movie()
        switch movie {
        case .code(let code):
            return try await lookUp.movie(code)
        case .title(let title):
            let query = self.query ?? MovieSearchQuery(title: title)
            switch try await lookUp.movie(titled: query, limit: limit) {
            case .one(let movie):
                return movie
            case .several(let found):
                throw SeveralMatches(typed: title, listing: PresentedAnswer(SearchMoviesLookup.document(found, query: query, style: sources.style), name: "search"),
                                     choices: found.movies.map { "\($0.title) (\($0.openDate.map { "\($0.year), " } ?? "")\($0.code.rawValue))" },
                                     example: found.movies.first?.code.rawValue ?? "")
            }
        }
    }

    public static func present(_ answer: MovieDetails, in style: DocumentStyle) -> PresentedAnswer {
        PresentedAnswer(MovieDocumentBuilder(language: style.language, source: style.source, generatedAt: style.generatedAt).build(answer),
                        name: "movie-\(answer.code.rawValue)")
    }

    public static var emptyAnswer: MovieDetails {
        MovieDetails(code: MovieCode("20249255")!, title: "", englishTitle: "", originalTitle: "", runtimeMinutes: nil, productionYear: nil,
                     openDate: nil, productionStatus: "", kind: "", nations: [], genres: [], directors: [], actors: [], showTypes: [],
                     companies: [], watchGrades: [])
    }
}

/// KOFIC's list of the movies whose title holds a text.
public struct SearchMoviesLookup: KOBISLookup {
    public static let declaration = QuestionDeclaration(
        word: "search", tool: "search_movies", title: Phrase("Search movies", ko: "영화 검색"),
        about: Phrase("KOFIC's list of movies whose title holds the text, optionally by director and opening year: codes, titles, "
                      + "open dates, genres, directors. Use it to find a movie's code before the other tools.",
                      ko: "제목에 글자가 든 KOFIC의 영화 목록(감독·개봉 연도로 좁힐 수 있음): 코드, 제목, 개봉일, 장르, 감독. "
                      + "다른 도구에 앞서 영화 코드를 찾을 때 씁니다."),
        parameters: [.searchTitle, .director, .year, .searchLimit])

    /// The values of a search as typed (a command line's words after `search`).
    public static func values(title: String) -> [String: QuestionValue] { [QuestionParameter.searchTitle.name: .text(title)] }

    public var query: MovieSearchQuery
    public var limit: Int

    public init(_ arguments: QuestionArguments) throws {
        guard let title = arguments.text(.searchTitle)?.trimmingCharacters(in: .whitespaces), !title.isEmpty else {
            throw ArchiveQuestionError.missing(Self.declaration.word, "title")
        }
        query = MovieSearchQuery(title: title, director: arguments.text(.director), year: arguments.integer(.year))
        limit = try arguments.integer(required: .searchLimit)
    }

    public struct Answer: Sendable {
        public var found: MovieSearchPage
        public var query: MovieSearchQuery
    }

    public func answer(from sources: LookupSources) async throws -> Answer {
        let found = try await sources.search().execute(query, limit: limit)
        guard !found.movies.isEmpty else { throw LookUpMovie.Miss.noTitle(query.title) }
        return Answer(found: found, query: query)
    }

    static func document(_ found: MovieSearchPage, query: MovieSearchQuery, style: DocumentStyle) -> ReportDocument {
        MovieSearchDocumentBuilder(language: style.language, source: style.source, generatedAt: style.generatedAt).build(found, query: query)
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        PresentedAnswer(document(answer.found, query: answer.query, style: style), name: "search")
    }

    public static var emptyAnswer: Answer { Answer(found: MovieSearchPage(total: 0, movies: []), query: MovieSearchQuery(title: "")) }
}

/// A person's or a company's KOBIS record by code or name, each film with its chart record.
public protocol FilmographyLookup: KOBISLookup where Answer == Filmography<Subject> {
    associatedtype Subject: Sendable & Hashable
    var key: LookupKey { get }
    var limit: Int { get }
    init(key: LookupKey, limit: Int)
    static func find(_ key: LookupKey, limit: Int, in sources: LookupSources) async throws -> Lookup<Filmography<Subject>, [FilmographyListing]>
}

extension FilmographyLookup {
    public init(_ arguments: QuestionArguments) throws {
        let limit = try arguments.integer(required: .matchesLimit)
        if let text = arguments.text(.kobisCode) {
            guard let code = KOBISCode(text) else { throw ArchiveQuestionError.invalid("code", "eight digits, such as \(Self.exampleCode)") }
            self.init(key: .code(code), limit: limit)
        } else if let name = arguments.text(.name) {
            self.init(key: .name(name), limit: limit)
        } else {
            throw ArchiveQuestionError.invalid("code", "give the code, or the name")
        }
    }

    static var exampleCode: String { Subject.self == Person.self ? "10000066" : "20100043" }

    /// The values of one word as typed (a command line's one argument): digits are a code, anything
    /// else a name; nil: digits that are no KOBIS code (codes are eight digits).
    public static func values(typed word: String) -> [String: QuestionValue]? {
        guard word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return [QuestionParameter.name.name: .text(word)] }
        return KOBISCode(word).map { [QuestionParameter.kobisCode.name: .text($0.rawValue)] }
    }

    public func answer(from sources: LookupSources) async throws -> Filmography<Subject> {
        switch try await Self.find(key, limit: limit, in: sources) {
        case .one(let found):
            return found
        case .several(let listing):
            guard case .name(let name) = key else { preconditionFailure("a code finds one or none") }
            let style = sources.style
            let document = FilmographyDocumentBuilder(language: style.language, source: style.source, generatedAt: style.generatedAt)
                .build(listing: listing, name: name, companies: Subject.self == Company.self)
            throw SeveralMatches(typed: name, listing: PresentedAnswer(document, name: "matches"),
                                 choices: listing.map { "\($0.name ?? $0.code) (\($0.role ?? "-"), \($0.code))" },
                                 example: listing.first { KOBISCode($0.code) != nil }?.code ?? listing[0].code)
        }
    }
}

/// A director's, an actor's or any film worker's KOBIS record.
public struct PersonLookup: FilmographyLookup {
    public static let declaration = QuestionDeclaration(
        word: "people", tool: "person", title: Phrase("A person's films", ko: "영화인의 작품"),
        about: Phrase("A director's, an actor's or any film worker's KOBIS record: name, role, and every film with their part, "
                      + "each with its best rank, days in the top ten and total audience from the archive. By code, or by name "
                      + "(several matches are listed to choose from).",
                      ko: "감독·배우 등 영화인의 KOBIS 기록: 이름, 분야, 참여한 모든 영화와 역할, 각 영화의 아카이브 최고 순위·10위 안 일수·누적 관객. "
                      + "코드나 이름으로(여럿이면 고를 수 있게 목록으로)."),
        parameters: [.kobisCode, .name, .matchesLimit])

    public let key: LookupKey
    public let limit: Int
    public init(key: LookupKey, limit: Int) { (self.key, self.limit) = (key, limit) }

    public static func find(_ key: LookupKey, limit: Int, in sources: LookupSources) async throws -> Lookup<Filmography<Person>, [FilmographyListing]> {
        try await sources.filmography().person.execute(key, limit: limit)
    }

    public static func present(_ answer: Filmography<Person>, in style: DocumentStyle) -> PresentedAnswer {
        PresentedAnswer(FilmographyDocumentBuilder(language: style.language, source: style.source, generatedAt: style.generatedAt).build(answer),
                        name: "person-\(answer.subject.code.rawValue)")
    }

    public static var emptyAnswer: Filmography<Person> {
        Filmography(subject: Person(code: KOBISCode("10000000")!, name: nil, englishName: nil, sex: nil, role: nil, films: []), films: [], records: [:])
    }
}

/// A distributor's, a producer's or an importer's KOBIS record.
public struct CompanyLookup: FilmographyLookup {
    public static let declaration = QuestionDeclaration(
        word: "company", tool: "company", title: Phrase("A company's films", ko: "회사의 작품"),
        about: Phrase("A distributor's, a producer's or an importer's KOBIS record: name, CEO, parts, and its films by part "
                      + "(배급사, 제작사, 수입사 …) with their chart records from the archive and its charted films' totals by year. Use it "
                      + "for \"which films did this distributor release, and how did they do\".",
                      ko: "배급사·제작사·수입사의 KOBIS 기록: 이름, 대표, 분야, 분야별 영화와 아카이브의 순위 기록, 연도별 흥행 합계. "
                      + "\"이 배급사가 낸 영화들 성적은?\" 같은 질문에 씁니다."),
        parameters: [.kobisCode, .name, .matchesLimit])

    public let key: LookupKey
    public let limit: Int
    public init(key: LookupKey, limit: Int) { (self.key, self.limit) = (key, limit) }

    public static func find(_ key: LookupKey, limit: Int, in sources: LookupSources) async throws -> Lookup<Filmography<Company>, [FilmographyListing]> {
        try await sources.filmography().company.execute(key, limit: limit)
    }

    public static func present(_ answer: Filmography<Company>, in style: DocumentStyle) -> PresentedAnswer {
        PresentedAnswer(FilmographyDocumentBuilder(language: style.language, source: style.source, generatedAt: style.generatedAt).build(answer),
                        name: "company-\(answer.subject.code.rawValue)")
    }

    public static var emptyAnswer: Filmography<Company> {
        Filmography(subject: Company(code: KOBISCode("20000000")!, name: nil, englishName: nil, ceo: nil, parts: [], films: []), films: [], records: [:])
    }
}
