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
        switch words.first {
        case "day":
            guard words.count == 2 else { throw usage("history day needs one date") }
            query = .day(try parsed.checked { try ArgumentValues.date(words[1], option: "history day") })
        case "revisions":
            guard words.count == 2 else { throw usage("history revisions needs one date") }
            query = .revisions(try parsed.checked { try ArgumentValues.date(words[1], option: "history revisions") })
        case "movie":
            guard words.count == 2 else { throw usage("history movie needs one movie code") }
            query = .movie(try parsed.checked { try ArgumentValues.movieCode(words[1]) })
        case "top":
            guard words.count == 1 else { throw usage("history top takes no arguments; use --from and --to") }
            guard let from = try parsed.value(Options.from), let to = try parsed.value(Options.to) else {
                throw usage("history top needs --from and --to")
            }
            guard from <= to else { throw usage("--from \(from.iso) is after --to \(to.iso)") }
            query = .top(from: from, to: to, limit: try parsed[Options.limit])
        case "weekly":
            guard words.count == 1 else { throw usage("history weekly takes no arguments; use --kind, --from and --to") }
            guard let from = try parsed.value(Options.from), let to = try parsed.value(Options.to) else {
                throw usage("history weekly needs --from and --to")
            }
            guard from <= to else { throw usage("--from \(from.iso) is after --to \(to.iso)") }
            query = .weekly(try parsed[Options.kind], from: from, to: to)
        case "market", "distributors":
            guard words.count == 1 else { throw usage("history \(words[0]) takes no arguments; use --from and --to") }
            guard let from = try parsed.value(Options.from), let to = try parsed.value(Options.to) else {
                throw usage("history \(words[0]) needs --from and --to")
            }
            guard from <= to else { throw usage("--from \(from.iso) is after --to \(to.iso)") }
            query = words[0] == "market" ? .market(from: from, to: to, by: try parsed[Options.by])
                : .distributors(from: from, to: to, limit: try parsed[Options.limit])
        case "compare":
            let movies = words.dropFirst()
            guard (2...6).contains(movies.count) else { throw usage("history compare needs 2 to 6 movies (codes or titles), not \(movies.count)") }
            query = .compare(try parsed.checked { try movies.map(Self.reference) }, days: try parsed.value(Options.days))
        case let other?:
            throw usage("unknown history query \(other); choose \(Self.queries)")
        case nil:
            throw usage("history needs a query: \(Self.queries)")
        }
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

    static let queries = "day, revisions, movie, top, weekly, market, distributors or compare"

    /// A movie named on the command line: its code, else a title the archive charted.
    static func reference(_ text: String) throws(UsageError) -> MovieReference {
        switch try ArgumentValues.movieCodeOrTitle(text) {
        case .code(let code): .code(code)
        case .title(let title): .title(title)
        }
    }

    var context: RunContext { RunContext(sample: sample, language: language) }

    /// Prints the document, or the paths written; an empty archive or a day it lacks is said, not an error.
    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let archive = try root.makeArchive(root.archiveLocation(option: archivePath), mode: .existing)
        do {
            var query = self.query
            if list.isGiven {
                let chosen = try await list.resolve(root, archive: archive)
                switch query {
                case .day(let date, _): query = .day(date, list: chosen)
                case .weekly(let kind, let from, let to, _): query = .weekly(kind, from: from, to: to, list: chosen)
                default: break
                }
            }
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
