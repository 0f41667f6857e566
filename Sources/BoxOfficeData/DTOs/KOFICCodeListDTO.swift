import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// `searchCodeList.json`. Only the `codes` array of one answer is recorded (regions), not its
/// envelope: the public clients read `codes` at the top (`res.data.codes`), so that is expected;
/// a bare array and a `codeListResult` envelope like the other services' are accepted too.
struct KOFICCodeListDTO: Decodable, Sendable {
    let codes: [Code]

    struct Code: Decodable, Sendable {
        let fullCd: String?
        let korNm: String?
        let engNm: String?
    }

    private struct Envelope: Decodable { let codes: [Code]?; let codeListResult: Inner? }
    private struct Inner: Decodable { let codes: [Code]? }

    init(from decoder: any Decoder) throws {
        if let array = try? [Code](from: decoder) {
            codes = array
            return
        }
        let envelope = try Envelope(from: decoder)
        guard let found = envelope.codes ?? envelope.codeListResult?.codes else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no codes array (at the top, or in codeListResult)"))
        }
        codes = found
    }

    func toDomain() -> [KOBISCodeEntry] {
        codes.compactMap { code in
            guard let full = recordedName(code.fullCd), let name = recordedName(code.korNm) else { return nil }
            return KOBISCodeEntry(code: full, name: name, englishName: recordedName(code.engNm))
        }
    }
}

/// KOBIS's code lists.
public struct KOFICCodeListRepository: CodeListRepository {
    private let endpoint: KOFICEndpoint
    private let decoder: JSONAnswer

    public init(endpoint: KOFICEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        decoder = KOFICResponseDecoder.answer(client)
    }

    public func codes(under parent: String) async throws -> [KOBISCodeEntry] {
        try await decoder.fetch(endpoint.codeList(parent), as: KOFICCodeListDTO.self).toDomain()
    }
}

/// Code lists through the archive: kept `maxAge` (they change once in years: 강원도 became
/// 강원특별자치도 in 2023), answered offline once kept.
public struct CachedCodeListRepository: CodeListRepository {
    let remote: (any CodeListRepository)?
    let store: any CodeListStore
    let maxAge: TimeInterval
    let clock: any TimeSource

    public init(remote: (any CodeListRepository)?, store: any CodeListStore, maxAge: TimeInterval, clock: any TimeSource) {
        self.remote = remote
        self.store = store
        self.maxAge = maxAge
        self.clock = clock
    }

    public func codes(under parent: String) async throws -> [KOBISCodeEntry] {
        let stored = try await store.storedCodes(under: parent)
        if let stored, clock.now().timeIntervalSince(stored.fetchedAt) < maxAge { return stored.codes }
        guard let remote else {
            if let stored { return stored.codes }
            throw SourceError.keyMissing(variable: "KOFIC_API_KEY")
        }
        do {
            let fresh = try await remote.codes(under: parent)
            if !fresh.isEmpty { try await store.storeCodes(fresh, under: parent, fetchedAt: clock.now()) }
            return fresh
        } catch let error as SourceError where !error.endsTheRun {
            if let stored { return stored.codes }
            throw error
        }
    }
}

/// Code lists as the archive keeps them, read only (`history`, the site on a reader): what is kept,
/// however old; nothing is asked of KOBIS and nothing is kept.
public struct ArchivedCodeListRepository: CodeListRepository {
    let store: any CodeListReading

    public init(store: any CodeListReading) { self.store = store }

    public func codes(under parent: String) async throws -> [KOBISCodeEntry] {
        if let stored = try await store.storedCodes(under: parent) { return stored.codes }
        throw SourceError.keyMissing(variable: "KOFIC_API_KEY")
    }
}
