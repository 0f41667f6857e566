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
        /// Weekly bodies by `targetDt-weekGb` (`20120101-1`), before the recorded and synthesized ones.
        public var weekly: [String: String] = [:]
        /// Movie-list bodies by `movieNm` (every page), before the recorded one.
        public var movieLists: [String: String] = [:]
        /// Asked first for a day's body (a replay serves what KOFIC had at a moment); nil: as usual.
        public var dailyNow: (@Sendable (_ targetDt: String) -> String?)? = nil
        public var movies: [String: String] = [:]
        /// `searchPeopleInfo` / `searchCompanyInfo` bodies by code, before the recorded ones.
        public var people: [String: String] = [:]
        public var companies: [String: String] = [:]
        /// `searchCodeList` bodies by `comCode`, before the recorded one.
        public var codeLists: [String: String] = [:]
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

        /// Any day and any movie answered (`synthesizeDays`, `synthesizeMovies`): backfills of any range.
        public static var synthesizing: Configuration {
            var configuration = Configuration()
            (configuration.synthesizeDays, configuration.synthesizeMovies) = (true, true)
            return configuration
        }
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
    /// The most requests it was answering at once.
    public var peakInFlight: Int { server.peakInFlight }
    public func stop() { server.stop() }

    /// The body `synthesizeDays` serves for a day without a recording: a recorded day (chosen by
    /// the date) whose `showRange` names the requested one.
    public static func synthesizedDay(_ targetDt: String) -> String? {
        guard let number = Int(targetDt) else { return nil }
        let recorded = recordedDays[number % recordedDays.count]
        let body = (try? Fixtures.text("kofic/daily/\(recorded).json")) ?? ""
        return body.replacingOccurrences(of: "\(recorded)~\(recorded)", with: "\(targetDt)~\(targetDt)")
    }

    /// `body` with its first movie's audience raised by `amount`: KOFIC correcting a day.
    public static func raisingFirstAudience(_ body: String, by amount: Int) -> String {
        guard let key = body.range(of: #""audiCnt":"#) ?? body.range(of: #""audiCnt": ""#),
              let start = body[key.upperBound...].firstIndex(where: \.isNumber), let end = body[start...].firstIndex(of: "\"") else { return body }
        return body.replacingCharacters(in: start..<end, with: String(Int(body[start..<end])! + amount))
    }

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
        if ["/boxoffice/searchDailyBoxOfficeList.json", "/movie/searchMovieInfo.json", "/boxoffice/searchWeeklyBoxOfficeList.json",
            "/movie/searchMovieList.json", "/people/searchPeopleInfo.json", "/people/searchPeopleList.json", "/company/searchCompanyInfo.json",
            "/company/searchCompanyList.json", "/code/searchCodeList.json"].contains(where: request.path.hasSuffix) {
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
            // A filtered list: a body given for `DAY-K`, else the recorded one (K/F lists of January 2018 in
            // kofic/nation, 2024's Y/N lists in kofic/derived-2024); else the day's unfiltered body (assumed:
            // no recording of that filter that day; a region's list is recorded nowhere).
            if let filter = request.query["repNationCd"] ?? request.query["multiMovieYn"] ?? request.query["wideAreaCd"],
               let body = configuration.daily["\(day)-\(filter)"] ?? request.query["repNationCd"].flatMap({ nation in
                   nation.allSatisfy(\.isLetter) ? try? Fixtures.text("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day)_repNationCd=\(nation).json") : nil
               }) ?? request.query["multiMovieYn"].flatMap({ LongRecordings.kindBody(day, $0) }) {
                return .json(body)
            }
            if let body = configuration.dailyNow?(day) ?? configuration.daily[day] ?? (try? Fixtures.text("kofic/daily/\(day).json"))
                ?? (try? Fixtures.text("kofic/\(Fixtures.week)/daily/\(day).json")) { return .json(body) }
            if configuration.synthesizeDays, let body = synthesizedDay(day) { return .json(body) }
            return .json(configuration.missingDay.replacingOccurrences(of: "DATE", with: day))
        }
        if request.path.hasSuffix("/boxoffice/searchWeeklyBoxOfficeList.json") {
            return .json(weeklyAnswer(request.query, configuration))
        }
        if request.path.hasSuffix("/movie/searchMovieList.json") {
            return .json(configuration.movieLists[request.query["movieNm"] ?? ""] ?? movieListAnswer(request.query))
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
        if let body = filmographyAnswer(request, configuration) { return .json(body) }
        return .json("not found", status: 404)
    }
}

