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
    /// The archive first, for every call of the server (its answers kept while the archive is unchanged).
    let archiveFirst: Result<AnswerArchiveFirst, any Error>

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
        archiveFirst = archive.flatMap { archive in
            Result { try root.makeAnswerArchiveFirst(archive: archive, writer: writer, fetches: fetches, clock: clock, memo: AnswerMemo()) }
        }
    }

    /// Every tool, in the order `tools/list` shows them.
    var all: [ServedTool] {
        [dailyBoxOffice, weeklyBoxOffice, movie, searchMovies, movieHistory, topMovies, dayRevisions, archiveStatus, forecast, market,
         distributors, compareMovies, person, company]
    }

    // MARK: Parameters declared once

    static let lang = ToolParameter("lang", .choice(ReportLanguage.all.map(\.code)),
                                    "Language of the Markdown text: ko or en (the structured result is the same in both); default: the server's BOXOFFICE_LANG.")
    static let date = ToolParameter("date", .date, "The day, YYYY-MM-DD; default: yesterday in Seoul, the newest day KOFIC has.")
    static let code = ToolParameter("code", .movieCode, "The movie's KOFIC code (8 letters or digits, such as 20231496).", required: true)
    static let from = ToolParameter("from", .date, "First day, YYYY-MM-DD.", required: true)
    static let to = ToolParameter("to", .date, "Last day, YYYY-MM-DD.", required: true)
    static let list = ToolParameter("list", .choice([ChartList.wholeMarketKey] + ChartList.named.map(\.slug)),
                                    "Which of KOFIC's lists: all (default, the whole market), korean or foreign films, diversity (독립·예술) or "
                                        + "commercial films; a segment's ranks and shares are within it.")
    static let region = ToolParameter("region", .text, "A region's list instead (서울시, 부산, or its code such as 0105001).")

    /// The list a chart tool's arguments ask for (nil: the whole market's).
    private func chartList(_ arguments: ToolArguments, root: CompositionRoot) async throws -> ChartList? {
        if let region = arguments.text("region") {
            guard arguments.text("list") == nil || arguments.text("list") == "all" else { throw ToolRefusal("give list or region, not both") }
            var choice = ChartListChoice.national
            choice.region = region
            return try await choice.resolve(root, archive: try? archive.get())
        }
        return arguments.text("list").flatMap { slug in ChartList.named.first { $0.slug == slug } }
    }

    static let sampleHasNoSegments = "the sample holds the national list only; a segment's or a region's list comes from KOFIC (KOFIC_API_KEY)"

    // MARK: Tools

    var dailyBoxOffice: ServedTool {
        tool("daily_box_office", title: "Daily box office",
             description: "A day's top ten in Korea (KOFIC): audience, sales, screens, shows, each movie's distributor, days in the chart, "
                + "milestones crossed and, from a run's third day, its expected final audience and next milestone. Use it for "
                + "\"who was number one yesterday\" or any question about one day's chart.",
             parameters: [Self.date, Self.list, Self.region, Self.lang], shape: emptyDay) { arguments, root in
            let date = arguments.date("date") ?? latestDay
            if let list = try await chartList(arguments, root: root) {
                // Fetched (with the day's national list) and archived as `report --nation K` keeps it.
                guard !root.sample else { throw ToolRefusal(Self.sampleHasNoSegments) }
                return try await present(.day(date, list: list), root: root)
            }
            try recorded(date, root: root)
            return try await present(.day(date), root: root)
        }
    }

    var weeklyBoxOffice: ServedTool {
        tool("weekly_box_office", title: "Weekly box office",
             description: "A week's chart: the weekend (Friday to Sunday, the default), the whole week or the weekdays. Use it for "
                + "\"last weekend's box office\" or to compare movies over a week.",
             parameters: [ToolParameter("kind", .choice(WeeklyKind.allCases.map(\.rawValue)), "weekend (default), week or weekdays."),
                          ToolParameter("week", .date, "Any day of the week, YYYY-MM-DD; default: the last complete one."), Self.list, Self.region, Self.lang],
             shape: emptyWeeks) { arguments, root in
            let kind = arguments.text("kind").flatMap(WeeklyKind.init(rawValue:)) ?? .weekend
            let range = try ChartRules.week(kind, containing: arguments.date("week"), recorded: root.sample ? SampleDataSource.weeklyDay : nil, at: clock.now())
            let list = try await chartList(arguments, root: root)
            // A segment's week is fetched and archived as `weekly --nation K` keeps it.
            if list != nil, root.sample { throw ToolRefusal(Self.sampleHasNoSegments) }
            return try await present(.weekly(kind, from: range.start, to: range.end, list: list ?? .all), root: root)
        }
    }

    var movie: ServedTool {
        tool("movie", title: "Movie details",
             description: "One movie's details from KOFIC (titles, open date, runtime, rating, genres, nations, directors, cast, "
                + "companies), by its code or its title. Use it when a question names a movie; give the code when you know it.",
             parameters: [ToolParameter("code", .movieCode, "The movie's KOFIC code; give this or title."),
                          ToolParameter("title", .text, "Its title, or part of it, in Korean or English; several matches are listed to choose from."),
                          Self.lang], record: true, shape: emptyMovie) { arguments, root in
            let lookUp = try root.makeLookUpMovie(details: try archiveFirst.get().details)
            let details: MovieDetails = try await root.namingMovieMisses {
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
            }
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
            let lookUp = try root.makeLookUpFilmography(archive: try? archive.get(), maxAge: 30 * 86_400)
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

    var movieHistory: ServedTool {
        tool("movie_history", title: "A movie's run",
             description: "A movie's run day by day from the archive: day of its run, rank, audience, total audience, sales and screens "
                + "on every day it was in the top ten, and its pace against the biggest recent run at the same day. Use it for "
                + "\"how many days did it take to pass 5 million\" or how a run rose and fell.",
             parameters: [Self.code, ToolParameter("from", .date, "Only days from this one."),
                          ToolParameter("to", .date, "Only days up to this one."), Self.lang], shape: emptyRun) { arguments, root in
            guard let code = arguments.movieCode("code") else { throw ToolRefusal("movie_history needs code") }
            var answered = try await archiveFirst.get().answer(.movie(code))
            if case .movie(var run, let pace) = answered.answer {
                let from = arguments.date("from"), to = arguments.date("to")
                run.days = run.days.filter { day in day.date >= (from ?? day.date) && day.date <= (to ?? day.date) }
                answered.answer = .movie(run, pace: pace)
            }
            return present(answered, root: root)
        }
    }

    var topMovies: ServedTool {
        tool("top_movies", title: "Top movies of a period",
             description: "The movies with the most admissions over a range of days (from the archive): audience and sales in the "
                + "range, days charted, first and last day. Use it for \"the biggest movies of 2019\" or of a holiday season.",
             parameters: [Self.from, Self.to, ToolParameter("limit", .integer(1...100), "How many movies (default 10)."), Self.lang],
             shape: emptyTop) { arguments, root in
            let (from, to) = try range(arguments, tool: "top_movies")
            return try await present(.top(from: from, to: to, limit: arguments.integer("limit") ?? 10), root: root)
        }
    }

    var dayRevisions: ServedTool {
        tool("day_revisions", title: "What KOFIC changed",
             description: "Every version of a day's chart the archive holds, when each was fetched, and each number KOFIC changed "
                + "(old → new). Use it for \"did KOFIC correct last week's numbers\".",
             parameters: [ToolParameter("date", .date, "The day, YYYY-MM-DD.", required: true), Self.lang], shape: emptyRevisions) { arguments, root in
            guard let date = arguments.date("date") else { throw ToolRefusal("day_revisions needs date") }
            try recorded(date, root: root)
            return try await present(.revisions(date), root: root)
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
             parameters: [ToolParameter("movie", .text, "The movie's KOFIC code or title.", required: true), Self.date, Self.lang]) { arguments, root in
            let date = arguments.date("date") ?? latestDay
            let archive = try archive.get()
            // The sample holds one week: its recorded days up to the date are what a run's fill can have.
            if root.sample, let first = SampleDataSource.days.first, date >= first {
                _ = try await archiveFirst.get().answer(.top(from: first, to: date, limit: 1))
            }
            let forecast = try await root.makeForecastMovie(archive: archive, writer: root.forecastFillsRuns ? writer : nil, note: log)
                .forecast(arguments.text("movie") ?? "", asOf: date)
            return answer(root.makeForecastDocumentBuilder().build(forecast.run, asOf: date, final: forecast.final,
                                                                   milestones: forecast.milestones, accuracy: forecast.accuracy))
        }
    }

    var market: ServedTool {
        tool("market", title: "The market over time",
             description: "The market by day, week, month or year (from the archive): admissions (the daily top-ten lists' sum), the whole "
                + "market's sales, Korean films' share of both, the movies charted and the leading one, beside the same days a year "
                + "earlier with the change. Use it for \"how was 2019 against 2018\", monthly admissions, or Korean films' share.",
             parameters: [Self.from, Self.to, ToolParameter("by", .choice(MarketPeriodKind.allCases.map(\.rawValue)), "Periods: day, week, month (default) or year."),
                          Self.lang], shape: emptyMarket) { arguments, root in
            let (from, to) = try range(arguments, tool: "market")
            let by = arguments.text("by").flatMap(MarketPeriodKind.init(rawValue:)) ?? .month
            return try await present(.market(from: from, to: to, by: by), root: root)
        }
    }

    var distributors: ServedTool {
        tool("distributors", title: "Distributors' share",
             description: "Each distributor's movies, admissions, sales and share of the top ten's sales over a range of days (from the "
                + "archive), biggest first; a movie with several distributors is split between them equally. Use it for \"which "
                + "distributor took 2019\" or a season's 배급사 점유율.",
             parameters: [Self.from, Self.to, ToolParameter("limit", .integer(1...100), "How many distributors (default 10)."), Self.lang],
             shape: emptyDistributors) { arguments, root in
            let (from, to) = try range(arguments, tool: "distributors")
            return try await present(.distributors(from: from, to: to, limit: arguments.integer("limit") ?? 10), root: root)
        }
    }

    var compareMovies: ServedTool {
        tool("compare_movies", title: "Movies' runs side by side",
             description: "2 to 6 movies' total audience by day of release, side by side (from the archive), the day each passed each "
                + "audience mark (100,000, 500,000, every million) and by how many days one beat another. Use it for \"how much "
                + "faster than X did Y reach 8 million\".",
             parameters: [ToolParameter("movies", .texts(2...6), "The movies: KOFIC codes or titles the archive charted.", required: true),
                          ToolParameter("days", .integer(1...3650), "Compare up to this day of release (default: every archived day)."), Self.lang],
             shape: emptyComparison) { arguments, root in
            let movies = try arguments.texts("movies").map { text throws(UsageError) in try HistoryCommand.reference(text) }
            return try await present(.compare(movies, days: arguments.integer("days")), root: root)
        }
    }

    // MARK: Wiring

    /// A range tool's `from` and `to` (required by its schema), refused when it runs backwards.
    private func range(_ arguments: ToolArguments, tool: String) throws -> (CalendarDate, CalendarDate) {
        guard let from = arguments.date("from"), let to = arguments.date("to") else { throw ToolRefusal("\(tool) needs from and to") }
        guard from <= to else { throw ProtocolError.invalidParams("argument to: \(to.iso) is before from \(from.iso)") }
        return (from, to)
    }

    /// Yesterday in Seoul: the newest day KOFIC has.
    var latestDay: CalendarDate { SeoulCalendar().yesterday(at: clock.now()) }

    /// In sample mode, a day the bundle has no recording of is refused as `report --sample` refuses it.
    private func recorded(_ date: CalendarDate, root: CompositionRoot) throws {
        if root.sample, date <= latestDay, !SampleDataSource.days.contains(date) {
            throw CommandError.noSampleRecording(date, recorded: SampleDataSource.days)
        }
    }

    private func present(_ question: ArchiveQuestion, root: CompositionRoot) async throws -> ToolAnswer {
        present(try await archiveFirst.get().answer(question), root: root)
    }

    /// The answer's document; when another process's run kept the server from fetching, its
    /// Markdown says first that the answer is the archive as it was.
    private func present(_ answered: AnswerArchiveFirst.Answered, root: CompositionRoot) -> ToolAnswer {
        var answer = answer(root.makeArchiveAnswerPresenter().present(answered.answer).document)
        if let waited = answered.unfilledAfterWaiting {
            answer.markdown = "> " + root.language.term("archive_busy").replacingOccurrences(of: "{seconds}", with: String(Int(waited)))
                + "\n\n" + answer.markdown
        }
        return answer
    }

    private func answer(_ document: ReportDocument, record: Bool = false) -> ToolAnswer {
        let json = OutputFormat.json.render(document, singleRecord: record)
        return ToolAnswer(structured: JSONValue.parse(json) ?? .object([:]), markdown: OutputFormat.md.render(document))
    }

    /// A tool whose answer is built in the language its call asks for. `shape`: an empty document of
    /// its kind, whose dataset's columns its output schema names (nil: any keys).
    private func tool(_ name: String, title: String, description: String, parameters: [ToolParameter], record: Bool = false,
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

    var emptyDay: ReportDocument { root.makeDailyDocumentBuilder().build(DailyReport(date: Self.someDay, rows: [])) }
    var emptyWeeks: ReportDocument { root.makeWeeklyListDocumentBuilder().build([], kind: .weekend, from: Self.someDay, to: Self.someDay) }
    var emptyMovie: ReportDocument {
        root.makeMovieDocumentBuilder().build(MovieDetails(code: Self.someCode, title: "", englishTitle: "", originalTitle: "", runtimeMinutes: nil,
                                                           productionYear: nil, openDate: nil, productionStatus: "", kind: "", nations: [], genres: [],
                                                           directors: [], actors: [], showTypes: [], companies: [], watchGrades: []))
    }
    var emptySearch: ReportDocument { root.makeMovieSearchDocumentBuilder().build(MovieSearchPage(total: 0, movies: []), query: MovieSearchQuery(title: "")) }
    var emptyRun: ReportDocument { root.makeMovieRunDocumentBuilder().build(MovieRun(code: Self.someCode, title: "", details: nil, days: [])) }
    var emptyTop: ReportDocument { root.makeTopMoviesDocumentBuilder().build([], from: Self.someDay, to: Self.someDay, archivedDays: 0) }
    var emptyMarket: ReportDocument { root.makeArchiveAnswerPresenter().present(.market([], by: .month, from: Self.someDay, to: Self.someDay)).document }
    var emptyDistributors: ReportDocument {
        root.makeArchiveAnswerPresenter().present(.distributors([], from: Self.someDay, to: Self.someDay, archivedDays: 0, topTenSales: 0, marketSales: nil)).document
    }
    var emptyComparison: ReportDocument { root.makeArchiveAnswerPresenter().present(.compare(RunComparison(runs: [], days: nil))).document }
    var emptyRevisions: ReportDocument { root.makeRevisionsDocumentBuilder().build([], date: Self.someDay) }
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
