import BoxOfficeDomain

/// `boxoffice movie CODE`: one movie's details on stdout.
struct MovieCommand {
    static let help = """
    USAGE: boxoffice movie CODE [--format md|csv|html|json] [--sample]

    Looks a movie up by its KOFIC code (8 letters or digits, such as 20199882 or 2023C168)
    and prints its details on stdout. Exits 66 when KOFIC knows no such movie.

    OPTIONS:
      --format FORMAT      md (default), csv, html or json.
      --sample             Use the bundled recordings: no key, no network.
      --deadline SECONDS   Give up (exit 69) after this long (default: 120).
      -h, --help           Show this help.

    ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL (see boxoffice report --help).
    """

    var code: MovieCode
    var format: OutputFormat = .md
    var sample = false
    var deadline: Double = 120

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, options: ["--format", "--deadline"], flags: ["--help", "--sample", "--quiet"])
        if parsed.has("--help") { throw HelpRequested(text: Self.help) }
        guard parsed.positionals.count == 1 else {
            throw UsageError(parsed.positionals.isEmpty ? "movie needs a movie code" : "movie takes one movie code", command: "movie")
        }
        code = try ArgumentValues.movieCode(parsed.positionals[0])
        if let text = parsed.value("--format") {
            let formats = try ArgumentValues.formats(text, allowed: OutputFormat.allCases)
            guard formats.count == 1 else { throw UsageError("movie prints one format at a time", command: "movie") }
            format = formats[0]
        }
        sample = parsed.has("--sample")
        if let text = parsed.value("--deadline") {
            deadline = Double(try ArgumentValues.positiveInteger(text, option: "--deadline", range: 1...86_400))
        }
    }

    func run(settings: Settings, clock: any TimeSource) async throws -> String {
        let root = CompositionRoot(settings: settings, sample: sample, progress: SilentProgress(), clock: clock)
        guard let movie = try await root.makeMovieDetailsRepository().movieDetails(for: code) else {
            throw sample ? CommandError.noSampleMovie(code, recorded: SampleDataSource.movieCodes) : CommandError.noSuchMovie(code)
        }
        return format.render(root.makeMovieDocumentBuilder().build(movie), singleRecord: true)
    }
}
