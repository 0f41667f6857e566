@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing


/// A recorded day, mapped through the real DTO.
func recordedDay(_ compact: String) throws -> DailyBoxOffice {
    let data = try Fixtures.data("kofic/daily/\(compact).json")
    return try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: data).boxOfficeResult.toDomain(requested: CalendarDate(compact: compact)!)
}

func recordedMovie(_ code: String) throws -> MovieDetails {
    let data = try Fixtures.data("kofic/movie/\(code).json")
    return try JSONDecoder().decode(KOFICMovieInfoResponseDTO.self, from: data).toDomain(requested: MovieCode(code)!)!
}

/// The recorded weekend of 2012-01-01 (weekGb 1), mapped through the real DTO.
func recordedWeekend() throws -> WeeklyBoxOffice {
    let data = try Fixtures.data("kofic/weekly/20120101-weekGb1.json")
    let range = WeekRange(kind: .weekend, start: CalendarDate(iso: "2011-12-30")!, end: CalendarDate(iso: "2012-01-01")!)
    return try JSONDecoder().decode(KOFICWeeklyBoxOfficeResponseDTO.self, from: data).boxOfficeResult.toDomain(requested: range)
}

/// A recorded Google Books volume, mapped through the real DTO.
func recordedBook() throws -> Book {
    try JSONDecoder().decode(GoogleVolumeDTO.self, from: Fixtures.data("books/google/volume-ISQcDAAAQBAJ.json")).toDomain()
}

func archivedDay(_ chart: DailyBoxOffice, fetchedAt: Date = Date(timeIntervalSince1970: 1_700_000_000), provisional: Bool = false) -> ArchivedDay {
    ArchivedDay(report: DailyReport(date: chart.date, rows: chart.entries.map { .init(entry: $0, details: nil) }),
                fetchedAt: fetchedAt, source: "test", provisional: provisional, revision: 1)
}

/// The archive's stores, as the parameterised suite runs them: SQLite always, PostgreSQL where a
/// server can be started (Debian's `postgresql`; always under CI).
enum ArchiveStore: String, Sendable, CustomTestStringConvertible {
    case sqlite, postgresql

    static var allCases: [ArchiveStore] { [.sqlite] + (MachineTool.postgreSQLServer.runsHere ? [.postgresql] : []) }

    var testDescription: String { rawValue }

    /// A new, empty archive of this store, alive as long as `scratch` (its file, or its database).
    func open(in scratch: TemporaryFolder) throws -> RelationalBoxOfficeArchive {
        try ArchiveStore.open(location(in: scratch))
    }

    /// Where a new archive of this store would be: a file path, or a fresh database's address.
    func location(in scratch: TemporaryFolder) throws -> String {
        switch self {
        case .sqlite: return scratch.unique("archive.sqlite")
        case .postgresql:
            let database = try PostgreSQLTestDatabase()
            scratch.keep(database)
            return database.address
        }
    }

    static func open(_ location: String, existing: Bool = false, readers: Int = 0) throws(ArchiveError) -> RelationalBoxOfficeArchive {
        PostgreSQLAddress.isPostgreSQL(location)
            ? try PostgreSQLBoxOfficeArchive(address: location, mode: existing ? .existing : .create, readers: readers)
            : try SQLiteBoxOfficeArchive(path: location, mode: existing ? .existing : .create, readers: readers)
    }
}

extension RelationalBoxOfficeArchive {
    /// Rows in a table, asked of the store itself.
    func count(_ table: String) throws -> Int {
        try withSession { try $0.query("SELECT count(*) FROM \(table)").first?.first?.int ?? -1 }
    }
}
