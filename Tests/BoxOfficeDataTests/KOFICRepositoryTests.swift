import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeURLSession
import BoxOfficeTestSupport
import Foundation
import Testing

/// The real URLSession code against the loopback fake serving the recordings.
@Suite struct KOFICRepositoryTests {
    let key = KOFICFake.Configuration().apiKey

    func repositories(_ fake: KOFICFake, key: String? = nil, retries: RetryPolicy = RetryPolicy(maxAttempts: 3, baseDelaySeconds: 0.01))
        -> (KOFICDailyBoxOfficeRepository, KOFICMovieDetailsRepository) {
        let endpoint = KOFICEndpoint(baseURL: fake.baseURL, apiKey: key ?? self.key)
        let client = RetryingHTTPClient(base: URLSessionHTTPClient(timeout: 2), policy: retries)
        return (KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client), KOFICMovieDetailsRepository(endpoint: endpoint, client: client))
    }

    @Test func fetchesARecordedDayWithTheRealEndpointAndParameters() async throws {
        let fake = try KOFICFake()
        let (daily, _) = repositories(fake)
        let chart = try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
        #expect(chart.entries.count == 10)
        #expect(chart.entries.first?.title == "드림")
        let request = try #require(fake.requests.first)
        #expect(request.path == "/boxoffice/searchDailyBoxOfficeList.json")
        #expect(request.query == ["key": key, "targetDt": "20230426"])
    }

    @Test func fetchesARecordedMovie() async throws {
        let fake = try KOFICFake()
        let (_, movies) = repositories(fake)
        let movie = try await movies.movieDetails(for: MovieCode("20184574")!)
        #expect(movie?.englishTitle == "Green Book")
        #expect(fake.requests.first?.path == "/movie/searchMovieInfo.json")
        #expect(fake.requests.first?.query["movieCd"] == "20184574")
    }

    @Test func anUnknownMovieIsNil() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.missingMovie = #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"# // assumed shape
        let (_, movies) = repositories(try KOFICFake(configuration))
        #expect(try await movies.movieDetails(for: MovieCode("20990000")!) == nil)
    }

    @Test func aDayWithNoDataIsEmpty() async throws {
        let (daily, _) = repositories(try KOFICFake()) // the fake's default for an unrecorded day: an empty list (assumed)
        #expect(try await daily.dailyBoxOffice(on: CalendarDate(iso: "2024-01-01")!).entries.isEmpty)
    }

    @Test func theRecordedInvalidKeyFaultIsARejectedKey() async throws {
        let fake = try KOFICFake()
        let (daily, _) = repositories(fake, key: "wrong")
        await #expect(throws: SourceError.keyRejected(detail: "KOFIC fault 320010: 유효하지않은 키값입니다.")) {
            try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
        }
        #expect(fake.requests.count == 1) // a fault is an answer: no retry
    }

    /// Not recorded: KOFIC's quota fault. These bodies are made up in the recorded `faultInfo` shape:
    /// a message about the daily call limit is a spent quota whatever its code (320011 and 320099
    /// included, and a message that also names the key), unless the code is the documented 320010.
    @Test(arguments: [
        ("일일 호출 한도를 초과하였습니다.", "320099", "quota"),
        ("일일 호출 한도를 초과하였습니다.", "320011", "quota"),
        ("키의 일일 사용 횟수를 초과했습니다.", "320012", "quota"),
        ("API 키 호출 한도 초과", "", "quota"),
        ("일일 호출 한도를 초과하였습니다.", "320010", "key"),
        ("유효하지않은 키값입니다.", "320010", "key"),
        ("알 수 없는 오류", "320011", "unusable"),
    ])
    func aQuotaFaultIsRecognisedByItsWording(_ message: String, _ code: String, _ expected: String) async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forDaily(.body(#"{"faultInfo":{"message":"\#(message)","errorCode":"\#(code)"}}"#))]
        let (daily, _) = repositories(try KOFICFake(configuration))
        await #expect {
            try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
        } throws: { error in
            switch (error as? SourceError, expected) {
            case (.quotaExhausted?, "quota"), (.keyRejected?, "key"), (.unusableAnswer?, "unusable"): true
            default: false
            }
        }
    }

    @Test func otherRecordedFaultsAreUnusableAnswers() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forDaily(.body(try Fixtures.text("kofic/errors/320103-bad-targetDt-format.json")))]
        let (daily, _) = repositories(try KOFICFake(configuration))
        await #expect {
            try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
        } throws: { error in
            guard case .unusableAnswer(let detail) = error as? SourceError else { return false }
            return detail.contains("320103")
        }
    }

    @Test(arguments: [
        ("{\"boxOfficeResult\":", "not valid JSON"),
        ("<html><body>Service Temporarily Unavailable</body></html>", "HTML"),
        (#"{"boxOfficeResult":{"dailyBoxOfficeList":[{"rank":"1"}]}}"#, "missing field"),
        (#"{"unexpected":true}"#, "missing field boxOfficeResult"),
    ])
    func brokenAnswersAreUnusable(_ body: String, _ phrase: String) async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forDaily(.body(body))]
        let fake = try KOFICFake(configuration)
        let (daily, _) = repositories(fake)
        await #expect {
            try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
        } throws: { error in
            guard case .unusableAnswer(let detail) = error as? SourceError else { return false }
            return detail.contains(phrase)
        }
        #expect(fake.requests.count == 1)
    }

    @Test func transient500sAreRetriedThenSucceed() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forDaily(.status(500), times: 2)]
        let fake = try KOFICFake(configuration)
        let (daily, _) = repositories(fake)
        #expect(try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!).entries.count == 10)
        #expect(fake.requests.count == 3)
    }

    @Test func persistent503IsUnreachableAfterThreeTries() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forDaily(.status(503))]
        let fake = try KOFICFake(configuration)
        let (daily, _) = repositories(fake)
        await #expect(throws: SourceError.unreachable(detail: "HTTP 503")) {
            try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
        }
        #expect(fake.requests.count == 3)
    }

    @Test func theKeyNeverAppearsInAnError() async throws {
        let secret = "feedfacefeedfacefeedfacefeedface"
        var configuration = KOFICFake.Configuration()
        configuration.apiKey = secret
        configuration.faults = [.forDaily(.dropConnection)]
        let (daily, _) = repositories(try KOFICFake(configuration), key: secret)
        do {
            _ = try await daily.dailyBoxOffice(on: CalendarDate(iso: "2023-04-26")!)
            Issue.record("expected a failure")
        } catch {
            #expect(!String(describing: error).contains(secret))
            #expect(!String(reflecting: error).contains(secret))
        }
    }
}

