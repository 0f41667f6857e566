import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// Weekly charts in the archive: a week per transaction, revisions as for days, `history weekly`,
/// and `backfill --weekly` within the same request budget rules.
@Suite(.serialized) struct WeeklyArchiveTests {
    func weeks(_ run: BinaryRunner) throws -> [[String]] {
        let database = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/archive.sqlite").path, create: false)
        return try database.run("SELECT kind, start_date, end_date, revision FROM weeks ORDER BY kind, start_date").map { row in
            row.map { $0.string ?? $0.int.map(String.init) ?? "" }
        }
    }

    /// On a Sunday in Seoul the weekend is still being played: `backfill --weekly` (and so the cron
    /// seed) asks only for the weekends that have ended; on Monday the new one is asked for too.
    @Test func aWeekendIsArchivedOnlyOnceItHasEnded() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        func asked(at seoul: String) async throws -> [String] {
            let before = fake.requests.count
            let result = try await run.run(["backfill", "--weekly", "--from", "2026-01-05", "--quiet"],
                                           environment: run.environment(fake, ["BOXOFFICE_NOW": String(CronScheduleTests.epoch(seoul))]))
            #expect(result.status == 0, "\(result.stderr)")
            return fake.requests.dropFirst(before).filter { $0.path.hasSuffix("searchWeeklyBoxOfficeList.json") }.compactMap { $0.query["targetDt"] }.sorted()
        }
        // Sunday 2026-01-25 23:30: the weekends of 01-09 and 01-16, not the one ending today.
        #expect(try await asked(at: "2026-01-25 23:30") == ["20260111", "20260118"])
        #expect(try weeks(run).map { $0[1] } == ["2026-01-09", "2026-01-16"])
        // Monday 00:30: the weekend of 01-23 is over.
        #expect(try await asked(at: "2026-01-26 00:30") == ["20260125"])
    }

    @Test func aWeekIsArchivedOnceAndRevisedWhenKOFICChangesIt() async throws {
        let run = try BinaryRunner()
        let fake = try KOFICFake()
        let first = try await run.run(["weekly", "--week", "2012-01-01", "--format", "md"], environment: run.environment(fake))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try weeks(run) == [["weekend", "2011-12-30", "2012-01-01", "1"]])
        // The same numbers: nothing rewritten, no revision.
        let again = try await run.run(["weekly", "--week", "2012-01-01", "--format", "md"], environment: run.environment(fake))
        #expect(again.status == 0 && again.stdout.isEmpty)
        // KOFIC corrected the weekend: the number one's audience by one admission (the recording, one number edited).
        var configuration = KOFICFake.Configuration()
        configuration.weekly["20120101-1"] = try Fixtures.text("kofic/weekly/20120101-weekGb1.json")
            .replacingOccurrences(of: #""audiCnt":"1007683""#, with: #""audiCnt":"1007684""#)
        let revised = try await run.run(["weekly", "--week", "2012-01-01", "--format", "md", "--run-summary", "summary.txt"],
                                  environment: run.environment(try KOFICFake(configuration)))
        #expect(revised.status == 0 && revised.stdout == "Reports/weekly/weekend-2011-12-30.md\n")
        #expect(try weeks(run) == [["weekend", "2011-12-30", "2012-01-01", "2"]])
        let summary = try run.file("summary.txt")
        #expect(summary.contains("kind=weekend week=2011-12-30") && summary.contains("archive=revised revision=2"))
        #expect(try run.file("Reports/weekly/weekend-2011-12-30.md").contains(" | 1,007,684 | "))
        // history weekly lists it, from the archive alone.
        let listing = try await run.run(["history", "weekly", "--from", "2011-12-01", "--to", "2012-01-31", "--format", "csv"],
                                  environment: run.environment(nil))
        let rows = KoreanReportTests.csvRows(listing.stdout)
        #expect(rows == [["week_start", "week_end", "kind", "number_one", "number_one_audience", "top10_audience", "top10_sales", "new_entries", "revision"],
                         ["2011-12-30", "2012-01-01", "weekend", "미션임파서블:고스트프로토콜", "1007684", "2767625", "21473968500", "1", "2"]])
    }

    /// The pinned columns of a week's film (`history weekly --week`, `weekly_box_office`'s `movies`): the
    /// week, then the site's weekend page's `movies` keys.
    static let filmKeys = ["week_start", "week_end", "kind", "rank", "last_rank", "movie_code", "title", "audience", "audience_change_pct",
                           "screens", "screens_change", "per_screen", "weeks_in_release"]

    /// `history weekly --week DATE` gives the week's films, one row each, equal to the weekend page's
    /// JSON (the weekend before archived too, so the screens' change is known); a range keeps a row a
    /// week, with the newest week's films beside it as `movies`; a week and a range together are refused.
    @Test func historyWeeklyOfAWeekGivesTheWeekendPagesFilms() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        for sunday in ["20180701", "20180708"] { configuration.weekly["\(sunday)-1"] = LongRecordings.weekendBody(sunday) }
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        for arguments in [["--from", "2018-07-06", "--to", "2018-07-08"], ["--weekly", "--from", "2018-06-25", "--to", "2018-07-08"]] {
            let backfill = try await run.run(["backfill"] + arguments + ["--quiet"], environment: run.environment(fake))
            #expect(backfill.status == 0, "\(backfill.all)")
        }
        let site = try await run.run(["site", "--quiet"], environment: run.environment(nil))
        #expect(site.status == 0, "\(site.all)")
        func object(_ text: String) throws -> [String: Any] { try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) }
        let page = try #require(try object(try run.file("Reports/weekends/2018-07-06.json"))["movies"] as? [[String: Any]])

        let week = try await run.run(["history", "weekly", "--week", "2018-07-07", "--format", "json"], environment: run.environment(nil))
        #expect(week.status == 0, "\(week.all)")
        let films = try #require(try object(week.stdout)["rows"] as? [[String: Any]])
        #expect(films.count == 10 && page.count == 10)
        #expect(films.allSatisfy { Set($0.keys) == Set(Self.filmKeys) })
        #expect(films.allSatisfy { $0["week_start"] as? String == "2018-07-06" && $0["week_end"] as? String == "2018-07-08" && $0["kind"] as? String == "weekend" })
        let asOnThePage = films.map { film in NSDictionary(dictionary: film.filter { !["week_start", "week_end", "kind"].contains($0.key) }) }
        #expect(asOnThePage == page.map { NSDictionary(dictionary: $0) }, "\(films)")
        #expect(page.contains { $0["screens_change"] is Int }, "the weekend before is archived: the screens' change is known")
        let csv = KoreanReportTests.csvRows(try await run.run(["history", "weekly", "--week", "2018-07-07", "--format", "csv"], environment: run.environment(nil)).stdout)
        #expect(csv.first == Self.filmKeys && csv.count == 11)

        // A range: a row a week (its columns kept), the newest week's films beside them.
        let range = try await run.run(["history", "weekly", "--from", "2018-06-25", "--to", "2018-07-08", "--format", "json"], environment: run.environment(nil))
        let listing = try object(range.stdout)
        #expect((listing["rows"] as? [[String: Any]])?.map { $0["week_start"] as? String } == ["2018-06-29", "2018-07-06"])
        #expect((listing["rows"] as? [[String: Any]])?.first?["number_one_audience"] is Int)
        #expect((listing["movies"] as? [[String: Any]])?.map { NSDictionary(dictionary: $0) } == films.map { NSDictionary(dictionary: $0) })

        let both = try await run.run(["history", "weekly", "--week", "2018-07-07", "--from", "2018-06-25", "--to", "2018-07-08"], environment: run.environment(nil))
        #expect(both.status == 64 && both.stderr.contains("not both"), "\(both.all)")
    }

    @Test func backfillWeeklyFillsTheWeeksOfARangeWithinTheBudget() async throws {
        let run = try BinaryRunner()
        let fake = try KOFICFake()
        let result = try await run.run(["backfill", "--weekly", "--kind", "week", "--from", "2011-12-12", "--to", "2012-01-08", "--quiet"],
                                 environment: run.environment(fake))
        #expect(result.status == 0, "\(result.all)")
        let asked = fake.requests.filter { $0.path.hasSuffix("searchWeeklyBoxOfficeList.json") }
        #expect(Set(asked.map { $0.query["targetDt"]! }) == ["20111218", "20111225", "20120101", "20120108"])
        #expect(asked.allSatisfy { $0.query["weekGb"] == "0" })
        // Only the week of 2012-01-01 has a (synthesized) chart; the others are empty and not archived.
        #expect(try weeks(run) == [["week", "2011-12-26", "2012-01-01", "1"]])
        // (No list is no chart: the three are counted so, and not asked again.)
        #expect(result.stdout.contains("1 week charts fetched, 3 with no list (asked again with --refresh), 0 already archived, 0 failed"), "\(result.stdout)")
        let budget = try await run.run(["backfill", "--weekly", "--from", "2011-01-03", "--to", "2011-12-31", "--max-requests", "30", "--quiet"],
                                 environment: run.environment(fake))
        #expect(budget.status == 75 && budget.stderr.contains("resume with: boxoffice backfill --from "))
        #expect(budget.stderr.contains("--weekly --kind weekend"))
    }
}
