import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice archive copy|check`: moving an archive between stores, and checking one.
struct ArchiveCommand: BoxOfficeCommand {
    enum Options {
        static let from = Option.text("--from", "PATH|URL", help: "copy: the archive to copy (it must exist)")
        static let to = Option.text("--to", "PATH|URL", help: "copy: where to copy it (created when missing; rows with the same key are replaced)")
        static let archive = CommonOptions.archive
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [from, to, archive, quiet]
    }

    static let help = CommandHelp(
        usage: ["archive copy --from PATH|URL --to PATH|URL", "archive check [PATH|URL]"],
        about: """
        `copy` copies a whole archive between any two stores (a SQLite file, a PostgreSQL database),
        table by table, then checks every table holds the source's rows. Running it again changes
        nothing, so an interrupted copy is resumed by running it again. `check` reports the schema
        version, days, movies and revisions, and runs the store's own integrity check and the
        archive's consistency rules (exit 65 when it finds a problem). Addresses are as for
        --archive: a file path, or postgresql://USER@HOST:PORT/DB (postgres://…, ?host=/socket/dir);
        a password may come from the address, PGPASSWORD or ~/.pgpass and is never printed.
        """,
        options: Options.all
    )

    enum Action {
        case copy(from: String, to: String)
        case check(String?)
    }

    var action: Action
    var quiet: Bool

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "archive", positionals: true)
        let words = parsed.positionals
        let usage = parsed.usage
        quiet = parsed[Options.quiet]
        switch words.first {
        case "copy":
            guard words.count == 1 else { throw usage("archive copy takes no arguments; use --from and --to") }
            guard let from = try parsed.value(Options.from), let to = try parsed.value(Options.to) else {
                throw usage("archive copy needs --from and --to")
            }
            guard from != to else { throw usage("--from and --to name the same archive") }
            action = .copy(from: from, to: to)
        case "check":
            guard words.count <= 2 else { throw usage("archive check takes one archive") }
            let named = words.count == 2 ? words[1] : try parsed.value(Options.archive)
            action = .check(named)
        case let other?:
            throw usage("unknown archive action \(other); choose copy or check")
        case nil:
            throw usage("archive needs an action: copy or check")
        }
    }

    /// Returns what to print on stdout and the exit status.
    var context: RunContext { RunContext() }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        switch action {
        case .copy(let from, let to):
            return CommandOutcome(text: try await copy(ArchiveLocation(from), ArchiveLocation(to), root: root))
        case .check(let named):
            let (text, status) = try await check(root.archiveLocation(option: named), root: root)
            return CommandOutcome(text: text, status: status)
        }
    }

    private func copy(_ from: ArchiveLocation, _ to: ArchiveLocation, root: CompositionRoot) async throws -> String {
        let copy = root.archives.makeArchiveCopy(from: try await root.archive(from).reading(), at: from, to: to)
        if !quiet { Platform.writeError("copy \(from.shown) → \(to.shown)") }
        let progress = CopyProgress(quiet: quiet)
        let tables = try await copy.run { archives in try await archives.source.copy(to: archives.destination, progress: progress.note) }
        var lines = ArchiveUpkeepText.copied(tables, from: from, to: to)
        let short = tables.filter { !$0.verified }
        guard short.isEmpty else {
            // The table still says where the rows differ; the error line follows on stderr.
            Platform.writeOutput(lines.joined(separator: "\n") + "\n")
            throw CommandError.copyIncomplete(tables: short.map(\.table), destination: to.shown)
        }
        let rows = tables.reduce(0) { $0 + $1.compared }
        lines.append("verified: each of the \(rows) source rows was read back from the destination by its key and its values compared")
        return lines.joined(separator: "\n") + "\n"
    }

    private func check(_ location: ArchiveLocation, root: CompositionRoot) async throws -> (String, ExitStatus) {
        let summary = try await root.archive(location).reading().check()
        var lines = ArchiveUpkeepText.summary(summary, of: location)
        if summary.problems.isEmpty {
            lines.append("✓ integrity: the store's own check, the archive's rules and its derived data (market columns, movie_months, movie_runs, movie_distributors) found nothing wrong")
            return (lines.joined(separator: "\n") + "\n", .ok)
        }
        lines += summary.problems.map { "✗ \($0)" }
        return (lines.joined(separator: "\n") + "\n", .dataError)
    }
}