/// Weekly charts and the movie list, where the recordings are silent: no recording shows a week
/// without data nor a search without a match, so every plausible shape is accepted.
@Suite struct WeeklyAndMovieListShapesTests {
    let key = KOFICFake.Configuration().apiKey

    func endpoint(_ fake: KOFICFake) -> (KOFICEndpoint, any HTTPClient) {
        (KOFICEndpoint(baseURL: fake.baseURL, apiKey: key), RetryingHTTPClient(base: URLSessionHTTPClient(timeout: 2), policy: RetryPolicy(maxAttempts: 1)))
    }

    @Test(arguments: [
        #"{"boxOfficeResult":{"boxofficeType":"주말 박스오피스","showRange":"20150306~20150308","yearWeekTime":"201510","weeklyBoxOfficeList":[]}}"#,
        #"{"boxOfficeResult":{"boxofficeType":"주말 박스오피스","showRange":"20150306~20150308"}}"#,
        #"{"boxOfficeResult":{}}"#,
    ])
    func anEmptyWeekInAnyShapeIsAnEmptyChart(_ body: String) async throws {
        var configuration = KOFICFake.Configuration()
        configuration.weekly["20150308-1"] = body
        let fake = try KOFICFake(configuration)
        let (endpoint, client) = endpoint(fake)
        let chart = try await KOFICWeeklyBoxOfficeRepository(endpoint: endpoint, client: client).weeklyBoxOffice(.weekend, containing: CalendarDate(iso: "2015-03-04")!)
        #expect(chart.entries.isEmpty && chart.range.start == CalendarDate(iso: "2015-03-06"))
    }

    @Test func aWeekForOtherDaysIsRefused() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.weekly["20120101-1"] = try Fixtures.text("kofic/weekly/20120101-weekGb1.json")
        configuration.weekly["20120108-1"] = configuration.weekly["20120101-1"]
        let fake = try KOFICFake(configuration)
        let (endpoint, client) = endpoint(fake)
        await #expect(throws: SourceError.self) {
            try await KOFICWeeklyBoxOfficeRepository(endpoint: endpoint, client: client).weeklyBoxOffice(.weekend, containing: CalendarDate(iso: "2012-01-08")!)
        }
    }

    @Test(arguments: [
        #"{"movieListResult":{"totCnt":0,"source":"영화진흥위원회","movieList":[]}}"#,
        #"{"movieListResult":{"totCnt":"0","source":"영화진흥위원회","movieList":[]}}"#,
        #"{"movieListResult":{"totCnt":0,"source":"영화진흥위원회"}}"#,
    ])
    func noMatchInAnyShapeIsAnEmptyPage(_ body: String) async throws {
        var configuration = KOFICFake.Configuration()
        configuration.movieLists["없는 영화"] = body
        let fake = try KOFICFake(configuration)
        let (endpoint, client) = endpoint(fake)
        let page = try await KOFICMovieSearchRepository(endpoint: endpoint, client: client)
            .searchMovies(MovieSearchQuery(title: "없는 영화"), page: 1, pageSize: 20)
        #expect(page.total == 0 && page.movies.isEmpty)
    }

    @Test func theRecordedListMapsEveryField() async throws {
        let fake = try KOFICFake()
        let (endpoint, client) = endpoint(fake)
        let page = try await KOFICMovieSearchRepository(endpoint: endpoint, client: client)
            .searchMovies(MovieSearchQuery(title: "범죄와의 전쟁"), page: 1, pageSize: 100)
        #expect(page.total == 5 && page.movies.count == 5)
        let gangster = try #require(page.movies.first { $0.code.rawValue == "20113557" })
        #expect(gangster.title == "범죄와의 전쟁: 나쁜놈들 전성시대" && gangster.englishTitle == "Nameless Gangster : Rules of the Time")
        #expect(gangster.productionYear == 2011 && gangster.openDate == CalendarDate(iso: "2012-02-02"))
        #expect(gangster.genres == ["범죄", "드라마"] && gangster.nations == ["한국"] && gangster.directors == ["윤종빈"])
        #expect(gangster.companies == ["(주)팔레트픽처스", "(주)쇼박스"] && gangster.kind == "장편" && gangster.status == "개봉")
        #expect(page.movies.first?.code.rawValue == "2023C168" && page.movies.first?.openDate == nil, "a code with a letter; no open date")
    }
}
