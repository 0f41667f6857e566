import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// `boxoffice history day|movie|top`: reports from the archive alone, no network.
struct HistoryCommand {
    static let help = """
    USAGE: boxoffice history day YYYY-MM-DD [options]
           boxoffice history movie CODE [options]
           boxoffice history top --from YYYY-MM-DD --to YYYY-MM-DD [--limit N] [options]

    Reports from the archive, without the network, in the daily report's formats.
    Without --output, prints one format on stdout; with it, writes OUTPUT/history/… files.

    OPTIONS:
      --format LIST        md (default), csv, html, json; several only with --output.
      --output DIR         Write files instead of printing.
      --archive PATH       The archive (default: $BOXOFFICE_ARCHIVE, else Reports/archive.sqlite).
      --limit N            top: how many movies, 1-1000 (default: 10).
      -h, --help           Show this help.
    """

    enum Query {
        case day(CalendarDate)
        case movie(MovieCode)
        case top(from: CalendarDate, to: CalendarDate, limit: Int)
    }

    var query: Query
    var formats: [OutputFormat] = [.md]
    var output: String?
    var archivePath: String?

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, options: ["--format", "--output", "--archive", "--limit", "--from", "--to"],
                                         flags: ["--help", "--quiet"])
        if parsed.has("--help") { throw HelpRequested(text: Self.help) }
        let words = parsed.positionals
        func usage(_ message: String) -> UsageError { UsageError(message, command: "history") }
        switch words.first {
        case "day":
            guard words.count == 2 else { throw usage("history day needs one date") }
            query = .day(try ArgumentValues.date(words[1], option: "history day"))
        case "movie":
            guard words.count == 2 else { throw usage("history movie needs one movie code") }
            query = .movie(try ArgumentValues.movieCode(words[1]))
        case "top":
            guard words.count == 1 else { throw usage("history top takes no arguments; use --from and --to") }
            guard let fromText = parsed.value("--from"), let toText = parsed.value("--to") else { throw usage("history top needs --from and --to") }
            let from = try ArgumentValues.date(fromText, option: "--from"), to = try ArgumentValues.date(toText, option: "--to")
            guard from <= to else { throw usage("--from \(from.iso) is after --to \(to.iso)") }
            let limit = try parsed.value("--limit").map { try ArgumentValues.positiveInteger($0, option: "--limit", range: 1...1000) } ?? 10
            query = .top(from: from, to: to, limit: limit)
        case let other?:
            throw usage("unknown history query \(other); choose day, movie or top")
        case nil:
            throw usage("history needs a query: day, movie or top")
        }
        if let text = parsed.value("--format") { formats = try ArgumentValues.formats(text, allowed: OutputFormat.allCases) }
        output = parsed.value("--output")
        archivePath = parsed.value("--archive")
        if output == nil, formats.count > 1 { throw usage("several formats need --output") }
    }

    /// Returns what to print on stdout: the document, or the paths written.
    func run(settings: Settings, clock: any TimeSource) async throws -> String {
        let root = CompositionRoot(settings: settings, sample: false, progress: SilentProgress(), clock: clock)
        let archive = try root.makeArchive(path: root.archivePath(option: archivePath), mode: .existing)
        if try await archive.isEmpty() { return "The archive \(archive.path) holds no day yet: run boxoffice report or boxoffice backfill.\n" }

        let document: ReportDocumentName
        switch query {
        case .day(let date):
            guard let day = try await archive.day(date) else {
                return "The archive holds no day \(date.iso); fetch it with: boxoffice report --date \(date.iso)\n"
            }
            let report = try await root.makeArchiveDailyReport(archive).withHistory(day.report)
            let status = "revision \(day.revision), fetched \(SeoulCalendar().timestamp(day.fetchedAt))"
                + (day.provisional ? ", provisional (fetched before noon the next day; KOFIC may still correct it)" : "")
            document = ReportDocumentName(root.makeDailyDocumentBuilder(source: day.source).build(report, extraMetadata: [.init("Archived", status)]),
                                          "day-\(date.iso)")
        case .movie(let code):
            guard let run = try await archive.movieRun(code) else { throw CommandError.noSuchMovieInArchive(code) }
            document = ReportDocumentName(root.makeMovieRunDocumentBuilder().build(run), "movie-\(code.rawValue)")
        case .top(let from, let to, let limit):
            let movies = try await archive.topMovies(from: from, to: to, limit: limit)
            let days = try await archive.archivedDates(from: from, to: to).count
            document = ReportDocumentName(root.makeTopMoviesDocumentBuilder().build(movies, from: from, to: to, archivedDays: days),
                                          "top-\(from.iso)-\(to.iso)")
        }
        guard let output else { return formats[0].render(document.document) }
        let files = formats.map { format in
            (path: "\(output)/history/\(document.name).\(format.rawValue)", contents: Data(format.render(document.document).utf8))
        }
        try root.makeFileWriter().write(files)
        return files.map(\.path).joined(separator: "\n") + "\n"
    }
}

/// A document and the file name (without extension) it is written under.
struct ReportDocumentName {
    let document: ReportDocument
    let name: String
    init(_ document: ReportDocument, _ name: String) {
        self.document = document
        self.name = name
    }
}
