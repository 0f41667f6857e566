import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// People and companies from KOBIS (`searchPeopleInfo`/`List`, `searchCompanyInfo`/`List`).
public struct KOFICFilmographyRepository: PeopleRepository, CompanyRepository {
    private let endpoint: KOFICEndpoint
    private let decoder: JSONAnswer

    public init(endpoint: KOFICEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        decoder = KOFICResponseDecoder.answer(client)
    }

    /// KOBIS's lists take up to 100 rows a page.
    static let pageSize = 100

    public func person(_ code: KOBISCode) async throws -> Person? {
        let dto = try await decoder.fetch(endpoint.personInfo(code), as: KOFICPeopleInfoResponseDTO.self)
        do { return try dto.peopleInfoResult?.peopleInfo?.toDomain(requested: code) } catch { throw SourceError.unusableAnswer(detail: error.description) }
    }

    public func people(named name: String, limit: Int) async throws -> [FilmographyListing] {
        let dto = try await decoder.fetch(endpoint.peopleList(named: name, page: 1, pageSize: min(limit, Self.pageSize)), as: KOFICPeopleListResponseDTO.self)
        return Array(dto.toDomain().prefix(limit))
    }

    public func company(_ code: KOBISCode) async throws -> Company? {
        let dto = try await decoder.fetch(endpoint.companyInfo(code.rawValue), as: KOFICCompanyInfoResponseDTO.self)
        do { return try dto.companyInfoResult?.companyInfo?.toDomain(requested: code) } catch { throw SourceError.unusableAnswer(detail: error.description) }
    }

    public func companies(named name: String, limit: Int) async throws -> [FilmographyListing] {
        let dto = try await decoder.fetch(endpoint.companyList(named: name, page: 1, pageSize: min(limit, Self.pageSize)), as: KOFICCompanyListResponseDTO.self)
        return Array(dto.toDomain().prefix(limit))
    }
}

/// People and companies through the archive: a stored copy younger than `maxAge` is used as is,
/// else KOBIS is asked and its answer stored (an unknown code is never stored). When KOBIS fails
/// with a passing fault and a stale copy exists, the stale copy answers. Name searches go to KOBIS.
public struct CachedFilmographyRepository: PeopleRepository, CompanyRepository {
    let remote: (any PeopleRepository & CompanyRepository)?
    let store: any FilmographyStore
    let maxAge: TimeInterval
    let clock: any TimeSource

    /// - Parameter remote: nil without a key: only what the archive holds answers.
    public init(remote: (any PeopleRepository & CompanyRepository)?, store: any FilmographyStore, maxAge: TimeInterval, clock: any TimeSource) {
        self.remote = remote
        self.store = store
        self.maxAge = maxAge
        self.clock = clock
    }

    public func person(_ code: KOBISCode) async throws -> Person? {
        try await through(try await store.storedPerson(code).map { ($0.person, $0.fetchedAt) },
                          fetch: { try await $0.person(code) }, keep: { try await store.storePerson($0, fetchedAt: $1) })
    }

    public func company(_ code: KOBISCode) async throws -> Company? {
        try await through(try await store.storedCompany(code).map { ($0.company, $0.fetchedAt) },
                          fetch: { try await $0.company(code) }, keep: { try await store.storeCompany($0, fetchedAt: $1) })
    }

    public func people(named name: String, limit: Int) async throws -> [FilmographyListing] {
        guard let remote else { throw SourceError.keyMissing(variable: "KOFIC_API_KEY") }
        return try await remote.people(named: name, limit: limit)
    }

    public func companies(named name: String, limit: Int) async throws -> [FilmographyListing] {
        guard let remote else { throw SourceError.keyMissing(variable: "KOFIC_API_KEY") }
        return try await remote.companies(named: name, limit: limit)
    }

    private func through<Value: Sendable>(_ stored: (Value, Date)?, fetch: (any PeopleRepository & CompanyRepository) async throws -> Value?,
                                          keep: (Value, Date) async throws -> Void) async throws -> Value? {
        if let stored, clock.now().timeIntervalSince(stored.1) < maxAge { return stored.0 }
        guard let remote else {
            if let stored { return stored.0 }
            throw SourceError.keyMissing(variable: "KOFIC_API_KEY")
        }
        do {
            guard let fresh = try await fetch(remote) else { return nil }
            try await keep(fresh, clock.now())
            return fresh
        } catch let error as SourceError where !error.endsTheRun {
            if let stored { return stored.0 }
            throw error
        }
    }
}
