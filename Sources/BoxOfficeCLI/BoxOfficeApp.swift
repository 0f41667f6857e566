import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports

/// The command-line program as a library: parses the command, runs it, maps any error to one
/// line on stderr and an exit status. `main.swift` only calls `run`.
public enum BoxOfficeApp {
    public static let version = "0.1.0"

    static let help = """
    boxoffice \(version): Korean daily box-office reports from the KOFIC open API.

    USAGE: boxoffice <command> [options]

    COMMANDS:
      report               Write a day's box office as Markdown, CSV and HTML (default: yesterday in Seoul).
      weekly               Write the weekend (or week, or weekdays) chart (default: the last complete weekend).
      movie CODE|TITLE     Print one movie's details by its KOFIC code (or find it by title: movie search TEXT).
      people CODE|NAME     A director's, an actor's … filmography, each film with its chart record from the archive.
      company CODE|NAME    A distributor's, a producer's … films by part, with their chart records and totals by year.
      codes regions|…      KOBIS's code lists (the regions report --region takes), kept in the archive.
      backfill             Archive a range of past days, resumably and within the request quota.
      history              Reports from the archive: a day, a movie's run, the top of a range, the all-time chart.
      site                 The reports folder as a linked site: each movie, month and year (결산), from the archive.
      forecast             Where a movie is heading (final audience, milestone dates); backtest on the archive.
      archive              Copy an archive between SQLite and PostgreSQL, or check one.
      books                Book search (Kakao, Google Books) and a reading list, on the same layers.
      doctor               Check the key, the API, the folders and the time zone, as cron would use them.
      schedule             What cron runs: the passes due now on Seoul's clock (--when-due), logged.
      mcp                  Serve the archive to assistants as MCP tools and resources (stdio).

    Try first:  boxoffice report --sample     (bundled data, no key, no network)
    See 'boxoffice <command> --help' for a command's options.

    SETTINGS: every command takes --env FILE (or BOXOFFICE_ENV_FILE=FILE): the cron settings file
      (cron/boxoffice.env), read as the cron wrapper reads it; its values over the shell's, a flag's
      over both; its relative paths relative to the repository. BOXOFFICE_OUTPUT is every command's
      default --output, and then the archive, unless BOXOFFICE_ARCHIVE, is in its state folder, never in
      the published one (docs/morning-run.md).

    EXIT STATUS:
      0 ok, 64 usage, 65 unusable API answer or unreadable archive, 66 no such movie or no archive,
      69 API unreachable, 73 cannot write output or archive, 75 request quota spent or archive busy,
      77 API key missing or rejected, 78 a schedule setting is wrong, 141 the output's reader left.
    """

    /// The commands, by name.
    static let commands: [String: any BoxOfficeCommand.Type] = [
        "report": ReportCommand.self, "weekly": WeeklyCommand.self, "movie": MovieCommand.self, "backfill": BackfillCommand.self,
        "history": HistoryCommand.self, "archive": ArchiveCommand.self, "books": BooksCommand.self, "doctor": DoctorCommand.self,
        "schedule": ScheduleCommand.self, "forecast": ForecastCommand.self, "mcp": MCPCommand.self,
        "people": PeopleCommand.self, "company": CompanyCommand.self, "codes": CodesCommand.self, "site": SiteCommand.self,
    ]

    /// Runs one command line; returns the exit status. The environment is read here, once.
    public static func run(
        _ arguments: [String],
        environment: [String: String],
        clock: any TimeSource = SystemTimeSource()
    ) async -> Int32 {
        let prepared: (arguments: [String], settings: Settings)
        do {
            prepared = try prepare(arguments, environment: environment)
        } catch {
            // The settings are not read: the language of --lang, else of BOXOFFICE_LANG as set.
            let named = ErrorWords.named(in: arguments) ?? ReportLanguage.named(environment["BOXOFFICE_LANG"] ?? "")
            let report = ErrorReport(error, words: .of(named ?? .english))
            Platform.writeError("boxoffice: error: \(report.message)")
            return report.status.rawValue
        }
        return await run(prepared.arguments, settings: prepared.settings, clock: clock)
    }

    /// The settings file, when one is named, read once, before the settings are built: the command
    /// line without `--env FILE`, and the settings. A value of the file no run can use is the file's problem (78).
    static func prepare(_ arguments: [String], environment: [String: String]) throws -> (arguments: [String], settings: Settings) {
        let (rest, merged, replaced, shellOnly) = try CronSettingsFile.applying(arguments, to: environment)
        var settings: Settings
        do {
            settings = try Settings(environment: merged)
        } catch {
            guard let file = merged["BOXOFFICE_ENV_FILE"] else { throw error }
            throw SettingsFileError(message: "\(file): \(error.message)", path: file)
        }
        (settings.replacedByFile, settings.shellOnly) = (replaced, shellOnly)
        return (rest, settings)
    }

    /// Runs one command line on settings read already (tests run commands in process so); the
    /// composition root is built here, once. `output` and `errors` take stdout's text and each error line.
    static func run(_ arguments: [String], settings: Settings, clock: any TimeSource,
                    output: (String) -> Void = { Platform.writeOutput($0) }, errors: (String) -> Void = { Platform.writeError($0) }) async -> Int32 {
        do {
            guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
                output(help + "\n")
                return ExitStatus.ok.rawValue
            }
            if ["--version", "version"].contains(name) {
                output("boxoffice \(version)\n")
                return ExitStatus.ok.rawValue
            }
            guard let type = commands[name] else { throw UsageError(.unknownCommand(name)) }
            // `--help` speaks the run's language.
            var parsed = try HelpLanguage.$current.withValue(settings.language) {
                try OptionSettings.$values.withValue(settings.optionDefaults) { try type.init(arguments: Array(arguments.dropFirst())) }
            }
            parsed.configure(settings)
            let command = parsed
            // `BOXOFFICE_NOW` stands in for the clock (the cron wrapper's tests): the root's one clock.
            let root = CompositionRoot(settings: settings, clock: settings.schedule.now.map(FixedTimeSource.init) ?? clock, context: command.context)
            // Without a deadline of its own a command still returns at once on Ctrl-C.
            let outcome = try await withDeadline(seconds: command.deadline ?? 1e9) { try await command.run(root) }
            output(outcome.text)
            return outcome.status.rawValue
        } catch CommandError.severalMoviesMatch(let title, let listing, let codes) {
            output(listing)
            let report = ErrorReport(CommandError.severalMoviesMatch(title, listing: listing, codes: codes))
            errors("boxoffice: error: \(report.message)")
            return report.status.rawValue
        } catch CommandError.severalMatch(let listing, let message) {
            output(listing)
            errors("boxoffice: error: \(message)")
            return ExitStatus.usage.rawValue
        } catch let help as HelpRequested {
            output(help.text + "\n")
            return ExitStatus.ok.rawValue
        } catch {
            let report = ErrorReport(error, words: .of(ErrorWords.language(arguments, settings: settings)),
                                     places: SuggestedCommand.places(arguments: arguments, settings: settings))
            errors("boxoffice: error: \(report.message)")
            return report.status.rawValue
        }
    }
}
