import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports

/// `boxoffice movie CODE`, `boxoffice movie search TEXT` and `boxoffice movie TITLE`: a movie's
/// details by code, or the codes of the movies a title search finds.
struct MovieCommand: BoxOfficeCommand {
    enum Options {
        static let format = Option.formats(default: [.md], help: "One format: md, csv, html or json")
        static let director = Option.text("--director", "NAME", help: "search: only movies by this director")
        static let year = Option.integer("--year", "YYYY", range: 1900...2100, help: "search: only movies that opened that year")
        static let limit = Option.integer("--limit", range: 1...1000, help: "search: how many movies at most", default: 20)
        static let sample = Flag("--sample", help: "Use the bundled recordings: no key, no network (details of the bundled week's "
            + "movies; the recorded search for 범죄와의 전쟁).")
        static let deadline = CommonOptions.deadline
        static let lang = CommonOptions.lang
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [format, director, year, limit, lang, sample, deadline, quiet]
    }

    static let help = CommandHelp(
        usage: ["movie CODE [options]", "movie search TEXT [options]", "movie TITLE [options]"],
        about: """
        CODE     A movie's details by its KOFIC code (8 letters or digits with at least four digits,
                 such as 20199882 or 2023C168), on stdout. Exits 66 when KOFIC knows no such movie.
        search   The movies whose title holds TEXT (KOFIC's movie list, paged up to --limit): code,
                 title, English title, production year, open date, type, nations, genres, directors,
                 companies. Exits 66 when none matches.
        TITLE    Anything that is not a code (nor a mistyped one, exit 64) is searched: one match is shown as `movie CODE` would;
                 several are listed, with exit 64 and a hint to pick a code.
        """,
        options: Options.all,
        footer: "ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL (see boxoffice report --help)."
    )

    enum Action {
        case details(MovieCode)
        case search(MovieSearchQuery, explicit: Bool)
    }

    var action: Action
    var format: OutputFormat
    var limit: Int
    var sample: Bool
    var deadline: Double?
    var language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "movie", positionals: true)
        let words = parsed.positionals
        let director = try parsed.value(Options.director), year = try parsed.value(Options.year)
        if words.first == "search" {
            guard words.count == 2, !words[1].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw parsed.usage("movie search needs one title (quote it)")
            }
            action = .search(MovieSearchQuery(title: words[1].trimmingCharacters(in: .whitespaces), director: director, year: year), explicit: true)
        } else {
            guard words.count == 1 else {
                throw parsed.usage(words.isEmpty ? "movie needs a movie code or a title" : "movie takes one movie code or one title (quote it)")
            }
            switch try parsed.checked({ try ArgumentValues.movieCodeOrTitle(words[0]) }) {
            case .code(let code): action = .details(code)
            case .title(let title): action = .search(MovieSearchQuery(title: title, director: director, year: year), explicit: false)
            }
        }
        let formats = try parsed[Options.format]
        guard formats.count == 1 else { throw parsed.usage("movie prints one format at a time") }
        format = formats[0]
        limit = try parsed[Options.limit]
        sample = parsed[Options.sample]
        deadline = Double(try parsed[Options.deadline])
        language = try parsed.value(Options.lang)
    }

    var context: RunContext { RunContext(sample: sample, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        CommandOutcome(text: try await text(root))
    }

    private func text(_ root: CompositionRoot) async throws -> String {
        let lookUp = try root.makeLookUpMovie()
        switch action {
        case .details(let code):
            return render(try await lookUp.movie(code), root: root)
        case .search(let query, explicit: true):
            let found = try await root.makeSearchMovies().execute(query, limit: limit)
            guard !found.movies.isEmpty else { throw LookUpMovie.Miss.noTitle(query.title) }
            return format.render(root.makeMovieSearchDocumentBuilder().build(found, query: query))
        case .search(let query, explicit: false):
            switch try await lookUp.movie(titled: query, limit: limit) {
            case .one(let movie):
                return render(movie, root: root)
            case .several(let found):
                let listing = format.render(root.makeMovieSearchDocumentBuilder().build(found, query: query))
                throw CommandError.severalMoviesMatch(query.title, listing: listing, codes: found.movies.prefix(3).map(\.code.rawValue))
            }
        }
    }

    private func render(_ movie: MovieDetails, root: CompositionRoot) -> String {
        format.render(root.makeMovieDocumentBuilder().build(movie), singleRecord: true)
    }
}
