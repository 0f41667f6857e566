import BoxOfficeDomain

/// `searchMovieInfo.json`.
struct KOFICMovieInfoResponseDTO: Decodable, Sendable {
    let movieInfoResult: KOFICMovieInfoResultDTO?
}

struct KOFICMovieInfoResultDTO: Decodable, Sendable {
    /// Assumed empty (`{}`) or absent for an unknown code: no recording shows one.
    let movieInfo: KOFICMovieInfoDTO?
    let source: String?
}

/// Every field is present in every recording; all are optional here so that an empty
/// `movieInfo` object decodes and reads as "no such movie".
struct KOFICMovieInfoDTO: Decodable, Sendable, Hashable {
    let movieCd: String?
    let movieNm: String?
    let movieNmEn: String?
    let movieNmOg: String?
    let showTm: String?
    let prdtYear: String?
    let openDt: String?
    let prdtStatNm: String?
    let typeNm: String?
    let nations: [Nation]?
    let genres: [Genre]?
    let directors: [Person]?
    let actors: [Actor]?
    let showTypes: [ShowType]?
    let companys: [Company]?
    let audits: [Audit]?

    struct Nation: Decodable, Sendable, Hashable { let nationNm: String? }
    struct Genre: Decodable, Sendable, Hashable { let genreNm: String? }
    struct Person: Decodable, Sendable, Hashable { let peopleNm: String?; let peopleNmEn: String? }
    struct Actor: Decodable, Sendable, Hashable { let peopleNm: String?; let peopleNmEn: String?; let cast: String?; let castEn: String? }
    struct ShowType: Decodable, Sendable, Hashable { let showTypeGroupNm: String?; let showTypeNm: String? }
    struct Company: Decodable, Sendable, Hashable { let companyCd: String?; let companyNm: String?; let companyNmEn: String?; let companyPartNm: String? }
    struct Audit: Decodable, Sendable, Hashable { let auditNo: String?; let watchGradeNm: String? }
}

extension KOFICMovieInfoResponseDTO {
    /// The movie, or nil when the answer holds none (empty or missing `movieInfo`).
    func toDomain(requested code: MovieCode) throws(DTOMappingError) -> MovieDetails? {
        guard let info = movieInfoResult?.movieInfo, let wireCode = info.movieCd, !wireCode.isEmpty else { return nil }
        guard wireCode == code.rawValue else {
            throw DTOMappingError(field: "movieCd", value: wireCode, expected: "the requested code \(code)")
        }
        return try info.toDomain()
    }
}

extension KOFICMovieInfoDTO {
    func toDomain() throws(DTOMappingError) -> MovieDetails {
        func nonEmpty(_ values: [String?]?) -> [String] {
            (values ?? []).compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return MovieDetails(
            code: try WireValue.movieCode(movieCd ?? "", field: "movieCd"),
            title: movieNm ?? "",
            englishTitle: movieNmEn ?? "",
            originalTitle: movieNmOg ?? "",
            runtimeMinutes: try WireValue.optionalInteger(showTm ?? "", field: "showTm"),
            productionYear: try WireValue.optionalInteger(prdtYear ?? "", field: "prdtYear"),
            openDate: try WireValue.optionalDate(openDt ?? "", field: "openDt"),
            productionStatus: prdtStatNm ?? "",
            kind: typeNm ?? "",
            nations: nonEmpty(nations?.map(\.nationNm)),
            genres: nonEmpty(genres?.map(\.genreNm)),
            directors: (directors ?? []).compactMap { person in
                guard let name = person.peopleNm, !name.isEmpty else { return nil }
                return MovieDetails.Person(name: name, englishName: person.peopleNmEn ?? "")
            },
            actors: (actors ?? []).compactMap { actor in
                guard let name = actor.peopleNm, !name.isEmpty else { return nil }
                return MovieDetails.Actor(
                    person: MovieDetails.Person(name: name, englishName: actor.peopleNmEn ?? ""),
                    role: actor.cast ?? ""
                )
            },
            showTypes: nonEmpty(showTypes?.map { type in
                [type.showTypeGroupNm, type.showTypeNm].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            }),
            companies: (companys ?? []).compactMap { company in
                guard let name = company.companyNm, !name.isEmpty else { return nil }
                return MovieDetails.Company(name: name, part: company.companyPartNm ?? "", code: company.companyCd.flatMap { $0.isEmpty ? nil : $0 })
            },
            watchGrades: nonEmpty(audits?.map(\.watchGradeNm))
        )
    }
}
