import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct DoctorEndToEndTests {
    @Test func saysWhatACronRunWouldUseWithoutTheKey() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let result = try await run.run(["doctor"], environment: run.environment(fake, ["TZ": "America/Los_Angeles"]))
        #expect(result.status == 0, "\(result.all)")
        #expect(result.stdout.contains("✓ KOFIC_API_KEY is set (32 characters, not shown)"))
        #expect(result.stdout.contains("✓ KOFIC answers: 10 movies for "))
        #expect(result.stdout.contains("✓ host time zone America/Los_Angeles (reports use Seoul's calendar whatever it is)"))
        #expect(result.stdout.contains("scheduler: "), "names the scheduler found, or that none was")
        // No settings file: the wrapper's defaults, not this shell's LANG (the wrapper sets C.UTF-8).
        #expect(result.stdout.contains("! no cron settings file cron/boxoffice.env: cron/boxoffice-daily.sh refuses to run without one"), "\(result.stdout)")
        #expect(result.stdout.contains("  language          en (no BOXOFFICE_LANG; the wrapper sets LANG=C.UTF-8)") && !result.stdout.contains("  LANG "),
                "\(result.stdout)")
        #expect(fake.requests.count == 1)
        try run.expectNoKey(result)
    }

    /// What forecasts learn from, on 2026-06-01 (libfaketime: the answer depends on the day): with no
    /// archive yet, the bundled base alone; with the sample week archived, its runs over by then that
    /// can teach (200,000 or more, first ranked within 60 days of opening, as the week's recordings
    /// show them: 만약에 우리, 신의악단, 아바타: 불과 재, 신비아파트 10주년 극장판, 주토피아 2, 하트맨,
    /// 오늘 밤 세계에서 이 사랑이 사라진다 해도, 극장판 짱구는 못말려; not the re-releases 이터널 선샤인,
    /// 더 퍼스트 슬램덩크, 반지의 제왕) and the base.
    @Test(.requires(.faketime)) func saysWhatForecastsLearnFrom() async throws {
        let run = try BinaryRunner()
        let june = ["faketime", "2026-06-01 12:00:00"]
        let environment = run.environment(nil, ["TZ": "UTC"])
        let empty = try await run.run(["doctor", "--archive", "none.sqlite"], environment: environment, prefix: june)
        let line = try #require(empty.stdout.split(separator: "\n").first { $0.contains("forecasts as of 2026-05-31 learn from") }, "\(empty.all)")
        #expect(line.contains(": 0 from the archive, ")
                && line.contains("from the bundled base (472 runs of KOFIC's daily lists, opened 2016-12-07 to 2022-12-31)"), "\(line)")
        #expect(try await run.run(["backfill", "--sample", "--archive", "week.sqlite", "--quiet"], environment: environment).status == 0)
        let week = try await run.run(["doctor", "--archive", "week.sqlite"], environment: environment, prefix: june)
        #expect(week.stdout.contains(": 8 from the archive, "), "\(week.stdout)")
    }

    /// The language, folder and archive a cron run uses are the wrapper's settings file's, read by the
    /// wrapper's rules (quotes taken off, comments skipped), whatever this shell's LANG; its secrets
    /// are never shown; a file others can read is refused as the wrapper refuses it.
    @Test func readsTheCronSettingsFileAsTheWrapperDoes() async throws {
        let run = try BinaryRunner()
        let file = run.directory.appendingPathComponent("boxoffice.env").path
        try Data("""
            # settings
            KOFIC_API_KEY=0123456789abcdef0123456789abcdef
            BOXOFFICE_LANG="ko"
            BOXOFFICE_OUTPUT=/srv/boxoffice
            BOXOFFICE_NOTIFY_URL=https://hooks.example/s3cr3t-t0k3n
            """.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let environment = run.environment(nil, ["LANG": "en_US.UTF-8"])
        let result = try await run.run(["doctor", "--env", file], environment: environment)
        #expect(result.stdout.contains("✓ cron settings \(file) read as cron/boxoffice-daily.sh reads them"), "\(result.stdout)")
        #expect(result.stdout.contains("  language          ko (BOXOFFICE_LANG in \(file))"), "\(result.stdout)")
        #expect(result.stdout.contains("  output            /srv/boxoffice (daily/, latest.*, index.html)"), "\(result.stdout)")
        #expect(result.stdout.contains("  archive           /srv/boxoffice/archive.sqlite"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ the cron settings set KOFIC_API_KEY (32 characters, not shown)"), "\(result.stdout)")
        #expect(!result.all.contains("0123456789abcdef0123456789abcdef") && !result.all.contains("s3cr3t-t0k3n"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        let exposed = try await run.run(["doctor", "--env", file], environment: environment)
        #expect(exposed.stdout.contains("! cron settings \(file) can be read by others: cron/boxoffice-daily.sh refuses it (chmod 600 \(file))"),
                "\(exposed.stdout)")
        #expect(!exposed.stdout.contains("  language  "), "says nothing of a run that would not start")
        // A value the run would refuse fails doctor with the run's status (64), the value's secret never shown.
        try Data("KOFIC_API_KEY=0123456789abcdef0123456789abcdef\nBOXOFFICE_LANG=fr\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        var answering = KOFICFake.Configuration()
        answering.synthesizeDays = true
        let fake = try KOFICFake(answering)
        defer { fake.stop() }
        let malformed = try await run.run(["doctor", "--env", file], environment: run.environment(fake, ["LANG": "en_US.UTF-8"]))
        #expect(malformed.status == 64 && malformed.stdout.contains("✗ cron settings \(file): BOXOFFICE_LANG must be one of"), "\(malformed.all)")
        #expect(!malformed.all.contains("0123456789abcdef0123456789abcdef"))
    }

    @Test func aMissingKeyIsTheFirstFailure() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["doctor"], environment: run.environment(nil))
        #expect(result.status == 77 && result.stdout.contains("✗ KOFIC_API_KEY is not set"))
    }
}

@Suite struct DoctorWebhookTests {
    @Test func theWebhookIsCheckedNotPostedToAndNeverShown() async throws {
        let receiver = try NotifyTests.Receiver()
        let run = try BinaryRunner()
        let result = try await run.run(["doctor"], environment: run.environment(try KOFICFake(), ["BOXOFFICE_NOTIFY_URL": receiver.url]))
        #expect(result.stdout.contains("✓ BOXOFFICE_NOTIFY_URL is a well-formed http webhook URL (not shown, not posted to)"))
        #expect(result.stdout.contains("- BOXOFFICE_SITE_URL is not set"))
        #expect(receiver.server.requests.isEmpty && !result.all.contains("s3cr3t-t0k3n"))
        let malformed = try await run.run(["doctor"], environment: run.environment(nil, ["BOXOFFICE_NOTIFY_URL": "hooks.example/s3cr3t-t0k3n"]))
        #expect(malformed.status == 64 && malformed.stderr.contains("BOXOFFICE_NOTIFY_URL must be an http(s) webhook URL"))
        #expect(!malformed.all.contains("s3cr3t-t0k3n"))
    }
}
