/// Why a data source (KOFIC, a book API) could not answer, in the domain's words.
///
/// Repositories translate transport and wire errors into these; the CLI maps each case to a
/// message and an exit status.
public enum SourceError: Error, Hashable, Sendable {
    /// No key was configured (the variable names which one).
    case keyMissing(variable: String)
    /// The service rejected the key.
    case keyRejected(detail: String)
    /// The key's request quota is spent for now.
    case quotaExhausted(detail: String)
    /// The service could not be reached, even after retries.
    case unreachable(detail: String)
    /// The service answered something that cannot be used.
    case unusableAnswer(detail: String)
    /// The service refused a value of the request as malformed (KOFIC's 320220: a code that is not
    /// eight digits): the caller's input, not the service, is at fault.
    case refusedParameter(detail: String)

    /// The service was not reached (refused, unreachable, down).
    public var isUnreachable: Bool { if case .unreachable = self { true } else { false } }

    /// Faults that will fail every further request of this run as well.
    public var endsTheRun: Bool {
        switch self {
        case .keyMissing, .keyRejected, .quotaExhausted: true
        case .unreachable, .unusableAnswer, .refusedParameter: false
        }
    }
}
