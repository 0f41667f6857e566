@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation


/// A recorded day, mapped through the real DTO.
func recordedDay(_ compact: String) throws -> DailyBoxOffice {
    let data = try Fixtures.data("kofic/daily/\(compact).json")
    return try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: data).boxOfficeResult.toDomain(requested: CalendarDate(compact: compact)!)
}

func recordedMovie(_ code: String) throws -> MovieDetails {
    let data = try Fixtures.data("kofic/movie/\(code).json")
    return try JSONDecoder().decode(KOFICMovieInfoResponseDTO.self, from: data).toDomain(requested: MovieCode(code)!)!
}

func archivedDay(_ chart: DailyBoxOffice, fetchedAt: Date = Date(timeIntervalSince1970: 1_700_000_000), provisional: Bool = false) -> ArchivedDay {
    ArchivedDay(report: DailyReport(date: chart.date, rows: chart.entries.map { .init(entry: $0, details: nil) }),
                fetchedAt: fetchedAt, source: "test", provisional: provisional, revision: 1)
}
