import BoxOfficeDomain

/// What a look-up by name finds: the one subject, or the listing to choose from. The one shape of
/// `movie`, `people` and `company` answers, for every front end.
public enum Lookup<Subject: Sendable, Listing: Sendable>: Sendable {
    case one(Subject)
    case several(Listing)
}

/// A look-up's subject: a code, or a name to search.
public enum LookupKey: Sendable, Hashable {
    case code(KOBISCode)
    case name(String)
}

/// Why a look-up found nothing.
public enum LookupMiss: Error, Hashable, Sendable {
    case noPerson(KOBISCode), noCompany(KOBISCode)
    case noPersonNamed(String), noCompanyNamed(String)
    /// KOBIS has no codes under that parent code.
    case noCodes(String)
}

/// A person by code or name, with their films' chart records: for `boxoffice people` and the
/// `person` tool.
public struct LookUpPerson: Sendable {
    let people: any PeopleRepository
    /// The archive's charts (nil: no archive, no records).
    let charts: (any FilmographyStore)?

    public init(people: any PeopleRepository, charts: (any FilmographyStore)?) {
        self.people = people
        self.charts = charts
    }

    public func execute(_ key: LookupKey, limit: Int = 20) async throws -> Lookup<Filmography<Person>, [FilmographyListing]> {
        switch key {
        case .code(let code):
            guard let person = try await people.person(code) else { throw LookupMiss.noPerson(code) }
            let records = try await charts?.chartRecords(of: person.films.compactMap(\.movieCode)) ?? [:]
            return .one(Filmography(subject: person, films: person.films, records: records))
        case .name(let name):
            let found = try await people.people(named: name, limit: limit)
            guard let first = found.first else { throw LookupMiss.noPersonNamed(name) }
            guard found.count == 1, let code = KOBISCode(first.code) else { return .several(found) }
            return try await execute(.code(code))
        }
    }
}

/// A company by code or name, with its films' chart records: for `boxoffice company` and the
/// `company` tool.
public struct LookUpCompany: Sendable {
    let companies: any CompanyRepository
    let charts: (any FilmographyStore)?

    public init(companies: any CompanyRepository, charts: (any FilmographyStore)?) {
        self.companies = companies
        self.charts = charts
    }

    public func execute(_ key: LookupKey, limit: Int = 20) async throws -> Lookup<Filmography<Company>, [FilmographyListing]> {
        switch key {
        case .code(let code):
            guard let company = try await companies.company(code) else { throw LookupMiss.noCompany(code) }
            let records = try await charts?.chartRecords(of: company.films.compactMap(\.movieCode)) ?? [:]
            return .one(Filmography(subject: company, films: company.films, records: records))
        case .name(let name):
            let found = try await companies.companies(named: name, limit: limit)
            guard let first = found.first else { throw LookupMiss.noCompanyNamed(name) }
            guard found.count == 1, let code = KOBISCode(first.code) else { return .several(found) }
            return try await execute(.code(code))
        }
    }
}
