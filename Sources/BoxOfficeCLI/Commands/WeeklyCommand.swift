import BoxOfficeApplication
import BoxOfficeDomain
import Foundation

/// `boxoffice weekly`: the weekend (or whole week, or weekdays) chart as Markdown, CSV and HTML.
struct WeeklyCommand: ChartCommand {
    enum Options {
        static let kind = Option.choice("--kind", WeeklyKind.allCases.map { ($0.rawValue, $0) },
                                        help: "weekend (Fri-Sun), week (Mon-Sun) or weekdays (Mon-Thu)", default: .weekend,
                                        defaultDescription: "weekend")
        static let week = Option.date("--week", help: "Any day of the week wanted",
                                      defaultDescription: "the last complete one in Seoul; with --sample the bundled weekend")
        static let sample = Flag("--sample", help: "Use the bundled recording (the weekend of 2012-01-01): no key, no network.")
        static let all: [any OptionDeclaration] = [kind, week] + PublishingOptions.Options.all + [sample, ChartListChoice.Options.nation, ChartListChoice.Options.filmKind, ChartListChoice.Options.region]
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
    var options: PublishingOptions
    var list: ChartListChoice

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "weekly")
        kind = try parsed[Options.kind]
        week = try parsed.value(Options.week)
        options = try PublishingOptions(parsed, sample: parsed[Options.sample])
        list = try ChartListChoice(parsed, kind: ChartListChoice.Options.filmKind)
    }

    /// The chart of `kind` (the week holding `week`, else the last complete one), published with `options`.
    init(kind: WeeklyKind, week: CalendarDate?, options: PublishingOptions, list: ChartListChoice) {
        (self.kind, self.week, self.options, self.list) = (kind, week, options, list)
    }

    var context: RunContext { options.context }

    func requestDescription(list: String) -> String {
        "weekly \(kind.rawValue) of \(week.map { "the week of \($0.iso)" } ?? "the last complete week"), \(list) list, "
            + "\(options.formats.map(\.rawValue).joined(separator: ",")), deadline \(Int(options.deadline)) s"
    }

    func publish(_ root: CompositionRoot, record: RunRecord) async throws -> CommandOutcome {
        let range = try ChartRules.week(kind, containing: week, recorded: root.recordedSource?.week, at: root.clock.now())
        record.set("kind", kind.rawValue)
        record.set("week", range.start.iso)
        let (formats, force, newest) = (options.formats, options.force, range == kind.lastComplete(at: root.clock.now()))
        return try await CommandLineChartRun.publish(list, options: options, root: root, record: record) { chosen in
            var request = PublishChart.Request(chart: .weekly(range, list: chosen), formats: formats)
            (request.force, request.newest) = (force, newest)
            return request
        }
    }
}
