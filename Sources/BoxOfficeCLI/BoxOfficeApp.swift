import BoxOfficeDomain
import BoxOfficeInfrastructure

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
      backfill             Archive a range of past days, resumably and within the request quota.
      history              Reports from the archive: a day, a movie's run, the top movies of a range.
      archive              Copy an archive between SQLite and PostgreSQL, or check one.
      books                Book search (Kakao, Google Books) and a reading list, on the same layers.
      doctor               Check the key, the API, the folders and the time zone, as cron would use them.

    Try first:  boxoffice report --sample     (bundled data, no key, no network)
    See 'boxoffice <command> --help' for a command's options.

    EXIT STATUS:
      0 ok, 64 usage, 65 unusable API answer or unreadable archive, 66 no such movie or no archive,
      69 API unreachable, 73 cannot write output or archive, 75 request quota spent or archive busy,
      77 API key missing or rejected.
    """

    /// Runs one command line; returns the exit status.
    public static func run(
        _ arguments: [String],
        environment: [String: String],
        clock: any TimeSource = SystemTimeSource()
    ) async -> Int32 {
        do {
            let settings = try Settings(environment: environment)
            guard let command = arguments.first else {
                Platform.writeOutput(help + "\n")
                return ExitStatus.ok.rawValue
            }
            let rest = Array(arguments.dropFirst())
            switch command {
            case "report":
                let command = try ReportCommand(arguments: rest)
                let paths = try await withDeadline(seconds: command.deadline) { try await command.run(settings: settings, clock: clock) }
                if !paths.isEmpty { Platform.writeOutput(paths.joined(separator: "\n") + "\n") }
            case "weekly":
                let command = try WeeklyCommand(arguments: rest)
                let paths = try await withDeadline(seconds: command.deadline) { try await command.run(settings: settings, clock: clock) }
                if !paths.isEmpty { Platform.writeOutput(paths.joined(separator: "\n") + "\n") }
            case "movie":
                let command = try MovieCommand(arguments: rest)
                Platform.writeOutput(try await withDeadline(seconds: command.deadline) { try await command.run(settings: settings, clock: clock) })
            case "backfill":
                let command = try BackfillCommand(arguments: rest)
                // No overall deadline (a backfill takes as long as it takes), but Ctrl-C still returns at once.
                Platform.writeOutput(try await withDeadline(seconds: 1e9) { try await command.run(settings: settings, clock: clock) } + "\n")
            case "doctor":
                let command = try DoctorCommand(arguments: rest)
                let (text, status) = await command.run(settings: settings, clock: clock)
                Platform.writeOutput(text)
                return status.rawValue
            case "books":
                let command = try BooksCommand(arguments: rest)
                Platform.writeOutput(try await withDeadline(seconds: command.deadline) { try await command.run(settings: settings, clock: clock) })
            case "history":
                Platform.writeOutput(try await HistoryCommand(arguments: rest).run(settings: settings, clock: clock))
            case "archive":
                let (text, status) = try await ArchiveCommand(arguments: rest).run(settings: settings, clock: clock)
                Platform.writeOutput(text)
                return status.rawValue
            case "--help", "-h", "help":
                Platform.writeOutput(help + "\n")
            case "--version", "version":
                Platform.writeOutput("boxoffice \(version)\n")
            default:
                throw UsageError("unknown command \(command)")
            }
            return ExitStatus.ok.rawValue
        } catch CommandError.severalMoviesMatch(let title, let listing, let codes) {
            Platform.writeOutput(listing)
            let report = ErrorReport(CommandError.severalMoviesMatch(title, listing: listing, codes: codes))
            Platform.writeError("boxoffice: error: \(report.message)")
            return report.status.rawValue
        } catch let help as HelpRequested {
            Platform.writeOutput(help.text + "\n")
            return ExitStatus.ok.rawValue
        } catch {
            let report = ErrorReport(error)
            Platform.writeError("boxoffice: error: \(report.message)")
            return report.status.rawValue
        }
    }
}
