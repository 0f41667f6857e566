import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Google Books API v1 (`/books/v1/volumes`); the key is optional and sent as `key`, a secret.
public struct GoogleBooksRepository: BookSearchRepository {
    public static let defaultBaseURL = URL(string: "https://www.googleapis.com")!

    public let source = BookSource.google
    public let maxPageSize = 40
    public let maxResults = 1000
    private let baseURL: URL
    private let apiKey: String?
    private let answer: JSONAnswer

    public init(baseURL: URL = GoogleBooksRepository.defaultBaseURL, apiKey: String?, client: any HTTPClient) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        answer = JSONAnswer(client: client, service: "Google Books", errorBody: Self.error)
    }

    public func search(_ query: String, sort: BookSort, page index: Int, pageSize: Int) async throws -> BookSearchPage {
        let request = self.request("books/v1/volumes", [
            ("q", query), ("startIndex", String(index * pageSize)), ("maxResults", String(pageSize)),
            ("orderBy", sort == .newest ? "newest" : "relevance"),
        ])
        return try await Self.map { try await answer.fetch(request, as: GoogleVolumesDTO.self).toDomain(pageSize: pageSize) }
    }

    public func book(isbn: ISBN) async throws -> Book? {
        let request = self.request("books/v1/volumes", [("q", "isbn:\(isbn.value)"), ("maxResults", "1")])
        return try await Self.map { try await answer.fetch(request, as: GoogleVolumesDTO.self).toDomain(pageSize: 1).books.first }
    }

    public func book(id: String) async throws -> Book? {
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        do {
            return try await Self.map { try await answer.fetch(request("books/v1/volumes/\(id)", []), as: GoogleVolumeDTO.self).toDomain() }
        } catch SourceError.unusableAnswer(let detail) where detail.hasPrefix("Google Books error 404") || detail == "Google Books: HTTP 404" {
            return nil
        }
    }

    private func request(_ path: String, _ parameters: [(String, String)]) -> HTTPRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = parameters.map { URLQueryItem(name: $0.0, value: $0.1) } + (apiKey.map { [URLQueryItem(name: "key", value: $0)] } ?? [])
        return HTTPRequest(url: components.url!, secretQueryItems: ["key"])
    }

    private static func map<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as DTOMappingError {
            throw SourceError.unusableAnswer(detail: "Google Books: \(error.description)")
        }
    }

    /// Google's `error` body: a bad key and spent quotas by their `reason`, other client errors as
    /// unusable; server errors are left to the transport mapping (retried, then unreachable).
    static func error(status: Int, body: Data) -> SourceError? {
        guard status >= 400, status < 500, let dto = try? JSONDecoder().decode(GoogleErrorDTO.self, from: body) else { return nil }
        let reasons = (dto.error.errors ?? []).compactMap(\.reason)
        let detail = "Google Books error \(dto.error.code ?? status): \(dto.error.message ?? reasons.joined(separator: ", "))"
        if reasons.contains(where: { ["keyInvalid", "keyExpired", "forbidden", "accessNotConfigured"].contains($0) }) || status == 401 {
            return .keyRejected(detail: detail)
        }
        if status == 429 || reasons.contains(where: { $0.lowercased().contains("limitexceeded") || $0 == "quotaExceeded" }) {
            return .quotaExhausted(detail: detail)
        }
        return .unusableAnswer(detail: detail)
    }
}
