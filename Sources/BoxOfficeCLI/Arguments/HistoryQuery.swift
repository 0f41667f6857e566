import BoxOfficeApplication
import BoxOfficeDomain

/// The question a `history` command line asks: its first word and the options it takes.
extension HistoryCommand {
    static func query(_ parsed: ParsedArguments) throws -> ArchiveQuestion {
        let words = parsed.positionals
        let usage = parsed.usage
        switch words.first {
        case "day":
            guard words.count == 2 else { throw usage("history day needs one date") }
            return .day(try parsed.checked { try ArgumentValues.date(words[1], option: "history day") })
        case "revisions":
            guard words.count == 2 else { throw usage("history revisions needs one date") }
            return .revisions(try parsed.checked { try ArgumentValues.date(words[1], option: "history revisions") })
        case "movie":
            guard words.count == 2 else { throw usage("history movie needs one movie code") }
            return .movie(try parsed.checked { try ArgumentValues.movieCode(words[1]) })
        case "top":
            let (from, to) = try Self.range(parsed, "top")
            return .top(from: from, to: to, limit: try parsed[Options.limit])
        case "weekly":
            let (from, to) = try Self.range(parsed, "weekly", using: "--kind, --from and --to")
            return .weekly(try parsed[Options.kind], from: from, to: to)
        case "market":
            let (from, to) = try Self.range(parsed, "market")
            return .market(from: from, to: to, by: try parsed[Options.by])
        case "distributors":
            let (from, to) = try Self.range(parsed, "distributors")
            return .distributors(from: from, to: to, limit: try parsed[Options.limit])
        case "compare":
            let movies = words.dropFirst()
            guard (2...6).contains(movies.count) else { throw usage("history compare needs 2 to 6 movies (codes or titles), not \(movies.count)") }
            return .compare(try parsed.checked { try movies.map(Self.reference) }, days: try parsed.value(Options.days))
        case let other?:
            throw usage("unknown history query \(other); choose \(Self.queries)")
        case nil:
            throw usage("history needs a query: \(Self.queries)")
        }
    }

    static let queries = "day, revisions, movie, top, weekly, market, distributors or compare"

    /// The `--from`/`--to` range of a query that takes no words of its own.
    private static func range(_ parsed: ParsedArguments, _ query: String, using: String = "--from and --to") throws -> (CalendarDate, CalendarDate) {
        guard parsed.positionals.count == 1 else { throw parsed.usage("history \(query) takes no arguments; use \(using)") }
        guard let from = try parsed.value(Options.from), let to = try parsed.value(Options.to) else {
            throw parsed.usage("history \(query) needs --from and --to")
        }
        guard from <= to else { throw parsed.usage("--from \(from.iso) is after --to \(to.iso)") }
        return (from, to)
    }

    /// A movie named on the command line: its code, else a title the archive charted.
    static func reference(_ text: String) throws(UsageError) -> MovieReference {
        switch try ArgumentValues.movieCodeOrTitle(text) {
        case .code(let code): .code(code)
        case .title(let title): .title(title)
        }
    }
}
