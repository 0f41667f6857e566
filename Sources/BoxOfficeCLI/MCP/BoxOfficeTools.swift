import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeMCP
import BoxOfficeReports
import Foundation

/// The box office's tools for assistants. Each only translates its arguments to the application
/// layer, the same use cases and documents as the CLI's commands, and answers the document's
/// `--format json` object with its Markdown in the language asked.
struct BoxOfficeTools {
    let root: CompositionRoot
    /// The archive, or why it could not be opened (every tool then answers that line).
    let archive: Result<ArchiveHandle, any Error>
    let location: ArchiveLocation
    /// Whether what the archive lacks is fetched: a key is set, or the sample serves.
    let fetches: Bool
    /// Seoul's clock (in sample mode, the morning after the bundled week).
    let clock: any TimeSource
    /// Told of fetches on stderr.
    let log: @Sendable (String) -> Void
    /// The server's one writer: every call's fill takes its turn here, so parallel calls never lock
    /// each other out, and another process's run is waited for within its bound.
    let writer: ArchiveWriter
    /// The questions, the archive first, for every call of the server (its answers kept while the archive is unchanged).
    let answering: Result<AnswerQuestion, any Error>

    init(root: CompositionRoot, archive: Result<ArchiveHandle, any Error>, location: ArchiveLocation, fetches: Bool,
         clock: any TimeSource, lockWait: Double, log: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.archive = archive
        self.location = location
        self.fetches = fetches
        self.clock = clock
        self.log = log
        let writer = root.makeArchiveWriter(location, lockWait: lockWait)
        self.writer = writer
        answering = archive.flatMap { archive in
            Result { try root.questions.makeAnswerQuestion(archive: archive, writer: writer, fetches: fetches, memo: AnswerMemo()) }
        }
    }

    /// Every tool, in the order `tools/list` shows them.
    var all: [ServedTool] {
        ArchiveQuestions.all.map(questionTool) + [movie, searchMovies, archiveStatus, forecast, person, company]
    }

    // MARK: Parameters declared once

    static let lang = ToolParameter("lang", .choice(ReportLanguage.all.map(\.code)),
                                    "Language of the Markdown text: ko or en (the structured result is the same in both); default: the server's BOXOFFICE_LANG.")

    // MARK: Tools

    var movie: ServedTool {
        tool("movie", title: "Movie details",
             description: "One movie's details from KOFIC (titles, open date, runtime, rating, genres, nations, directors, cast, "
                + "companies), by its code or its title. Use it when a question names a movie; give the code when you know it.",
             parameters: [ToolParameter("code", .movieCode, "The movie's KOFIC code; give this or title."),
                          ToolParameter("title", .text, "Its title, or part of it, in Korean or English; several matches are listed to choose from."),
                          Self.lang], record: true, shape: emptyMovie) { arguments, root in
            let lookUp = try root.makeLookUpMovie(details: try answering.get().details)
            let details: MovieDetails = try await {
                if let code = arguments.movieCode("code") { return try await lookUp.movie(code) }
                if let title = arguments.text("title") {
                    switch try await lookUp.movie(titled: MovieSearchQuery(title: title), limit: 10) {
                    case .one(let movie):
                        return movie
                    case .several(let found):
                        throw ToolRefusal("several movies match \u{201C}\(title)\u{201D}: "
                            + found.movies.prefix(5).map { "\($0.title) (\($0.openDate.map { "\($0.year), " } ?? "")\($0.code.rawValue))" }.joined(separator: ", ")
                            + "; call movie again with the code")
                    }
                }
                throw ProtocolError.invalidParams("argument code: give the movie's code, or its title")
            }()
            return answer(root.makeMovieDocumentBuilder().build(details), record: true)
        }
    }

    var person: ServedTool {
        filmographyTool("person", title: "A person's films",
                        description: "A director's, an actor's or any film worker's KOBIS record: name, role, and every film with their part, "
                            + "each with its best rank, days in the top ten and total audience from the archive. By code, or by name "
                            + "(several matches are listed to choose from).", subject: .person)
    }

    var company: ServedTool {
        filmographyTool("company", title: "A company's films",
                        description: "A distributor's, a producer's or an importer's KOBIS record: name, CEO, parts, and its films by part "
                            + "(배급사, 제작사, 수입사 …) with their chart records from the archive and its charted films' totals by year. Use it "
                            + "for \"which films did this distributor release, and how did they do\".", subject: .company)
    }

