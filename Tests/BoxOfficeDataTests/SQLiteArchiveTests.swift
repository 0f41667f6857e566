@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// Real SQLite files in temporary folders; no mocks of the database.
@Suite struct SQLiteArchiveTests {
    /// Every archive file of a test lives here, removed when the test ends.
    let scratch = TemporaryFolder("archive")

    @Test(arguments: Fixtures.names(in: "kofic/daily"))
    func roundTripsEveryFieldOfEveryRecordedDay(_ compact: String) async throws {
        let archive = try SQLiteBoxOfficeArchive(path: scratch.unique("archive.sqlite"))
        let chart = try recordedDay(compact)
        let fetchedAt = Date(timeIntervalSince1970: 1_700_000_123)
        #expect(try await archive.store(archivedDay(chart, fetchedAt: fetchedAt, provisional: true)) == .added)
        let day = try #require(try await archive.day(chart.date))
        #expect(day.report.rows.map(\.entry) == chart.entries)
        #expect(day.fetchedAt == fetchedAt && day.provisional && day.revision == 1 && day.source == "test")
    }

    @Test(arguments: Fixtures.names(in: "kofic/movie"))
    func roundTripsEveryRecordedMovie(_ code: String) async throws {
        let archive = try SQLiteBoxOfficeArchive(path: scratch.unique("archive.sqlite"))
        let movie = try recordedMovie(code)
        try await archive.storeDetails(movie, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let stored = try #require(try await archive.storedDetails(for: movie.code))
        #expect(stored.details == movie)
        #expect(stored.fetchedAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func reArchivingTheSameNumbersChangesNothing() async throws {
        let path = scratch.unique("archive.sqlite")
        let archive = try SQLiteBoxOfficeArchive(path: path)
        let chart = try recordedDay("20230426")
        #expect(try await archive.store(archivedDay(chart, provisional: true)) == .added)
        #expect(try await archive.store(archivedDay(chart, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))) == .unchanged)
        let database = try SQLiteDatabase(path: path)
        #expect(try database.run("SELECT count(*) FROM rankings").first?.first?.int == 10)
        #expect(try database.run("SELECT count(*) FROM ranking_revisions").first?.first?.int == 0)
        // The later, final fetch confirmed the provisional day.
        #expect(try await archive.day(chart.date)?.provisional == false)
        #expect(try await archive.day(chart.date)?.revision == 1)
    }

    @Test func aRevisedDayKeepsThePreviousNumbers() async throws {
        let path = scratch.unique("archive.sqlite")
        let archive = try SQLiteBoxOfficeArchive(path: path)
        let chart = try recordedDay("20230426")
        _ = try await archive.store(archivedDay(chart, provisional: true))
        var corrected = chart
        corrected.entries[0].audience += 500
        corrected.entries[0].audienceAccumulated += 500
        let outcome = try await archive.store(archivedDay(corrected, fetchedAt: Date(timeIntervalSince1970: 1_700_050_000)))
        // 276,337: the sum of audiCnt in daily/20230426.json.
        #expect(outcome == .revised(revision: 2, summary: "1 of 10 movies changed; audience 276337 → 276837 (+500)"))
        let day = try #require(try await archive.day(chart.date))
        #expect(day.revision == 2 && day.report.rows[0].entry.audience == 93_916)
        let database = try SQLiteDatabase(path: path)
        let kept = try database.run("SELECT revision, audience FROM ranking_revisions WHERE movie_code = '20198482'")
        #expect(kept == [[.integer(1), .integer(93_416)]])
        #expect(try database.run("SELECT count(*) FROM ranking_revisions").first?.first?.int == 10)
    }

    @Test func aFailedTransactionLeavesTheDayAbsent() async throws {
        let archive = try SQLiteBoxOfficeArchive(path: scratch.unique("archive.sqlite"))
        var chart = try recordedDay("20230426")
        // The last row repeats the first movie: its insert violates the primary key after nine rows were written.
        chart.entries[9].movieCode = chart.entries[0].movieCode
        await #expect(throws: ArchiveError.self) { try await archive.store(archivedDay(chart)) }
        #expect(try await archive.day(chart.date) == nil)
        #expect(try await archive.isEmpty())
    }

    @Test func historyQueriesMatchTheRecordings() async throws {
        let archive = try SQLiteBoxOfficeArchive(path: scratch.unique("archive.sqlite"))
        for day in ["20230423", "20230426", "20230502"] { _ = try await archive.store(archivedDay(try recordedDay(day))) }
        let from = CalendarDate(iso: "2023-04-01")!, to = CalendarDate(iso: "2023-05-31")!
        let top = try await archive.topMovies(from: from, to: to, limit: 3)
        // 존 윅 4 (20231089): 113,983 + 42,213 + 19,220 admissions, ranks 1, 3, 3 in the three recordings.
        #expect(top.first?.code.rawValue == "20231089")
        #expect(top.first?.audience == 113_983 + 42_213 + 19_220)
        #expect(top.first?.sales == 1_198_147_388 + 338_998_239 + 191_853_325)
        #expect(top.first?.daysInChart == 3 && top.first?.bestRank == 1)
        #expect(top.first?.firstDate.iso == "2023-04-23" && top.first?.lastDate.iso == "2023-05-02")
        #expect(top.count == 3)
        let run = try #require(try await archive.movieRun(MovieCode("20231089")!))
        #expect(run.title == "존 윅 4")
        #expect(run.days.map(\.rank) == [1, 3, 3])
        #expect(run.days.map(\.audience) == [113_983, 42_213, 19_220])
        #expect(try await archive.movieRun(MovieCode("20990000")!) == nil)
        #expect(try await archive.archivedDates(from: from, to: to).count == 3)
    }

    @Test func contextComparesTheSameWeekdayAWeekBefore() async throws {
        let archive = try SQLiteBoxOfficeArchive(path: scratch.unique("archive.sqlite"))
        // 2022-12-14 and 2022-12-21 are both Wednesdays.
        for day in ["20221214", "20221221"] { _ = try await archive.store(archivedDay(try recordedDay(day))) }
        let codes = ["20225061", "20227762", "20228313"].map { MovieCode($0)! }
        let context = try await archive.context(on: CalendarDate(iso: "2022-12-21")!, for: codes)
        let avatar = try #require(context[codes[0]])
        #expect(abs(avatar.audienceChangeLastWeekPercent! - (242_917.0 - 359_031.0) / 359_031.0 * 100) < 1e-9)
        #expect(avatar.daysInTopTen == 2 && avatar.bestRank == 1)
        #expect(abs(context[codes[2]]!.audienceChangeLastWeekPercent! - (15_709.0 - 13_025.0) / 13_025.0 * 100) < 1e-9)
        #expect(context[codes[1]]?.bestRank == 2) // ranks 2 then 3
        // On the first day there is no week before.
        let first = try await archive.context(on: CalendarDate(iso: "2022-12-14")!, for: codes)
        #expect(first[codes[0]]?.audienceChangeLastWeekPercent == nil && first[codes[0]]?.daysInTopTen == 1)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndKept() throws {
        let path = scratch.unique("archive.sqlite")
        let garbage = Data(repeating: 0x42, count: 4096)
        FileManager.default.createFile(atPath: path, contents: garbage)
        #expect {
            _ = try SQLiteBoxOfficeArchive(path: path)
        } throws: { error in
            if case .unreadable = error as? ArchiveError { return true }
            return false
        }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func aNewerSchemaIsRefused() throws {
        let path = scratch.unique("archive.sqlite")
        _ = try SQLiteBoxOfficeArchive(path: path)
        try SQLiteDatabase(path: path).execute("PRAGMA user_version = 99")
        #expect(throws: ArchiveError.newerSchema(path: path, found: 99, supported: ArchiveSchema.currentVersion)) { _ = try SQLiteBoxOfficeArchive(path: path) }
    }

    @Test func aMissingArchiveIsReportedForReading() {
        let path = scratch.unique("archive.sqlite")
        #expect(throws: ArchiveError.missing(path: path)) { _ = try SQLiteBoxOfficeArchive(path: path, mode: .existing) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func twoWritersOnOneFileBothLand() async throws {
        let path = scratch.unique("archive.sqlite")
        let first = try SQLiteBoxOfficeArchive(path: path), second = try SQLiteBoxOfficeArchive(path: path)
        let days = try Fixtures.names(in: "kofic/daily").map(recordedDay)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, chart) in days.enumerated() {
                let archive = index.isMultiple(of: 2) ? first : second
                group.addTask { _ = try await archive.store(archivedDay(chart)) }
            }
            try await group.waitForAll()
        }
        #expect(try await first.archivedDates(from: CalendarDate(iso: "2000-01-01")!, to: CalendarDate(iso: "2030-01-01")!).count == days.count)
        #expect(try first.integrityCheck() == "ok")
    }
}