private let recordedDays = Fixtures.names(in: "kofic/daily")

extension KOFICFake {
    /// The recorded weekend of 2012-01-01 (weekGb 1, the only whole weekly body recorded). The same
    /// week's other kinds (0 whole week, 2 weekdays) are that body with its `showRange` and
    /// `boxofficeType` rewritten for them: the recorded shape, synthesized numbers. Any other week
    /// gets an empty list (assumed: no recording shows a week without data).
    static func weeklyAnswer(_ query: [String: String], _ configuration: Configuration) -> String {
        let targetDt = query["targetDt"] ?? "", weekGb = query["weekGb"] ?? "1"
        if let body = configuration.weekly["\(targetDt)-\(weekGb)"] { return body }
        let kinds = ["0": ("주간 박스오피스", 0, 6), "1": ("주말 박스오피스", 4, 6), "2": ("주중 박스오피스", 0, 3)]
        guard let date = Self.date(targetDt), let (type, first, last) = kinds[weekGb] else {
            return (try? Fixtures.text("kofic/errors/320103-bad-targetDt-format.json")) ?? ""
        }
        let monday = date.addingTimeInterval(-Double((Calendar.gregorianUTC.component(.weekday, from: date) + 5) % 7) * 86_400)
        let range = "\(Self.compact(monday.addingTimeInterval(Double(first) * 86_400)))~\(Self.compact(monday.addingTimeInterval(Double(last) * 86_400)))"
        // The recorded weekend, for its own week and, with `synthesizeDays`, for any week.
        if Self.compact(monday) == "20111226" || configuration.synthesizeDays, let recorded = try? Fixtures.text("kofic/weekly/20120101-weekGb1.json") {
            return recorded.replacingOccurrences(of: "20111230~20120101", with: range).replacingOccurrences(of: "주말 박스오피스", with: type)
        }
        return #"{"boxOfficeResult":{"boxofficeType":"\#(type)","showRange":"\#(range)","yearWeekTime":"","weeklyBoxOfficeList":[]}}"#
    }

    /// The recorded movie list (five movies matching 범죄와의 전쟁) for a title it holds, on page 1;
    /// else the recorded shape with no movies (assumed: no recording shows an empty search).
    static func movieListAnswer(_ query: [String: String]) -> String {
        let title = query["movieNm"] ?? "", page = Int(query["curPage"] ?? "1") ?? 1
        if page == 1, !title.isEmpty, let recorded = try? Fixtures.text("kofic/other/movieList-sample.json"),
           "범죄와의 전쟁".contains(title) || title.contains("범죄와의") {
            return recorded
        }
        return #"{"movieListResult":{"totCnt":0,"source":"영화진흥위원회","movieList":[]}}"#
    }

    static func date(_ compact: String) -> Date? {
        guard compact.count == 8, let y = Int(compact.prefix(4)), let m = Int(compact.dropFirst(4).prefix(2)), let d = Int(compact.suffix(2))
        else { return nil }
        return Calendar.gregorianUTC.date(from: DateComponents(year: y, month: m, day: d))
    }

    static func compact(_ date: Date) -> String {
        let c = Calendar.gregorianUTC.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d%02d%02d", c.year!, c.month!, c.day!)
    }
}

extension Calendar {
    static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()
}

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

