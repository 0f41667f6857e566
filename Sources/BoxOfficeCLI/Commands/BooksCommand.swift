import BoxOfficeApplication
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
        static let output = Option.text("--output", "DIR", help: "Write files under DIR/books/ (search: default $BOXOFFICE_OUTPUT, else Reports)")
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

    var request: BookRequest
    var source: BookSource?
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
        request = try Self.request(words, parsed: parsed, source: source)
        let isSearch = if case .search = request { true } else { false }
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

    /// What to print on stdout.
    var context: RunContext { RunContext(sample: sample, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        CommandOutcome(text: try await text(root))
    }

    /// One format on stdout (a book as its JSON object), or files under `--output`.
    private func emit(_ document: ReportDocument, name: String) throws -> String {
        try DocumentOutput(formats: formats, folder: output, remoteImages: images, singleRecord: true).emit(document, name: name, subfolder: "books")
    }

    private func text(_ root: CompositionRoot) async throws -> String {
        let source = root.books.bookSource(option: self.source)
        let location = root.archiveLocation(option: archivePath)
        let builder = root.books.makeBookDocumentBuilder()
        let request = self.request
        switch try await root.books.makeBookShelf(request, source: source, location: location).run({ try await $0.answer(request) }) {
        case .results(let result):
            guard case .search(let query, _, _) = request else { return "" }
            let document = builder.search(result.books, query: query, source: source, totalHits: result.totalHits)
            let name = "search-\(FileNameSlug.make(query))-\(root.reportDay.iso)"
            // The run's folder: --output, else BOXOFFICE_OUTPUT (the settings file's too), else Reports.
            let folder = output ?? root.settings.outputFolder ?? CommonOptions.outputFolder
            return try DocumentOutput(formats: formats, folder: folder, remoteImages: images).write(document, to: "\(folder)/books", name: name)
        case .book(let book):
            return try emit(builder.book(book), name: "book-\(FileNameSlug.make(book.key))")
        case .saved(let book):
            return "saved \u{201C}\(book.title)\u{201D} (\(book.key)) to the reading list in \(location.shown)\n"
        case .readingList(let list):
            return try emit(builder.readingList(list, timestamp: SeoulCalendar().timestamp), name: "reading-list")
        }
    }
}
