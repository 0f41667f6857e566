import BoxOfficeDomain

// `searchPeopleInfo`, `searchPeopleList`, `searchCompanyInfo`, `searchCompanyList` as recorded in
// `kofic/more` (people/, company/). Every field is optional: an unknown code is a success body whose
// fields are all `null` (recorded for both), and KOBIS leaves English names, CEOs and sexes `null`.
// Codable: the archive keeps a fetched person or company in this same form.

/// `searchPeopleInfo.json`.
struct KOFICPeopleInfoResponseDTO: Codable, Sendable {
    let peopleInfoResult: Result?

    struct Result: Codable, Sendable {
        let peopleInfo: KOFICPersonDTO?
        let source: String?
    }
}

struct KOFICPersonDTO: Codable, Sendable, Hashable {
    let peopleCd: String?
    let peopleNm: String?
    let peopleNmEn: String?
    let sex: String?
    let repRoleNm: String?
    let filmos: [Filmo]?

    struct Filmo: Codable, Sendable, Hashable {
        let movieCd: String?
        let movieNm: String?
        let moviePartNm: String?
    }
}

/// `searchCompanyInfo.json`.
struct KOFICCompanyInfoResponseDTO: Codable, Sendable {
    let companyInfoResult: Result?

    struct Result: Codable, Sendable {
        let companyInfo: KOFICCompanyDTO?
        let source: String?
    }
}

struct KOFICCompanyDTO: Codable, Sendable, Hashable {
    let companyCd: String?
    let companyNm: String?
    let companyNmEn: String?
    let ceoNm: String?
    let parts: [Part]?
    let filmos: [Filmo]?

    struct Part: Codable, Sendable, Hashable { let companyPartNm: String? }

    struct Filmo: Codable, Sendable, Hashable {
        let movieCd: String?
        let movieNm: String?
        let companyPartNm: String?
    }
}

/// `searchPeopleList.json`: `filmoNames` joins titles with `|`.
struct KOFICPeopleListResponseDTO: Decodable, Sendable {
    let peopleListResult: Result?

    struct Result: Decodable, Sendable {
        let totCnt: Int?
        let peopleList: [Row]?
    }

    struct Row: Decodable, Sendable {
        let peopleCd: String?
        let peopleNm: String?
        let peopleNmEn: String?
        let repRoleNm: String?
        let filmoNames: String?
    }
}

/// `searchCompanyList.json`: `filmoNames` joins titles with commas (and titles hold commas), cut at
/// times with `…총 N편`; one recorded row spells `companyPartName` for `companyPartNames`.
struct KOFICCompanyListResponseDTO: Decodable, Sendable {
    let companyListResult: Result?

    struct Result: Decodable, Sendable {
        let totCnt: Int?
        let companyList: [Row]?
    }

    struct Row: Decodable, Sendable {
        let companyCd: String?
        let companyNm: String?
        let companyNmEn: String?
        let companyPartNames: String?
        let companyPartName: String?
        let ceoNm: String?
        let filmoNames: String?
    }
}

/// A name as KOBIS wrote it, or nil for `null` and for an empty or blank string.
func recordedName(_ text: String?) -> String? {
    guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return text
}

extension KOFICPersonDTO {
    /// The person, or nil for the all-`null` body of an unknown code.
    func toDomain(requested code: KOBISCode) throws(DTOMappingError) -> Person? {
        guard let wire = recordedName(peopleCd) else { return nil }
        guard wire == code.rawValue else { throw DTOMappingError(field: "peopleCd", value: wire, expected: "the requested code \(code)") }
        return Person(code: code, name: recordedName(peopleNm), englishName: recordedName(peopleNmEn), sex: recordedName(sex),
                      role: recordedName(repRoleNm),
                      films: (filmos ?? []).compactMap { FilmCredits.credit(code: $0.movieCd, title: $0.movieNm, part: $0.moviePartNm) })
    }

    init(_ person: Person) {
        self.init(peopleCd: person.code.rawValue, peopleNm: person.name, peopleNmEn: person.englishName, sex: person.sex,
                  repRoleNm: person.role,
                  filmos: person.films.map { Filmo(movieCd: $0.movieCode?.rawValue, movieNm: $0.title, moviePartNm: $0.part) })
    }
}

