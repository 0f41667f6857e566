import Foundation

/// Why an HTTP exchange failed. Messages never contain the request's URL (it may hold a key).
public enum HTTPError: Error, Hashable, Sendable {
    /// The connection could not be made or broke off (refused, DNS, TLS, reset).
    case connectionFailed(reason: String)
    /// No complete answer within the request timeout.
    case timedOut
    /// The server answered with a status that is not 2xx; `body` is its answer (APIs explain
    /// errors there).
    case status(code: Int, retryAfterSeconds: Double?, body: Data)

    /// Worth another try: a transient fault rather than a refusal.
    public var isTransient: Bool {
        switch self {
        case .connectionFailed, .timedOut: true
        case .status(let code, _, _): code == 429 || (500...599).contains(code)
        }
    }

    public var reason: String {
        switch self {
        case .connectionFailed(let reason): reason
        case .timedOut: "timed out"
        case .status(let code, _, _): "HTTP \(code)"
        }
    }
}