    /// `person` and `company`: the same look-up as `boxoffice people|company`, kept in the archive.
    private func filmographyTool(_ name: String, title: String, description: String, subject: FilmographyCommand.Subject) -> ServedTool {
        let builder = root.makeFilmographyDocumentBuilder()
        let shape = subject == .person
            ? builder.build(Filmography(subject: Person(code: KOBISCode("10000000")!, name: nil, englishName: nil, sex: nil, role: nil, films: []), films: [], records: [:]))
            : builder.build(Filmography(subject: Company(code: KOBISCode("20000000")!, name: nil, englishName: nil, ceo: nil, parts: [], films: []), films: [], records: [:]))
        return tool(name, title: title, description: description,
                    parameters: [ToolParameter("code", .text, "The KOBIS code, eight digits; give this or name."),
                                 ToolParameter("name", .text, "The name, or part of it; several matches are listed to choose from."), Self.lang],
                    shape: shape) { arguments, root in
            let key: LookupKey
            if let text = arguments.text("code") {
                guard let code = KOBISCode(text) else { throw ProtocolError.invalidParams("argument code: eight digits, such as \(subject == .person ? "10000066" : "20100043")") }
                key = .code(code)
            } else if let text = arguments.text("name") {
                key = .name(text)
            } else {
                throw ProtocolError.invalidParams("argument code: give the code, or the name")
            }
            let lookUp = try root.makeLookUpFilmography(archive: try? archive.get(), maxAge: 30 * 86_400, writer: writer)
            let builder = root.makeFilmographyDocumentBuilder()
            let listing: [FilmographyListing]
            switch subject {
            case .person:
                switch try await lookUp.person.execute(key, limit: 10) {
                case .one(let one): return answer(builder.build(one))
                case .several(let several): listing = several
                }
            case .company:
                switch try await lookUp.company.execute(key, limit: 10) {
                case .one(let one): return answer(builder.build(one))
                case .several(let several): listing = several
                }
            }
            throw ToolRefusal("several match \u{201C}\(arguments.text("name") ?? "")\u{201D}: "
                + listing.prefix(8).map { "\($0.name ?? $0.code) (\($0.role ?? "-"), \($0.code))" }.joined(separator: ", ")
                + "; call \(name) again with the code")
        }
    }

    var searchMovies: ServedTool {
        tool("search_movies", title: "Search movies",
             description: "KOFIC's list of movies whose title holds the text, optionally by director and opening year: codes, titles, "
                + "open dates, genres, directors. Use it to find a movie's code before the other tools.",
             parameters: [ToolParameter("title", .text, "Part of the title.", required: true),
                          ToolParameter("director", .text, "Only movies by this director."),
                          ToolParameter("year", .integer(1900...2100), "Only movies that opened that year."),
                          ToolParameter("limit", .integer(1...100), "How many at most (default 20)."), Self.lang],
             shape: emptySearch) { arguments, root in
            let query = MovieSearchQuery(title: arguments.text("title") ?? "", director: arguments.text("director"), year: arguments.integer("year"))
            let found = try await root.makeSearchMovies().execute(query, limit: arguments.integer("limit") ?? 20)
            guard !found.movies.isEmpty else { throw LookUpMovie.Miss.noTitle(query.title) }
            return answer(root.makeMovieSearchDocumentBuilder().build(found, query: query))
        }
    }

    var archiveStatus: ServedTool {
        tool("archive_status", title: "Archive status",
             description: "What the archive holds: its store and place, days (first and newest), movies, days KOFIC revised, weekly "
                + "charts, and whether a missing day is fetched. Use it first to know which dates the other tools can answer.",
             parameters: [Self.lang], record: true, shape: emptyStatus, reachesNetwork: false) { _, root in
            let archive = try archive.get()
            let summary = try archive.summary()
            let status = ArchiveStatus(store: location.isPostgreSQL ? "PostgreSQL" : "SQLite", address: location.shown,
                                       schemaVersion: summary.schemaVersion, days: summary.days, firstDay: summary.firstDay, lastDay: summary.lastDay,
                                       moviesWithDetails: summary.movies, revisedDays: summary.revisedDays, keptRevisions: summary.keptRevisions,
                                       weeklyCharts: summary.weeks, fetchesMissing: fetches)
            return answer(root.makeArchiveStatusDocumentBuilder().build(status), record: true)
        }
    }

