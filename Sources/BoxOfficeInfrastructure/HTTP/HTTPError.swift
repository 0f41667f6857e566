import Foundation

/// Why an HTTP exchange failed. Messages never contain the request's URL (it may hold a key).
public enum HTTPError: Error, Hashable, Sendable {
    /// The connection broke off or failed after it was made (TLS, reset, nothing answered).
    case connectionFailed(reason: String)
    /// No connection could be made at all: refused, unreachable, or the host not found.
    case cannotConnect(reason: String)
    /// No attempt was made: the service could not be reached `attempts` times in a row (`ConnectionBreaker`).
    case serviceDown(attempts: Int, reason: String)
    /// No complete answer within the request timeout.
    case timedOut
    /// The server answered with a status that is not 2xx; `body` is its answer (APIs explain
    /// errors there).
    case status(code: Int, retryAfterSeconds: Double?, body: Data)

    /// Worth another try: a transient fault rather than a refusal.
    public var isTransient: Bool {
        switch self {
        case .connectionFailed, .cannotConnect, .timedOut: true
        case .serviceDown: false
        case .status(let code, _, _): code == 429 || (500...599).contains(code)
        }
    }

    public var reason: String {
        switch self {
        case .connectionFailed(let reason), .cannotConnect(let reason): reason
        case .serviceDown(let attempts, let reason): "\(reason) \(attempts) times in a row; no more attempts"
        case .timedOut: "timed out"
        case .status(let code, _, _): "HTTP \(code)"
        }
    }
}