extension KOFICCompanyDTO {
    /// The company, or nil for the all-`null` body of an unknown code.
    func toDomain(requested code: KOBISCode) throws(DTOMappingError) -> Company? {
        guard let wire = recordedName(companyCd) else { return nil }
        guard wire == code.rawValue else { throw DTOMappingError(field: "companyCd", value: wire, expected: "the requested code \(code)") }
        return Company(code: code, name: recordedName(companyNm), englishName: recordedName(companyNmEn), ceo: recordedName(ceoNm),
                       parts: (parts ?? []).compactMap { recordedName($0.companyPartNm) },
                       films: (filmos ?? []).compactMap { FilmCredits.credit(code: $0.movieCd, title: $0.movieNm, part: $0.companyPartNm) })
    }

    init(_ company: Company) {
        self.init(companyCd: company.code.rawValue, companyNm: company.name, companyNmEn: company.englishName, ceoNm: company.ceo,
                  parts: company.parts.map { Part(companyPartNm: $0) },
                  filmos: company.films.map { Filmo(movieCd: $0.movieCode?.rawValue, movieNm: $0.title, companyPartNm: $0.part) })
    }
}

extension KOFICPeopleListResponseDTO {
    func toDomain() -> [FilmographyListing] {
        (peopleListResult?.peopleList ?? []).compactMap { row in
            guard let code = recordedName(row.peopleCd) else { return nil }
            return FilmographyListing(code: code, name: recordedName(row.peopleNm), englishName: recordedName(row.peopleNmEn),
                                      role: recordedName(row.repRoleNm), films: FilmCredits.titles(pipeJoined: row.filmoNames))
        }
    }
}

extension KOFICCompanyListResponseDTO {
    func toDomain() -> [FilmographyListing] {
        (companyListResult?.companyList ?? []).compactMap { row in
            guard let code = recordedName(row.companyCd) else { return nil }
            let (films, count) = FilmCredits.titles(commaJoined: row.filmoNames)
            return FilmographyListing(code: code, name: recordedName(row.companyNm), englishName: recordedName(row.companyNmEn),
                                      role: recordedName(row.companyPartNames ?? row.companyPartName), films: films, filmCount: count)
        }
    }
}

/// KOBIS's filmographies as its lists write them.
enum FilmCredits {
    /// A filmography item; nil without a title. A code that is not a movie code is dropped, the film kept.
    static func credit(code: String?, title: String?, part: String?) -> FilmCredit? {
        guard let title = recordedName(title) else { return nil }
        return FilmCredit(movieCode: code.flatMap(MovieCode.init), title: title, part: recordedName(part) ?? "")
    }

    /// A people list's `filmoNames`: titles joined with `|` (no recorded title holds one).
    static func titles(pipeJoined text: String?) -> [String] {
        (text ?? "").split(separator: "|", omittingEmptySubsequences: true).map(String.init).filter { recordedName($0) != nil }
    }

    /// A company list's `filmoNames`: titles joined with a bare comma, where titles hold a comma
    /// followed by a space (`고산자, 대동여지도`, `색, 계`): a comma splits only when no space follows
    /// it. A list cut short ends `…총 685편` (685 films in all): that count is returned apart.
    static func titles(commaJoined text: String?) -> (titles: [String], count: Int?) {
        var body = Substring(text ?? "")
        var count: Int?
        if let marker = body.range(of: "...총 ", options: .backwards), body.hasSuffix("편"),
           let total = Int(body[marker.upperBound...].dropLast()) {
            count = total
            body = body[..<marker.lowerBound]
        }
        var titles: [String] = [], current = ""
        var characters = body.makeIterator()
        var pending = characters.next()
        while let character = pending {
            let next = characters.next()
            if character == ",", next != " " {
                titles.append(current)
                current = ""
            } else {
                current.append(character)
            }
            pending = next
        }
        titles.append(current)
        return (titles.filter { recordedName($0) != nil }, count)
    }
}
