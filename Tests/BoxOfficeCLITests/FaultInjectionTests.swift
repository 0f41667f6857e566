import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// The faults of a real morning, against the loopback fake and the built binary. Each case checks
/// the exit status, the one-line message, that no partial report exists, that the archive holds
/// only whole days, and that the key appears nowhere.
@Suite(.serialized) struct FaultInjectionTests {
    func fake(_ configure: (inout KOFICFake.Configuration) -> Void = { _ in }) throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeMovies = true
        configure(&configuration)
        return try KOFICFake(configuration)
    }

    /// Every report file present is whole, no temporary is left (a SIGKILL mid-write may leave
    /// hidden ones, which the next run removes: `killed`), and the archive is sound.
    func expectConsistent(_ run: BinaryRunner, archivedDays: [String]? = nil, killed: Bool = false,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        for path in run.files() where path.hasPrefix("Reports/") {
            let name = (path as NSString).lastPathComponent
            if name.contains(".tmp-") {
                #expect(killed && name.hasPrefix("."), "temporary left: \(path)", sourceLocation: sourceLocation)
                continue
            }
            let text = try run.file(path)
            if path.hasSuffix(".html") { #expect(text.hasSuffix("</html>\n"), "truncated \(path)", sourceLocation: sourceLocation) }
            if path.hasSuffix(".md") { #expect(text.hasPrefix("# ") && text.hasSuffix("\n"), "truncated \(path)", sourceLocation: sourceLocation) }
            if path.hasSuffix(".csv") { #expect(text.hasSuffix("\r\n"), "truncated \(path)", sourceLocation: sourceLocation) }
        }
        if run.exists("Reports/archive.sqlite") {
            let database = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/archive.sqlite").path, create: false)
            #expect(try database.run("PRAGMA integrity_check").first?.first?.string == "ok", sourceLocation: sourceLocation)
            // Killed before the first migration committed: no schema at all, never half of one.
            let schema = try run.archiveSchema()
            if schema.version == 0 {
                #expect(killed && schema.tables.isEmpty, "a half-migrated archive: \(schema.tables)", sourceLocation: sourceLocation)
                if let archivedDays { #expect(archivedDays.isEmpty, "no schema, yet days expected", sourceLocation: sourceLocation) }
                return
            }
            #expect(try database.run("SELECT date FROM rankings WHERE list = 'all' GROUP BY date HAVING count(*) <> 10").isEmpty,
                    "a half-written day", sourceLocation: sourceLocation)
        }
        if let archivedDays { #expect(try run.archivedDays() == archivedDays, sourceLocation: sourceLocation) }
    }

    @Test func thirtyPercentOf500sStillGiveTheReport() async throws {
        let fake = try fake { $0.failureRate = 0.3 }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fake.requests.count > 11, "the retries show in the server's log")
        #expect(result.stderr.contains("retrying"))
        try expectConsistent(run, archivedDays: ["2023-04-26"])
        try run.expectNoKey(result)
    }

    @Test func aStallLongerThanTheDeadlineExits69InTime() async throws {
        let fake = try fake { $0.faults = [.forDaily(.stall(seconds: 60))] }
        defer { fake.stop() }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26", "--deadline", "3"], environment: run.environment(fake))
        let elapsed = result.seconds
        #expect(result.status == 69)
        #expect(result.stderr.contains("did not finish within its 3-second deadline (--deadline): it was waiting for KOFIC"), "\(result.stderr)")
        // A bound on the stall, not a timing: 15 s against a 60-second stall (its deadline is 3 s); a
        // run that waited out the deadline's 15-second join (a request deaf to its cancellation) fails it.
        #expect(elapsed < 15, "exited after \(elapsed) s")
        try expectConsistent(run, archivedDays: [])
        #expect(run.files().filter { $0.hasPrefix("Reports/daily") }.isEmpty)
    }

    /// Another program holds the archive (a SQLite write lock, as a long `sqlite3` session would):
    /// the deadline's message says the run was waiting for the archive, not for KOFIC.
    @Test func aDeadlinePassedOnALockedArchiveSaysSo() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2023-04-23"], environment: run.environment(fake)).status == 0)
        let holder = try SQLiteDatabase(path: run.directory.appendingPathComponent("Reports/archive.sqlite").path, create: false)
        _ = try holder.run("BEGIN EXCLUSIVE")
        defer { _ = try? holder.run("ROLLBACK") }
        let result = try await run.run(["report", "--date", "2023-04-26", "--deadline", "2", "--run-summary", "summary"], environment: run.environment(fake))
        #expect(result.status == 69)
        #expect(result.stderr.contains("2-second deadline (--deadline): it was waiting for the archive"), "\(result.stderr)")
        #expect(!result.stderr.contains("KOFIC may be slow"))
        #expect(try run.file("summary").contains("status=69 error=\"the run did not finish"))
        #expect(!run.exists("Reports/daily/2023-04-26.md"))
    }

    @Test func malformedDetailsForOneMovieKeepTheRow() async throws {
        let fake = try fake { $0.faults = [.forMovie("20227890", .body(#"{"movieInfoResult":{"movieInfo":{"movieCd":"20227890","#))] }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26", "--format", "md"], environment: run.environment(fake))
        #expect(result.status == 0)
        #expect(try run.file("Reports/daily/2023-04-26.md").contains("No details for 슈퍼 마리오 브라더스 (20227890): the answer could not be used: the answer is not valid JSON."))
        try expectConsistent(run, archivedDays: ["2023-04-26"])
    }

    @Test func anHTMLPageInsteadOfJSONExits65() async throws {
        let fake = try fake { $0.faults = [.forDaily(.body("<!DOCTYPE html><html><body>점검 중입니다</body></html>"))] }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake))
        #expect(result.status == 65 && result.stderr.contains("the answer is HTML, not JSON"))
        try expectConsistent(run, archivedDays: [])
        try run.expectNoKey(result)
    }

    @Test func aRejectedKeyIsNotRetried() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake, ["KOFIC_API_KEY": "00000000000000000000000000000000"]))
        #expect(result.status == 77)
        #expect(fake.requests.count == 1)
        try expectConsistent(run, archivedDays: [])
    }

    @Test func killedAtSeveralPointsLeavesNoPartialReportAndASoundArchive() async throws {
        for delay in [0.01, 0.05, 0.15, 0.25, 0.35] {
            let fake = try fake { $0.latency = 0.1 }
            let run = try BinaryRunner()
            let process = try run.start(["report", "--date", "2023-04-26", "--quiet"], environment: run.environment(fake))
            try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            kill(process.processIdentifier, SIGKILL)
            await process.exit(within: 60)
            try expectConsistent(run, killed: true)
            let days = try run.archivedDays()
            #expect(days == [] || days == ["2023-04-26"], "after \(delay) s")
            // The next run completes and leaves no temporary of the killed one.
            #expect(try await run.run(["report", "--date", "2023-04-26", "--force"], environment: run.environment(fake)).status == 0)
            try expectConsistent(run, archivedDays: ["2023-04-26"])
        }
    }

    @Test func aReadOnlyOutputFolderExits73AndKeepsThePreviousReport() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2023-04-26", "--no-archive"], environment: run.environment(fake)).status == 0)
        let before = try run.file("Reports/daily/2023-04-26.html")
        let reports = run.directory.appendingPathComponent("Reports").path
        var prefix: [String] = []
        var binary: String? = nil
        if getuid() == 0 {
            // Root writes anywhere: run the binary as nobody, to whom the folder is read-only. The
            // clone may sit where nobody cannot enter (/root/boxoffice): nobody runs a copy from the run's folder.
            prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            chmod(run.directory.path, 0o755)
            binary = try run.copyOfTheBinary()
        } else {
            chmod(reports, 0o555)
            chmod(reports + "/daily", 0o555)
        }
        defer { chmod(reports, 0o755); chmod(reports + "/daily", 0o755) }
        let result = try await run.run(["report", "--date", "2023-04-26", "--no-archive", "--force"], environment: run.environment(fake), prefix: prefix,
                                 binary: binary)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write"))
        #expect(try run.file("Reports/daily/2023-04-26.html") == before)
        try expectConsistent(run)
    }

    @Test func aFileSizeLimitExits73AndKeepsThePreviousReport() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2023-04-26", "--no-archive"], environment: run.environment(fake)).status == 0)
        let before = try run.file("Reports/daily/2023-04-26.html")
        // ulimit -f counts 1024-byte blocks: 8 KiB lets the Markdown through but not the HTML.
        let result = try await run.run(["-c", "ulimit -f 8; exec \"$0\" \"$@\"", BinaryRunner.binary.path, "report", "--date", "2023-04-26", "--no-archive", "--force"],
                                 environment: run.environment(fake), executable: "/bin/bash")
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("file too large"))
        #expect(try run.file("Reports/daily/2023-04-26.html") == before)
        try expectConsistent(run)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aTerminationSignalStopsTheRunCleanly(_ signal: Int32, _ status: Int32) async throws {
        let fake = try fake { $0.faults = [.forMovie("20227890", .stall(seconds: 60))] }
        defer { fake.stop() }
        let run = try BinaryRunner()
        let errors = run.directory.appendingPathComponent(".stderr")
        let process = try run.start(["report", "--date", "2023-04-26", "--quiet"], environment: run.environment(fake), stderr: errors)
        await eventually(within: 60) { fake.requests.contains(where: { $0.query["movieCd"] == "20227890" }) }
        let signalled = Date()
        kill(process.processIdentifier, signal)
        #expect(await process.exit(within: 120) == status)
        #expect(Date().timeIntervalSince(signalled) < 15, "stopped at once, not after the 60-second stall nor the 15-second join")
        #expect(try String(contentsOf: errors, encoding: .utf8).contains("boxoffice: error: interrupted"))
        try? FileManager.default.removeItem(at: errors)
        // The day's list was stored whole (one transaction) before its movies' details were asked
        // for; no report was written, so the next run writes them.
        try expectConsistent(run, archivedDays: ["2023-04-26"])
        #expect(!run.exists("Reports/daily/2023-04-26.html"))
        fake.stop()
        let calm = try self.fake()
        let again = try await run.run(["report", "--date", "2023-04-26", "--quiet"], environment: run.environment(calm))
        #expect(again.status == 0, "\(again.stderr)")
        #expect(run.exists("Reports/daily/2023-04-26.html"))
        try expectConsistent(run, archivedDays: ["2023-04-26"])
    }
}
