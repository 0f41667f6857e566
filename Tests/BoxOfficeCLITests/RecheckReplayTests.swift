import BoxOfficeCLI
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// The recorded week replayed: the scheduled command runs at 07:30 and 12:30 Seoul each day, with
/// its clock injected, against a fake KOFIC that serves, at each moment, the newest body of each
/// day saved by then (`pulls/DAY/YYYYMMDD-HHMM.json`, named by the Seoul time it was saved), and a
/// day with none saved yet its first saved body: KOFIC had the day's list by 07:30, the recorder
/// saved it later (an empty list would be "no list yet", which writes nothing: `CronScheduleTests`).
///
/// The runs go from 2026-01-20 to 2026-01-27: every later pull of 2026-01-25 was saved after 12:30
/// on 01-26, so only the next morning's re-check can see them.
@Suite(.serialized) struct RecheckReplayTests {
    struct Pull {
        let day: String        // YYYYMMDD
        let savedAt: Date
        let body: String
    }

    final class ReplayClock: TimeSource, @unchecked Sendable {
        private let lock = NSLock()
        private var instant = Date(timeIntervalSince1970: 0)
        func now() -> Date { lock.withLock { instant } }
        func set(_ date: Date) { lock.withLock { instant = date } }
    }

    static let week = (19...25).map { "202601\($0)" }

