import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// A day's list that contradicts itself (one movie twice, with different numbers) is refused with
/// exit 65 naming the day and the movie, touching neither the archive nor a report; a movie listed
/// twice with the same numbers is kept once; a tie (two movies with one rank, as KOBIS lists them) is
/// a normal day. KOFIC's answers of this shape were never recorded by us: the duplicated row is made
/// from a real one; the tie is the real list of 2017-07-31 (`../shared/kofic/long`, ranks 7 and 7).
@Suite(.serialized) struct InconsistentListTests {
    static let day = "20230423"

    /// The recorded 2023-04-23 with its first row listed again, its audience changed by `change`.
    static func duplicatingFirstRow(change: Int) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(try Fixtures.text("kofic/daily/\(day).json").utf8)) as! [String: Any]
        var result = object["boxOfficeResult"] as! [String: Any]
        var list = result["dailyBoxOfficeList"] as! [[String: String]]
        var copy = list[0]
        copy["rnum"] = "11"
        copy["audiCnt"] = String(Int(copy["audiCnt"]!)! + change)
        list.append(copy)
        result["dailyBoxOfficeList"] = list
        return String(decoding: try JSONSerialization.data(withJSONObject: ["boxOfficeResult": result]), as: UTF8.self)
    }

    @Test func aMovieTwiceWithDifferentNumbersIsRefusedOnAFirstAndOnALaterPull() async throws {
        let run = try BinaryRunner()
        let broken = try KOFICFake({ var c = KOFICFake.Configuration(); c.daily[Self.day] = try! Self.duplicatingFirstRow(change: 5); return c }())
        let first = try await run.run(["report", "--date", "2023-04-23"], environment: run.environment(broken))
        #expect(first.status == 65, "\(first.stderr)")
        #expect(first.stderr.contains("the list for 2023-04-23 names 존 윅 4 (20231089) twice with different numbers"), "\(first.stderr)")
        #expect(try run.archivedDays().isEmpty && !run.exists("Reports/daily/2023-04-23.md"))

        // Archived from a sound pull, then a later pull contradicts itself: no crash, nothing changes.
        let sound = try KOFICFake()
        #expect(try await run.run(["report", "--date", "2023-04-23"], environment: run.environment(sound)).status == 0)
        let before = try run.file("Reports/daily/2023-04-23.md")
        let modified = try FileManager.default.attributesOfItem(atPath: run.directory.appendingPathComponent("Reports/daily/2023-04-23.md").path)[.modificationDate] as? Date
        let later = try await run.run(["report", "--date", "2023-04-23", "--force"], environment: run.environment(broken))
        #expect(later.status == 65, "\(later.stderr)")
        #expect(later.stderr.contains("names 존 윅 4 (20231089) twice"))
        #expect(try run.file("Reports/daily/2023-04-23.md") == before)
        #expect(try FileManager.default.attributesOfItem(atPath: run.directory.appendingPathComponent("Reports/daily/2023-04-23.md").path)[.modificationDate] as? Date == modified)
        let archive = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/archive.sqlite").path, create: false)
        #expect(try archive.run("SELECT COUNT(*) FROM ranking_revisions").first?.first?.int == 0, "one version of the day only")
        #expect(try archive.run("SELECT COUNT(*) FROM rankings WHERE date = '2023-04-23'").first?.first?.int == 10)
    }

    @Test func aMovieTwiceWithTheSameNumbersIsKeptOnce() async throws {
        let run = try BinaryRunner()
        let fake = try KOFICFake({ var c = KOFICFake.Configuration(); c.daily[Self.day] = try! Self.duplicatingFirstRow(change: 0); return c }())
        let result = try await run.run(["report", "--date", "2023-04-23", "--format", "csv"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let rows = KoreanReportTests.csvRows(try run.file("Reports/daily/2023-04-23.csv"))
        #expect(rows.count == 11 && rows.filter { $0.contains("20231089") }.count == 1)
    }

    @Test func aTieIsADayLikeAnyOther() async throws {
        let run = try BinaryRunner()
        let fake = try KOFICFake({ var c = KOFICFake.Configuration(); c.daily["20170731"] = try! Fixtures.text("kofic/long/daily-20170731.json"); return c }())
        let result = try await run.run(["report", "--date", "2017-07-31", "--format", "csv"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let rows = KoreanReportTests.csvRows(try run.file("Reports/daily/2017-07-31.csv"))
        let rank = try #require(rows.first?.firstIndex(of: "rank"))
        #expect(rows.dropFirst().map { $0[rank] } == ["1", "2", "3", "4", "5", "6", "7", "7", "9", "10"])
        #expect(rows.contains { $0.contains("내 사랑") } && rows.contains { $0.contains("플립") })
        #expect(try run.archivedDays() == ["2017-07-31"])
    }
}
