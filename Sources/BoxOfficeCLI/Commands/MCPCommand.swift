import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeMCP
import BoxOfficeReports
import Foundation

/// `boxoffice mcp`: the archive served to assistants as Model Context Protocol tools and resources
/// on stdio, over the same application layer as the other commands.
struct MCPCommand: BoxOfficeCommand {
    enum Options {
        static let archive = CommonOptions.archive
        static let output = Option.text("--output", "DIR", help: "The reports folder whose daily and weekly reports are served as resources",
                                        default: CommonOptions.outputFolder, setting: "BOXOFFICE_OUTPUT")
        static let concurrency = Option.integer("--concurrency", range: 1...10, help: "Requests to KOFIC in flight at once, for all calls together",
                                                default: 4)
        static let lang = CommonOptions.lang
        static let sample = Flag("--sample", help: "Serve the bundled real week (2026-01-19 to 2026-01-25): no key, no network; "
            + "days are kept in Reports/sample.sqlite unless --archive says otherwise.")
        static let lockWait = Option.integer("--lock-wait", range: 0...600, help: "Seconds a call that fetches waits for another boxoffice "
            + "run holding the archive (the morning cron job) before it answers from what is archived, saying so",
                                             default: ArchiveWriter.defaultLockWait)
        static let quiet = Flag("--quiet", short: "-q", help: "No log lines on stderr (tool calls, fetches).")
        static let all: [any OptionDeclaration] = [archive, output, concurrency, lockWait, lang, sample, quiet]
    }

    static let help = CommandHelp(
        usage: ["mcp [options]"],
        about: """
        An MCP server on stdin and stdout (JSON-RPC 2.0, one message per line; logs on stderr) for a
        desktop assistant: tools for the daily and weekly charts, movies, runs, top movies, KOFIC's
        revisions, the archive's status and forecasts; the reports folder's reports as resources.
        Answers come from the archive; a day or movie it lacks is fetched from KOFIC when
        KOFIC_API_KEY is set (and kept), else the answer says how to backfill. No tool writes
        anything else. Speaks the 2025-11-25 handshake and earlier ones, and the stateless 2026-07-28 revision.
        Configuration: {"command": "boxoffice", "args": ["mcp", "--archive", "/path/archive.sqlite"]}
        """,
        options: Options.all,
        footer: "ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL, BOXOFFICE_ARCHIVE, BOXOFFICE_LANG (see boxoffice report --help)."
    )

    var archivePath: String?
    var output: String
    var concurrency: Int
    var lockWait: Int
    var language: ReportLanguage?
    var sample: Bool
    var quiet: Bool

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "mcp")
        archivePath = try parsed.value(Options.archive)
        output = try parsed[Options.output]
        concurrency = try parsed[Options.concurrency]
        lockWait = try parsed[Options.lockWait]
        language = try parsed.value(Options.lang)
        sample = parsed[Options.sample]
        quiet = parsed[Options.quiet]
    }

    /// The sample server answers as of the morning after the bundled week.
    var context: RunContext { RunContext(sample: sample, pinnedToRecording: sample, language: language, concurrency: concurrency) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let quiet = self.quiet
        let log: @Sendable (String) -> Void = { line in if !quiet { Platform.writeError("boxoffice mcp: \(line)") } }
        let location = root.archiveLocation(option: archivePath)
        let fetches = root.fetching.fillsMissing
        let served: Result<ServerContainer, any Error>
        do {
            let archive = try await root.archive(location).readers(4).writing(creating: fetches)
            served = .success(root.makeServer(archive, writer: root.archives.makeArchiveWriter(location, lockWait: Double(lockWait))))
        } catch {
            served = .failure(error)
        }
        let tools = BoxOfficeTools(root: root, served: served, location: location, fetches: fetches, clock: root.clock, log: log)
        let server = MCPServer(
            identity: ServerIdentity(name: "boxoffice", title: "boxoffice: Korean box office (KOFIC)", version: BoxOfficeApp.version,
                                     instructions: Self.instructions),
            tools: tools.all, resources: ReportsFolderResources(folder: output),
            // Said to the assistant in its call's language (else the server's), without command lines; logged in English.
            describe: { error, arguments in
                guard let arguments else { return ErrorReport(error).message }
                return ErrorReport(error, words: .assistant(arguments[BoxOfficeTools.lang.name]?.string.flatMap(ReportLanguage.named) ?? root.language)).message
            }, log: log)
        if case .failure(let error) = served {
            log("the archive cannot be opened (\(ErrorReport(error).message)); every tool that reads it will say so")
        } else {
            log("serving \(location.shown)\(fetches ? (sample ? " with the bundled week" : ", missing days fetched from KOFIC") : " (no KOFIC_API_KEY: the archive alone)")")
        }
        await server.serve(StandardStreams.lines(), send: StandardStreams.send)
        return CommandOutcome(text: "")
    }

    static let instructions = """
        Korean box office from KOFIC (영화진흥위원회), kept in an archive with KOFIC's later corrections. \
        Dates are days in Seoul, YYYY-MM-DD; "yesterday" is the newest day KOFIC has. Call archive_status to see which days \
        the archive holds, search_movies to find a movie's code, then the other tools. Markdown is in Korean with lang=ko.
        """
}
