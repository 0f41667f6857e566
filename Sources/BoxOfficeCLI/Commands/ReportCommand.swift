import BoxOfficeDomain
import Foundation

/// `boxoffice report`: one day's chart and movie details as Markdown, CSV and HTML files.
struct ReportCommand {
    static let help = """
    USAGE: boxoffice report [--date YYYY-MM-DD] [--output DIR] [--format md,csv,html] [--concurrency N]
                            [--archive PATH | --no-archive] [--wide] [--sample] [--quiet]

    Fetches a day's box office (default: yesterday in Seoul, whatever this machine's time zone)
    and the details of every ranked movie, archives the day (SQLite, one transaction), and writes
    OUTPUT/daily/YYYY-MM-DD.{md,csv,html}, then OUTPUT/latest.* and OUTPUT/index.html. Prints the
    paths it wrote; progress goes to stderr. When the archive already had the day with the same
    numbers and its reports exist, it touches nothing. One run at a time per output folder and
    archive (a second exits 75). Movie details come from the archive when fetched recently.

    OPTIONS:
      --date DATE          The day to report, YYYY-MM-DD (default: yesterday in Seoul).
      --output DIR         Folder for the reports (default: Reports).
      --format LIST        Comma-separated formats: md, csv, html, json (default: md,csv,html).
      --concurrency N      Detail requests in flight at once, 1-10 (default: 10).
      --archive PATH       The archive (default: $BOXOFFICE_ARCHIVE, else Reports/archive.sqlite).
      --no-archive         Neither read nor write the archive.
      --wide               Also fetch and archive the day's lists by nation (K/F) and kind (Y/N): 4 more requests.
      --details-max-age N  Re-fetch archived movie details older than N days (default: 7).
      --deadline SECONDS   Give up (exit 69) when the whole run takes longer (default: 120).
      --force              Rewrite the reports even when the archive had the same numbers.
      --run-summary FILE   Also write a one-line key=value summary of the run there (for cron logs).
      --sample             Use the bundled recordings: no key, no network (default day: 2022-01-05);
                           archives only with an explicit --archive.
      -q, --quiet          No progress on stderr.
      -h, --help           Show this help.

    ENVIRONMENT:
      KOFIC_API_KEY        Your KOFIC open API key (required unless --sample).
      KOFIC_BASE_URL       API base URL (default: https://www.kobis.or.kr/kobisopenapi/webservice/rest).
      BOXOFFICE_ARCHIVE    The archive file when --archive is not given.
      SOURCE_DATE_EPOCH    Fixes the "Generated" time, for byte-identical reports.
    """

    var date: CalendarDate?
    var output = "Reports"
    var formats: [OutputFormat] = [.md, .csv, .html]
    var concurrency = 10
    var sample = false
    var quiet = false
    var archivePath: String?
    var noArchive = false
    var wide = false
    var detailsMaxAgeDays = 7
    var deadline: Double = 120
    var force = false
    var runSummary: String?

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, options: ["--date", "--output", "--format", "--concurrency", "--archive", "--details-max-age",
                                                              "--deadline", "--run-summary"],
                                         flags: ["--help", "--sample", "--quiet", "--no-archive", "--wide", "--force"])
        if parsed.has("--help") { throw HelpRequested(text: Self.help) }
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument \(parsed.positionals[0])", command: "report") }
        if let text = parsed.value("--date") { date = try ArgumentValues.date(text, option: "--date") }
        if let text = parsed.value("--output") {
            guard !text.isEmpty else { throw UsageError("--output needs a folder", command: "report") }
            output = text
        }
        if let text = parsed.value("--format") { formats = try ArgumentValues.formats(text, allowed: OutputFormat.allCases) }
        if let text = parsed.value("--concurrency") {
            concurrency = try ArgumentValues.positiveInteger(text, option: "--concurrency", range: 1...10)
        }
        sample = parsed.has("--sample")
        quiet = parsed.has("--quiet")
        archivePath = parsed.value("--archive")
        noArchive = parsed.has("--no-archive")
        wide = parsed.has("--wide")
        if let text = parsed.value("--details-max-age") {
            detailsMaxAgeDays = try ArgumentValues.positiveInteger(text, option: "--details-max-age", range: 0...3650)
        }
        if let text = parsed.value("--deadline") {
            deadline = Double(try ArgumentValues.positiveInteger(text, option: "--deadline", range: 1...86_400))
        }
        force = parsed.has("--force")
        runSummary = parsed.value("--run-summary")
        if noArchive, archivePath != nil { throw UsageError("--archive and --no-archive contradict each other", command: "report") }
        if wide, noArchive || (sample && archivePath == nil) {
            throw UsageError("--wide stores the extra lists in the archive: it needs one", command: "report")
        }
    }

    /// Sample runs archive only when asked to by name: the bundled days are not the user's history.
    var archives: Bool { !noArchive && (!sample || archivePath != nil) }

    func run(settings: Settings, clock: any TimeSource) async throws -> [String] {
        try await DailyReportRun(command: self, settings: settings, clock: clock).run()
    }
}

/// `--help` was asked for: print the text and exit 0.
struct HelpRequested: Error {
    let text: String
}
