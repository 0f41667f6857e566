import BoxOfficeDomain
import BoxOfficeReports

/// `boxoffice movie CODE`: one movie's details on stdout.
struct MovieCommand {
    enum Options {
        static let format = Option.formats(default: [.md], help: "One format: md, csv, html or json")
        static let sample = CommonOptions.sample
        static let deadline = CommonOptions.deadline
        static let lang = CommonOptions.lang
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [format, lang, sample, deadline, quiet]
    }

    static let help = CommandHelp(
        usage: ["movie CODE [options]"],
        about: """
        Looks a movie up by its KOFIC code (8 letters or digits, such as 20199882 or 2023C168)
        and prints its details on stdout. Exits 66 when KOFIC knows no such movie.
        """,
        options: Options.all,
        footer: "ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL (see boxoffice report --help)."
    )

    var code: MovieCode
    var format: OutputFormat
    var sample: Bool
    var deadline: Double
    var language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, declared: Options.all, command: "movie")
        if parsed.wantsHelp { throw HelpRequested(text: Self.help.text) }
        guard parsed.positionals.count == 1 else {
            throw parsed.usage(parsed.positionals.isEmpty ? "movie needs a movie code" : "movie takes one movie code")
        }
        code = try parsed.checked { try ArgumentValues.movieCode(parsed.positionals[0]) }
        let formats = try parsed[Options.format]
        guard formats.count == 1 else { throw parsed.usage("movie prints one format at a time") }
        format = formats[0]
        sample = parsed[Options.sample]
        deadline = Double(try parsed[Options.deadline])
        language = try parsed.value(Options.lang)
    }

    func run(settings: Settings, clock: any TimeSource) async throws -> String {
        let root = CompositionRoot(settings: settings, sample: sample, progress: SilentProgress(), clock: clock, language: language)
        guard let movie = try await root.makeMovieDetailsRepository().movieDetails(for: code) else {
            throw sample ? CommandError.noSampleMovie(code, recorded: SampleDataSource.movieCodes) : CommandError.noSuchMovie(code)
        }
        return format.render(root.makeMovieDocumentBuilder().build(movie), singleRecord: true)
    }
}
