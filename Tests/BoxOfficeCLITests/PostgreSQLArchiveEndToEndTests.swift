import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// The binary with its archive on a real PostgreSQL server the test starts (Debian's `postgresql`).
@Suite(.requires(.postgreSQLServer)) struct PostgreSQLArchiveEndToEndTests {
    func fake(_ extra: (inout KOFICFake.Configuration) -> Void = { _ in }) throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        configuration.synthesizeMovies = true
        configuration.latency = 0.01
        extra(&configuration)
        return try KOFICFake(configuration)
    }

    /// 2026-01-21 as KOFIC first served it (pulled 01-22 09:30), before its correction.
    static let firstPullOf0121 = "kofic/week-2026-01-19/pulls/20260121/20260122-0930.json"

    @Test func twoBackfillsAndTwoReportsAtOnceLoseNothing() async throws {
        let database = try PostgreSQLTestDatabase()
        let final = try fake(), early = try fake { $0.daily["20260121"] = try? Fixtures.text(Self.firstPullOf0121) }
        let run = try BinaryRunner()
        let archive = ["--archive", database.address]
        let stderr = (0..<4).map { run.directory.appendingPathComponent("stderr-\($0)") }
        // Two machines' backfills over overlapping ranges, and two reports of 2026-01-21 that saw
        // KOFIC before and after its correction, started together.
        let processes = [
            try run.start(["backfill", "--from", "2026-01-12", "--to", "2026-01-25"] + archive, environment: run.environment(final), stderr: stderr[0]),
            try run.start(["backfill", "--from", "2026-01-19", "--to", "2026-02-01"] + archive, environment: run.environment(early), stderr: stderr[1]),
            try run.start(["report", "--date", "2026-01-21", "--recheck-days", "0", "--output", "a"] + archive, environment: run.environment(early), stderr: stderr[2]),
            try run.start(["report", "--date", "2026-01-21", "--recheck-days", "0", "--output", "b"] + archive, environment: run.environment(final), stderr: stderr[3]),
        ]
        for (index, process) in processes.enumerated() {
            #expect(await process.exit(within: 120) == 0, "\(index): \((try? String(contentsOf: stderr[index], encoding: .utf8)) ?? "")")
        }
        let connection = try PostgreSQLConnection(address: database.address)
        // Every day once (2026-01-12 to 2026-02-01: 21 days), ten rankings each, no duplicate.
        #expect(try connection.run("SELECT count(*), count(DISTINCT date), min(date), max(date) FROM days") == [["21", "21", "2026-01-12", "2026-02-01"]])
        #expect(try connection.run("SELECT count(*) FROM rankings") == [["210"]])
        #expect(try connection.run("SELECT count(*) FROM (SELECT date, list, movie_code FROM rankings GROUP BY 1, 2, 3 HAVING count(*) > 1) d") == [["0"]])
        // 2026-01-21: both versions KOFIC served are in the archive, numbered 1… without a gap; the
        // laputa row (천공의 성 라퓨타, 20040549) had 14,434 in the first pull.
        let revisionText: String? = try connection.run("SELECT revision FROM days WHERE date = '2026-01-21'").first?.first ?? nil
        let revision = try #require(revisionText.flatMap { Int($0) })
        let kept = try connection.run("SELECT DISTINCT revision FROM ranking_revisions WHERE date = '2026-01-21' ORDER BY 1").compactMap { $0[0].flatMap(Int.init) }
        #expect(revision >= 2 && kept == Array(1..<revision))
        let laputa = try connection.run("""
            SELECT audience FROM ranking_revisions WHERE date = '2026-01-21' AND movie_code = '20040549' AND list = 'all'
            UNION ALL SELECT audience FROM rankings WHERE date = '2026-01-21' AND movie_code = '20040549' AND list = 'all'
            """).compactMap { $0[0] }
        let finalNumber = try #require(try recordedAudience("kofic/week-2026-01-19/daily/20260121.json", movie: "20040549"))
        #expect(Set(laputa) == ["14434", String(finalNumber)])
        #expect(finalNumber != 14_434)
        let check = try await run.run(["archive", "check", database.address], environment: run.environment(nil))
        #expect(check.status == 0 && check.stdout.contains("days             21 (2026-01-12 to 2026-02-01)"), "\(check.all)")
    }

    /// The audience a recorded daily body gives a movie.
    func recordedAudience(_ fixture: String, movie: String) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any]
        let list = (object?["boxOfficeResult"] as? [String: Any])?["dailyBoxOfficeList"] as? [[String: Any]]
        return (list?.first { $0["movieCd"] as? String == movie }?["audiCnt"] as? String).flatMap(Int.init)
    }

    @Test func aPasswordInTheAddressIsNeverShown() async throws {
        let database = try PostgreSQLTestDatabase()
        let run = try BinaryRunner()
        // The test server trusts local connections, so the password is accepted and unused.
        let address = database.address.replacingOccurrences(of: "postgresql://boxoffice@", with: "postgresql://boxoffice:hunter2secret@")
        let report = try await run.run(["report", "--sample", "--archive", address, "--run-summary", "summary.txt"], environment: run.environment(nil))
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stderr.contains("archive to postgresql://boxoffice:***@/"))
        let history = try await run.run(["history", "day", "2026-01-25"], environment: run.environment(nil, ["BOXOFFICE_ARCHIVE": address]))
        #expect(history.status == 0 && history.stdout.contains("만약에 우리"), "\(history.stderr)")
        let unreachable = address.replacingOccurrences(of: "port=\(database.server.port)", with: "port=9")
        let failed = try await run.run(["history", "day", "2026-01-25", "--archive", unreachable], environment: run.environment(nil))
        #expect(failed.status == 69 && failed.stderr.hasPrefix("boxoffice: error: cannot reach the archive postgresql://boxoffice:***@/"), "\(failed.stderr)")
        let check = try await run.run(["archive", "check", address], environment: run.environment(nil))
        let copy = try await run.run(["archive", "copy", "--from", address, "--to", "copy.sqlite"], environment: run.environment(nil))
        #expect(copy.status == 0, "\(copy.all)")
        let doctor = try await run.run(["doctor", "--archive", address], environment: run.environment(nil))
        for result in [report, history, failed, check, copy, doctor] { #expect(!result.all.contains("hunter2secret"), "\(result.all)") }
        for path in run.files() { #expect(!(try run.file(path)).contains("hunter2secret"), "\(path)") }
    }

    @Test func copyToPostgreSQLAndBackAnswersTheSameHistory() async throws {
        let database = try PostgreSQLTestDatabase()
        let run = try BinaryRunner()
        let env = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--archive", "one.sqlite"], environment: env).status == 0)
        let there = try await run.run(["archive", "copy", "--from", "one.sqlite", "--to", database.address], environment: env)
        #expect(there.status == 0 && there.stdout.contains("verified"), "\(there.all)")
        #expect(there.stdout.contains("  rankings                          70           70"), "\(there.stdout)")
        let again = try await run.run(["archive", "copy", "--from", "one.sqlite", "--to", database.address], environment: env)
        #expect(again.stdout == there.stdout, "a second copy changes nothing")
        let back = try await run.run(["archive", "copy", "--from", database.address, "--to", "two.sqlite", "--quiet"], environment: env)
        #expect(back.status == 0 && back.stderr.isEmpty, "\(back.all)")
        // The identity a site records goes there and back: the copies are the same archive.
        #expect(try run.archiveColumn("SELECT identity FROM archive_identity", "two.sqlite") == run.archiveColumn("SELECT identity FROM archive_identity", "one.sqlite"))
        for query in [["history", "top", "--from", "2026-01-19", "--to", "2026-01-25", "--format", "csv"],
                      ["history", "movie", "20249255", "--format", "json"], ["history", "day", "2026-01-22", "--format", "csv"]] {
            var answers: [BinaryRunner.Result] = []
            for archive in ["one.sqlite", database.address, "two.sqlite"] { answers.append(try await run.run(query + ["--archive", archive], environment: env)) }
            #expect(answers.allSatisfy { $0.status == 0 })
            #expect(answers[1].stdout == answers[0].stdout && answers[2].stdout == answers[0].stdout, "\(query)")
        }
        // A missing source is an error, and creates nothing.
        let missing = try await run.run(["archive", "copy", "--from", "none.sqlite", "--to", "three.sqlite"], environment: env)
        #expect(missing.status == 66 && !run.exists("three.sqlite") && !run.exists("none.sqlite"))
        #expect(!run.exists("three.sqlite.lock") && !run.exists("none.sqlite.lock"), "no lock file either")
        let usage = try await run.run(["archive", "copy", "--from", "one.sqlite"], environment: env)
        #expect(usage.status == 64 && usage.stderr.contains("archive copy needs --from and --to"))
    }

    @Test func aPasswordComesFromTheAddressPGPASSWORDOrPgpass() async throws {
        let server = try PostgreSQLTestServer(password: "pw-2026-Ω")
        let run = try BinaryRunner()
        let bare = "postgresql://boxoffice@/boxoffice?host=\(server.folder.path)&port=\(server.port)"
        let history = ["history", "day", "2026-01-25"]
        // No password anywhere: the server refuses, and boxoffice says so (exit 69).
        let refused = try await run.run(history + ["--archive", bare], environment: run.environment(nil))
        #expect(refused.status == 69 && refused.stderr.contains("cannot reach the archive \(bare)"), "\(refused.all)")
        // In the address (percent-encoded): the first run creates the tables.
        let inAddress = bare.replacingOccurrences(of: "boxoffice@", with: "boxoffice:pw-2026-%CE%A9@")
        let filled = try await run.run(["backfill", "--sample", "--archive", inAddress], environment: run.environment(nil))
        #expect(filled.status == 0, "\(filled.all)")
        // From PGPASSWORD.
        let fromEnvironment = try await run.run(history + ["--archive", bare], environment: run.environment(nil, ["PGPASSWORD": "pw-2026-Ω"]))
        #expect(fromEnvironment.status == 0 && fromEnvironment.stdout.contains("만약에 우리"), "\(fromEnvironment.all)")
        // From ~/.pgpass (libpq reads it only when no one else may).
        let pgpass = run.directory.appendingPathComponent(".pgpass")
        try Data("*:*:*:boxoffice:pw-2026-Ω\n".utf8).write(to: pgpass)
        chmod(pgpass.path, 0o600)
        let fromFile = try await run.run(history + ["--archive", bare], environment: run.environment(nil))
        #expect(fromFile.status == 0 && fromFile.stdout.contains("만약에 우리"), "\(fromFile.all)")
        try FileManager.default.removeItem(at: pgpass)
        // A wrong one: refused, and not shown.
        let wrong = try await run.run(history + ["--archive", bare.replacingOccurrences(of: "boxoffice@", with: "boxoffice:guess-2026@")],
                                environment: run.environment(nil))
        #expect(wrong.status == 69 && wrong.stderr.contains("password authentication failed") && !wrong.all.contains("guess-2026"), "\(wrong.all)")
        for result in [refused, filled, fromEnvironment, fromFile, wrong] { #expect(!result.all.contains("pw-2026")) }
    }
}
