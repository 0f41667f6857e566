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
        static let limit = Option.integer("--limit", range: 1...1000, help: "top: how many movies", default: 10)
        static let from = Option.date("--from", help: "top, weekly: first day")
        static let to = Option.date("--to", help: "top, weekly: last day")
        static let lang = CommonOptions.lang
        static let sample = Flag("--sample", help: "Read the archive that backfill --sample filled (Reports/sample.sqlite).")
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [format, output, archive, kind, limit, from, to, lang, sample, quiet]
    }

    static let help = CommandHelp(
        usage: ["history day DATE [options]", "history revisions DATE [options]", "history movie CODE [options]",
                "history top --from DATE --to DATE [options]", "history weekly [--kind K] --from DATE --to DATE [options]"],
        about: """
        Reports from the archive, without the network, in the daily report's formats. `revisions`
        lists every version KOFIC served of a day, when each was fetched, and what changed (old → new).
        Without --output, prints one format on stdout; with it, writes OUTPUT/history/… files.
        """,
        options: Options.all
    )

    enum Query {
        case day(CalendarDate)
        case revisions(CalendarDate)
        case movie(MovieCode)
        case top(from: CalendarDate, to: CalendarDate, limit: Int)
        case weekly(WeeklyKind, from: CalendarDate, to: CalendarDate)
    }

    var query: Query
    var formats: [OutputFormat]
    var output: String?
    var archivePath: String?
    var language: ReportLanguage?
    var sample: Bool

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
        case let other?:
            throw usage("unknown history query \(other); choose day, revisions, movie, top or weekly")
        case nil:
            throw usage("history needs a query: day, revisions, movie, top or weekly")
        }
        formats = try parsed[Options.format]
        output = try parsed.value(Options.output)
        archivePath = try parsed.value(Options.archive)
        language = try parsed.value(Options.lang)
        sample = parsed[Options.sample]
        if output == nil, formats.count > 1 { throw usage("several formats need --output") }
    }

    /// Returns what to print on stdout: the document, or the paths written.
    var context: RunContext { RunContext(sample: sample, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        CommandOutcome(text: try await text(root))
    }

    private func text(_ root: CompositionRoot) async throws -> String {
        let archive = try root.makeArchive(root.archiveLocation(option: archivePath), mode: .existing)
        if try await archive.isEmpty() { return "The archive \(archive.displayAddress) holds no day yet: run boxoffice report or boxoffice backfill.\n" }

        let document: ReportDocumentName
        switch query {
        case .day(let date):
            guard let day = try await archive.day(date) else {
                return "The archive holds no day \(date.iso); fetch it with: boxoffice report --date \(date.iso)\n"
            }
            let report = try await root.makeArchiveDailyReport(archive).withHistory(day.report)
            // Provisional while the scheduled run still re-checks it, whatever it was when fetched.
            let provisional = RecheckWindow().isProvisional(date, at: root.clock.now())
            let status = root.language.sentences.archivedStatus(day.revision, SeoulCalendar().timestamp(day.fetchedAt), provisional)
            document = ReportDocumentName(root.makeDailyDocumentBuilder(archivedSource: day.source)
                .build(report, extraMetadata: [root.language.labeled("archived", status)]),
                                          "day-\(date.iso)")
        case .weekly(let kind, let from, let to):
            let weeks = try await archive.weeks(kind, from: from, to: to)
            document = ReportDocumentName(root.makeWeeklyListDocumentBuilder().build(weeks, kind: kind, from: from, to: to),
                                          "weekly-\(kind.rawValue)-\(from.iso)-\(to.iso)")
        case .revisions(let date):
            let revisions = try await archive.revisions(of: date)
            guard !revisions.isEmpty else {
                return "The archive holds no day \(date.iso); fetch it with: boxoffice report --date \(date.iso)\n"
            }
            document = ReportDocumentName(root.makeRevisionsDocumentBuilder().build(revisions, date: date), "revisions-\(date.iso)")
        case .movie(let code):
            guard let run = try await archive.movieRun(code) else { throw CommandError.noSuchMovieInArchive(code) }
            document = ReportDocumentName(root.makeMovieRunDocumentBuilder().build(run), "movie-\(code.rawValue)")
        case .top(let from, let to, let limit):
            let movies = try await archive.topMovies(from: from, to: to, limit: limit)
            let days = try await archive.archivedDates(from: from, to: to).count
            document = ReportDocumentName(root.makeTopMoviesDocumentBuilder().build(movies, from: from, to: to, archivedDays: days),
                                          "top-\(from.iso)-\(to.iso)")
        }
        guard let output else { return formats[0].render(document.document) }
        let files = formats.map { format in
            (path: "\(output)/history/\(document.name).\(format.rawValue)", contents: Data(format.render(document.document).utf8))
        }
        try root.makeFileWriter().write(files)
        return files.map(\.path).joined(separator: "\n") + "\n"
    }
}

/// A document and the file name (without extension) it is written under.
struct ReportDocumentName {
    let document: ReportDocument
    let name: String
    init(_ document: ReportDocument, _ name: String) {
        self.document = document
        self.name = name
    }
}
