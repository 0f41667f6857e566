import Foundation

/// Answers requests in process from recorded bodies: the sample mode's network.
///
/// The `responder` sees the request's path and query and returns a body, or nil for a 404.
public struct RecordedHTTPClient: HTTPClient {
    public let responder: @Sendable (_ path: String, _ query: [String: String]) -> Data?

    public init(responder: @escaping @Sendable (_ path: String, _ query: [String: String]) -> Data?) {
        self.responder = responder
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        guard let body = responder(components?.path ?? request.url.path, query) else {
            throw HTTPError.status(code: 404, retryAfterSeconds: nil, body: Data())
        }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json;charset=UTF-8"], body: body)
    }
}
