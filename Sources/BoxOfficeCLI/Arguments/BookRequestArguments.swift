import BoxOfficeApplication
import BoxOfficeDomain

extension BooksCommand {
    /// `search QUERY`, `show ISBN|VOLUME_ID`, `save ISBN` or `list`, as a request.
    static func request(_ words: [String], parsed: ParsedArguments, source: BookSource?) throws -> BookRequest {
        let usage = parsed.usage
        switch words.first {
        case "search":
            guard words.count == 2 else { throw usage("books search needs one query (quote it)") }
            let query = words[1].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !query.isEmpty else { throw usage("the search query is empty") }
            return .search(query: query, limit: try parsed[Options.limit], sort: try parsed[Options.sort])
        case "show":
            guard words.count == 2 else { throw usage("books show needs one ISBN or Google volume id") }
            if ArgumentValues.looksLikeISBN(words[1]) { _ = try ArgumentValues.isbn(words[1]) } else if source != .google {
                throw usage("\"\(words[1])\" is not an ISBN; a Google volume id needs --source google")
            }
            return .show(words[1])
        case "save":
            guard words.count == 2 else { throw usage("books save needs one ISBN") }
            return .save(try ArgumentValues.isbn(words[1]))
        case "list":
            guard words.count == 1 else { throw usage("books list takes no arguments") }
            return .list
        case let other?:
            throw usage("unknown books command \(other); choose search, show, save or list")
        case nil:
            throw usage("books needs a command: search, show, save or list")
        }
    }
}
