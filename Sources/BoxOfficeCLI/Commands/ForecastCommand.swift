import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice forecast MOVIE` and `boxoffice forecast backtest`: where a movie is heading, and how
/// good the method was on the archive's runs.
struct ForecastCommand: BoxOfficeCommand {
    enum Options {
        /// `--date`: the forecast's own, as `MovieForecastRequest` declares it (in the run's language).
        static var request: QuestionCommandLine { QuestionCommandLine(declaration: MovieForecastRequest.declaration, language: HelpLanguage.current) }
        static let from = Option.date("--from", help: "backtest: the first open date of the runs scored")
        static let to = Option.date("--to", help: "backtest: the last open date of the runs scored")
        static let at = Option.integers("--at", range: 1...60, help: "backtest: the days of a run to forecast on", default: [3, 7, 14])
        static let format = Option.formats(default: [.md], help: "md, csv, html, json; several only with --output")
        static let output = Option.text("--output", "DIR", help: "Write files under DIR/forecast/ instead of printing")
        static let archive = CommonOptions.archive
        static let lang = CommonOptions.lang
        static let quiet = CommonOptions.quiet
        static var all: [any OptionDeclaration] { request.options + [from, to, at, format, output, archive, lang, quiet] }
    }

    static var help: CommandHelp { CommandHelp(
        usage: ["forecast CODE|TITLE [--date DATE] [options]", "forecast backtest --from DATE --to DATE [--at 3,7,14] [options]"],
        about: """
        A movie's expected final audience with an 80 % interval and its coming milestones (100,000,
        500,000, every million) with their expected dates, from the archive's days up to --date only,
        beside the method's back-tested accuracy at that day of a run. `backtest` walks forward over
        the archive: every run that opened in the range and reached 1,000,000 admissions, forecast on
        each day --at with only what the archive held then, against its final (its last accumulated
        figure in the archive), beside the naive ladder; CSV holds every forecast. Fill the archive
        first: boxoffice backfill --from DATE.
        """,
        options: Options.all
    ) }

    enum Request {
        /// The forecast's values: the movie as typed, and its options.
        case movie([String: QuestionValue])
        case backtest(BacktestForecasts.Options)
    }

    var request: Request
    var formats: [OutputFormat]
    var output: String?
    var archivePath: String?
    var language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "forecast", positionals: true)
        let words = parsed.positionals, usage = parsed.usage
        switch words.first {
        case "backtest":
            guard words.count == 1 else { throw usage("forecast backtest takes no arguments; use --from and --to") }
            guard let from = try parsed.value(Options.from), let to = try parsed.value(Options.to) else {
                throw usage("forecast backtest needs --from and --to")
            }
            _ = try DayRange.checked(from: from, to: to)
            var options = BacktestForecasts.Options(from: from, to: to)
            options.days = try parsed[Options.at]
            request = .backtest(options)
        case let movie?:
            guard words.count == 1 else { throw usage("forecast takes one movie: its code or its title (quote it)") }
            request = .movie(try Options.request.optionValues(parsed).merging([MovieForecastRequest.movie.name: .text(movie)]) { $1 })
        case nil:
            throw usage("forecast needs a movie (its KOFIC code or title), or backtest")
        }
        formats = try parsed[Options.format]
        output = try parsed.value(Options.output)
        archivePath = try parsed.value(Options.archive)
        language = try parsed.value(Options.lang)
        if output == nil, formats.count > 1 { throw usage("several formats need --output") }
    }

    var context: RunContext { RunContext(language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let location = root.archiveLocation(option: archivePath)
        let builder = root.forecasts.makeForecastDocumentBuilder()
        let document: ReportDocument, name: String
        switch request {
        case .backtest(let options):
            let archive = try await root.archive(location).reading()
            let (cases, figures) = try await root.forecasts.makeBacktestForecasts().execute(archive, options: options)
            (document, name) = (builder.backtest(from: options.from, to: options.to, figures: figures,
                                                 milestones: BacktestForecasts.milestoneFigures(cases),
                                                 rows: cases),
                                "backtest-\(options.from.iso)-\(options.to.iso)")
        case .movie(let values):
            let request = try MovieForecastRequest(QuestionArguments(MovieForecastRequest.declaration, values: values, asked: QuestionContext(clock: root.clock)))
            // What the fetch policy fills is written into the archive (created if need be); another run
            // writing it is waited for a while, then the forecast uses what is archived.
            let archive = try await root.archive(location).writing(creating: root.fetching.fillsMissing)
            let writer = root.archives.makeArchiveWriter(location, lockWait: Double(ArchiveWriter.defaultLockWait))
            let forecast = try await request.answer(with: root.forecasts.makeForecastMovie(archive: archive, writer: writer))
            (document, name) = (builder.build(forecast.run, asOf: request.date, final: forecast.final, milestones: forecast.milestones,
                                              accuracy: forecast.accuracy),
                                "\(forecast.run.code.rawValue)-\(request.date.iso)")
        }
        return CommandOutcome(text: try DocumentOutput(formats: formats, folder: output).emit(document, name: name, subfolder: "forecast"))
    }
}
