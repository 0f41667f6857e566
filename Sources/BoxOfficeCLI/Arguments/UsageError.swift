/// The command line asks for something impossible (exit 64).
public struct UsageError: Error, Hashable, Sendable {
    public let message: String
    /// The command whose `--help` to suggest.
    public var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