    /// `YYYYMMDD` and `HHMM` in Seoul as an instant.
    static func seoul(_ day: String, _ time: String) -> Date {
        let date = CalendarDate(compact: day)!
        let seconds = date.daysSinceEpoch * 86_400 + Int(time.prefix(2))! * 3600 + Int(time.suffix(2))! * 60 - 9 * 3600
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    static let pulls: [Pull] = week.flatMap { day in
        Fixtures.names(in: "kofic/\(Fixtures.week)/pulls/\(day)").map { name in
            let parts = name.split(separator: "-")
            return Pull(day: day, savedAt: seoul(String(parts[0]), String(parts[1])),
                        body: try! Fixtures.text("kofic/\(Fixtures.week)/pulls/\(day)/\(name).json"))
        }
    }

    /// The scheduled runs: 07:30 and 12:30 Seoul, 2026-01-20 to 2026-01-27.
    static let runs: [Date] = (20...27).flatMap { day in ["0730", "1230"].map { seoul("202601\(day)", $0) } }

    static func newestPull(of day: String, at instant: Date) -> Pull? {
        pulls.filter { $0.day == day && $0.savedAt <= instant }.max { $0.savedAt < $1.savedAt }
    }

    /// What the fake serves of `day` at `instant`: its newest pull saved by then, else its first.
    static func servedPull(of day: String, at instant: Date) -> Pull? {
        newestPull(of: day, at: instant) ?? pulls.filter { $0.day == day }.min { $0.savedAt < $1.savedAt }
    }

    /// Every recorded row of a body, by movie code: the numbers the archive keeps.
    static func rows(_ body: String) -> [String: [String: String]] {
        let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let list = ((object?["boxOfficeResult"] as? [String: Any])?["dailyBoxOfficeList"] as? [[String: String]]) ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["movieCd"]!, $0) })
    }

    struct Outcome {
        let folder: TemporaryFolder
        var archive: String { folder.appending("archive.sqlite") }
        var reports: String { folder.appending("Reports") }
    }

    /// Runs the scheduled command at every run time; returns the folder with the archive and reports.
    func replay(extra: [String] = []) async throws -> Outcome {
        let clock = ReplayClock()
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { day in
            // The runs of 01-27 report 01-26, which no recording holds: served a list (the week's
            // last, moved a day), as KOFIC had one, so that their re-checks of the week run.
            if day == "20260126" { return Self.servedPull(of: "20260125", at: .distantFuture)?.body.replacingOccurrences(of: "20260125", with: day) }
            guard Self.week.contains(day) else { return nil }
            return Self.servedPull(of: day, at: clock.now())?.body
        }
        let fake = try KOFICFake(configuration)
        let outcome = Outcome(folder: TemporaryFolder("replay"))
        for run in Self.runs {
            clock.set(run)
            let status = await BoxOfficeApp.run(
                // The deadline is not what this replay checks: on a machine loaded by the whole suite a run
                // in process may wait longer than a morning's two minutes for its turn.
                ["report", "--output", outcome.reports, "--archive", outcome.archive, "--format", "csv", "--quiet", "--deadline", "3600"] + extra,
                environment: ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey],
                clock: clock)
            #expect(status == 0, "the run at \(SeoulCalendar().timestamp(run))")
        }
        return outcome
    }

    /// The archive's current numbers of a day, by movie code, and its revision number.
    func archived(_ outcome: Outcome, _ day: String) throws -> (rows: [String: [Int]], revision: Int) {
        let database = try SQLiteDatabase(path: outcome.archive, create: false)
        let iso = CalendarDate(compact: day)!.iso
        let revision = try database.run("SELECT revision FROM days WHERE date = ?", [.text(iso)]).first?.first?.int ?? 0
        let rows = try database.run("""
            SELECT movie_code, rank, audience, audience_accumulated, sales, sales_accumulated, screens, shows
            FROM rankings WHERE date = ? AND list = 'all'
            """, [.text(iso)])
        return (Dictionary(uniqueKeysWithValues: rows.map { row in (row[0].string!, row.dropFirst().map { $0.int ?? -1 }) }), revision)
    }

    static func numbers(_ row: [String: String]) -> [Int] {
        ["rank", "audiCnt", "audiAcc", "salesAmt", "salesAcc", "scrnCnt", "showCnt"].map { Int(row[$0]!)! }
    }

    @Test func theArchiveEndsWithKOFICsFinalNumbers() async throws {
        let outcome = try await replay()
        for day in Self.week {
            let final = try #require(Self.newestPull(of: day, at: .distantFuture))
            let (rows, revision) = try archived(outcome, day)
            #expect(rows == Self.rows(final.body).mapValues(Self.numbers), "\(day) ends equal to its newest pull")
            // The distinct bodies the runs could see: at each run, the newest saved one of a day the run
            // asks for (yesterday, or the seven days before it).
            var seen: [String] = []
            for run in Self.runs {
                let yesterday = SeoulCalendar().yesterday(at: run)
                let asked = (0...7).map { yesterday.adding(days: -$0).compact }
                if asked.contains(day), let pull = Self.servedPull(of: day, at: run), !seen.contains(pull.body) { seen.append(pull.body) }
            }
            #expect(revision == seen.count, "\(day): one revision per distinct pull seen")
            // The rewritten report holds the final numbers, and history columns from the current revisions.
            let csv = KoreanReportTests.csvRows(try String(contentsOfFile: outcome.reports + "/daily/\(CalendarDate(compact: day)!.iso).csv", encoding: .utf8))
            let header = csv[0]
            func column(_ name: String) -> Int { header.firstIndex(of: name)! }
            for line in csv.dropFirst() {
                let recorded = try #require(Self.rows(final.body)[line[column("movie_code")]])
                for (field, key) in [("audience", "audiCnt"), ("audience_accumulated", "audiAcc"), ("sales", "salesAmt"), ("sales_accumulated", "salesAcc")] {
                    #expect(line[column(field)] == recorded[key], "\(day) \(recorded["movieNm"]!) \(field)")
                }
                let code = line[column("movie_code")]
                let charted = Self.week.filter { $0 <= day }.compactMap { Self.rows(Self.newestPull(of: $0, at: .distantFuture)!.body)[code] }
                #expect(line[column("days_in_top10")] == String(charted.count), "\(day) \(recorded["movieNm"]!)")
                #expect(line[column("best_rank")] == String(charted.map { Int($0["rank"]!)! }.min()!), "\(day) \(recorded["movieNm"]!)")
                #expect(line[column("audience_change_last_week_pct")] == "", "no day a week before is recorded")
                // A re-checked day is fetched as a list alone; one written again gets its movies' details then.
                #expect(line[column("details_missing")] == "false", "\(day) \(recorded["movieNm"]!) has its details")
                #expect(!line[column("directors")].isEmpty, "\(day) \(recorded["movieNm"]!)")
            }
        }
        // 2026-01-21 was corrected two days later: 천공의 성 라퓨타 14,434 → 14,433.
        #expect(try archived(outcome, "20260121").rows["20040549"]?[1] == 14_433)
        #expect(try archived(outcome, "20260121").revision == 2)

        // history revisions: each version with when it was fetched, and what changed, old → new.
        let status = await BoxOfficeApp.run(["history", "revisions", "2026-01-21", "--archive", outcome.archive, "--format", "md,csv",
                                             "--output", outcome.folder.path], environment: [:])
        #expect(status == 0)
        let markdown = try String(contentsOfFile: outcome.folder.appending("history/revisions-2026-01-21.md"), encoding: .utf8)
        // The first (09:30) pull was served to the 07:30 run of 01-22, the corrected 08:02 one first seen by the 12:30 run of 01-23.
        #expect(markdown.contains("## Revision 1, fetched 2026-01-22 07:30 KST"))
        #expect(markdown.contains("## Revision 2, fetched 2026-01-23 12:30 KST"))
        #expect(markdown.contains("- 천공의 성 라퓨타 (20040549): Audience 14,434 → 14,433;"))
        let csv = KoreanReportTests.csvRows(try String(contentsOfFile: outcome.folder.appending("history/revisions-2026-01-21.csv"), encoding: .utf8))
        #expect(csv[0] == ["date", "revision", "fetched_at", "movie_code", "title", "field", "old", "new"])
        #expect(csv.contains(["2026-01-21", "2", "2026-01-23 12:30 KST", "20040549", "천공의 성 라퓨타", "audience", "14434", "14433"]))
        // Every changed number of the corrected day, and nothing else, checked against the two pulls.
        let first = Self.rows(try Fixtures.text("kofic/\(Fixtures.week)/pulls/20260121/20260122-0930.json"))
        let second = Self.rows(try Fixtures.text("kofic/\(Fixtures.week)/pulls/20260121/20260123-0802.json"))
        let keys = ["rank": "rank", "audience": "audiCnt", "audience_accumulated": "audiAcc", "sales": "salesAmt",
                    "sales_accumulated": "salesAcc", "screens": "scrnCnt", "shows": "showCnt"]
        var expected: [[String]] = []
        for (code, row) in second {
            for (field, key) in keys where first[code]?[key] != row[key] {
                expected.append([code, field, first[code]?[key] ?? "", row[key]!])
            }
        }
        #expect(Set(csv.dropFirst().map { [$0[3], $0[5], $0[6], $0[7]] }) == Set(expected))
    }

    /// A morning's run asks KOFIC for each day's list alone: a day it left unchanged is not written
    /// again, so neither its movies' details (here deleted from the archive, so that reading them
    /// would ask KOFIC) nor its forecasts are looked for; a day that is written (`--force`) gets
    /// its own movies' details, and only those.
    @Test func aReCheckOfAnUnchangedDayAsksForItsListAlone() async throws {
        let fake = try KOFICFake(KOFICFake.Configuration())
        defer { fake.stop() }
        let folder = TemporaryFolder("recheck-lists")
        let archive = folder.appending("archive.sqlite")
        func run(_ extra: [String] = []) async -> Int32 {
            await BoxOfficeApp.run(["report", "--date", "2026-01-25", "--recheck-days", "6", "--output", folder.appending("Reports"),
                                    "--archive", archive, "--quiet", "--deadline", "3600"] + extra,
                                   environment: ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey])
        }
        #expect(await run() == 0)
        let database = try SQLiteDatabase(path: archive, create: false)
        try database.execute("DELETE FROM movies")
        func asked(_ extra: [String] = []) async -> (lists: Int, details: Set<String>) {
            let before = fake.requests.count
            #expect(await run(extra) == 0)
            let asked = fake.requests.dropFirst(before)
            return (asked.filter { $0.path.contains("searchDailyBoxOfficeList") }.count,
                    Set(asked.filter { $0.path.contains("searchMovieInfo") }.compactMap { $0.query["movieCd"] }))
        }
        let warm = await asked()
        #expect(warm.lists == 7, "the day and its six re-checks")
        #expect(warm.details.isEmpty, "nothing written, no details read: \(warm.details)")
        let forced = await asked(["--force"])
        let reported = Set(Self.rows(try Fixtures.text("kofic/\(Fixtures.week)/daily/20260125.json")).keys)
        let onlyEarlier = Set(Self.week.dropLast().flatMap { Self.rows(try! Fixtures.text("kofic/\(Fixtures.week)/daily/\($0).json")).keys }).subtracting(reported)
        #expect(!onlyEarlier.isEmpty, "the re-checked days rank movies the reported day does not")
        #expect(forced.lists == 7 && forced.details == reported, "details asked for the reported day's movies only")
    }

    /// The same replay without re-checks keeps what KOFIC has since withdrawn: the check above can fail.
    @Test func withoutReChecksTheArchiveKeepsWithdrawnNumbers() async throws {
        let outcome = try await replay(extra: ["--recheck-days", "0"])
        #expect(try archived(outcome, "20260121").rows["20040549"]?[1] == 14_434, "the 01-22 version of 2026-01-21")
        #expect(try archived(outcome, "20260121").revision == 1)
        #expect(try archived(outcome, "20260119").revision == 1, "2026-01-19 archived once, by its first run")
    }
}
