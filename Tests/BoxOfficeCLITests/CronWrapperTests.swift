import BoxOfficeTestSupport
import Foundation
import Testing

/// `cron/boxoffice-daily.sh` as cron runs it: a bare environment, the settings file, the log.
@Suite(.serialized) struct CronWrapperTests {
    static let script = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("cron/boxoffice-daily.sh").path

    struct Setup {
        let run: BinaryRunner
        let settings: URL
        /// Holds the settings file outside the run's folder: it holds the key by design.
        let settingsFolder = TemporaryFolder("cron")
        var output: String { run.directory.appendingPathComponent("Reports").path }
        /// The state folder (BOXOFFICE_STATE): the archive, the schedule's state, lock and log, out of the published folder.
        var state: String { run.directory.appendingPathComponent("state").path }
        var log: String { state + "/boxoffice-cron.log" }

        /// `recheckDays`: the settings file's BOXOFFICE_RECHECK_DAYS (0 unless a test is about re-checks, so
        /// request counts are of the day alone; nil leaves it out, for the wrapper's default).
        init(fake: KOFICFake, key: String? = nil, extra: [String] = [], mode: Int16 = 0o600, binary: String = BinaryRunner.binary.path,
             recheckDays: Int? = 0) throws {
            run = try BinaryRunner()
            settings = settingsFolder.url.appendingPathComponent("boxoffice.env")
            let lines = [
                "# test settings", "KOFIC_API_KEY=\(key ?? fake.configuration.apiKey)", "KOFIC_BASE_URL=\(fake.baseURL.absoluteString)",
                "BOXOFFICE_BIN=\(binary)", "BOXOFFICE_OUTPUT=\(run.directory.appendingPathComponent("Reports").path)",
                "BOXOFFICE_STATE=\(run.directory.appendingPathComponent("state").path)",
            ] + (recheckDays.map { ["BOXOFFICE_RECHECK_DAYS=\($0)"] } ?? []) + extra
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: settings)
            chmod(settings.path, mode_t(mode))
        }

        func wrapper(_ arguments: [String] = [], environment: [String: String] = [:], besideAnother: Bool = false) async throws -> BinaryRunner.Result {
            try await run.run([CronWrapperTests.script, "--env", settings.path] + arguments,
                              environment: ["SOURCE_DATE_EPOCH": "1641421800"].merging(environment) { $1 }, executable: "/bin/bash",
                              besideAnother: besideAnother)
        }

