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

    /// KOFIC's faults. `320010` is the only documented code (an invalid key). The quota fault's
    /// code is in no recording, so it is recognised by its wording (한도 limit, 초과 exceeded,
    /// 횟수 count): such a message is a spent quota whatever its code, unless
    /// the code is `320010`. No other code is guessed to mean anything.
    static func sourceError(for fault: KOFICFaultDTO) -> SourceError {
        let code = fault.errorCode ?? "?"
        let message = fault.message ?? ""
        let detail = "KOFIC fault \(code)" + (message.isEmpty ? "" : ": \(message)")
        if code == invalidKeyCode { return .keyRejected(detail: detail) }
        // The recorded 320220 ("…8자리 숫자 문자열입니다.[parameterName=companyCd,…]"): a malformed code.
        if code == malformedParameterCode { return .refusedParameter(detail: detail) }
        if quotaWords.contains(where: message.contains) { return .quotaExhausted(detail: detail) }
        // The recorded 320010 message ("유효하지않은 키값입니다."), whatever code it comes with.
        if message.contains("키") && message.contains("유효") { return .keyRejected(detail: detail) }
        return .unusableAnswer(detail: detail)
    }

    static let invalidKeyCode = "320010"
    static let malformedParameterCode = "320220"
    static let quotaWords = ["한도", "초과", "횟수"]
}
