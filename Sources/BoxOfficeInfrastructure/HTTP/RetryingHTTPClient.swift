/// Retries transient faults (connection errors, timeouts, 429, 5xx) with backoff and jitter.
/// A refusal (4xx) or an answer of any kind goes back to the caller at once.
public struct RetryingHTTPClient: HTTPClient {
    public let base: any HTTPClient
    public let policy: RetryPolicy
    /// Told of each retry, with the loggable path and the reason.
    public let onRetry: @Sendable (String, String) -> Void

    public init(base: any HTTPClient, policy: RetryPolicy = RetryPolicy(), onRetry: @escaping @Sendable (String, String) -> Void = { _, _ in }) {
        self.base = base
        self.policy = policy
        self.onRetry = onRetry
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var attempt = 1
        while true {
            do {
                return try await base.send(request)
            } catch let error as HTTPError where error.isTransient && attempt < policy.maxAttempts {
                var retryAfter: Double? = nil
                if case .status(_, let seconds, _) = error { retryAfter = seconds }
                let delay = policy.delay(afterAttempt: attempt, retryAfter: retryAfter, random: Double.random(in: 0...1))
                onRetry(request.loggablePath, "\(error.reason), try \(attempt + 1) of \(policy.maxAttempts)")
                try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
                attempt += 1
            }
        }
    }
}
