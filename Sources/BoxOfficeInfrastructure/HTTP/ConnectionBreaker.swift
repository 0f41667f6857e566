import Foundation

/// Stops a run's attempts once a service is down: after `limit` connection attempts in a row that
/// could not connect (refused, unreachable, host not found: `HTTPError.cannotConnect`), no new
/// attempt starts for `pause` seconds; each throws `HTTPError.serviceDown` instead. Any other
/// outcome (an answer of any status, a timeout, a connection lost after it was made) resets the
/// count. It sits under the retries, so each retry is an attempt.
public final class ConnectionBreaker: HTTPClient, @unchecked Sendable {
    private let base: any HTTPClient
    private let limit: Int
    private let pause: TimeInterval
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var failuresInARow = 0
    private var openedAt: Date?
    private var lastReason = ""

    public init(base: any HTTPClient, limit: Int = 10, pause: TimeInterval = 300, now: @escaping @Sendable () -> Date = { Date() }) {
        (self.base, self.limit, self.pause, self.now) = (base, limit, pause, now)
    }

    /// Whether attempts are refused now (the service was found down).
    public var isOpen: Bool { lock.withLock { openNow() } }

    private func openNow() -> Bool {
        guard let openedAt else { return false }
        if now().timeIntervalSince(openedAt) < pause { return true }
        // The pause is over: the next attempts may try again (one more failure opens it again).
        (self.openedAt, failuresInARow) = (nil, limit - 1)
        return false
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refused = lock.withLock({ openNow() ? HTTPError.serviceDown(attempts: limit, reason: lastReason) : nil }) { throw refused }
        do {
            let response = try await base.send(request)
            lock.withLock { failuresInARow = 0 }
            return response
        } catch let error as HTTPError {
            lock.withLock {
                if case .cannotConnect(let reason) = error {
                    failuresInARow += 1
                    lastReason = reason
                    if failuresInARow >= limit, openedAt == nil { openedAt = now() }
                } else {
                    failuresInARow = 0
                }
            }
            throw error
        }
    }
}
