import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice books search|show|save|list`: book search on the same layers as the box office.
struct BooksCommand: BoxOfficeCommand {
    enum Options {
        static let source = Option.choice("--source", [("kakao", BookSource.kakao), ("google", .google)], help: "Where to search",
                                          defaultDescription: "kakao when KAKAO_REST_API_KEY is set, else google")
        static let limit = Option.integer("--limit", range: 1...1000, help: "search: how many books", default: 20)
        static let sort = Option.choice("--sort", [("relevance", BookSort.relevance), ("newest", .newest)],
                                        aliases: [("accuracy", .relevance), ("latest", .newest)],
                                        help: "search: relevance (Kakao accuracy) or newest (Kakao latest)", default: .relevance,
                                        defaultDescription: "relevance")
        static let format = Option.formats(default: [], help: "Comma-separated formats: md, csv, html, json; several only with --output "
            + "(search writes files)",
                                            defaultDescription: "md,csv,html for search, else md")
        static let output = Option.text("--output", "DIR", help: "Write files under DIR/books/ (search: default Reports)")
        static let images = Flag("--images", help: "Show covers in HTML as images (loads them from the source); default: links.")
        static let archive = CommonOptions.archive
        static let sample = CommonOptions.sample
        static let deadline = CommonOptions.deadline
        static let lang = CommonOptions.lang
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [source, limit, sort, format, output, lang, images, archive, sample, deadline, quiet]
    }

    static let help = CommandHelp(
        usage: ["books search QUERY [options]", "books show ISBN [options]  |  books show --source google VOLUME_ID [options]",
                "books save ISBN [options]", "books list [options]"],
        about: """
        search  Pages through the results (Google 40, Kakao 50 a page, fetched together) up to --limit
                and writes OUTPUT/books/search-<query>-YYYY-MM-DD.{md,csv,html} (default formats).
        show    One book by ISBN (either source), or by Google volume id; printed on stdout (md by default).
        save    Looks the book up and keeps it in the reading list, in the archive.
        list    The reading list, with when each book was saved.
        """,
        options: Options.all,
        footer: """
        ENVIRONMENT: KAKAO_REST_API_KEY, KAKAO_BASE_URL (default https://dapi.kakao.com),
          GOOGLE_BOOKS_API_KEY (optional), GOOGLE_BOOKS_BASE_URL (default https://www.googleapis.com).
        """
    )

    enum Action {
        case search(query: String)
        case show(String)
        case save(ISBN)
        case list
    }

    var action: Action
    var source: BookSource?
    var limit: Int
    var sort: BookSort
    var formats: [OutputFormat]
    var output: String?
    var images: Bool
    var sample: Bool
    var archivePath: String?
    var deadline: Double?
    var language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, declared: Options.all, command: "books")
        if parsed.wantsHelp { throw HelpRequested(text: Self.help.text + "\n\n--sample: " + BooksSampleSource.help) }
        let usage = parsed.usage
        let words = parsed.positionals
        source = try parsed.value(Options.source)
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
        limit = try parsed[Options.limit]
        sort = try parsed[Options.sort]
        let isSearch = if case .search = action { true } else { false }
        formats = try parsed[Options.format]
        if formats.isEmpty { formats = isSearch ? [.md, .csv, .html] : [.md] }
        output = try parsed.value(Options.output)
        images = parsed[Options.images]
        sample = parsed[Options.sample]
        archivePath = try parsed.value(Options.archive)
        deadline = Double(try parsed[Options.deadline])
        language = try parsed.value(Options.lang)
        if !isSearch, output == nil, formats.count > 1 { throw usage("several formats need --output") }
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
    var context: RunContext { RunContext(sample: sample, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        CommandOutcome(text: try await text(root))
    }

    private func text(_ root: CompositionRoot) async throws -> String {
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
            let location = root.archiveLocation(option: archivePath)
            let locks = try takeRunLocks(archives: [location])
            defer { locks.forEach { $0.release() } }
            try await root.makeArchive(location, mode: .create).save(book, at: root.clock.now())
            return "saved \u{201C}\(book.title)\u{201D} (\(book.key)) to the reading list in \(location.shown)\n"
        case .list:
            let archive = try root.makeArchive(root.archiveLocation(option: archivePath), mode: .existing)
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
