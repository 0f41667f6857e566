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
    /// The server's wiring on its archive, or why the archive could not be opened (every tool that
    /// reads it then answers that line).
    let served: Result<ServerContainer, any Error>
    let location: ArchiveLocation
    /// Whether what the archive lacks is fetched: a key is set, or the sample serves.
    let fetches: Bool
    /// Seoul's clock (in sample mode, the morning after the bundled week).
    let clock: any TimeSource
    /// Told of fetches on stderr.
    let log: @Sendable (String) -> Void
    /// The questions, the archive first, for every call of the server (its answers kept while the archive is unchanged).
    let answering: Result<PresentAnswer, any Error>

    init(root: CompositionRoot, served: Result<ServerContainer, any Error>, location: ArchiveLocation, fetches: Bool,
         clock: any TimeSource, log: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.served = served
        self.location = location
        self.fetches = fetches
        self.clock = clock
        self.log = log
        answering = served.flatMap { served in Result { try served.makePresentAnswer() } }
    }

    /// Every tool, in the order `tools/list` shows them.
    var all: [ServedTool] {
        ArchiveQuestions.all.map(questionTool) + KOBISLookups.all.map(lookupTool) + [archiveStatus, forecast]
    }

    // MARK: Parameters declared once

    static let lang = ToolParameter("lang", .choice(ReportLanguage.all.map(\.code)),
                                    "Language of the Markdown text: ko or en (the structured result is the same in both); default: the server's BOXOFFICE_LANG.")

    // MARK: Tools

    var archiveStatus: ServedTool {
        tool("archive_status", title: "Archive status",
             description: "What the archive holds: its store and place, days (first and newest), movies, days KOFIC revised, weekly "
                + "charts, and whether a missing day is fetched. Use it first to know which dates the other tools can answer.",
             parameters: [Self.lang], record: true, shape: emptyStatus, reachesNetwork: false) { _, root in
            let summary = try await served.get().upkeep.summary()
            let status = ArchiveStatus(store: location.isPostgreSQL ? "PostgreSQL" : "SQLite", address: location.shown,
                                       schemaVersion: summary.schemaVersion, days: summary.days, firstDay: summary.firstDay, lastDay: summary.lastDay,
                                       moviesWithDetails: summary.movies, revisedDays: summary.revisedDays, keptRevisions: summary.keptRevisions,
                                       weeklyCharts: summary.weeks, fetchesMissing: fetches)
            return answer(root.archives.makeArchiveStatusDocumentBuilder().build(status), record: true)
        }
    }

    /// A movie's forecast, from its declaration as the questions' tools are.
    var forecast: ServedTool {
        let declaration = MovieForecastRequest.declaration
        return tool(declaration.tool, title: declaration.title.english, description: Self.description(declaration),
                    parameters: Self.toolParameters(declaration) + [Self.lang]) { arguments, root in
            let request = try MovieForecastRequest(QuestionArguments(declaration, values: try Self.values(arguments, declaration),
                                                                     asked: QuestionContext(clock: clock)))
            let forecast = try await request.answer(with: served.get().makeForecastMovie(note: log))
            return answer(root.forecasts.makeForecastDocumentBuilder().build(forecast.run, asOf: request.date, final: forecast.final,
                                                                           milestones: forecast.milestones, accuracy: forecast.accuracy))
        }
    }

    // MARK: Wiring


    /// The answer's document; when another process's run kept the server from fetching, its
    /// Markdown says first that the answer is the archive as it was.
    func present(_ answered: PresentAnswer.Presented, root: CompositionRoot) -> ToolAnswer {
        var answer = answer(answered.answer.forTool)
        if let fill = answered.answer.fill {
            answer.markdown += "\n> " + ErrorWords.assistant(root.language).yearBeforeMissing(fill.lowerBound.iso, fill.upperBound.iso, "") + "\n"
        }
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
            let language = arguments.text(Self.lang.name).flatMap(ReportLanguage.named) ?? root.language
            return try await answer(arguments, root.speaking(language))
        }
    }

    // MARK: Empty documents of each kind, for their output schemas

    static let someDay = CalendarDate(iso: "2026-01-25")!
    static let someCode = MovieCode("20249255")!

    var emptyStatus: ReportDocument {
        root.archives.makeArchiveStatusDocumentBuilder(generatedAt: "").build(
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
