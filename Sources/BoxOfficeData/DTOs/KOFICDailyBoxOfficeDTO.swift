import BoxOfficeDomain

/// `searchDailyBoxOfficeList.json`: every item field is a string on the wire.
struct KOFICDailyBoxOfficeResponseDTO: Decodable, Sendable {
    let boxOfficeResult: KOFICDailyBoxOfficeResultDTO
}

struct KOFICDailyBoxOfficeResultDTO: Decodable, Sendable {
    let boxofficeType: String?
    /// `YYYYMMDD~YYYYMMDD`
    let showRange: String?
    /// Assumed absent or empty on a day with no data (no recording shows that day).
    let dailyBoxOfficeList: [KOFICDailyBoxOfficeDTO]?
}

struct KOFICDailyBoxOfficeDTO: Decodable, Sendable, Hashable {
    let rnum: String?
    let rank: String
    let rankInten: String
    let rankOldAndNew: String
    let movieCd: String
    let movieNm: String
    let openDt: String
    let salesAmt: String
    let salesShare: String
    let salesInten: String
    let salesChange: String
    let salesAcc: String
    let audiCnt: String
    let audiInten: String
    let audiChange: String
    let audiAcc: String
    let scrnCnt: String
    let showCnt: String
}

extension KOFICDailyBoxOfficeResultDTO {
    func toDomain(requested date: CalendarDate) throws(DTOMappingError) -> DailyBoxOffice {
        if let showRange, !showRange.isEmpty {
            let first = String(showRange.prefix { $0 != "~" })
            guard CalendarDate(compact: first) == date else {
                throw DTOMappingError(field: "showRange", value: showRange, expected: "the requested day \(date.compact)")
            }
        }
        var entries: [BoxOfficeEntry] = []
        for item in dailyBoxOfficeList ?? [] { entries.append(try item.toDomain()) }
        return DailyBoxOffice(date: date, entries: try ChartRows.consistent(entries, period: date.iso))
    }
}

extension KOFICDailyBoxOfficeDTO {
    func toDomain() throws(DTOMappingError) -> BoxOfficeEntry {
        let movement: RankMovement
        switch rankOldAndNew {
        case "NEW": movement = .new
        case "OLD": movement = .moved(places: try WireValue.integer(rankInten, field: "rankInten"))
        default: throw DTOMappingError(field: "rankOldAndNew", value: rankOldAndNew, expected: "OLD or NEW")
        }
        // KOFIC's rankInten is previous rank minus today's rank: positive means the movie climbed.
        return BoxOfficeEntry(
            rank: try WireValue.integer(rank, field: "rank"),
            movement: movement,
            movieCode: try WireValue.movieCode(movieCd, field: "movieCd"),
            title: movieNm,
            openDate: try WireValue.optionalDate(openDt, field: "openDt"),
            audience: try WireValue.integer(audiCnt, field: "audiCnt"),
            audienceChange: try WireValue.integer(audiInten, field: "audiInten"),
            audienceChangePercent: try WireValue.decimal(audiChange, field: "audiChange"),
            audienceAccumulated: try WireValue.integer(audiAcc, field: "audiAcc"),
            sales: try WireValue.integer(salesAmt, field: "salesAmt"),
            salesChange: try WireValue.integer(salesInten, field: "salesInten"),
            salesChangePercent: try WireValue.decimal(salesChange, field: "salesChange"),
            salesShare: try WireValue.decimal(salesShare, field: "salesShare"),
            salesAccumulated: try WireValue.integer(salesAcc, field: "salesAcc"),
            screens: try WireValue.integer(scrnCnt, field: "scrnCnt"),
            shows: try WireValue.integer(showCnt, field: "showCnt")
        )
    }
}
