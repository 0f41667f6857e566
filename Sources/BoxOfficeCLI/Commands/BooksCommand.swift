import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice books search|show|save|list`: book search on the same layers as the box office.
struct BooksCommand {
    static let help = """
    USAGE: boxoffice books search QUERY [--source kakao|google] [--limit N] [--sort relevance|newest]
                                        [--format md,csv,html,json] [--output DIR] [--images] [--sample]
           boxoffice books show ISBN | --source google VOLUME_ID [--format md|csv|html|json] [--sample]
           boxoffice books save ISBN [--source kakao|google] [--archive PATH] [--sample]
           boxoffice books list [--format md|csv|html|json] [--output DIR] [--archive PATH]

    search  Pages through the results (Google 40, Kakao 50 a page, fetched together) up to --limit
            (default 20, at most 1000) and writes OUTPUT/books/search-<query>-YYYY-MM-DD.{md,csv,html}.
    show    One book by ISBN (either source), or by Google volume id; printed on stdout.
    save    Looks the book up and keeps it in the reading list, in the archive.
    list    The reading list, with when each book was saved.

    OPTIONS:
      --source NAME        kakao or google (default: kakao when KAKAO_REST_API_KEY is set, else google).
      --sort ORDER         relevance (Kakao accuracy) or newest (Kakao latest).
      --images             Show covers in HTML as images (loads them from the source); default: links.
      --sample             Bundled recordings, no key, no network.

    ENVIRONMENT: KAKAO_REST_API_KEY, KAKAO_BASE_URL (default https://dapi.kakao.com),
      GOOGLE_BOOKS_API_KEY (optional), GOOGLE_BOOKS_BASE_URL (default https://www.googleapis.com).
    """

    enum Action {
        case search(query: String)
        case show(String)
        case save(ISBN)
        case list
    }

    var action: Action
    var source: BookSource?
    var limit = 20
    var sort = BookSort.relevance
    var formats: [OutputFormat]
    var output: String?
    var images = false
    var sample = false
    var archivePath: String?
    var deadline: Double = 120

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, options: ["--source", "--limit", "--sort", "--format", "--output", "--archive", "--deadline"],
                                         flags: ["--help", "--images", "--sample", "--quiet"])
        if parsed.has("--help") { throw HelpRequested(text: Self.help + "\n\n--sample: " + BooksSampleSource.help) }
        func usage(_ message: String) -> UsageError { UsageError(message, command: "books") }
        let words = parsed.positionals
        if let text = parsed.value("--source") {
            guard let value = BookSource(rawValue: text.lowercased()) else { throw usage("unknown source \"\(text)\"; choose kakao or google") }
            source = value
        }
        switch words.first {
        case "search":
            guard words.count == 2 else { throw usage("books search needs one query (quote it)") }
            let query = words[1].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !query.isEmpty else { throw usage("the search query is empty") }
            action = .search(query: query)
        case "show":
            guard words.count == 2 else { throw usage("books show needs one ISBN or Google volume id") }
            if Self.looksLikeISBN(words[1]) { _ = try Self.isbn(words[1]) } else if source != .google {
                throw usage("\"\(words[1])\" is not an ISBN; a Google volume id needs --source google")
            }
            action = .show(words[1])
        case "save":
            guard words.count == 2 else { throw usage("books save needs one ISBN") }
            action = .save(try Self.isbn(words[1]))
        case "list":
            guard words.count == 1 else { throw usage("books list takes no arguments") }
            action = .list
        case let other?:
            throw usage("unknown books command \(other); choose search, show, save or list")
        case nil:
            throw usage("books needs a command: search, show, save or list")
        }
        if let text = parsed.value("--limit") { limit = try ArgumentValues.positiveInteger(text, option: "--limit", range: 1...1000) }
        if let text = parsed.value("--sort") {
            switch text.lowercased() {
            case "relevance", "accuracy": sort = .relevance
            case "newest", "latest": sort = .newest
            default: throw usage("unknown sort \"\(text)\"; choose relevance or newest")
            }
        }
        if case .search = action { formats = [.md, .csv, .html] } else { formats = [.md] }
        if let text = parsed.value("--format") { formats = try ArgumentValues.formats(text, allowed: OutputFormat.allCases) }
        output = parsed.value("--output")
        images = parsed.has("--images")
        sample = parsed.has("--sample")
        archivePath = parsed.value("--archive")
        if let text = parsed.value("--deadline") {
            deadline = Double(try ArgumentValues.positiveInteger(text, option: "--deadline", range: 1...86_400))
        }
        if case .search = action {} else if output == nil, formats.count > 1 { throw usage("several formats need --output") }
    }

    static func looksLikeISBN(_ text: String) -> Bool {
        let compact = text.filter { $0 != "-" && $0 != " " }
        return (compact.count == 10 || compact.count == 13) && compact.dropLast().allSatisfy(\.isNumber)
    }

    static func isbn(_ text: String) throws(UsageError) -> ISBN {
        guard let isbn = ISBN(text) else {
            throw UsageError(looksLikeISBN(text) ? "ISBN \(text) has a wrong check digit" : "\"\(text)\" is not an ISBN (10 or 13 digits)",
                             command: "books")
        }
        return isbn
    }

    /// What to print on stdout.
    func run(settings: Settings, clock: any TimeSource) async throws -> String {
        let root = CompositionRoot(settings: settings, sample: sample, progress: SilentProgress(), clock: clock)
        let builder = root.makeBookDocumentBuilder()
        switch action {
        case .search(let query):
            let source = root.bookSource(option: self.source)
            let result = try await SearchBooks(repository: try root.makeBookRepository(source)).execute(query: query, limit: limit, sort: sort)
            let document = builder.search(result.books, query: query, source: source, totalHits: result.totalHits)
            let name = "search-\(FileNameSlug.make(query))-\(root.reportDay.iso)"
            return try write(document, folder: "\(output ?? "Reports")/books", name: name, root: root)
        case .show(let text):
            let source = root.bookSource(option: self.source)
            let repository = try root.makeBookRepository(source)
            let found: Book?
            if let isbn = ISBN(text) { found = try await repository.book(isbn: isbn) } else { found = try await repository.book(id: text) }
            guard let book = found else { throw CommandError.noSuchBook(text) }
            return try emit(builder.book(book), name: "book-\(FileNameSlug.make(book.key))", root: root)
        case .save(let isbn):
            let repository = try root.makeBookRepository(root.bookSource(option: source))
            guard let book = try await repository.book(isbn: isbn) else { throw CommandError.noSuchBook(isbn.value) }
            let path = root.archivePath(option: archivePath)
            let lock = try RunLock(path: path + ".lock")
            defer { lock.release() }
            try await root.makeArchive(path: path, mode: .create).save(book, at: clock.now())
            return "saved \u{201C}\(book.title)\u{201D} (\(book.key)) to the reading list in \(path)\n"
        case .list:
            let archive = try root.makeArchive(path: root.archivePath(option: archivePath), mode: .existing)
            let calendar = SeoulCalendar()
            return try emit(builder.readingList(try await archive.readingList(), timestamp: calendar.timestamp), name: "reading-list", root: root)
        }
    }

    /// One format on stdout, or files under `--output`.
    private func emit(_ document: ReportDocument, name: String, root: CompositionRoot) throws -> String {
        guard let output else { return render(document, formats[0], singleRecord: true) }
        return try write(document, folder: "\(output)/books", name: name, root: root)
    }

    private func write(_ document: ReportDocument, folder: String, name: String, root: CompositionRoot) throws -> String {
        let files = formats.map { (path: "\(folder)/\(name).\($0.rawValue)", contents: Data(render(document, $0, singleRecord: false).utf8)) }
        try root.makeFileWriter().write(files)
        return files.map(\.path).joined(separator: "\n") + "\n"
    }

    private func render(_ document: ReportDocument, _ format: OutputFormat, singleRecord: Bool) -> String {
        format == .html && images ? HTMLRenderer(remoteImages: true).render(document) : format.render(document, singleRecord: singleRecord)
    }
}
