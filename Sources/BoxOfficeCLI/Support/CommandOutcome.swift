import BoxOfficeApplication
import BoxOfficeInfrastructure

/// A command of the program: parses its arguments, says what graph it needs, and runs on it.
protocol BoxOfficeCommand: Sendable {
    init(arguments: [String]) throws
    /// What the composition root is built from.
    var context: RunContext { get }
    /// The whole command's deadline in seconds (`--deadline`); nil: none of its own.
    var deadline: Double? { get }
    /// Reads what the command takes from the settings (the schedule's `BOXOFFICE_REPORT_ARGS`),
    /// once, before its `context` builds the run's one root.
    mutating func configure(_ settings: Settings)
    func run(_ root: CompositionRoot) async throws -> CommandOutcome
}

extension BoxOfficeCommand {
    var deadline: Double? { nil }
    mutating func configure(_ settings: Settings) {}
}

/// A command that publishes a chart (`report`, `weekly`): the schedule runs its passes through
/// `publish` in this process, reading what the run did from `record`.
protocol ChartCommand: BoxOfficeCommand {
    func publish(_ root: CompositionRoot, record: RunRecord) async throws -> CommandOutcome
    /// The chart it publishes, its list named `list`, as the schedule's dry run says it.
    func requestDescription(list: String) -> String
}

extension ChartCommand {
    func run(_ root: CompositionRoot) async throws -> CommandOutcome { try await publish(root, record: RunRecord()) }
}

/// What a command prints on stdout, and its exit status.
struct CommandOutcome {
    var text: String
    var status: ExitStatus = .ok

    init(text: String, status: ExitStatus = .ok) {
        self.text = text
        self.status = status
    }

    /// One path (or line) a line; nothing for none.
    init(lines: [String]) { text = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
}
