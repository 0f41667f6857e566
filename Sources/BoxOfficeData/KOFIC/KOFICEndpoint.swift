import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Builds KOFIC requests: the base URL (configurable, for loopback fakes) plus the real paths.
public struct KOFICEndpoint: Sendable {
    public static let defaultBaseURL = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!

    public let baseURL: URL
    let apiKey: String

    public init(baseURL: URL = KOFICEndpoint.defaultBaseURL, apiKey: String) {
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    public func dailyBoxOffice(on date: CalendarDate, list: ChartList = .all) -> HTTPRequest {
        var parameters = [("targetDt", date.compact)]
        parameters += Self.filter(list)
        return request("boxoffice/searchDailyBoxOfficeList.json", parameters)
    }

    /// KOFIC's parameter for a list's segment: `repNationCd`, `multiMovieYn` or `wideAreaCd`.
    static func filter(_ list: ChartList) -> [(String, String)] {
        switch list.segment {
        case nil: []
        case .nation(let code): [("repNationCd", code)]
        case .kind(let code): [("multiMovieYn", code)]
        case .region(let code): [("wideAreaCd", code)]
        }
    }

    /// KOFIC's `weekGb` of each kind.
    static func weekGb(_ kind: WeeklyKind) -> String {
        switch kind {
        case .week: "0"
        case .weekend: "1"
        case .weekdays: "2"
        }
    }

    /// The weekly chart: `targetDt` is the range's last day (any day of the week would do).
    public func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList = .all) -> HTTPRequest {
        request("boxoffice/searchWeeklyBoxOfficeList.json",
                [("targetDt", kind.range(containing: date).end.compact), ("weekGb", Self.weekGb(kind))] + Self.filter(list))
    }

    /// The movie list: by title, and optionally director and opening year (`openStartDt`/`openEndDt`).
    public func movieList(_ query: MovieSearchQuery, page: Int, pageSize: Int) -> HTTPRequest {
        var parameters = [("movieNm", query.title), ("curPage", String(page)), ("itemPerPage", String(pageSize))]
        if let director = query.director { parameters.append(("directorNm", director)) }
        if let year = query.year { parameters += [("openStartDt", String(year)), ("openEndDt", String(year))] }
        return request("movie/searchMovieList.json", parameters)
    }

    public func movieInfo(_ code: MovieCode) -> HTTPRequest {
        request("movie/searchMovieInfo.json", [("movieCd", code.rawValue)])
    }

    /// `searchPeopleInfo`: a person by their eight-digit code.
    public func personInfo(_ code: KOBISCode) -> HTTPRequest {
        request("people/searchPeopleInfo.json", [("peopleCd", code.rawValue)])
    }

    /// `searchPeopleList` by name (`peopleNm`).
    public func peopleList(named name: String, page: Int, pageSize: Int) -> HTTPRequest {
        request("people/searchPeopleList.json", [("peopleNm", name), ("curPage", String(page)), ("itemPerPage", String(pageSize))])
    }

    /// `searchCompanyInfo`: a company by its code (KOFIC refuses one that is not eight digits, 320220).
    public func companyInfo(_ code: String) -> HTTPRequest {
        request("company/searchCompanyInfo.json", [("companyCd", code)])
    }

    /// `searchCompanyList` by name (`companyNm`).
    public func companyList(named name: String, page: Int, pageSize: Int) -> HTTPRequest {
        request("company/searchCompanyList.json", [("companyNm", name), ("curPage", String(page)), ("itemPerPage", String(pageSize))])
    }

    /// `searchCodeList`: the codes under a parent code (`comCode`, such as 0105000000 for regions).
    public func codeList(_ parent: String) -> HTTPRequest {
        request("code/searchCodeList.json", [("comCode", parent)])
    }

    private func request(_ path: String, _ parameters: [(String, String)]) -> HTTPRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "key", value: apiKey)] + parameters.map { URLQueryItem(name: $0.0, value: $0.1) }
        return HTTPRequest(url: components.url!, secretQueryItems: ["key"])
    }
}
