import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice weekly`: the weekend (or whole week, or weekdays) chart as Markdown, CSV and HTML.
struct WeeklyCommand {
    enum Options {
        static let kind = Option.choice("--kind", WeeklyKind.allCases.map { ($0.rawValue, $0) },
                                        help: "weekend (Fri-Sun), week (Mon-Sun) or weekdays (Mon-Thu)", default: .weekend,
                                        defaultDescription: "weekend")
        static let week = Option.date("--week", help: "Any day of the week wanted",
                                      defaultDescription: "the last complete one in Seoul; with --sample the bundled weekend")
        static let output = CommonOptions.output
        static let format = Option.formats(default: [.md, .csv, .html])
        static let lang = CommonOptions.lang
        static let siteURL = CommonOptions.siteURL
        static let notify = CommonOptions.notify
        static let notifyOn = CommonOptions.notifyOn
        static let concurrency = Option.integer("--concurrency", range: 1...10, help: "Detail requests in flight at once", default: 10)
        static let archive = CommonOptions.archive
        static let noArchive = CommonOptions.noArchive
        static let deadline = CommonOptions.deadline
        static let force = Flag("--force", help: "Rewrite the reports even when the archive had the same numbers.")
        static let runSummary = Option.text("--run-summary", "FILE", help: "Also write a one-line key=value summary of the run there (for cron logs)")
        static let sample = Flag("--sample", help: "Use the bundled recording (the weekend of 2012-01-01): no key, no network.")
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [kind, week, output, format, lang, siteURL, notify, notifyOn, concurrency, archive, noArchive, deadline, force,
                                                   runSummary, sample, quiet]
    }

    static let help = CommandHelp(
        usage: ["weekly [options]"],
        about: """
        Fetches a weekly chart (default: the last complete weekend in Seoul, whatever this machine's
        time zone; a weekend is complete after its Sunday, weekdays after their Thursday) and the
        details of every ranked movie (through the archive's cache), and writes
        OUTPUT/weekly/KIND-START.{md,csv,html}, START being the range's first day
        (weekly/weekend-2024-02-09.md), then OUTPUT/index.html. Prints the paths it wrote.
        """,
        options: Options.all
    )

    var kind: WeeklyKind
    var week: CalendarDate?
    var output: String
    var formats: [OutputFormat]
    var language: ReportLanguage?
    var concurrency: Int
    var archivePath: String?
    var noArchive: Bool
    var deadline: Double
    var sample: Bool
    var quiet: Bool
    var force: Bool
    var runSummary: String?
    var siteURL: URL?
    var notifyURL: URL?
    var notifyOn: NotifyOn = .always

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, declared: Options.all, command: "weekly")
        if parsed.wantsHelp { throw HelpRequested(text: Self.help.text) }
        guard parsed.positionals.isEmpty else { throw parsed.usage("unexpected argument \(parsed.positionals[0])") }
        kind = try parsed[Options.kind]
        week = try parsed.value(Options.week)
        output = try parsed[Options.output]
        formats = try parsed[Options.format]
        language = try parsed.value(Options.lang)
        concurrency = try parsed[Options.concurrency]
        archivePath = try parsed.value(Options.archive)
        noArchive = parsed[Options.noArchive]
        deadline = Double(try parsed[Options.deadline])
        sample = parsed[Options.sample]
        quiet = parsed[Options.quiet]
        force = parsed[Options.force]
        runSummary = try parsed.value(Options.runSummary)
        siteURL = try parsed.value(Options.siteURL)
        notifyURL = try parsed.value(Options.notify)
        notifyOn = try parsed[Options.notifyOn]
        if noArchive, archivePath != nil { throw parsed.usage("--archive and --no-archive contradict each other") }
    }

    /// Sample runs use the archive only when named, as `report --sample` does.
    var archives: Bool { !noArchive && (!sample || archivePath != nil) }

    func run(settings: Settings, clock: any TimeSource) async throws -> [String] {
        let progress = StderrProgress(steps: archives ? 5 : 4, quiet: quiet)
        let root = CompositionRoot(settings: settings, sample: sample, progress: progress, clock: clock, language: language, siteURL: siteURL)
        let summary = RunSummary()
        summary.set("kind", kind.rawValue)
        let notification = RunNotification(url: notifyURL ?? settings.notifyURL, on: notifyOn)
        do {
            let (paths, message) = try await steps(root: root, progress: progress, summary: summary)
            await notification.send(message, failed: false, summary: summary)
            summary.set("status", "0")
            summary.set("files", String(paths.count))
            summary.finish(root: root, path: runSummary)
            return paths
        } catch {
            if !(error is CancellationError) {
                await notification.send(root.makeDailyDocumentBuilder().failureMessage("\(kind.rawValue) chart", error: ErrorReport(error).message),
                                        failed: true, summary: summary)
            }
            summary.failed(error, root: root, path: runSummary)
            throw error
        }
    }

    /// Returns the paths written and the chat message about them.
    private func steps(root: CompositionRoot, progress: StderrProgress, summary: RunSummary) async throws -> (paths: [String], message: String?) {
        let clock = root.clock
        let latest = kind.lastComplete(at: clock.now())
        let range: WeekRange
        if sample {
            range = kind.range(containing: week ?? SampleDataSource.weeklyDay)
        } else {
            range = kind.range(containing: week ?? latest.end)
            if range.end > latest.end {
                throw UsageError("the \(kind.rawValue) of \(range.start.iso) to \(range.end.iso) is not over in Seoul yet; "
                    + "the last complete one is \(latest.start.iso) to \(latest.end.iso)", command: "weekly")
            }
        }
        _ = try root.makeEndpoint()
        let location = root.archiveLocation(option: archivePath)
        let locks = try takeRunLocks(output: output, archives: archives ? [location] : [])
        defer { locks.forEach { $0.release() } }
        let archive = archives ? try root.makeArchive(location, mode: .create) : nil
        summary.set("week", range.start.iso)
        let report = try await root.makeFetchWeeklyReport(concurrency: concurrency, archive: archive).execute(kind, containing: range.end, progress: progress)
        summary.set("movies", String(report.rows.count))
        let folder = root.makeReportsFolder(output)
        let name = "\(kind.rawValue)-\(range.start.iso)"
        var revision: (Int, String)? = nil
        if let archive {
            progress.step("archive to \(location.shown)")
            let outcome = try await ArchiveWeeklyChart(archive: archive, clock: clock, source: root.sourceDescription).execute(report)
            revision = summary.record(outcome)
            if let (number, change) = revision { progress.note("\(name) revised (revision \(number)): \(change)") }
            if outcome == .unchanged, !force, folder.exists(kind: ReportsFolder.weekly, name: name, formats: formats.map(\.rawValue)) {
                progress.note("\(name) was archived with the same numbers and its reports exist: nothing to rewrite")
                return ([], nil)
            }
        }
        progress.step("render \(formats.map(\.rawValue).joined(separator: ", "))")
        let builder = root.makeDailyDocumentBuilder()
        let document = builder.build(report)
        progress.step("write \(formats.count) files to \(output)/weekly")
        let files = formats.map { (format: $0.rawValue, contents: Data($0.render(document).utf8)) }
        let paths = try folder.write(kind: ReportsFolder.weekly, name: name, files: files)
        try root.refreshFrontPages(folder, entries: [builder.feedEntry(report, updated: root.generatedInstant)])
        let link = root.siteURL.map { _ in AtomFeedRenderer(language: root.language, siteURL: root.siteURL).href("weekly/\(name).html") }
        return (paths, builder.chatMessage(report, revision: revision, link: link))
    }
}
