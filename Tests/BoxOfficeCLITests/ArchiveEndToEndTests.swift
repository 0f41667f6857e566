@testable import BoxOfficeData
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite(.serialized) struct ArchiveEndToEndTests {
    func fake(latency: Double = 0, faults: [KOFICFake.Fault] = []) throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        configuration.synthesizeMovies = true
        configuration.latency = latency
        configuration.faults = faults
        return try KOFICFake(configuration)
    }

    @Test func aWarmDailyRunIsOneRequest() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let first = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(fake.requests.count == 11)
        let second = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake))
        #expect(second.status == 0)
        #expect(fake.requests.count == 12, "the second run asks only for the list")
        #expect(fake.requests.last?.path == "/boxoffice/searchDailyBoxOfficeList.json")
        #expect(second.stderr.contains("2023-04-26 was archived with the same numbers"))
        #expect(try run.archivedDays() == ["2023-04-26"])
        // The details came from the archive: the movie table shows them.
        #expect(try run.file("Reports/daily/2023-04-26.md").contains("드림](../movies/") && run.file("Reports/daily/2023-04-26.md").contains(") | Green Book |"))
    }

    @Test func historyCommandsReadTheArchiveWithoutTheNetwork() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        for day in ["2023-04-23", "2023-04-26", "2023-05-02"] {
            #expect(try await run.run(["report", "--date", day, "--format", "csv"], environment: run.environment(fake)).status == 0)
        }
        fake.stop()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let day = try await run.run(["history", "day", "2023-04-26"], environment: offline)
        #expect(day.status == 0, "\(day.stderr)")
        #expect(day.stdout.contains("**Archived:** revision 1"))
        #expect(day.stdout.split(separator: "\n").contains { $0.hasPrefix("| 3 | ▼2 | 존 윅 4 | ") && $0.contains(" | 42,213 | ") && $0.contains(" | 2023-04-12 | ") })
        let movie = try await run.run(["history", "movie", "20231089", "--format", "json"], environment: offline)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(movie.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.map { $0["rank"] as? Int } == [1, 3, 3])
        let top = try await run.run(["history", "top", "--from", "2023-04-01", "--to", "2023-05-31", "--limit", "2",
                               "--format", "md,csv,html", "--output", "out"], environment: offline)
        #expect(top.status == 0, "\(top.stderr)")
        #expect(top.stdout == "out/history/top-2023-04-01-2023-05-31.md\nout/history/top-2023-04-01-2023-05-31.csv\nout/history/top-2023-04-01-2023-05-31.html\n")
        let csv = try run.file("out/history/top-2023-04-01-2023-05-31.csv")
        // 존 윅 4: 113,983 + 42,213 + 19,220 admissions over the three recorded days.
        #expect(csv.contains("\r\n1,존 윅 4,20231089,175416,"))
        #expect(try run.file("out/history/top-2023-04-01-2023-05-31.html").contains("<div class=\"bars\""))
        let unknown = try await run.run(["history", "movie", "20990000"], environment: offline)
        #expect(unknown.status == 66 && unknown.stderr.contains("the archive knows no movie with code 20990000"))
    }

    @Test func historyOnAnEmptyMissingCorruptOrNewerArchive() async throws {
        let run = try BinaryRunner()
        let env = run.environment(nil)
        let missing = try await run.run(["history", "day", "2023-04-26"], environment: env)
        #expect(missing.status == 66 && missing.stderr.contains("no archive at Reports/archive.sqlite"))
        #expect(!run.exists("Reports/archive.sqlite"))

        try FileManager.default.createDirectory(at: run.directory.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        _ = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/empty.sqlite").path)
        let empty = try await run.run(["history", "top", "--from", "2023-01-01", "--to", "2023-12-31", "--archive", "Reports/empty.sqlite"], environment: env)
        #expect(empty.status == 0 && empty.stdout.contains("holds no day yet"))

        let corrupt = run.directory.appendingPathComponent("corrupt.sqlite")
        try Data("this is not a database, only some text that is long enough to be read as a header.".utf8).write(to: corrupt)
        let corruptRun = try await run.run(["history", "day", "2023-04-26", "--archive", "corrupt.sqlite"], environment: env)
        #expect(corruptRun.status == 65 && corruptRun.stderr.contains("not a SQLite database"))
        // It says what to do.
        #expect(corruptRun.stderr.contains("restore a copy, or recover what it holds: sqlite3 \(corrupt.path) \".recover\" | sqlite3 recovered.sqlite"),
                "\(corruptRun.stderr)")
        let reportOnCorrupt = try await run.run(["report", "--date", "2023-04-26", "--archive", "corrupt.sqlite"], environment: run.environment(try fake()))
        #expect(reportOnCorrupt.status == 65)
        #expect(try Data(contentsOf: corrupt).starts(with: Data("this is not a database".utf8)), "never emptied")

        try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/empty.sqlite").path).execute("PRAGMA user_version = 99")
        let newer = try await run.run(["history", "day", "2023-04-26", "--archive", "Reports/empty.sqlite"], environment: env)
        #expect(newer.status == 65 && newer.stderr.contains("schema version 99, newer than this boxoffice knows"))
    }

    /// A run killed between creating the archive file and committing its first migration leaves
    /// an empty file (0 bytes, or a header with no table): the next run migrates it and archives.
    @Test func aReportOnAnArchiveWithNoSchemaYetMigratesIt() async throws {
        let run = try BinaryRunner()
        try FileManager.default.createDirectory(at: run.directory.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: run.directory.appendingPathComponent("Reports/archive.sqlite").path, contents: Data())
        #expect(try run.archiveSchema().version == 0)
        let result = try await run.run(["report", "--date", "2023-04-26", "--format", "csv"], environment: run.environment(try fake()))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try run.archiveSchema().tables.contains("rankings"))
        #expect(try run.archivedDays() == ["2023-04-26"])
    }

    @Test func backfillFetchesSkipsAndResumes() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let first = try await run.run(["backfill", "--from", "2024-01-01", "--to", "2024-01-20"], environment: run.environment(fake))
        #expect(first.status == 0, "\(first.stderr)")
        // One plain line per day (stderr is not a terminal here), numbered as days finish.
        let lines = first.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("[") }.count == 20)
        #expect(lines.first?.hasPrefix("[ 1/20] 2024-01-") == true && lines.contains { $0.hasPrefix("[20/20] 2024-01-") })
        for day in 1...20 { #expect(lines.contains { $0.hasSuffix(String(format: "2024-01-%02d ✓", day)) }) }
        #expect(first.stdout.contains("20 fetched, 0 already archived, 0 failed"))
        #expect(try run.archivedDays().count == 20)
        // Every movie is fetched once across the range, whatever the days it ranks on.
        let detailRequests = fake.requests.filter { $0.path.hasSuffix("searchMovieInfo.json") }
        #expect(detailRequests.count == Set(detailRequests.compactMap { $0.query["movieCd"] }).count)
        let before = fake.requests.count
        let again = try await run.run(["backfill", "--from", "2024-01-01", "--to", "2024-01-20"], environment: run.environment(fake))
        #expect(again.status == 0)
        #expect(again.stdout.contains("0 fetched, 20 already archived, 0 failed, 0 requests"))
        #expect(fake.requests.count == before)
    }

    @Test func backfillStopsBeforeTheRequestBudget() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let result = try await run.run(["backfill", "--from", "2024-01-01", "--to", "2024-01-31", "--max-requests", "60", "--concurrency", "1"],
                                 environment: run.environment(fake))
        #expect(result.status == 75, "\(result.stderr)")
        #expect(fake.requests.count <= 60)
        let archived = try run.archivedDays()
        #expect(!archived.isEmpty && archived.count < 31)
        let next = CalendarDateString.next(after: archived.last!)
        #expect(result.stderr.contains("resume with: boxoffice backfill --from \(next) --to 2024-01-31"))
        let resumed = try await run.run(["backfill", "--from", next, "--to", "2024-01-31"], environment: run.environment(fake))
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try run.archivedDays().count == 31)
    }

    @Test func backfillStopsOnAQuotaFault() async throws {
        // Not recorded: the recorded faultInfo shape, worded as a spent limit, from the 6th list request on.
        final class Count: @unchecked Sendable { let lock = NSLock(); var n = 0 }
        let count = Count()
        let quota = KOFICFake.Fault(.body(#"{"faultInfo":{"message":"일일 호출 한도를 초과하였습니다.","errorCode":"320099"}}"#)) { request in
            guard request.path.hasSuffix("searchDailyBoxOfficeList.json") else { return false }
            return count.lock.withLock { count.n += 1; return count.n > 5 }
        }
        let fake = try fake(faults: [quota])
        let run = try BinaryRunner()
        let result = try await run.run(["backfill", "--from", "2024-02-01", "--to", "2024-02-20", "--concurrency", "1"], environment: run.environment(fake))
        #expect(result.status == 75)
        #expect(result.stderr.contains("quota is spent"))
        #expect(try run.archivedDays() == (1...5).map { String(format: "2024-02-%02d", $0) })
        #expect(result.stderr.contains("resume tomorrow with: boxoffice backfill --from 2024-02-06 --to 2024-02-20"))
    }

    /// A day KOFIC has no list for is not a day: the backfill counts it "with no list" without
    /// failing, the archive keeps only that it was asked, a re-run does not ask again, --refresh does.
    @Test func aBackfillCountsDaysWithNoListAndAsksAgainOnlyWithRefresh() async throws {
        let fake = try KOFICFake() // 04-26 is recorded; 04-25 and 04-27 answer an empty list (assumed shape)
        let run = try BinaryRunner()
        let lists = { fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }.count }
        let first = try await run.run(["backfill", "--from", "2023-04-25", "--to", "2023-04-27", "--quiet"], environment: run.environment(fake))
        #expect(first.status == 0 && first.stdout.contains("1 fetched, 2 with no list (asked again with --refresh), 0 already archived, 0 failed"),
                "\(first.all)")
        #expect(try run.archivedDays() == ["2023-04-26"], "no day is archived for an empty list")
        #expect(try run.archiveColumn("SELECT start_date FROM no_lists WHERE kind = 'day' ORDER BY start_date") == ["2023-04-25", "2023-04-27"])
        let asked = lists()
        let again = try await run.run(["backfill", "--from", "2023-04-25", "--to", "2023-04-27", "--quiet"], environment: run.environment(fake))
        #expect(again.status == 0 && again.stdout.contains("0 fetched, 2 with no list (asked again with --refresh), 1 already archived"), "\(again.all)")
        #expect(lists() == asked, "not asked again")
        let refreshed = try await run.run(["backfill", "--from", "2023-04-25", "--to", "2023-04-27", "--refresh", "--quiet"], environment: run.environment(fake))
        #expect(refreshed.status == 0 && lists() == asked + 3, "\(refreshed.all)")
    }

    /// A backfill whose KOFIC goes down stops after ten connection attempts in a row fail (each retry
    /// counts), at most thirty in all: exit 69 with the complete resume command (the archive and the
    /// folder as absolute paths); the days archived stay, and the resumed run fetches exactly the rest.
    @Test func aBackfillStopsWhenKOFICIsDown() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2024-04-01", "--to", "2024-04-05", "--quiet"], environment: run.environment(fake)).status == 0)
        // KOFIC down: port 9 (discard), where nothing listens.
        var environment = run.environment(fake)
        environment["KOFIC_BASE_URL"] = "http://127.0.0.1:9"
        let down = try await run.run(["backfill", "--from", "2024-04-01", "--to", "2024-04-30", "--concurrency", "4"], environment: environment)
        #expect(down.status == 69, "\(down.stderr)")
        let summary = try #require(down.stderr.range(of: " requests (archive: Reports/archive.sqlite)"), "\(down.stderr)")
        let requests = try #require(Int(down.stderr[..<summary.lowerBound].split(separator: " ").last ?? ""), "\(down.stderr)")
        #expect(requests >= 10 && requests <= 30, "connection attempts: \(requests)")
        #expect(down.stderr.contains("0 fetched, 5 already archived, 0 failed") && down.stderr.contains("KOFIC cannot be reached (connection refused"),
                "\(down.stderr)")
        let archive = run.directory.appendingPathComponent("Reports/archive.sqlite").path, output = run.directory.appendingPathComponent("Reports").path
        let resume = "resume when it answers with: boxoffice backfill --from 2024-04-06 --to 2024-04-30 --archive \(archive) --output \(output)"
        #expect(down.stderr.contains(resume), "\(down.stderr)")
        #expect(try run.archivedDays().count == 5, "nothing archived is lost")
        // A Korean run stops in Korean, with the same complete command.
        environment["BOXOFFICE_LANG"] = "ko"
        let korean = try await run.run(["backfill", "--from", "2024-04-01", "--to", "2024-04-30"], environment: environment)
        #expect(korean.status == 69 && korean.stderr.contains("KOFIC에 연결할 수 없습니다(connection refused")
                && korean.stderr.contains("응답하면 이어서: boxoffice backfill --from 2024-04-06 --to 2024-04-30 --archive \(archive)"), "\(korean.stderr)")
        let before = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }.count
        let resumed = try await run.run(Array(resume.split(separator: " ").dropFirst(6).map(String.init)), environment: run.environment(fake))
        #expect(resumed.status == 0 && resumed.stdout.contains("25 fetched, 0 already archived"), "\(resumed.all)")
        #expect(fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }.count - before == 25, "exactly the missing days")
    }

    @Test func aKilledBackfillLosesOnlyDaysInFlightAndResumes() async throws {
        // The sixth day's list stalls once (past the test's bounds): asked before the fifth day is archived, it keeps the
        // run going until it is killed, however slow the machine; the resumed run gets it at once.
        let stall = KOFICFake.Fault(.stall(seconds: 300), times: 1) { $0.path.hasSuffix("searchDailyBoxOfficeList.json") && $0.query["targetDt"] == "20240306" }
        let fake = try fake(latency: 0.05, faults: [stall])
        defer { fake.stop() }
        let run = try BinaryRunner()
        let process = try run.start(["backfill", "--from", "2024-03-01", "--to", "2024-03-31", "--quiet"], environment: run.environment(fake))
        await eventually(within: 60, every: 0.02) { ((try? run.archivedDays().count) ?? 0) >= 5 }
        kill(process.processIdentifier, SIGKILL)
        await process.exit(within: 60)
        let kept = try run.archivedDays()
        #expect(kept.count >= 5 && kept.count < 31)
        let database = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/archive.sqlite").path)
        #expect(try database.run("PRAGMA integrity_check").first?.first?.string == "ok")
        // Every archived day is whole: ten ranked rows each.
        #expect(try database.run("SELECT count(*) FROM rankings GROUP BY date HAVING count(*) <> 10").isEmpty)
        let resumed = try await run.run(["backfill", "--from", "2024-03-01", "--to", "2024-03-31"], environment: run.environment(fake))
        #expect(resumed.status == 0)
        #expect(resumed.stdout.contains("\(31 - kept.count) fetched, \(kept.count) already archived"))
        #expect(try run.archivedDays().count == 31)
    }

    @Test func wideAlsoArchivesTheListsByNationAndKind() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26", "--wide", "--format", "md"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let lists = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }
        #expect(lists.count == 5)
        #expect(Set(lists.map { "\($0.query["repNationCd"] ?? "-")\($0.query["multiMovieYn"] ?? "-")" }) == ["--", "K-", "F-", "-Y", "-N"])
        let database = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/archive.sqlite").path, create: false)
        let perList = try database.run("SELECT list, count(*) FROM rankings GROUP BY list ORDER BY list")
        // The fake answers every list with the recorded day (no split list was recorded): ten rows each.
        #expect(perList.map { $0[0].string ?? "" } == ["F", "K", "N", "Y", "all"])
        #expect(perList.allSatisfy { $0[1].int == 10 })
    }

    /// `archive copy` says it verified only what it compared: every source row read back from the
    /// destination by its key, value by value. A destination that keeps other values than it was
    /// given (here a trigger adds one admission to each number one it stores) fails the copy, exit 65.
    @Test func aCopyIsVerifiedRowByRowAndADestinationThatAltersRowsFails() async throws {
        let run = try BinaryRunner()
        let env = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--archive", "one.sqlite"], environment: env).status == 0)
        let copy = try await run.run(["archive", "copy", "--from", "one.sqlite", "--to", "two.sqlite"], environment: env)
        #expect(copy.status == 0, "\(copy.all)")
        let sourceRows = try SQLiteDatabase(path: run.directory.appendingPathComponent("one.sqlite").path, create: false)
        let total = try ["days", "rankings", "movies"].reduce(0) { sum, table in
            sum + (try sourceRows.run("SELECT count(*) FROM \(table)").first?.first?.int ?? 0)
        }
        #expect(copy.stdout.contains("verified: each of the "), "\(copy.stdout)")
        let said = copy.stdout.split(separator: "\n").first { $0.hasPrefix("verified") }.map(String.init) ?? ""
        let compared = Int(said.split(separator: " ")[4].replacingOccurrences(of: ",", with: "")) ?? 0
        #expect(compared >= Int(total) && total > 70, "\(said): at least every day, ranking and movie row")

        let destination = try SQLiteDatabase(path: run.directory.appendingPathComponent("two.sqlite").path, create: false)
        // A copy is the same archive: it carries the identity a site records (the copy's own, made when it was created, replaced).
        let identity = "SELECT identity FROM archive_identity"
        let (sourceIdentity, copiedIdentity) = (try sourceRows.run(identity).first?.first?.string, try destination.run(identity).first?.first?.string)
        #expect(sourceIdentity?.count == 36 && copiedIdentity == sourceIdentity)
        try destination.execute("""
            CREATE TRIGGER alter_leader AFTER UPDATE ON rankings WHEN NEW.rank = 1
            BEGIN UPDATE rankings SET audience = OLD.audience + 1 WHERE date = NEW.date AND list = NEW.list AND movie_code = NEW.movie_code; END
            """)
        let again = try await run.run(["archive", "copy", "--from", "one.sqlite", "--to", "two.sqlite"], environment: env)
        #expect(again.status == 65, "\(again.all)")
        #expect(again.stderr.contains("the copy is incomplete: two.sqlite lacks source rows, or holds them with other values, in rankings"), "\(again.stderr)")
        #expect(again.stdout.contains("7 missing or different") && !again.stdout.contains("verified"), "\(again.stdout)")
    }

    @Test func aRevisedDayIsReportedAndKept() async throws {
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2023-04-26", "--format", "md"], environment: run.environment(try fake())).status == 0)
        // KOFIC corrected the day: the first movie's audience grew by 1,000 (the recording, edited in one number).
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeMovies = true
        configuration.daily["20230426"] = try Fixtures.text("kofic/daily/20230426.json")
            .replacingOccurrences(of: #""audiCnt":"93416""#, with: #""audiCnt":"94416""#)
        let revised = try await run.run(["report", "--date", "2023-04-26", "--format", "md"], environment: run.environment(try KOFICFake(configuration)))
        #expect(revised.status == 0)
        #expect(revised.stderr.contains("2023-04-26 revised (revision 2): 1 of 10 movies changed; audience 276337 → 277337 (+1000)"))
        #expect(try run.file("Reports/daily/2023-04-26.md").split(separator: "\n").contains {
            $0.hasPrefix("| 1 | NEW | [드림](../movies/") && $0.contains(" | 94,416 | +93,416 | ")
        })
        let history = try await run.run(["history", "day", "2023-04-26"], environment: run.environment(nil))
        #expect(history.stdout.contains("**Archived:** revision 2, fetched "))
    }

    @Test func backfillRefusesBadRanges() async throws {
        let run = try BinaryRunner()
        let env = run.environment(try fake())
        let reversed = try await run.run(["backfill", "--from", "2024-02-01", "--to", "2024-01-01"], environment: env)
        #expect(reversed.status == 64 && reversed.stderr.contains("--from 2024-02-01 is after --to 2024-01-01"))
        let future = try await run.run(["backfill", "--from", "2024-01-01", "--to", "2999-01-01"], environment: env)
        #expect(future.status == 64 && future.stderr.contains("after yesterday in Seoul"))
        let missing = try await run.run(["backfill"], environment: env)
        #expect(missing.status == 64 && missing.stderr.contains("backfill needs --from"))
    }

    /// One run at a time per archive: the second exits 75 at once and changes nothing.
    @Test func archiveCheckReportsASoundFileAndFindsABrokenOne() async throws {
        let run = try BinaryRunner()
        let env = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--archive", "a.sqlite"], environment: env).status == 0)
        let sound = try await run.run(["archive", "check", "a.sqlite"], environment: env)
        #expect(sound.status == 0, "\(sound.all)")
        // The bundled week: 7 days, 19 movies with details, no revision yet.
        #expect(sound.stdout.contains("  store            SQLite\n  schema version   \(ArchiveSchema.currentVersion)\n  days             7 (2026-01-19 to 2026-01-25)\n"
            + "  movies           19 with details\n  revisions        0 days revised by KOFIC, 0 earlier versions kept\n"), "\(sound.stdout)")
        // A day's chart deleted behind boxoffice's back (as a hand-edited file might be).
        try SQLiteDatabase(path: run.directory.appendingPathComponent("a.sqlite").path).execute("DELETE FROM rankings WHERE date = '2026-01-22'")
        let broken = try await run.run(["archive", "check", "--archive", "a.sqlite"], environment: env)
        #expect(broken.status == 65 && broken.stdout.contains("✗ 1 days without their chart"), "\(broken.all)")
        let none = try await run.run(["archive", "check", "missing.sqlite"], environment: env)
        #expect(none.status == 66 && !run.exists("missing.sqlite"))
    }

    /// What the archive derives from its rankings (each day's market columns, movie_months, movie_runs) is
    /// recomputed by `archive check`: a row changed behind boxoffice's back is named by its table.
    @Test(arguments: [
        ("UPDATE movie_months SET audience = audience + 1 WHERE movie_code = (SELECT min(movie_code) FROM movie_months)",
         "✗ movie_months: 1 row(s) disagree with the rankings' months"),
        ("UPDATE movie_runs SET title = 'x' WHERE movie_code = (SELECT max(movie_code) FROM movie_runs)",
         "✗ movie_runs: 1 row(s) disagree with the rankings' runs"),
        ("UPDATE days SET market_sales = market_sales + 1000 WHERE date = '2026-01-21'",
         "✗ days: the market columns of 1 day(s) disagree with their rankings (market_sales)"),
        ("UPDATE days SET audience = audience - 1, nation_unknown_audience = 5 WHERE date = '2026-01-24'",
         "✗ days: the market columns of 1 day(s) disagree with their rankings (audience, nation_unknown_audience)"),
    ])
    func archiveCheckRecomputesTheDerivedData(_ tampering: String, _ said: String) async throws {
        let run = try BinaryRunner()
        let env = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--archive", "a.sqlite"], environment: env).status == 0)
        let sound = try await run.run(["archive", "check", "a.sqlite"], environment: env)
        #expect(sound.status == 0 && sound.stdout.contains("derived data (market columns, movie_months, movie_runs, movie_distributors) found nothing wrong"), "\(sound.all)")
        try SQLiteDatabase(path: run.directory.appendingPathComponent("a.sqlite").path).execute(tampering)
        let tampered = try await run.run(["archive", "check", "a.sqlite"], environment: env)
        #expect(tampered.status == 65, "\(tampered.all)")
        #expect(tampered.stdout.split(separator: "\n").filter { $0.hasPrefix("✗") } == [Substring(said)], "\(tampered.stdout)")
    }

    @Test func twoReportsOnOneArchiveAtOnceOneRuns() async throws {
        // Half a second a request keeps the first run holding the archive for over a second, so
        // the second starts while it does even on a loaded machine.
        let fake = try fake(latency: 0.5)
        let run = try BinaryRunner()
        let results = try [("2023-04-23", "a"), ("2023-04-26", "b")].map { day, folder in
            try run.start(["report", "--date", day, "--output", folder, "--quiet"], environment: run.environment(fake))
        }
        var statuses: [Int32] = []
        for process in results { statuses.append(await process.exit(within: 120)) }
        #expect(statuses.sorted() == [0, 75])
        #expect(try run.archivedDays().count == 1)
    }
}

/// Date strings for test expectations, computed without the code under test.
enum CalendarDateString {
    static func next(after iso: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: formatter.date(from: iso)!.addingTimeInterval(86_400))
    }
}
