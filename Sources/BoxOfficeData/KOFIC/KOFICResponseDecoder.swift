import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// KOFIC's answers: HTTP 200 even on errors, with a `faultInfo` body.
enum KOFICResponseDecoder {
    static func answer(_ client: any HTTPClient) -> JSONAnswer {
        JSONAnswer(client: client) { _, body in
            (try? JSONDecoder().decode(KOFICFaultEnvelopeDTO.self, from: body)).map { sourceError(for: $0.faultInfo) }
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
}
