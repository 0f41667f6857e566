import Foundation

/// Google Books and Kakao book search on loopback, answering with the recordings in
/// `Tests/Fixtures/books` by query, with the real paths; records each request.
public final class BooksFake: @unchecked Sendable {
    public struct Configuration: Sendable {
        /// Google `q` → recording name (in `books/google`), for `startIndex` 0; later pages get `laterPages`.
        public var google: [String: String] = [
            "harry potter": "search-harry-potter", "orwell": "search-orwell-fields-partial",
            "isbn:9780547345666": "search-isbn-9780547345666-fields-partial", "isbn:9784815602666": "search-isbn-9784815602666-ja",
        ]
        /// What Google answers for an unknown query or a page past the first: the recorded zero-hit `{}`.
        public var googleNoHits = "search-isbn-9781111111111-nohits-fields-partial"
        /// Google `startIndex` → recording, for paging tests (the recordings have one page each).
        public var googlePages: [Int: String] = [:]
        /// Kakao `query` → recording name (in `books/kakao`), for page 1.
        public var kakao: [String: String] = ["미움받을 용기": "search-mium-badeul-yonggi-1doc", "effective": "search-effective-size5-accuracy"]
        public var kakaoKey = "kakao-5e171e15e171e15e171e15e171e1"
        /// Served instead of everything else: a status and a recorded error body.
        public var failure: (status: Int, body: String)?
        public var latency: Double = 0

        public init() {}
    }

    public let server: LoopbackHTTPServer
    public let configuration: Configuration

    public init(_ configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        server = try LoopbackHTTPServer { request in
            var response = BooksFake.answer(request, configuration)
            response.delay += configuration.latency
            return response
        }
    }

    public var baseURL: URL { server.baseURL }
    public var requests: [LoopbackHTTPServer.Request] { server.requests }
    public func stop() { server.stop() }

    static func answer(_ request: LoopbackHTTPServer.Request, _ configuration: Configuration) -> LoopbackHTTPServer.Response {
        if let failure = configuration.failure { return .json(failure.body, status: failure.status) }
        func recording(_ name: String) -> LoopbackHTTPServer.Response { .json((try? Fixtures.text("books/\(name).json")) ?? "") }
        if request.path == "/v3/search/book" {
            guard request.headers["authorization"] == "KakaoAK \(configuration.kakaoKey)" else {
                return .json((try? Fixtures.text("books/kakao/errors/401-access-denied-wrong-appkey.json")) ?? "", status: 401)
            }
            guard let query = request.query["query"], !query.isEmpty else {
                return .json((try? Fixtures.text("books/kakao/errors/400-missing-parameter.json")) ?? "", status: 400)
            }
            if request.query["page"] ?? "1" == "1", let name = configuration.kakao[query] { return recording("kakao/\(name)") }
            return recording("kakao/search-empty-result")
        }
        if request.path == "/books/v1/volumes" {
            guard let query = request.query["q"], !query.isEmpty else {
                return .json((try? Fixtures.text("books/google/errors/400-missing-query.json")) ?? "", status: 400)
            }
            let start = Int(request.query["startIndex"] ?? "0") ?? 0
            if let name = configuration.googlePages[start] { return recording("google/\(name)") }
            if start == 0, let name = configuration.google[query.lowercased()] { return recording("google/\(name)") }
            return recording("google/\(configuration.googleNoHits)")
        }
        if request.path.hasPrefix("/books/v1/volumes/") {
            let id = String(request.path.dropFirst("/books/v1/volumes/".count))
            if let body = try? Fixtures.text("books/google/volume-\(id).json") { return .json(body) }
            // Not recorded: the recorded Google error shape with an assumed 404 message.
            return .json(#"{"error":{"code":404,"message":"The volume ID could not be found.","errors":[{"message":"The volume ID could not be found.","domain":"global","reason":"notFound"}]}}"#, status: 404)
        }
        return .json("not found", status: 404)
    }
}
