import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// `boxoffice history day|movie|top`: reports from the archive alone, no network.
struct HistoryCommand: BoxOfficeCommand {
    enum Options {
        static let format = Option.formats(default: [.md], help: "md, csv, html, json; several only with --output")
        static let output = Option.text("--output", "DIR", help: "Write files under DIR/history/ instead of printing")
        static let archive = CommonOptions.archive
        static let kind = Option.choice("--kind", WeeklyKind.allCases.map { ($0.rawValue, $0) }, help: "weekly: which charts",
                                        default: .weekend, defaultDescription: "weekend")
        static let limit = Option.integer("--limit", range: 1...1000, help: "top, distributors: how many", default: 10)
        static let from = Option.date("--from", help: "top, weekly, market, distributors: first day")
        static let to = Option.date("--to", help: "top, weekly, market, distributors: last day")
        static let by = Option.choice("--by", MarketPeriodKind.allCases.map { ($0.rawValue, $0) }, help: "market: periods of a day, week, month or year",
                                      default: .month, defaultDescription: "month")
        static let days = Option.integer("--days", range: 1...3650, help: "compare: days of release to compare (default: every archived day)")
        static let lang = CommonOptions.lang
        static let sample = Flag("--sample", help: "Read the archive that backfill --sample filled (Reports/sample.sqlite).")
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [format, output, archive, kind, limit, from, to, by, days, lang, sample, quiet,
                                                   ChartListChoice.Options.nation, ChartListChoice.Options.filmKind, ChartListChoice.Options.region]
    }

    static let help = CommandHelp(
        usage: ["history day DATE [options]", "history revisions DATE [options]", "history movie CODE [options]",
                "history top --from DATE --to DATE [options]", "history weekly [--kind K] --from DATE --to DATE [options]",
                "history market --from DATE --to DATE [--by day|week|month|year] [options]",
                "history distributors --from DATE --to DATE [--limit N] [options]",
                "history compare MOVIE MOVIE... [--days N] [options]"],
        about: """
        Reports from the archive, without the network, in the daily report's formats. `revisions`
        lists every version KOFIC served of a day, when each was fetched, and what changed (old → new).
        `market`: admissions (the top-ten lists' sum), the whole market's sales and Korean films' share
        by period, against the same days a year earlier. `distributors`: each distributor's movies,
        admissions and share of the top ten's sales. `compare`: 2 to 6 movies (codes or archived
        titles) by day of release, and who passed each audience mark first.
        `day` and `weekly` read a segment's or a region's list with --nation, --film-kind or
        --region, as report and weekly archived it.
        Without --output, prints one format on stdout; with it, writes OUTPUT/history/… files.
        """,
        options: Options.all
    )

    var query: ArchiveQuestion
    var formats: [OutputFormat]
    var output: String?
    var archivePath: String?
    var language: ReportLanguage?
    var sample: Bool
    /// The list `day` and `weekly` read (the national one unless asked).
    var list: ChartListChoice

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "history", positionals: true)
        let words = parsed.positionals
        let usage = parsed.usage
        query = try Self.query(parsed)
        formats = try parsed[Options.format]
        output = try parsed.value(Options.output)
        archivePath = try parsed.value(Options.archive)
        language = try parsed.value(Options.lang)
        sample = parsed[Options.sample]
        list = try ChartListChoice(parsed, kind: ChartListChoice.Options.filmKind)
        if list.isGiven, !["day", "weekly"].contains(words.first) {
            throw usage("--nation, --film-kind and --region choose the list of history day and weekly only")
        }
        if output == nil, formats.count > 1 { throw usage("several formats need --output") }
    }

    var context: RunContext { RunContext(sample: sample, language: language) }

    /// Prints the document, or the paths written; an empty archive or a day it lacks is said, not an error.
    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let archive = try root.makeArchive(root.archiveLocation(option: archivePath), mode: .existing)
        do {
            let query = list.isGiven ? self.query.reading(try await list.resolve(root, archive: archive)) : self.query
            let (document, name) = root.makeArchiveAnswerPresenter().present(try await root.makeAnswerFromArchive(archive).answer(query))
            return CommandOutcome(text: try DocumentOutput(formats: formats, folder: output).emit(document, name: name, subfolder: "history"))
        } catch ArchiveQuestionError.emptyArchive {
            return CommandOutcome(text: "The archive \(archive.displayAddress) holds no day yet: run boxoffice report or boxoffice backfill.\n")
        } catch ArchiveQuestionError.noDay(let date, let list) {
            let what = list.isWholeMarket ? "day" : "\(list.slug) list of"
            return CommandOutcome(text: "The archive holds no \(what) \(date.iso); fetch it with: boxoffice report --date \(date.iso)\(list.commandSuffix)\n")
        }
    }
}
