/// Sends one GET request and returns the whole response.
///
/// Implementations throw `HTTPError` for transport faults and non-2xx statuses, and
/// `CancellationError` when the calling task is cancelled.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The network as this platform reaches it without spinning: libcurl's easy interface on Linux
/// (`CurlHTTPClient`), URLSession elsewhere.
public enum NetworkHTTPClient {
    public static func make(timeout: Double = 15) -> any HTTPClient {
        #if canImport(CCurl)
        CurlHTTPClient(timeout: timeout)
        #else
        URLSessionHTTPClient(timeout: timeout)
        #endif
    }
}
