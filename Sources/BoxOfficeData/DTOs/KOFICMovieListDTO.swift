import BoxOfficeDomain

/// `searchMovieList.json`: `movieListResult` with `totCnt` (a number) and `movieList`.
struct KOFICMovieListResponseDTO: Decodable, Sendable {
    let movieListResult: KOFICMovieListResultDTO
}

struct KOFICMovieListResultDTO: Decodable, Sendable {
    /// A JSON number in the recording; a numeric string is accepted too (the other lists send strings).
    let totCnt: FlexibleInteger?
    let source: String?
    /// Assumed empty or absent when nothing matches (no recording shows that).
    let movieList: [KOFICMovieListItemDTO]?
}

/// An integer sent as a number or as a string.
struct FlexibleInteger: Decodable, Sendable {
    let value: Int
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Int(text) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a whole number")
        }
    }
}

struct KOFICMovieListItemDTO: Decodable, Sendable {
    let movieCd: String
    let movieNm: String?
    let movieNmEn: String?
    let prdtYear: String?
    let openDt: String?
    let typeNm: String?
    let prdtStatNm: String?
    let nationAlt: String?
    let genreAlt: String?
    let directors: [Person]?
    let companys: [Company]?

    struct Person: Decodable, Sendable { let peopleNm: String? }
    struct Company: Decodable, Sendable { let companyNm: String? }
}

extension KOFICMovieListResultDTO {
    func toDomain() throws(DTOMappingError) -> MovieSearchPage {
        var movies: [MovieSummary] = []
        for item in movieList ?? [] { movies.append(try item.toDomain()) }
        return MovieSearchPage(total: totCnt?.value ?? movies.count, movies: movies)
    }
}

extension KOFICMovieListItemDTO {
    func toDomain() throws(DTOMappingError) -> MovieSummary {
        func split(_ text: String?) -> [String] {
            (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return MovieSummary(
            code: try WireValue.movieCode(movieCd, field: "movieCd"),
            title: movieNm ?? "", englishTitle: movieNmEn ?? "",
            productionYear: try WireValue.optionalInteger(prdtYear ?? "", field: "prdtYear"),
            openDate: try WireValue.optionalDate(openDt ?? "", field: "openDt"),
            kind: typeNm ?? "", status: prdtStatNm ?? "", nations: split(nationAlt), genres: split(genreAlt),
            directors: (directors ?? []).compactMap(\.peopleNm).filter { !$0.isEmpty },
            companies: (companys ?? []).compactMap(\.companyNm).filter { !$0.isEmpty }
        )
    }
}
