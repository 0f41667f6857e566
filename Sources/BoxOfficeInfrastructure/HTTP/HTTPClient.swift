/// Sends one GET request and returns the whole response.
///
/// Implementations throw `HTTPError` for transport faults and non-2xx statuses, and
/// `CancellationError` when the calling task is cancelled.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
