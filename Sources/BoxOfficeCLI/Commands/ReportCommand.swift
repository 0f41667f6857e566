import BoxOfficeDomain
import Foundation

/// `boxoffice report`: one day's chart and movie details as Markdown, CSV and HTML files.
struct ReportCommand {
    static let help = """
    USAGE: boxoffice report [--date YYYY-MM-DD] [--output DIR] [--format md,csv,html] [--concurrency N] [--sample] [--quiet]

    Fetches a day's box office (default: yesterday in Seoul, whatever this machine's time zone)
    and the details of every ranked movie, and writes OUTPUT/daily/YYYY-MM-DD.{md,csv,html}.
    Prints the paths it wrote; progress goes to stderr.

    OPTIONS:
      --date DATE          The day to report, YYYY-MM-DD (default: yesterday in Seoul).
      --output DIR         Folder for the reports (default: Reports).
      --format LIST        Comma-separated formats: md, csv, html, json (default: md,csv,html).
      --concurrency N      Detail requests in flight at once, 1-10 (default: 10).
      --sample             Use the bundled recordings: no key, no network (default day: 2022-01-05).
      -q, --quiet          No progress on stderr.
      -h, --help           Show this help.

    ENVIRONMENT:
      KOFIC_API_KEY        Your KOFIC open API key (required unless --sample).
      KOFIC_BASE_URL       API base URL (default: https://www.kobis.or.kr/kobisopenapi/webservice/rest).
      SOURCE_DATE_EPOCH    Fixes the "Generated" time, for byte-identical reports.
    """

    var date: CalendarDate?
    var output = "Reports"
    var formats: [OutputFormat] = [.md, .csv, .html]
    var concurrency = 10
    var sample = false
    var quiet = false

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, options: ["--date", "--output", "--format", "--concurrency"],
                                         flags: ["--help", "--sample", "--quiet"])
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
    }

    func run(settings: Settings, clock: any TimeSource) async throws -> [String] {
        let progress = StderrProgress(steps: 4, quiet: quiet)
        do {
            return try await run(settings: settings, clock: clock, progress: progress)
        } catch let error where progress.currentStep != nil && !(error is CancellationError) {
            throw StepFailure(step: progress.currentStep!, underlying: error)
        }
    }

    private func run(settings: Settings, clock: any TimeSource, progress: StderrProgress) async throws -> [String] {
        let root = CompositionRoot(settings: settings, sample: sample, progress: progress, clock: clock)
        let latest = SeoulCalendar().yesterday(at: clock.now())
        let day: CalendarDate
        if sample {
            day = date ?? SampleDataSource.defaultDay
            guard SampleDataSource.days.contains(day) else {
                throw CommandError.noSampleRecording(day, recorded: SampleDataSource.days)
            }
        } else {
            day = date ?? latest
            if day > latest { throw RequestError.dateInFuture(requested: day, latest: latest) }
        }
        let useCase = try root.makeFetchDailyReport(concurrency: concurrency)
        let report = try await useCase.execute(date: day, progress: progress)

        progress.step("render \(formats.map(\.rawValue).joined(separator: ", "))")
        let document = root.makeDailyDocumentBuilder().build(report)
        let files = formats.map { format in
            (path: "\(output)/daily/\(day.iso).\(format.rawValue)", contents: Data(format.render(document).utf8))
        }
        progress.step("write \(files.count) files to \(output)/daily")
        try root.makeFileWriter().write(files)
        let missing = report.rows.filter { $0.details == nil }.count
        progress.note("\(report.rows.count) movies, \(missing) without details, \(root.requests.count) requests")
        return files.map(\.path)
    }
}

/// `--help` was asked for: print the text and exit 0.
struct HelpRequested: Error {
    let text: String
}
