import BoxOfficeApplication
import BoxOfficeDomain
import Foundation

/// `boxoffice report`: one day's chart and movie details as Markdown, CSV and HTML files.
struct ReportCommand: ChartCommand {
    enum Options {
        static let date = Option.date("--date", help: "The day to report", defaultDescription: "yesterday in Seoul")
        static let wide = Flag("--wide", help: "Also fetch and archive the day's lists by \(ListPhrases().wideCodes): \(ChartList.wide.count) more requests.")
        static let detailsMaxAge = Option.integer("--details-max-age", range: 0...3650,
                                                  help: "Re-fetch archived movie details older than N days", default: 7)
        static let recheckDays = Option.integer("--recheck-days", range: 0...31,
                                                help: "Also ask KOFIC again for the N days before the reported one, archived or not, and rewrite "
                                                    + "those it corrected (one list request a day; 0: none)",
                                                defaultDescription: "7 when reporting yesterday, else none")
        static let sample = Flag("--sample", help: "Use the bundled recordings: no key, no network (default: the newest recorded day); "
            + "archives only with an explicit --archive.")
        static let all: [any OptionDeclaration] = [date] + PublishingOptions.Options.all + [wide, detailsMaxAge, recheckDays, sample,
            ChartListChoice.Options.nation, ChartListChoice.Options.kind, ChartListChoice.Options.region]
    }

    static let help = CommandHelp(
        usage: ["report [options]"],
        about: """
        Fetches a day's box office (default: yesterday in Seoul, whatever this machine's time zone)
        and the details of every ranked movie, archives the day (SQLite, one transaction), and writes
        OUTPUT/daily/YYYY-MM-DD.{md,csv,html}, then OUTPUT/latest.* and OUTPUT/index.html. Prints the
        paths it wrote; progress goes to stderr. With --nation, --kind or --region: that list of KOFIC's
        instead (OUTPUT/daily-korean/, daily-diversity/, daily-region-0105001/ …; ranks and shares within
        the list, as the report says), archived apart from the national one, with the day's national
        list (one more request); it leaves latest.* alone. When the archive already had the day with the same
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
    var options: PublishingOptions
    var wide: Bool
    var detailsMaxAgeDays: Int
    /// `--recheck-days`, when given.
    var recheckDays: Int?
    var list: ChartListChoice

    init(arguments: [String]) throws {
        try self.init(try Self.help.parse(arguments, command: "report"))
    }

    /// The report a parsed command line asks for (`report`'s own, or the schedule's `BOXOFFICE_REPORT_ARGS`).
    init(_ parsed: ParsedArguments) throws {
        date = try parsed.value(Options.date)
        options = try PublishingOptions(parsed, sample: parsed[Options.sample])
        wide = parsed[Options.wide]
        detailsMaxAgeDays = try parsed[Options.detailsMaxAge]
        recheckDays = try parsed.value(Options.recheckDays)
        if wide, !options.archives { throw parsed.usage("--wide stores the extra lists in the archive: it needs one") }
        list = try ChartListChoice(parsed, kind: ChartListChoice.Options.kind)
    }

    var context: RunContext { options.context }

    func requestDescription(list: String) -> String {
        "report of \(date?.iso ?? "yesterday in Seoul"), \(list) list, \(options.formats.map(\.rawValue).joined(separator: ","))"
            + (wide && self.list.request.takesWideLists ? ", with the wide lists" : "") + ", re-checking \(recheckDays ?? 0) days, deadline \(Int(options.deadline)) s"
    }

    func publish(_ root: CompositionRoot, record: RunRecord) async throws -> CommandOutcome {
        let latest = root.clock.yesterdayInSeoul
        let day = try ChartRules.day(date, recorded: root.recordedSource, latest: latest)
        record.set("day", day.iso)
        let (formats, force, wide, recheck) = (options.formats, options.force, wide, ChartRules.recheck(reporting: day, latest: latest, days: recheckDays,
                                                                                                     recorded: root.recordedSource))
        return try await CommandLineChartRun.publish(list, options: options, root: root, detailsMaxAge: TimeInterval(detailsMaxAgeDays) * 86_400,
                                          record: record) { chosen in
            var request = PublishChart.Request(chart: .daily(day, list: chosen), formats: formats, recheck: recheck)
            (request.wide, request.force, request.newest) = (wide, force, day == latest)
            return request
        }
    }
}

/// `--help` was asked for: print the text and exit 0.
struct HelpRequested: Error {
    let text: String
}
