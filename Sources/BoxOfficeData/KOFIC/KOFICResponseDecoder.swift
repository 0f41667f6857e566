import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Turns a KOFIC exchange into a DTO, or into the `SourceError` that says why it cannot.
///
/// KOFIC answers HTTP 200 even on errors, with a `faultInfo` body; that is checked first.
struct KOFICResponseDecoder: Sendable {
    let client: any HTTPClient

    func fetch<DTO: Decodable>(_ request: HTTPRequest, as type: DTO.Type) async throws -> DTO {
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch let error as HTTPError {
            throw KOFICResponseDecoder.sourceError(for: error)
        }
        let decoder = JSONDecoder()
        if let envelope = try? decoder.decode(KOFICFaultEnvelopeDTO.self, from: response.body) {
            throw KOFICResponseDecoder.sourceError(for: envelope.faultInfo)
        }
        do {
            return try decoder.decode(DTO.self, from: response.body)
        } catch let error as DecodingError {
            throw SourceError.unusableAnswer(detail: KOFICResponseDecoder.describe(error, body: response.body))
        }
    }

    static func sourceError(for error: HTTPError) -> SourceError {
        switch error {
        case .status(let code, _) where code == 401 || code == 403:
            .keyRejected(detail: "HTTP \(code)")
        case .status(429, _):
            .quotaExhausted(detail: "HTTP 429 (too many requests)")
        case .status(let code, _) where (400...499).contains(code):
            .unusableAnswer(detail: "HTTP \(code)")
        default:
            .unreachable(detail: error.reason)
        }
    }

    /// KOFIC's fault codes: 320010 is the documented invalid key. The quota fault's code is in no
    /// recording, so it is recognised by its wording (한도 limit, 초과 exceeded, 횟수 count).
    static func sourceError(for fault: KOFICFaultDTO) -> SourceError {
        let code = fault.errorCode ?? "?"
        let message = fault.message ?? ""
        let detail = "KOFIC fault \(code)" + (message.isEmpty ? "" : ": \(message)")
        if code == "320010" || code == "320011" || (message.contains("키") && message.contains("유효")) {
            return .keyRejected(detail: detail)
        }
        if ["한도", "초과", "횟수"].contains(where: message.contains) {
            return .quotaExhausted(detail: detail)
        }
        return .unusableAnswer(detail: detail)
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
