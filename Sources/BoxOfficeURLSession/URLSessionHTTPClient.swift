import BoxOfficeInfrastructure
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network, through `URLSession` (macOS's; on Linux only the tests use it, against
/// `CurlHTTPClient`). A target of its own so that the Linux binary does not link
/// FoundationNetworking, which would load libcurl at every start (see CCurl's shim.h).
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
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await exchange(urlRequest)
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw CancellationError() }
            if error.code == .timedOut { throw HTTPError.timedOut }
            let reason = URLSessionHTTPClient.describe(error.code)
            if [.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet].contains(error.code) {
                throw HTTPError.cannotConnect(reason: reason)
            }
            throw HTTPError.connectionFailed(reason: reason)
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
                retryAfterSeconds: result.header("Retry-After").flatMap(Double.init),
                body: data
            )
        }
        return result
    }

    /// `dataTask` behind a continuation. On Linux, `URLSession.data(for:)` cancels its
    /// `URLSessionTask` synchronously inside the Swift task's cancellation handler, which can
    /// deadlock with URLSession's own queue resuming that task (seen on 2 cores: every cooperative
    /// thread blocked). Here the cancel is sent asynchronously, outside the runtime's lock.
    private func exchange(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
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

/// The data task of one exchange, cancelled off the caller's thread, even when the cancellation
/// arrives before the task exists.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        let alreadyCancelled: Bool = lock.withLock {
            self.task = task
            return cancelled
        }
        task.resume()
        if alreadyCancelled { cancel() }
    }

    func cancel() {
        let task: URLSessionDataTask? = lock.withLock {
            cancelled = true
            return self.task
        }
        guard let task else { return }
        DispatchQueue.global().async { task.cancel() }
    }
}
