import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct HTTPClientTests {
    @Test func returnsBodyAndStatus() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"ok":true}"#) }
        let response = try await URLSessionHTTPClient().send(HTTPRequest(url: server.baseURL.appendingPathComponent("x")))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test func nonSuccessStatusIsAnError() async throws {
        let server = try LoopbackHTTPServer { _ in .json("", status: 404) }
        await #expect(throws: HTTPError.status(code: 404, retryAfterSeconds: nil, body: Data())) {
            try await URLSessionHTTPClient().send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test func connectionRefusedIsAConnectionFailure() async throws {
        let server = try LoopbackHTTPServer { _ in .json("") }
        let url = server.baseURL
        server.stop()
        await #expect {
            try await URLSessionHTTPClient(timeout: 2).send(HTTPRequest(url: url))
        } throws: { error in
            if case .connectionFailed = error as? HTTPError { return true }
            return false
        }
    }

    @Test func aStalledServerTimesOut() async throws {
        // The server holds the connection for 600 s: only the client's 1 s timeout can end the
        // request sooner, and it must say it timed out (not that the connection dropped). The bound
        // is loose on purpose: on 2 cores, tests blocking the cooperative pool (a release build, a
        // child process) delay the resumption of this test by minutes (177 s seen in CI), though the
        // timeout itself fired; what counts is the error's kind, and that it ends before the server would.
        let server = try LoopbackHTTPServer { _ in LoopbackHTTPServer.Response(delay: 600, stall: true) }
        defer { server.stop() }
        let start = Date()
        await #expect(throws: HTTPError.timedOut) {
            try await URLSessionHTTPClient(timeout: 1).send(HTTPRequest(url: server.baseURL))
        }
        #expect(Date().timeIntervalSince(start) < 500, "the request timed out rather than waiting for the server")
    }

    @Test func retriesTransientFaultsOnly() async throws {
        final class Counter: @unchecked Sendable { let lock = NSLock(); var n = 0 }
        let counter = Counter()
        let server = try LoopbackHTTPServer { _ in
            let n = counter.lock.withLock { counter.n += 1; return counter.n }
            return n <= 2 ? .json("", status: 502) : .json("ok")
        }
        let retries = RetryPolicy(maxAttempts: 3, baseDelaySeconds: 0.01)
        let retried = LockedList()
        let client = RetryingHTTPClient(base: URLSessionHTTPClient(), policy: retries) { path, reason in retried.append("\(path) \(reason)") }
        let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("a")))
        #expect(response.status == 200)
        #expect(server.requests.count == 3)
        #expect(retried.items == ["/a HTTP 502, try 2 of 3", "/a HTTP 502, try 3 of 3"])
    }

    @Test func doesNotRetryARefusal() async throws {
        let server = try LoopbackHTTPServer { _ in .json("", status: 400) }
        let client = RetryingHTTPClient(base: URLSessionHTTPClient(), policy: RetryPolicy(maxAttempts: 3, baseDelaySeconds: 0.01))
        await #expect(throws: HTTPError.self) { try await client.send(HTTPRequest(url: server.baseURL)) }
        #expect(server.requests.count == 1)
    }

    @Test func honoursRetryAfterWithinTheCap() {
        let policy = RetryPolicy(maxAttempts: 3, baseDelaySeconds: 0.25, maxDelaySeconds: 5)
        #expect(policy.delay(afterAttempt: 1, retryAfter: 2, random: 0.5) == 2)
        #expect(policy.delay(afterAttempt: 1, retryAfter: 60, random: 0.5) == 5)
        // Exponential with full jitter: from 0 up to base x 2^(attempt - 1), capped.
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil, random: 0) == 0)
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil, random: 1) == 0.25)
        #expect(policy.delay(afterAttempt: 2, retryAfter: nil, random: 0.5) == 0.25)
        #expect(policy.delay(afterAttempt: 9, retryAfter: nil, random: 1) == 5)
    }

    @Test func redactsSecretQueryItems() throws {
        let request = HTTPRequest(url: URL(string: "http://h/p/x.json?key=0123abcd&targetDt=20230426")!, secretQueryItems: ["key"])
        #expect(request.redactedURL == "http://h/p/x.json?key=REDACTED&targetDt=20230426")
        #expect(request.loggablePath == "/p/x.json?targetDt=20230426")
        #expect(!request.redactedURL.contains("0123abcd"))
    }
}

final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ item: String) { lock.withLock { list.append(item) } }
    var items: [String] { lock.withLock { list } }
}
