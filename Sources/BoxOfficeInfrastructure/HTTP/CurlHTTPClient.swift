#if canImport(CCurl)
import CCurl
import Foundation

/// The real network on Linux, through libcurl's easy interface: each request one blocking transfer
/// on a thread of its own, which waits for the server in poll(). URLSession on Linux spins while it
/// waits (measured: about 0.2 s of CPU and 9,000 context switches for one answer 0.3 s away, where
/// this takes none): a morning run's CPU went mostly to waiting. Errors are `HTTPError`s as
/// `URLSessionHTTPClient` gives them, and never carry the URL.
public final class CurlHTTPClient: HTTPClient {
    let timeout: Double

    /// - Parameter timeout: per request, in seconds, to connect and between two received bytes (as
    ///   URLSession's on Linux: an overall deadline belongs to the caller).
    public init(timeout: Double = 15) {
        self.timeout = timeout
    }

    /// Starts loading libcurl on a thread of its own (`LibCurl`): for a run whose first work is a
    /// request, so that it loads while the run reads its settings and opens its archive. Otherwise
    /// the first request loads it.
    public static func prepareInBackground() { LibCurl.prepareInBackground() }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transfer = Transfer()
        let timeout = self.timeout
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>) in
                // A thread of its own: the transfer blocks, and Swift's few cooperative threads must not.
                Thread.detachNewThread { continuation.resume(returning: transfer.perform(request, timeout: timeout)) }
            }
        } onCancel: {
            transfer.cancel()
        }
        if transfer.isCancelled || Task.isCancelled { throw CancellationError() }
        let response = try outcome.get()
        guard (200...299).contains(response.status) else {
            throw HTTPError.status(code: response.status, retryAfterSeconds: response.header("Retry-After").flatMap(Double.init), body: response.body)
        }
        return response
    }
}

/// One transfer's state, shared with libcurl's callbacks through their user pointer.
private final class Transfer: @unchecked Sendable {
    var body = Data()
    var headers: [String: String] = [:]
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }
    func cancel() { lock.withLock { cancelled = true } }

    func perform(_ request: HTTPRequest, timeout: Double) -> Result<HTTPResponse, HTTPError> {
        let curl: LibCurl
        switch LibCurl.shared {
        case .success(let loaded): curl = loaded
        case .failure(let error): return .failure(error)
        }
        guard let handle = curl.easyInit() else { return .failure(.connectionFailed(reason: "network error")) }
        defer { curl.easyCleanup(handle) }
        var list: LibCurl.List? = nil
        for (name, value) in request.headers { list = curl.slistAppend(list, "\(name): \(value)") }
        defer { curl.slistFreeAll(list) }
        let set = curl.setopt
        let context = Unmanaged.passUnretained(self).toOpaque()
        let seconds = max(1, Int(timeout.rounded(.up)))
        _ = ccurl_set_string(set, handle, CURLOPT_URL, request.url.absoluteString)
        _ = ccurl_set_long(set, handle, CURLOPT_NOSIGNAL, 1)
        _ = ccurl_set_long(set, handle, CURLOPT_CONNECTTIMEOUT_MS, Int(timeout * 1000))
        // Less than a byte a second for `timeout` seconds, connected or not: timed out.
        _ = ccurl_set_long(set, handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        _ = ccurl_set_long(set, handle, CURLOPT_LOW_SPEED_TIME, seconds)
        _ = ccurl_set_long(set, handle, CURLOPT_FOLLOWLOCATION, 1)
        _ = ccurl_set_long(set, handle, CURLOPT_MAXREDIRS, 5)
        _ = ccurl_set_string(set, handle, CURLOPT_ACCEPT_ENCODING, "") // every encoding libcurl decodes
        _ = ccurl_set_list(set, handle, CURLOPT_HTTPHEADER, list)
        switch request.method {
        case "GET": break
        case "POST":
            _ = ccurl_set_long(set, handle, CURLOPT_POST, 1)
        default:
            _ = ccurl_set_string(set, handle, CURLOPT_CUSTOMREQUEST, request.method)
        }
        if let body = request.body {
            _ = ccurl_set_long(set, handle, CURLOPT_POSTFIELDSIZE, body.count)
            _ = body.withUnsafeBytes { ccurl_set_pointer(set, handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
        }
        _ = ccurl_set_data_callback(set, handle, CURLOPT_WRITEFUNCTION, { data, size, count, context in
            guard let data, let context else { return 0 }
            Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self),
                                                                                   count: size * count)
            return size * count
        })
        _ = ccurl_set_pointer(set, handle, CURLOPT_WRITEDATA, context)
        _ = ccurl_set_data_callback(set, handle, CURLOPT_HEADERFUNCTION, { data, size, count, context in
            guard let data, let context else { return 0 }
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
            Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().header(line)
            return size * count
        })
        _ = ccurl_set_pointer(set, handle, CURLOPT_HEADERDATA, context)
        _ = ccurl_set_long(set, handle, CURLOPT_NOPROGRESS, 0)
        _ = ccurl_set_progress_callback(set, handle, { context, _, _, _, _ in
            guard let context else { return 0 }
            return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
        })
        _ = ccurl_set_pointer(set, handle, CURLOPT_XFERINFODATA, context)
        let code = curl.easyPerform(handle)
        guard code == CURLE_OK else { return .failure(Self.error(code)) }
        return .success(HTTPResponse(status: ccurl_response_code(curl.getinfo, handle), headers: headers, body: body))
    }

    /// A header line: a status line starts a response's headers afresh (after a redirect or a 100).
    private func header(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("HTTP/") {
            headers = [:]
        } else if let colon = trimmed.firstIndex(of: ":") {
            headers[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// libcurl's result as the words `URLSessionHTTPClient` uses for the same faults.
    static func error(_ code: CURLcode) -> HTTPError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_COULDNT_CONNECT: .cannotConnect(reason: "connection refused")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotConnect(reason: "host not found")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE:
            .connectionFailed(reason: "TLS handshake failed")
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: .connectionFailed(reason: "connection lost")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: .connectionFailed(reason: "unsupported URL")
        default: .connectionFailed(reason: "network error \(code.rawValue)")
        }
    }
}
#endif
