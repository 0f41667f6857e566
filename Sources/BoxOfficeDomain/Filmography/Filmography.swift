import Foundation

/// A KOBIS person or company code: eight digits (`searchPeopleInfo`, `searchCompanyInfo` refuse any
/// other, KOFIC fault 320220).
public struct KOBISCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Nil unless `text` is exactly eight ASCII digits.
    public init?(_ text: String) {
        guard text.utf8.count == 8, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }
    public static func < (lhs: KOBISCode, rhs: KOBISCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One film of a filmography: KOBIS's code and title, and the part played in it (감독, 배우, 배급사 …).
public struct FilmCredit: Hashable, Sendable {
    /// Nil when KOBIS gave no usable movie code.
    public var movieCode: MovieCode?
    public var title: String
    /// KOBIS's word for the part, as recorded; empty when it gave none.
    public var part: String

    public init(movieCode: MovieCode?, title: String, part: String) {
        self.movieCode = movieCode
        self.title = title
        self.part = part
    }
}

/// A person KOBIS knows (`searchPeopleInfo`). Names KOBIS leaves out (`null`, often the English
/// name and the sex) are nil, never the text "null".
public struct Person: Hashable, Sendable {
    public var code: KOBISCode
    public var name: String?
    public var englishName: String?
    public var sex: String?
    /// KOBIS's main role for them (`repRoleNm`: 감독, 배우 …).
    public var role: String?
    public var films: [FilmCredit]

    public init(code: KOBISCode, name: String?, englishName: String?, sex: String?, role: String?, films: [FilmCredit]) {
        self.code = code
        self.name = name
        self.englishName = englishName
        self.sex = sex
        self.role = role
        self.films = films
    }
}

/// A company KOBIS knows (`searchCompanyInfo`): its parts (배급사, 제작사, 수입사 …) and its films,
/// each with the part it had in it (a film may come once per part).
public struct Company: Hashable, Sendable {
    public var code: KOBISCode
    public var name: String?
    public var englishName: String?
    /// KOBIS's CEO field as written (several names joined by commas at times).
    public var ceo: String?
    public var parts: [String]
    public var films: [FilmCredit]

    public init(code: KOBISCode, name: String?, englishName: String?, ceo: String?, parts: [String], films: [FilmCredit]) {
        self.code = code
        self.name = name
        self.englishName = englishName
        self.ceo = ceo
        self.parts = parts
        self.films = films
    }

    /// The parts its films name, in the order of its own parts list, then the others as they first come.
    public var filmParts: [String] {
        var order = parts.filter { part in films.contains { $0.part == part } }
        for film in films where !order.contains(film.part) { order.append(film.part) }
        return order
    }
}

/// A row of a name search (`searchPeopleList`, `searchCompanyList`): who, and the films it names.
public struct FilmographyListing: Hashable, Sendable {
    /// As KOBIS lists it: a company code in its list is not always eight digits.
    public var code: String
    public var name: String?
    public var englishName: String?
    /// A person's main role; a company's parts joined as KOBIS lists them.
    public var role: String?
    /// The titles the list names, most recent first as KOBIS lists them.
    public var films: [String]
    /// The filmography's length when the list says the titles were cut (`…총 685편`).
    public var filmCount: Int?

    public init(code: String, name: String?, englishName: String?, role: String?, films: [String], filmCount: Int? = nil) {
        self.code = code
        self.name = name
        self.englishName = englishName
        self.role = role
        self.films = films
        self.filmCount = filmCount
    }
}

/// What the daily charts say of one film (the national list): its best rank, its days in the top
/// ten, and its accumulated audience on the last of them.
public struct ChartRecord: Hashable, Sendable {
    public var bestRank: Int
    public var daysInTopTen: Int
    public var firstCharted: CalendarDate
    public var lastCharted: CalendarDate
    public var lastAudienceAccumulated: Int
    public var lastSalesAccumulated: Int

    public init(bestRank: Int, daysInTopTen: Int, firstCharted: CalendarDate, lastCharted: CalendarDate,
                lastAudienceAccumulated: Int, lastSalesAccumulated: Int) {
        self.bestRank = bestRank
        self.daysInTopTen = daysInTopTen
        self.firstCharted = firstCharted
        self.lastCharted = lastCharted
        self.lastAudienceAccumulated = lastAudienceAccumulated
        self.lastSalesAccumulated = lastSalesAccumulated
    }
}

/// Where people come from: KOBIS, or the archive in front of it.
public protocol PeopleRepository: Sendable {
    /// The person, or nil when KOBIS knows no one by that code.
    func person(_ code: KOBISCode) async throws -> Person?
    /// The people whose name holds `name`, as KOBIS lists them (at most `limit`).
    func people(named name: String, limit: Int) async throws -> [FilmographyListing]
}

/// Where companies come from: KOBIS, or the archive in front of it.
public protocol CompanyRepository: Sendable {
    /// The company, or nil when KOBIS knows none by that code.
    func company(_ code: KOBISCode) async throws -> Company?
    /// The companies whose name holds `name`, as KOBIS lists them (at most `limit`).
    func companies(named name: String, limit: Int) async throws -> [FilmographyListing]
}

/// People and companies kept with the time they were fetched (the cache-through repositories' store).
public protocol FilmographyReading: Sendable {
    func storedPerson(_ code: KOBISCode) async throws -> (person: Person, fetchedAt: Date)?
    func storedCompany(_ code: KOBISCode) async throws -> (company: Company, fetchedAt: Date)?
    /// The chart records of the films the daily charts hold, by code (a film never charted is absent).
    func chartRecords(of codes: [MovieCode]) async throws -> [MovieCode: ChartRecord]
}

/// People and companies kept in the archive, read and written (the write half beside `FilmographyReading`).
public protocol FilmographyStore: FilmographyReading {
    func storePerson(_ person: Person, fetchedAt: Date) async throws
    func storeCompany(_ company: Company, fetchedAt: Date) async throws
}

/// A person or a company with what the archive's daily charts say of each of its films.
public struct Filmography<Subject: Sendable & Hashable>: Sendable, Hashable {
    public var subject: Subject
    public var films: [FilmCredit]
    /// The charted films' records by code (a film never in the archived top ten is absent).
    public var records: [MovieCode: ChartRecord]

    public init(subject: Subject, films: [FilmCredit], records: [MovieCode: ChartRecord]) {
        self.subject = subject
        self.films = films
        self.records = records
    }

    /// Its charted films by the year of their first charted day: how many, and their last
    /// accumulated audience and sales summed (each film once, whatever its parts).
    public var years: [FilmYear] {
        var byYear: [Int: FilmYear] = [:]
        for code in Set(films.compactMap(\.movieCode)) {
            guard let record = records[code] else { continue }
            let year = record.firstCharted.year
            var total = byYear[year] ?? FilmYear(year: year, films: 0, audience: 0, sales: 0)
            total.films += 1
            total.audience += record.lastAudienceAccumulated
            total.sales += record.lastSalesAccumulated
            byYear[year] = total
        }
        return byYear.values.sorted { $0.year > $1.year }
    }
}

/// A year of a filmography's charted films.
public struct FilmYear: Sendable, Hashable {
    public var year: Int
    public var films: Int
    public var audience: Int
    public var sales: Int

    public init(year: Int, films: Int, audience: Int, sales: Int) {
        self.year = year
        self.films = films
        self.audience = audience
        self.sales = sales
    }
}

/// One of KOBIS's codes (`searchCodeList`): a region, a nation, a kind of film.
public struct KOBISCodeEntry: Hashable, Sendable {
    /// `fullCd` (0105001).
    public var code: String
    /// `korNm` (서울시).
    public var name: String
    /// `engNm`; nil when KOBIS gives none (it gives "" for every region).
    public var englishName: String?

    public init(code: String, name: String, englishName: String?) {
        self.code = code
        self.name = name
        self.englishName = englishName
    }
}

/// The code lists `boxoffice codes` names, with their KOBIS parent code (`comCode`). A parent code
/// not named here can still be asked for as such.
public enum KOBISCodeGroup: String, CaseIterable, Sendable {
    case regions, nations, kinds, types

    /// `comCode`: 0105000000 is recorded (regions); the others are the values public KOBIS clients send.
    public var parent: String {
        switch self {
        case .regions: "0105000000"
        case .nations: "2204000000"
        case .kinds: "0104000000"
        case .types: "0102000000"
        }
    }
}

/// Where KOBIS's code lists come from.
public protocol CodeListRepository: Sendable {
    /// The codes under `parent`, in KOBIS's order; empty when it has none.
    func codes(under parent: String) async throws -> [KOBISCodeEntry]
}

/// Code lists kept with the time they were fetched.
public protocol CodeListReading: Sendable {
    func storedCodes(under parent: String) async throws -> (codes: [KOBISCodeEntry], fetchedAt: Date)?
}

/// KOBIS's code lists kept in the archive, read and written (the write half beside `CodeListReading`).
public protocol CodeListStore: CodeListReading {
    func storeCodes(_ codes: [KOBISCodeEntry], under parent: String, fetchedAt: Date) async throws
}

extension Array where Element == KOBISCodeEntry {
    /// The region a user means: its code (0105001), its whole name (서울시), or the one name that
    /// begins with what was typed (서울, 부산).
    public func region(matching text: String) -> KOBISCodeEntry? {
        let typed = text.trimmingCharacters(in: .whitespaces)
        if let exact = first(where: { $0.code == typed || $0.name == typed || $0.englishName?.lowercased() == typed.lowercased() }) { return exact }
        let prefixed = filter { $0.name.hasPrefix(typed) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }
}
