import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Kakao (Daum) book search (`/v3/search/book`), key in `Authorization: KakaoAK …`.
public struct KakaoBooksRepository: BookSearchRepository {
    public static let defaultBaseURL = URL(string: "https://dapi.kakao.com")!

    public let source = BookSource.kakao
    public let maxPageSize = 50
    /// 50 pages of at most 50.
    public let maxResults = 2500
    private let baseURL: URL
    private let apiKey: String
    private let answer: JSONAnswer

    public init(baseURL: URL = KakaoBooksRepository.defaultBaseURL, apiKey: String, client: any HTTPClient) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        answer = JSONAnswer(client: client, service: "Kakao", errorBody: Self.error)
    }

    public func search(_ query: String, sort: BookSort, page index: Int, pageSize: Int) async throws -> BookSearchPage {
        guard index < 50 else { return BookSearchPage(books: [], totalHits: nil, isEnd: true) }
        let request = self.request([("query", query), ("sort", sort == .newest ? "latest" : "accuracy"),
                                    ("page", String(index + 1)), ("size", String(pageSize))])
        do {
            return try await answer.fetch(request, as: KakaoBookSearchDTO.self).toDomain()
        } catch let error as DTOMappingError {
            throw SourceError.unusableAnswer(detail: "Kakao: \(error.description)")
        }
    }

    public func book(isbn: ISBN) async throws -> Book? {
        let request = self.request([("query", isbn.value), ("target", "isbn"), ("size", "1")])
        do {
            return try await answer.fetch(request, as: KakaoBookSearchDTO.self).toDomain().books.first
        } catch let error as DTOMappingError {
            throw SourceError.unusableAnswer(detail: "Kakao: \(error.description)")
        }
    }

    /// Kakao has no lookup by its own identifier.
    public func book(id: String) async throws -> Book? { nil }

    private func request(_ parameters: [(String, String)]) -> HTTPRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent("v3/search/book"), resolvingAgainstBaseURL: false)!
        components.queryItems = parameters.map { URLQueryItem(name: $0.0, value: $0.1) }
        return HTTPRequest(url: components.url!, headers: ["Authorization": "KakaoAK \(apiKey)"])
    }

    /// Kakao's `errorType` body: 401 a rejected key, 429 or a limit a spent quota, other client
    /// errors unusable; server errors are left to the transport mapping.
    static func error(status: Int, body: Data) -> SourceError? {
        guard status >= 400, status < 500, let dto = try? JSONDecoder().decode(KakaoErrorDTO.self, from: body) else { return nil }
        let detail = "Kakao \(dto.errorType)" + (dto.message.map { ": \($0)" } ?? "")
        if status == 401 || dto.errorType == "AccessDeniedError" { return .keyRejected(detail: detail) }
        if status == 429 || dto.errorType.lowercased().contains("limit") || dto.errorType.lowercased().contains("quota") {
            return .quotaExhausted(detail: detail)
        }
        return .unusableAnswer(detail: detail)
    }
}