    var forecast: ServedTool {
        tool("forecast", title: "Where a movie is heading",
             description: "A movie's expected final audience with an 80 % interval and its coming milestones (100,000, 500,000, every "
                + "million) with expected dates, as of a day, beside the method's back-tested error. Use it for \"how far will it go\" "
                + "or \"when will it pass 10 million\". " + DailyReportDocumentBuilder.milestoneMeaning(.english),
             parameters: [ToolParameter("movie", .text, "The movie's KOFIC code or title.", required: true),
                          ToolParameter("date", .date, "The day, YYYY-MM-DD; default: yesterday in Seoul, the newest day KOFIC has."), Self.lang]) { arguments, root in
            let date = arguments.date("date") ?? latestDay
            let archive = try archive.get()
            // The sample holds one week: its recorded days up to the date are what a run's fill can have.
            if root.sample, let first = SampleDataSource.days.first, date >= first {
                _ = try await answering.get().answer(TopMoviesQuestion(from: first, to: date, limit: 1))
            }
            let forecast = try await root.makeForecastMovie(archive: archive, writer: root.fetching.forecastFillsRuns ? writer : nil, note: log)
                .forecast(arguments.text("movie") ?? "", asOf: date)
            return answer(root.makeForecastDocumentBuilder().build(forecast.run, asOf: date, final: forecast.final,
                                                                   milestones: forecast.milestones, accuracy: forecast.accuracy))
        }
    }

    // MARK: Wiring

    /// Yesterday in Seoul: the newest day KOFIC has.
    var latestDay: CalendarDate { clock.yesterdayInSeoul }

    /// The answer's document; when another process's run kept the server from fetching, its
    /// Markdown says first that the answer is the archive as it was.
    func present(_ answered: AnswerQuestion.Presented, root: CompositionRoot) -> ToolAnswer {
        var answer = answer(answered.answer.document)
        if let waited = answered.unfilledAfterWaiting {
            answer.markdown = "> " + root.language.term("archive_busy").replacingOccurrences(of: "{seconds}", with: String(Int(waited)))
                + "\n\n" + answer.markdown
        }
        return answer
    }

    func answer(_ document: ReportDocument, record: Bool = false) -> ToolAnswer {
        let json = OutputFormat.json.render(document, singleRecord: record)
        return ToolAnswer(structured: JSONValue.parse(json) ?? .object([:]), markdown: OutputFormat.md.render(document))
    }

    /// A tool whose answer is built in the language its call asks for. `shape`: an empty document of
    /// its kind, whose dataset's columns its output schema names (nil: any keys).
    func tool(_ name: String, title: String, description: String, parameters: [ToolParameter], record: Bool = false,
                      shape: ReportDocument? = nil, reachesNetwork: Bool = true,
                      _ answer: @escaping @Sendable (ToolArguments, CompositionRoot) async throws -> ToolAnswer) -> ServedTool {
        let root = self.root
        let schema = shape.flatMap { JSONValue.parse(JSONRenderer().schema(of: $0, singleRecord: record)) } ?? (record ? Self.recordSchema : Self.tableSchema)
        return ServedTool(name: name, title: title, description: description, parameters: parameters,
                          outputSchema: schema, reachesNetwork: reachesNetwork && fetches) { arguments in
            let language = arguments.text("lang").flatMap(ReportLanguage.named) ?? root.language
            return try await answer(arguments, root.speaking(language))
        }
    }

    // MARK: Empty documents of each kind, for their output schemas

    static let someDay = CalendarDate(iso: "2026-01-25")!
    static let someCode = MovieCode("20249255")!

    var emptyMovie: ReportDocument {
        root.makeMovieDocumentBuilder().build(MovieDetails(code: Self.someCode, title: "", englishTitle: "", originalTitle: "", runtimeMinutes: nil,
                                                           productionYear: nil, openDate: nil, productionStatus: "", kind: "", nations: [], genres: [],
                                                           directors: [], actors: [], showTypes: [], companies: [], watchGrades: []))
    }
    var emptySearch: ReportDocument { root.makeMovieSearchDocumentBuilder().build(MovieSearchPage(total: 0, movies: []), query: MovieSearchQuery(title: "")) }
    var emptyStatus: ReportDocument {
        root.makeArchiveStatusDocumentBuilder(generatedAt: "").build(
            ArchiveStatus(store: "", address: "", schemaVersion: 0, days: 0, firstDay: nil, lastDay: nil, moviesWithDetails: 0, revisedDays: 0,
                          keptRevisions: 0, weeklyCharts: 0, fetchesMissing: false))
    }

    /// Any value a dataset's cell holds.
    private static let cellValue: JSONValue = ["type": ["string", "integer", "number", "boolean", "array", "null"], "items": ["type": "string"]]

    /// `--format json` of a table document: its machine title and one object per row, keyed as the CSV's columns.
    static let tableSchema: JSONValue = [
        "type": "object", "required": ["title", "rows"],
        "properties": [
            "title": ["type": "string", "description": "What the table is, in English."],
            "rows": ["type": "array", "description": "One object per row, keyed as the CSV's header.",
                     "items": ["type": "object", "additionalProperties": cellValue]],
        ],
    ]

    /// `--format json` of a one-record document (a movie, the archive's status): the record's fields.
    static let recordSchema: JSONValue = ["type": "object", "additionalProperties": cellValue]
}

/// A tool's answer that is no error of a layer below: its one line.
struct ToolRefusal: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
