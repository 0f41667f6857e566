/// The command line asks for something impossible (exit 64).
public struct UsageError: Error, Hashable, Sendable {
    /// The message in English (logs, run summaries); a run in another language says `problem` in its words.
    public let message: String
    /// What is wrong, where the words of each language say it (`ErrorWords.usage`); nil: `message` alone.
    let problem: UsageProblem?
    /// The command whose `--help` to suggest.
    public var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
        problem = nil
    }

    init(_ problem: UsageProblem, command: String? = nil) {
        message = ErrorWords.english.usage(problem)
        self.problem = problem
        self.command = command
    }

    /// The same mistake of the same command, however it was made (its message says it in English).
    public static func == (a: UsageError, b: UsageError) -> Bool { a.message == b.message && a.command == b.command }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(command)
    }
}

/// The mistakes of a command line met most, each said in the run's language.
enum UsageProblem: Hashable, Sendable {
    case unknownCommand(String)
    case unknownOption(String)
    /// A value not among an option's: what it names (`format`), the text, the choices.
    case unknownChoice(String, String, [String])
    case takesNoValue(String)
    /// An option without its value: its name, and the value's placeholder.
    case needsValue(String, String)
    case unexpectedArgument(String)
    /// A date not written as YYYY-MM-DD: the option, the text.
    case dateForm(String, String)
    /// A date's form that is no day (2023-02-30).
    case notACalendarDate(String, String)
    /// The option, its range, the text.
    case wholeNumber(String, ClosedRange<Int>, String)
    case notAMovieCode(String)
}
