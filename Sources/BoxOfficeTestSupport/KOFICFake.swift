import Foundation

/// A fake KOFIC on loopback that answers with the recorded bodies in `Tests/Fixtures/kofic`,
/// and injects faults on request.
///
/// A wrong key gets the recorded `320010` fault. A day or movie without a recording gets the
/// `missingDay` / `missingMovie` body: the recordings do not show what KOFIC sends then, so the
/// tests choose among the plausible shapes and say which.
public final class KOFICFake: @unchecked Sendable {
    /// A fault served in place of the normal answer to matching requests.
    public struct Fault: Sendable {
        public enum Kind: Sendable {
            case status(Int, retryAfter: Int? = nil)
            case body(String)
            case stall(seconds: Double)
            case dropConnection
        }
        public var kind: Kind
        /// Which requests it hits.
        public var matches: @Sendable (LoopbackHTTPServer.Request) -> Bool
        /// How many times, then the normal answer again; nil for always.
        public var times: Int?

        public init(_ kind: Kind, times: Int? = nil, matching: @escaping @Sendable (LoopbackHTTPServer.Request) -> Bool = { _ in true }) {
            self.kind = kind
            self.times = times
            self.matches = matching
        }

        public static func forMovie(_ code: String, _ kind: Kind, times: Int? = nil) -> Fault {
            Fault(kind, times: times) { $0.path.hasSuffix("searchMovieInfo.json") && $0.query["movieCd"] == code }
        }

        public static func forDaily(_ kind: Kind, times: Int? = nil) -> Fault {
            Fault(kind, times: times) { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }
        }
    }

    public struct Configuration: Sendable {
        /// A sentinel: tests assert it never appears in any output.
        public var apiKey = "5e171e15e171e15e171e15e171e15e17"
        /// Seconds of latency on every answer.
        public var latency: Double = 0
        public var faults: [Fault] = []
        /// Extra or replacement daily bodies by targetDt, movie bodies by movieCd.
        public var daily: [String: String] = [:]
        /// Asked first for a day's body (a replay serves what KOFIC had at a moment); nil: as usual.
        public var dailyNow: (@Sendable (_ targetDt: String) -> String?)? = nil
        public var movies: [String: String] = [:]
        /// The body for a day without a recording (assumed: an empty list).
        public var missingDay = #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"DATE~DATE","dailyBoxOfficeList":[]}}"#
        /// The body for a movie without a recording (assumed: an empty movieInfo).
        public var missingMovie = #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#
        /// Fail this share (0...1) of requests with 500, decided by a seeded sequence.
        public var failureRate: Double = 0
        /// Answer a day without a recording with a recorded day (chosen by the date) whose
        /// `showRange` names the requested day: a year of plausible days for backfills.
        public var synthesizeDays = false
        /// Answer a movie without a recording with a recorded movie (20184574) whose `movieCd`
        /// names the requested code: every ranked movie then has details.
        public var synthesizeMovies = false

        public init() {}
    }

    public let server: LoopbackHTTPServer
    public let configuration: Configuration

    public init(_ configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        let state = FaultState(configuration.faults.map(\.times))
        server = try LoopbackHTTPServer { request in
            KOFICFake.answer(request, configuration, state)
        }
    }

    public var baseURL: URL { server.baseURL }
    public var requests: [LoopbackHTTPServer.Request] { server.requests }
    public func stop() { server.stop() }

    static func answer(_ request: LoopbackHTTPServer.Request, _ configuration: Configuration, _ state: FaultState) -> LoopbackHTTPServer.Response {
        var response = normalAnswer(request, configuration)
        if let index = configuration.faults.indices.first(where: { configuration.faults[$0].matches(request) && state.take($0) }) {
            switch configuration.faults[index].kind {
            case .status(let code, let retryAfter):
                response = .json("{\"error\":\"injected\"}", status: code)
                if let retryAfter { response.headers["Retry-After"] = String(retryAfter) }
            case .body(let text): response = .json(text)
            case .stall(let seconds): response = LoopbackHTTPServer.Response(delay: seconds, stall: true)
            case .dropConnection: response = LoopbackHTTPServer.Response(dropConnection: true)
            }
        } else if configuration.failureRate > 0, state.nextRandom() < configuration.failureRate {
            response = .json("{\"error\":\"injected\"}", status: 500)
        }
        response.delay += configuration.latency
        return response
    }

    static func normalAnswer(_ request: LoopbackHTTPServer.Request, _ configuration: Configuration) -> LoopbackHTTPServer.Response {
        if request.path.hasSuffix("/boxoffice/searchDailyBoxOfficeList.json") || request.path.hasSuffix("/movie/searchMovieInfo.json") {
            guard request.query["key"] == configuration.apiKey else {
                return .json((try? Fixtures.text("kofic/errors/320010-invalid-key.json")) ?? "")
            }
        }
        if request.path.hasSuffix("/boxoffice/searchDailyBoxOfficeList.json") {
            guard let day = request.query["targetDt"], !day.isEmpty else {
                return .json((try? Fixtures.text("kofic/errors/320102-missing-targetDt.json")) ?? "")
            }
            guard day.count == 8, day.allSatisfy(\.isNumber) else {
                return .json((try? Fixtures.text("kofic/errors/320103-bad-targetDt-format.json")) ?? "")
            }
            if let body = configuration.dailyNow?(day) ?? configuration.daily[day] ?? (try? Fixtures.text("kofic/daily/\(day).json"))
                ?? (try? Fixtures.text("kofic/\(Fixtures.week)/daily/\(day).json")) { return .json(body) }
            if configuration.synthesizeDays, let number = Int(day) {
                let recorded = recordedDays[number % recordedDays.count]
                let body = (try? Fixtures.text("kofic/daily/\(recorded).json")) ?? ""
                return .json(body.replacingOccurrences(of: "\(recorded)~\(recorded)", with: "\(day)~\(day)"))
            }
            return .json(configuration.missingDay.replacingOccurrences(of: "DATE", with: day))
        }
        if request.path.hasSuffix("/movie/searchMovieInfo.json") {
            let code = request.query["movieCd"] ?? ""
            let safe = code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if let body = configuration.movies[code] ?? (safe ? (try? Fixtures.text("kofic/\(Fixtures.week)/movie/\(code).json"))
                ?? (try? Fixtures.text("kofic/movie/\(code).json")) : nil) { return .json(body) }
            if configuration.synthesizeMovies, safe, code.count == 8, let body = try? Fixtures.text("kofic/movie/20184574.json") {
                return .json(body.replacingOccurrences(of: "\"movieCd\":\"20184574\"", with: "\"movieCd\":\"\(code)\""))
            }
            return .json(configuration.missingMovie)
        }
        return .json("not found", status: 404)
    }
}

private let recordedDays = Fixtures.names(in: "kofic/daily")

/// Counts how often each fault has been served, and draws a repeatable pseudo-random sequence.
final class FaultState: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [Int?]
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    init(_ remaining: [Int?]) { self.remaining = remaining }

    func take(_ index: Int) -> Bool {
        lock.withLock {
            guard let left = remaining[index] else { return true }
            guard left > 0 else { return false }
            remaining[index] = left - 1
            return true
        }
    }

    func nextRandom() -> Double {
        lock.withLock {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
    }
}