        func logLines() throws -> [String] { try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init) }
    }

    func fake(_ configure: (inout KOFICFake.Configuration) -> Void = { _ in }) throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeMovies = true
        configuration.synthesizeDays = true
        configure(&configuration)
        return try KOFICFake(configuration)
    }

    @Test func aRunWritesTheReportsAndOneLogLine() async throws {
        let setup = try Setup(fake: try fake())
        let result = try await setup.wrapper()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try setup.logLines()
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        for field in ["start=", "end=", "day=", "status=0", "files=3", "requests=11", "archive=added", "movies=10"] {
            #expect(line.contains(field), "\(field) in \(line)")
        }
        #expect(FileManager.default.fileExists(atPath: setup.output + "/latest.html"))
        #expect(FileManager.default.fileExists(atPath: setup.output + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: setup.state + "/archive.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: setup.output + "/archive.sqlite"), "the archive is not published")
        try setup.run.expectNoKey(result)
    }

    @Test func theSecondRunOfTheDayTouchesNothingWhenNothingChanged() async throws {
        let setup = try Setup(fake: try fake())
        #expect(try await setup.wrapper().status == 0)
        let html = setup.output + "/latest.html"
        let modified = try FileManager.default.attributesOfItem(atPath: html)[.modificationDate] as? Date
        try await Task.sleep(nanoseconds: 1_100_000_000) // past the modification time's second
        #expect(try await setup.wrapper().status == 0)
        let second = try #require(try setup.logLines().last)
        #expect(second.contains("archive=unchanged") && second.contains("files=0") && second.contains("requests=1"))
        #expect(try FileManager.default.attributesOfItem(atPath: html)[.modificationDate] as? Date == modified)
    }

    @Test func aRevisedDayIsRewrittenAndTheLogSaysWhatChanged() async throws {
        let setup = try Setup(fake: try fake())
        #expect(try await setup.wrapper().status == 0)
        let day = try #require(try setup.logLines().first?.split(separator: " ").first { $0.hasPrefix("day=") }?.dropFirst(4))
        let compact = day.replacingOccurrences(of: "-", with: "")
        // The same synthesized day, with one audience number corrected upward by 1,000.
        let corrected = KOFICFake.raisingFirstAudience(try #require(KOFICFake.synthesizedDay(compact)), by: 1000)
        let revisedFake = try fake { $0.daily[compact] = corrected }
        let revised = try Setup(fake: revisedFake)
        try FileManager.default.copyItem(atPath: setup.output, toPath: revised.output)
        try FileManager.default.copyItem(atPath: setup.state, toPath: revised.state)
        let result = try await revised.wrapper()
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(try revised.logLines().last)
        #expect(line.contains("archive=revised") && line.contains("revision=2") && line.contains("files=3"))
        #expect(line.contains("changes=\"1 of 10 movies changed; audience "))
    }

    /// With re-checks on (the settings file's BOXOFFICE_RECHECK_DAYS), the first run also fetches the
    /// three days before yesterday, missing from the new archive; the next run asks for the four
    /// lists again and nothing else (the details are cached), and touches nothing.
    @Test func reChecksAreOneListRequestADayAndTheLogSaysWhichDaysChanged() async throws {
        let setup = try Setup(fake: try fake(), recheckDays: 3)
        #expect(try await setup.wrapper().status == 0)
        let first = try #require(try setup.logLines().last)
        for field in ["status=0", "archive=added", "rechecked=3", "files=12"] { #expect(first.contains(field), "\(field) in \(first)") }
        let days = try #require(first.split(separator: " ").first { $0.hasPrefix("revised_days=") }).dropFirst("revised_days=".count)
        #expect(days.split(separator: ",").count == 3)
        #expect(try await setup.wrapper().status == 0)
        let second = try #require(try setup.logLines().last)
        for field in ["archive=unchanged", "rechecked=3", "files=0", "requests=4"] { #expect(second.contains(field), "\(field) in \(second)") }
        #expect(!second.contains("revised_days="))
    }

    /// The settings file's webhook and site URL reach the binary; the webhook URL (a secret) is in
    /// no log line, not even in a failure's.
    @Test func theWebhookFromTheSettingsIsToldAndNeverLogged() async throws {
        let receiver = try NotifyTests.Receiver()
        let setup = try Setup(fake: try fake(), key: "ffffffffffffffffffffffffffffffff",
                              extra: ["BOXOFFICE_NOTIFY_URL=\(receiver.url)", "BOXOFFICE_SITE_URL=https://example.org/box"])
        let result = try await setup.wrapper()
        #expect(result.status == 77)
        #expect(receiver.messages.first?["text"]?.contains("KOFIC rejected the API key") == true)
        let log = try String(contentsOfFile: setup.log, encoding: .utf8)
        #expect(log.contains("notify=sent") && !log.contains("s3cr3t-t0k3n") && !result.all.contains("s3cr3t-t0k3n"))
        let dry = try await setup.wrapper(["--dry-run"])
        #expect(dry.stdout.contains("webhook:   set (not shown)") && !dry.stdout.contains("s3cr3t-t0k3n"))
        // The wrapper's LANG=C.UTF-8, whatever the shell's: English unless the settings file says ko.
        #expect(try await setup.wrapper(["--dry-run"], environment: ["LANG": "ko_KR.UTF-8"]).stdout.contains("language:  en "), "\(dry.stdout)")
        let korean = try Setup(fake: try fake(), extra: ["BOXOFFICE_LANG=ko"])
        #expect(try await korean.wrapper(["--dry-run"]).stdout.contains("language:  ko "))
    }

    /// The cron docs' one command that seeds what cron keeps: the days and weekends from a date to
    /// yesterday into the schedule's own archive, then the site in its folder and the settings'
    /// language; the dry run names that same archive.
    @Test func seedingFillsTheArchiveAndTheSiteTheScheduleKeeps() async throws {
        let setup = try Setup(fake: try fake(), extra: ["BOXOFFICE_LANG=ko"])
        // The repository's own committed site (the wrapper runs from the repository): never touched.
        let committed = URL(fileURLWithPath: CronWrapperTests.script).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reports/index.html")
        let before = try Data(contentsOf: committed)
        defer { #expect((try? Data(contentsOf: committed)) == before, "the seed wrote into the repository's Reports") }
        let seeded = try await setup.wrapper(["--seed", "2026-01-19"], environment: ["BOXOFFICE_NOW": String(CronScheduleTests.epoch("2026-01-26 07:00"))])
        #expect(seeded.status == 0, "\(seeded.all)")
        #expect(try setup.run.archiveColumn("SELECT date FROM days ORDER BY date", "state/archive.sqlite") == (19...25).map { "2026-01-\($0)" })
        // Nothing private in the published folder: no archive, lock, log or schedule state.
        let published = try FileManager.default.contentsOfDirectory(atPath: setup.output)
        #expect(!published.contains { $0.contains("sqlite") || $0.contains("cron") || $0.hasSuffix(".log") || ($0.hasSuffix(".lock") && $0 != ".boxoffice.lock") },
                "the run lock aside: \(published)")
        #expect(try setup.run.read("Reports/.site.json").contains("\"ko\"") && setup.run.exists("Reports/months/2026-01.html"))
        #expect(try setup.run.read("Reports/index.html").contains("<html lang=\"ko\""))
        #expect(try await setup.wrapper(["--dry-run"]).stdout.contains("archive:   \(setup.state)/archive.sqlite"))
        #expect(try await setup.wrapper(["--seed"]).status != 0, "a seed needs its first day")
        // A relative --env, from the settings file's folder: the wrapper makes it absolute before it moves to the repository.
        let relative = try await setup.run.run([Self.script, "--env", "boxoffice.env", "--dry-run"], environment: ["SOURCE_DATE_EPOCH": "1641421800"],
                                               executable: "/bin/bash", in: setup.settingsFolder.url.path)
        #expect(relative.status == 0 && relative.stdout.contains("settings:  \(setup.settings.path)"), "\(relative.all)")
        // A site built in another language keeps it, and the dry run says so.
        try Data(#"{"language": "en"}"#.utf8).write(to: setup.run.directory.appendingPathComponent("Reports/.site.json"))
        #expect(try await setup.wrapper(["--dry-run"]).stdout.contains("language:  ko (the reports'; BOXOFFICE_LANG=ko or en in the settings file); the site in \(setup.output) stays en"))
        // doctor, reading the same settings file as the wrapper does, says the same language and archive.
        let doctor = try await setup.run.run(["doctor", "--env", setup.settings.path], environment: setup.run.environment(nil))
        #expect(doctor.stdout.contains("  language          리포트는 ko(BOXOFFICE_LANG=ko in \(setup.settings.path)). \(setup.output)의 사이트는 en 그대로"),
                "\(doctor.stdout)")
        #expect(doctor.stdout.contains("  archive           \(setup.state)/archive.sqlite"), "\(doctor.stdout)")
    }

    @Test func aDatabasePasswordIsNeverLogged() async throws {
        // No server listens there: the run fails to reach the archive, and says so without the password.
        let address = "postgresql://editor:pw-s3cr3t@/boxoffice?host=/nonexistent&port=1"
        let setup = try Setup(fake: try fake(), extra: ["BOXOFFICE_ARCHIVE=\(address)", "PGPASSWORD=pg-env-s3cr3t"])
        let result = try await setup.wrapper()
        #expect(result.status == 69, "\(result.all)")
        #expect(result.stderr.contains("cannot reach the archive postgresql://editor:***@/boxoffice?host=/nonexistent&port=1"), "\(result.stderr)")
        let dry = try await setup.wrapper(["--dry-run"])
        #expect(dry.stdout.contains("archive:   postgresql://editor:***@/boxoffice?host=/nonexistent&port=1"), "\(dry.stdout)")
        let log = try String(contentsOfFile: setup.log, encoding: .utf8)
        #expect(log.contains("error=") && log.contains("editor:***@"), "\(log)")
        for text in [log, result.all, dry.all] { #expect(!text.contains("s3cr3t"), "\(text)") }
    }

    @Test func failuresAreLoggedAndReturned() async throws {
        let setup = try Setup(fake: try fake(), key: "ffffffffffffffffffffffffffffffff")
        let result = try await setup.wrapper()
        #expect(result.status == 77)
        #expect(result.stderr.contains("KOFIC rejected the API key"))
        let line = try #require(try setup.logLines().first)
        #expect(line.contains("status=77") && line.contains("error=\"") && !line.contains("ffffffffffffffffffffffffffffffff"))
    }

    @Test func overlappingRunsNeverBothRun() async throws {
        // The first run's first movie's details stall once (8 s): it holds the lock while the second starts, however
        // slow the machine (the second is started once that request has arrived).
        let fake = try fake {
            $0.latency = 0.2
            $0.faults = [KOFICFake.Fault(.stall(seconds: 8), times: 1) { $0.path.hasSuffix("searchMovieInfo.json") }]
        }
        defer { fake.stop() }
        let setup = try Setup(fake: fake)
        let first = Process()
        first.executableURL = URL(fileURLWithPath: "/bin/bash")
        first.arguments = [Self.script, "--env", setup.settings.path]
        first.environment = [:]
        first.standardOutput = FileHandle.nullDevice
        first.standardError = FileHandle.nullDevice
        let child = try ChildProcess(starting: first)
        // The first run holds the lock while its stalled request waits (not after a fixed sleep, which a
        // loaded CI machine can outlast before the first run even starts).
        await eventually(within: 60) { fake.requests.contains { $0.path.hasSuffix("searchMovieInfo.json") } }
        let second = try await setup.wrapper(besideAnother: true)
        #expect(await child.exit(within: 120) == 0)
        #expect(second.status == 75)
        let lines = try setup.logLines()
        #expect(lines.count == 2 && lines.contains { $0.contains("status=75 skipped: another run holds") })
    }

    @Test func settingsReadableByOthersAreRefused() async throws {
        let setup = try Setup(fake: try fake(), mode: 0o644)
        let result = try await setup.wrapper()
        #expect(result.status == 78 && result.stderr.contains("chmod 600"))
        #expect(!FileManager.default.fileExists(atPath: setup.log))
    }

    @Test func dryRunSaysWhatItWouldDoWithoutTheKey() async throws {
        let fake = try fake()
        let setup = try Setup(fake: fake)
        let result = try await setup.wrapper(["--dry-run"])
        #expect(result.status == 0)
        // Each pass as the typed request it is, not a command line.
        #expect(result.stdout.contains("pass:      report of yesterday in Seoul, national list, md,csv,html, re-checking 0 days, deadline 120 s"),
                "\(result.stdout)")
        #expect(result.stdout.contains("KOFIC key: set (32 characters)"))
        #expect(!result.stdout.contains(fake.configuration.apiKey))
        #expect(fake.requests.isEmpty && !FileManager.default.fileExists(atPath: setup.log))
    }

    /// BOXOFFICE_REPORT_ARGS is parsed once, at start, by report's own parser: an option report does not
    /// take, or one the schedule sets itself, exits 78 before anything is fetched, with one log line.
    @Test func aBadReportArgumentsSettingStopsTheScheduleAtStart() async throws {
        for (value, said) in [("--wid", "BOXOFFICE_REPORT_ARGS: unknown option --wid"),
                              ("--deadline 300", "BOXOFFICE_REPORT_ARGS: --deadline is the schedule's own; use BOXOFFICE_DEADLINE")] {
            let fake = try fake()
            let setup = try Setup(fake: fake, extra: ["BOXOFFICE_REPORT_ARGS=\(value)"])
            let result = try await setup.wrapper()
            #expect(result.status == 78 && result.stderr.contains(said), "\(result.all)")
            let lines = try setup.logLines()
            #expect(lines.count == 1 && lines[0].contains("status=78") && lines[0].contains(said), "\(lines)")
            #expect(fake.requests.isEmpty)
        }
        // A good one is the pass's: --wide fetches the day's four segment lists with the national one.
        let fake = try fake()
        let setup = try Setup(fake: fake, extra: ["BOXOFFICE_REPORT_ARGS=--wide --format md"])
        #expect(try await setup.wrapper(["--dry-run"]).stdout.contains("national list, md, with the wide lists"))
    }

    @Test func theLogStaysBounded() async throws {
        let setup = try Setup(fake: try fake(), extra: ["BOXOFFICE_LOG_MAX_LINES=3"])
        for _ in 0..<5 { _ = try await setup.wrapper() }
        #expect(try setup.logLines().count == 3)
    }
}
