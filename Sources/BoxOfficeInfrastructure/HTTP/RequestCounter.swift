import Foundation

/// Counts the requests a run sends, through whichever client it wraps.
public final class RequestCounter: HTTPClient, @unchecked Sendable {
    private let base: any HTTPClient
    private let lock = NSLock()
    private var sent = 0

    public init(base: any HTTPClient) { self.base = base }

    public var count: Int { lock.withLock { sent } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { sent += 1 }
        return try await base.send(request)
    }
}
