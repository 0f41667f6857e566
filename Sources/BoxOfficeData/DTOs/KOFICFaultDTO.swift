/// KOFIC's error body, sent with HTTP 200: `{"faultInfo":{"message":"…","errorCode":"…"}}`.
struct KOFICFaultEnvelopeDTO: Decodable, Sendable {
    let faultInfo: KOFICFaultDTO
}

struct KOFICFaultDTO: Decodable, Sendable, Hashable {
    let message: String?
    let errorCode: String?
}
