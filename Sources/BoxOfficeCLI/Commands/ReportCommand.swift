import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// `boxoffice report`: one day's chart and movie details as Markdown, CSV and HTML files.
struct ReportCommand {
    enum Options {
        static let date = Option.date("--date", help: "The day to report", defaultDescription: "yesterday in Seoul")
        static let output = CommonOptions.output
        static let format = Option.formats(default: [.md, .csv, .html])
        static let concurrency = Option.integer("--concurrency", range: 1...10, help: "Detail requests in flight at once", default: 10)
        static let archive = CommonOptions.archive
        static let noArchive = CommonOptions.noArchive
        static let wide = Flag("--wide", help: "Also fetch and archive the day's lists by nation (K/F) and kind (Y/N): 4 more requests.")
        static let detailsMaxAge = Option.integer("--details-max-age", range: 0...3650,
                                                  help: "Re-fetch archived movie details older than N days", default: 7)
        static let deadline = CommonOptions.deadline
        static let recheckDays = Option.integer("--recheck-days", range: 0...31,
                                                help: "Also ask KOFIC again for the N days before the reported one, archived or not, and rewrite "
                                                    + "those it corrected (one list request a day; 0: none)",
                                                defaultDescription: "7 when reporting yesterday, else none")
        static let force = Flag("--force", help: "Rewrite the reports even when the archive had the same numbers.")
        static let runSummary = Option.text("--run-summary", "FILE", help: "Also write a one-line key=value summary of the run there (for cron logs)")
        static let sample = Flag("--sample", help: "Use the bundled recordings: no key, no network (default: the newest recorded day); "
            + "archives only with an explicit --archive.")
        static let lang = CommonOptions.lang
        static let siteURL = CommonOptions.siteURL
        static let notify = CommonOptions.notify
        static let notifyOn = CommonOptions.notifyOn
        static let quiet = CommonOptions.quiet

        static let all: [any OptionDeclaration] = [date, output, format, lang, siteURL, notify, notifyOn, concurrency, archive, noArchive, wide, detailsMaxAge,
                                                   recheckDays, deadline, force, runSummary, sample, quiet]
    }

    static let help = CommandHelp(
        usage: ["report [options]"],
        about: """
        Fetches a day's box office (default: yesterday in Seoul, whatever this machine's time zone)
        and the details of every ranked movie, archives the day (SQLite, one transaction), and writes
        OUTPUT/daily/YYYY-MM-DD.{md,csv,html}, then OUTPUT/latest.* and OUTPUT/index.html. Prints the
        paths it wrote; progress goes to stderr. When the archive already had the day with the same
        numbers and its reports exist, it touches nothing. One run at a time per output folder and
        archive (a second exits 75). Movie details come from the archive when fetched recently.
        """,
        options: Options.all,
        footer: """
        ENVIRONMENT:
          KOFIC_API_KEY        Your KOFIC open API key (required unless --sample).
          KOFIC_BASE_URL       API base URL (default: https://www.kobis.or.kr/kobisopenapi/webservice/rest).
          BOXOFFICE_ARCHIVE    The archive file when --archive is not given.
          BOXOFFICE_LANG       ko or en, when --lang is not given.
          BOXOFFICE_SITE_URL   Where OUTPUT is published, when --site-url is not given.
          BOXOFFICE_NOTIFY_URL The webhook, when --notify is not given.
          SOURCE_DATE_EPOCH    Fixes the "Generated" time, for byte-identical reports.
        """
    )

    var date: CalendarDate?
    var output: String
    var formats: [OutputFormat]
    var concurrency: Int
    var sample: Bool
    var quiet: Bool
    var archivePath: String?
    var noArchive: Bool
    var wide: Bool
    var detailsMaxAgeDays: Int
    var deadline: Double
    var force: Bool
    var runSummary: String?
    var language: ReportLanguage?
    /// `--recheck-days`, when given.
    var recheckDays: Int?
    var siteURL: URL?
    var notifyURL: URL?
    var notifyOn: NotifyOn = .always

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, declared: Options.all, command: "report")
        if parsed.wantsHelp { throw HelpRequested(text: Self.help.text) }
        let usage = parsed.usage
        guard parsed.positionals.isEmpty else { throw usage("unexpected argument \(parsed.positionals[0])") }
        date = try parsed.value(Options.date)
        output = try parsed[Options.output]
        formats = try parsed[Options.format]
        concurrency = try parsed[Options.concurrency]
        sample = parsed[Options.sample]
        quiet = parsed[Options.quiet]
        archivePath = try parsed.value(Options.archive)
        noArchive = parsed[Options.noArchive]
        wide = parsed[Options.wide]
        detailsMaxAgeDays = try parsed[Options.detailsMaxAge]
        deadline = Double(try parsed[Options.deadline])
        force = parsed[Options.force]
        runSummary = try parsed.value(Options.runSummary)
        language = try parsed.value(Options.lang)
        recheckDays = try parsed.value(Options.recheckDays)
        siteURL = try parsed.value(Options.siteURL)
        notifyURL = try parsed.value(Options.notify)
        notifyOn = try parsed[Options.notifyOn]
        if noArchive, archivePath != nil { throw usage("--archive and --no-archive contradict each other") }
        if wide, noArchive || (sample && archivePath == nil) { throw usage("--wide stores the extra lists in the archive: it needs one") }
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