extension KOFICFake {
    /// People, companies and codes from `kofic/more`: a recorded code's body, else the recorded all-`null`
    /// body; a company code that is not eight digits gets the recorded `320220` fault (its
    /// `parameterValue` rewritten to the code asked for). A name search filters the recorded list page
    /// by names holding the text, paged by `curPage`/`itemPerPage` (assumed: KOBIS matches so). The
    /// code list is the recorded array in `{"codes": […]}` (assumed: its envelope is not recorded).
    static func filmographyAnswer(_ request: LoopbackHTTPServer.Request, _ configuration: Configuration) -> String? {
        let query = request.query
        func recorded(_ path: String) -> String? { try? Fixtures.text("kofic/more/" + path) }
        if request.path.hasSuffix("/people/searchPeopleInfo.json") {
            let code = query["peopleCd"] ?? ""
            return configuration.people[code] ?? (code.allSatisfy(\.isNumber) ? recorded("people/searchPeopleInfo_peopleCd=\(code).json") : nil)
                ?? recorded("people/searchPeopleInfo_no-such-person_all-null.json")
        }
        if request.path.hasSuffix("/company/searchCompanyInfo.json") {
            let code = query["companyCd"] ?? ""
            guard code.count == 8, code.allSatisfy(\.isNumber) else {
                return recorded("errors/320220-bad-companyCd_companyCd=2013214.json")?.replacingOccurrences(of: "parameterValue=2013214", with: "parameterValue=\(code)")
            }
            return configuration.companies[code] ?? recorded("company/searchCompanyInfo_companyCd=\(code).json")
                ?? recorded("company/searchCompanyInfo_no-such-company_all-null.json")
        }
        if request.path.hasSuffix("/people/searchPeopleList.json") {
            return listPage(RecordedLists.people, listKey: "peopleList", resultKey: "peopleListResult", nameKey: "peopleNm", query: query)
        }
        if request.path.hasSuffix("/company/searchCompanyList.json") {
            return listPage(RecordedLists.companies, listKey: "companyList", resultKey: "companyListResult", nameKey: "companyNm", query: query)
        }
        if request.path.hasSuffix("/code/searchCodeList.json") {
            if let body = configuration.codeLists[query["comCode"] ?? ""] { return body }
            guard query["comCode"] == "0105000000", let array = recorded("codes/searchCodeList_comCode=0105000000_codes-array-only.json") else {
                return #"{"codes":[]}"#
            }
            return #"{"codes":"# + array.trimmingCharacters(in: .whitespacesAndNewlines) + "}"
        }
        return nil
    }

    /// The rows of a recorded list whose `nameKey` holds the asked name, one page of them, in the list's envelope.
    static func listPage(_ rows: [[String: Any]], listKey: String, resultKey: String, nameKey: String, query: [String: String]) -> String {
        let name = query[nameKey] ?? ""
        let matching = rows.filter { name.isEmpty || (($0[nameKey] as? String)?.contains(name) ?? false) }
        let size = max(1, Int(query["itemPerPage"] ?? "10") ?? 10), page = max(1, Int(query["curPage"] ?? "1") ?? 1)
        let slice = Array(matching.dropFirst((page - 1) * size).prefix(size))
        let body: [String: Any] = [resultKey: ["totCnt": matching.count, listKey: slice, "source": "영화진흥위원회"]]
        return String(decoding: (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }
}

/// The recorded list pages of `kofic/more` (gzip), decompressed once with the system's `gzip`.
public enum RecordedLists {
    nonisolated(unsafe) public static let people: [[String: Any]] = rows("people/searchPeopleList_9999-of-170659-people.json.gz", "peopleListResult", "peopleList")
    nonisolated(unsafe) public static let companies: [[String: Any]] = rows("company/searchCompanyList_all-11849-companies.json.gz", "companyListResult", "companyList")

    static func rows(_ path: String, _ resultKey: String, _ listKey: String) -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", Fixtures.url("kofic/more/" + path).path]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?[resultKey] as? [String: Any])?[listKey] as? [[String: Any]] ?? []
    }
}
