import BoxOfficeDomain

/// `searchWeeklyBoxOfficeList.json`: the daily list's item shape under `weeklyBoxOfficeList`, with
/// the week as `showRange` (`20111230~20120101`) and `yearWeekTime` (`201152`).
struct KOFICWeeklyBoxOfficeResponseDTO: Decodable, Sendable {
    let boxOfficeResult: KOFICWeeklyBoxOfficeResultDTO
}

struct KOFICWeeklyBoxOfficeResultDTO: Decodable, Sendable {
    let boxofficeType: String?
    let showRange: String?
    let yearWeekTime: String?
    /// Assumed absent or empty for a week with no data (no recording shows one).
    let weeklyBoxOfficeList: [KOFICDailyBoxOfficeDTO]?
}

extension KOFICWeeklyBoxOfficeResultDTO {
    /// The chart, checked against the range asked for: a `showRange` naming other days is refused.
    func toDomain(requested range: WeekRange) throws(DTOMappingError) -> WeeklyBoxOffice {
        if let showRange, !showRange.isEmpty {
            let days = showRange.split(separator: "~").map { CalendarDate(compact: String($0)) }
            guard days.count == 2, days[0] == range.start, days[1] == range.end else {
                throw DTOMappingError(field: "showRange", value: showRange, expected: "\(range.start.compact)~\(range.end.compact)")
            }
        }
        var entries: [BoxOfficeEntry] = []
        for item in weeklyBoxOfficeList ?? [] { entries.append(try item.toDomain()) }
        return WeeklyBoxOffice(range: range, entries: try ChartRows.consistent(entries, period: "\(range.start.iso) to \(range.end.iso)"))
    }
}
