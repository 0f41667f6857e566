import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network, through `URLSession`.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    /// - Parameter timeout: per request, in seconds (Linux truncates it to whole seconds and
    ///   restarts it on every received chunk: an overall deadline belongs to the caller).
    public init(timeout: Double = 15, maximumConnections: Int = 16) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpMaximumConnectionsPerHost = maximumConnections
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw CancellationError() }
            if error.code == .timedOut { throw HTTPError.timedOut }
            throw HTTPError.connectionFailed(reason: URLSessionHTTPClient.describe(error.code))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // Never interpolate `error`: Foundation's descriptions carry the failing URL.
            throw HTTPError.connectionFailed(reason: "network error")
        }
        guard let http = response as? HTTPURLResponse else {
            throw HTTPError.connectionFailed(reason: "not an HTTP response")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        let result = HTTPResponse(status: http.statusCode, headers: headers, body: data)
        guard (200...299).contains(http.statusCode) else {
            throw HTTPError.status(
                code: http.statusCode,
                retryAfterSeconds: result.header("Retry-After").flatMap(Double.init)
            )
        }
        return result
    }

    static func describe(_ code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "no network"
        case .networkConnectionLost: "connection lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "TLS handshake failed"
        case .badServerResponse: "bad server response"
        case .unsupportedURL, .badURL: "unsupported URL"
        default: "network error \(code.rawValue)"
        }
    }
}
