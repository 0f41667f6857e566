/// How often and how patiently to retry transient faults.
public struct RetryPolicy: Sendable {
    /// Tries in all, the first included.
    public var maxAttempts: Int
    /// Delay before the second try; doubles for each further one.
    public var baseDelaySeconds: Double
    /// Longest wait before one retry, also for a server's `Retry-After`.
    public var maxDelaySeconds: Double

    public init(maxAttempts: Int = 3, baseDelaySeconds: Double = 0.1, maxDelaySeconds: Double = 5) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelaySeconds = baseDelaySeconds
        self.maxDelaySeconds = maxDelaySeconds
    }

    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait before try number `attempt + 1` (attempt counts from 1): exponential with full
    /// jitter (anywhere from 0 to the ceiling, so retries of many requests spread out rather than
    /// arrive together), or the server's `Retry-After` when it gave one.
    public func delay(afterAttempt attempt: Int, retryAfter: Double?, random: Double) -> Double {
        if let retryAfter { return min(max(0, retryAfter), maxDelaySeconds) }
        let ceiling = min(maxDelaySeconds, baseDelaySeconds * Double(1 << min(attempt - 1, 16)))
        return ceiling * random
    }
}
