#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 and a free port, for driving the real HTTP code in
/// tests and benchmarks. One thread per connection; every answer closes its connection.
/// Records each request it receives.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable, Hashable {
        public var method: String
        public var path: String
        public var query: [String: String]
        public var headers: [String: String]
        /// The request target exactly as sent (path and query).
        public var target: String
        /// The body (Content-Length bytes), empty for a GET.
        public var body: Data = Data()
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data
        /// Seconds to wait before answering.
        public var delay: Double
        /// Never answer: hold the connection until the server stops or `delay` passes, then drop it.
        public var stall: Bool
        /// Close the connection without a word.
        public var dropConnection: Bool

        public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json;charset=UTF-8"],
                    body: Data = Data(), delay: Double = 0, stall: Bool = false, dropConnection: Bool = false) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.stall = stall
            self.dropConnection = dropConnection
        }

        public static func json(_ text: String, status: Int = 200) -> Response {
            Response(status: status, body: Data(text.utf8))
        }
    }

    public typealias Handler = @Sendable (Request) -> Response

    public let port: Int
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var log: [Request] = []
    private var stopped = false

    public init(handler: @escaping Handler) throws {
        self.handler = handler
        let (fd, port) = try LoopbackSocket.bound(reusingAddress: true)
        guard listen(fd, 128) == 0 else {
            close(fd)
            throw ServerError("cannot listen on 127.0.0.1")
        }
        listener = fd
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT`
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request received so far, in arrival order.
    public var requests: [Request] { lock.withLock { log } }

    /// The most requests that were being answered at once (from arrival to the answer's first byte).
    public var peakInFlight: Int { lock.withLock { peak } }
    private var inFlight = 0
    private var peak = 0

    public func stop() {
        let wasRunning: Bool = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard wasRunning else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        lock.withLock {
            log.append(request)
            inFlight += 1
            peak = max(peak, inFlight)
        }
        var answered = false
        func finish() {
            guard !answered else { return }
            answered = true
            lock.withLock { inFlight -= 1 }
        }
        defer { finish() }
        let response = handler(request)
        if response.stall {
            let until = Date().addingTimeInterval(response.delay > 0 ? response.delay : 3600)
            while !isStopped, Date() < until { usleep(20_000) }
            return
        }
        if response.delay > 0 { usleep(useconds_t(response.delay * 1_000_000)) }
        finish() // before the answer goes out: the client may send its next request as soon as it has it
        if response.dropConnection { return }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        sendAll(connection, Data(head.utf8) + response.body)
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator = Data("\r\n\r\n".utf8)
        while buffer.range(of: terminator) == nil {
            let n = recv(connection, &chunk, chunk.count, 0)
            guard n > 0, buffer.count < 65_536 else { return nil }
            buffer.append(contentsOf: chunk[0..<n])
        }
        let headerEnd = buffer.range(of: terminator)!.upperBound
        var body = Data(buffer[headerEnd...])
        guard let text = String(data: buffer[..<headerEnd], encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        let target = String(parts[1])
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < min(length, 1 << 20) {
            let n = recv(connection, &chunk, chunk.count, 0)
            guard n > 0 else { break }
            body.append(contentsOf: chunk[0..<n])
        }
        return Request(method: String(parts[0]), path: components?.path ?? target, query: query, headers: headers, target: target, body: body)
    }

    private func sendAll(_ connection: Int32, _ data: Data) {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let n = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let n = send(connection, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
                if n <= 0 { return }
                offset += n
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

public struct ServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
