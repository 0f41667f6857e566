import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// What every source's repository does with an exchange: send it, turn transport failures into
/// `SourceError`, and decode the JSON body into a DTO, naming what did not decode.
///
/// Each source adds only its own error bodies (`errorBody`): KOFIC's `faultInfo` on HTTP 200,
/// Google's `error`, Kakao's `errorType`.
struct JSONAnswer: Sendable {
    let client: any HTTPClient
    /// Named in transport faults (`Google Books: connection refused`); nil for KOFIC, the default.
    var service: String? = nil
    /// A source's reading of an error body (on any status); nil when the body is no error.
    let errorBody: @Sendable (_ status: Int, _ body: Data) -> SourceError?

    func fetch<DTO: Decodable>(_ request: HTTPRequest, as type: DTO.Type) async throws -> DTO {
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch let error as HTTPError {
            if case .status(let code, _, let body) = error, let known = errorBody(code, body) { throw known }
            throw Self.sourceError(for: error).naming(service)
        }
        if let known = errorBody(response.status, response.body) { throw known }
        do {
            return try JSONDecoder().decode(DTO.self, from: response.body)
        } catch let error as DecodingError {
            throw SourceError.unusableAnswer(detail: Self.describe(error, body: response.body)).naming(service)
        }
    }

    /// Statuses every API shares: 401/403 a rejected key, 429 a spent quota, other 4xx an
    /// unusable exchange, the rest (5xx and transport faults, after retries) unreachable.
    static func sourceError(for error: HTTPError) -> SourceError {
        switch error {
        case .status(let code, _, _) where code == 401 || code == 403:
            .keyRejected(detail: "HTTP \(code)")
        case .status(429, _, _):
            .quotaExhausted(detail: "HTTP 429 (too many requests)")
        case .status(let code, _, _) where (400...499).contains(code):
            .unusableAnswer(detail: "HTTP \(code)")
        default:
            .unreachable(detail: error.reason)
        }
    }

    static func describe(_ error: DecodingError, body: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let start = String(decoding: body.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return start.hasPrefix("<") ? "the answer is HTML, not JSON" : "the answer is not valid JSON"
        case .keyNotFound(let key, let context):
            return "missing field \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "field \(path(context.codingPath)) has an unexpected type"
        @unknown default:
            return "the answer could not be decoded"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }
}

extension SourceError {
    /// The same error with its detail prefixed by a service's name (`Kakao: HTTP 503`).
    func naming(_ service: String?) -> SourceError {
        guard let service else { return self }
        switch self {
        case .keyMissing: return self
        case .keyRejected(let detail): return .keyRejected(detail: "\(service): \(detail)")
        case .quotaExhausted(let detail): return .quotaExhausted(detail: "\(service): \(detail)")
        case .unreachable(let detail): return .unreachable(detail: "\(service): \(detail)")
        case .unusableAnswer(let detail): return .unusableAnswer(detail: "\(service): \(detail)")
        case .refusedParameter(let detail): return .refusedParameter(detail: "\(service): \(detail)")
        }
    }
}
