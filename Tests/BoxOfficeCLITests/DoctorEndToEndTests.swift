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
        #expect(result.stdout.contains("! no settings file cron/boxoffice.env: cron/boxoffice-daily.sh refuses to run without one"), "\(result.stdout)")
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
    /// wrapper's rules (quotes taken off, comments skipped, a relative path relative to the
    /// repository), whatever this shell's LANG and key: on a correct file doctor exits 0 with no ✗,
    /// its secrets never shown; a file others can read is refused as the wrapper refuses it; a value
    /// no run can use fails as the run would (78, naming the file).
    @Test func readsTheCronSettingsFileAsTheWrapperDoes() async throws {
        var answering = KOFICFake.Configuration()
        answering.synthesizeDays = true
        let fake = try KOFICFake(answering)
        defer { fake.stop() }
        let run = try BinaryRunner()
        try FileManager.default.createDirectory(at: run.directory.appendingPathComponent("cron"), withIntermediateDirectories: true)
        let file = run.directory.appendingPathComponent("cron/boxoffice.env").path, site = run.directory.appendingPathComponent("site").path
        try Data("""
            # settings
            KOFIC_API_KEY=\(fake.configuration.apiKey)
            KOFIC_BASE_URL=\(fake.baseURL.absoluteString)
            BOXOFFICE_LANG="ko"
            BOXOFFICE_OUTPUT=site
            BOXOFFICE_NOTIFY_URL=https://hooks.example/s3cr3t-t0k3n
            """.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        // No key in this shell, another language; doctor run from another folder.
        let environment = run.environment(nil, ["LANG": "en_US.UTF-8"])
        let result = try await run.run(["doctor", "--env", file], environment: environment, in: "/")
        #expect(result.status == 0 && !result.stdout.contains("✗"), "\(result.all)")
        // In the file's language (BOXOFFICE_LANG=ko), its marks, paths and names as they are.
        #expect(result.stdout.contains("✓ KOFIC_API_KEY가 설정되어 있습니다(\(fake.configuration.apiKey.count)자, 표시하지 않음)"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ 설정 \(file)을 cron/boxoffice-daily.sh와 같은 방식으로 읽었습니다"), "\(result.stdout)")
        #expect(result.stdout.contains("  language          ko (BOXOFFICE_LANG=ko in \(file))"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ 출력 폴더 \(site)에 쓸 수 있습니다") && !FileManager.default.fileExists(atPath: site), "\(result.stdout)")
        #expect(result.stdout.contains("  output            \(site) (daily/, latest.*, index.html)"), "\(result.stdout)")
        // The archive out of the published folder: the state folder the schedule keeps (here under HOME, the run's folder).
        let state = run.directory.path + "/.local/state/boxoffice/" + site.replacingOccurrences(of: "/", with: "%2F")
        #expect(result.stdout.contains("  archive           \(state)/archive.sqlite") && result.stdout.contains("  state             \(state)"),
                "\(result.stdout)")
        #expect(!result.all.contains(fake.configuration.apiKey) && !result.all.contains("s3cr3t-t0k3n"))
        // The same through BOXOFFICE_ENV_FILE; a shell key that differs from the file's is named, never shown.
        // A setting the file lacks but this shell has: cron's run will not have it, and doctor says so.
        let other = try await run.run(["doctor"], environment: run.environment(nil, ["BOXOFFICE_ENV_FILE": file, "KOFIC_API_KEY": "shellkey0123456789",
                                                                                     "BOXOFFICE_ARCHIVE": "shell.sqlite"]))
        #expect(other.stdout.contains("! BOXOFFICE_ARCHIVE는 이 셸에만 있고 \(file)에는 없습니다"), "\(other.stdout)")
        #expect(other.status == 0 && other.stdout.contains("! 이 셸의 KOFIC_API_KEY 값이 \(file)와 다릅니다: 설정 파일을 받은 실행은 파일의 값을 씁니다"),
                "\(other.all)")
        #expect(!other.all.contains("shellkey0123456789"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        let exposed = try await run.run(["doctor", "--env", file], environment: environment)
        #expect(exposed.stdout.contains("✗ settings \(file) can be read by others: cron/boxoffice-daily.sh refuses it (chmod 600 \(file))"),
                "\(exposed.stdout)")
        #expect(!exposed.stdout.contains("  language  "), "says nothing of a run that would not start")
        #expect(try await run.run(["report", "--env", file], environment: environment).status == 78, "another command refuses it as the wrapper does")
        // A value the run would refuse fails doctor as it fails the run (78, the file named), the key never shown.
        try Data("KOFIC_API_KEY=0123456789abcdef0123456789abcdef\nBOXOFFICE_LANG=fr\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let malformed = try await run.run(["doctor", "--env", file], environment: run.environment(fake, ["LANG": "en_US.UTF-8"]))
        #expect(malformed.status == 78 && malformed.stderr.contains("\(file): BOXOFFICE_LANG must be one of"), "\(malformed.all)")
        #expect(!malformed.all.contains("0123456789abcdef0123456789abcdef"))
    }

    /// Every command reads the settings file given `--env FILE`: a backfill fills the file's archive
    /// and keeps the file's site (its relative folder relative to the repository, not to where the
    /// command runs), and a flag still wins over the file.
    @Test func aBackfillGivenTheSettingsFileFillsItsArchiveAndKeepsItsSite() async throws {
        var configuration = KOFICFake.Configuration()
        (configuration.synthesizeDays, configuration.synthesizeMovies) = (true, true)
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        let elsewhere = run.directory.appendingPathComponent("elsewhere").path
        for folder in ["cron", "elsewhere"] {
            try FileManager.default.createDirectory(at: run.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let file = run.directory.appendingPathComponent("cron/boxoffice.env").path
        try Data("KOFIC_API_KEY=\(fake.configuration.apiKey)\nKOFIC_BASE_URL=\(fake.baseURL.absoluteString)\nBOXOFFICE_LANG=ko\nBOXOFFICE_OUTPUT=site\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let shell = run.environment(nil)
        #expect(try await run.run(["backfill", "--env", file, "--from", "2026-01-19", "--to", "2026-01-25", "--quiet"], environment: shell, in: elsewhere).status == 0)
        #expect(try await run.run(["site", "--env", file, "--quiet"], environment: shell, in: elsewhere).status == 0)
        let month = try run.read("site/months/2026-01.html")
        let filled = try await run.run(["backfill", "--env", file, "--from", "2026-01-12", "--to", "2026-01-18", "--quiet"], environment: shell, in: elsewhere)
        #expect(filled.status == 0 && filled.stdout.contains("site \(run.directory.path)/site: "), "\(filled.all)")
        let state = ".local/state/boxoffice/" + run.directory.appendingPathComponent("site").path.replacingOccurrences(of: "/", with: "%2F")
        #expect(try run.archiveColumn("SELECT date FROM days", state + "/archive.sqlite").count == 14, "the file's archive, in its state folder")
        #expect(!run.exists("site/archive.sqlite"), "not in the published folder")
        // Private: the state folder its owner's alone, the archive readable by its owner only.
        let mode = { (path: String) in ((try? FileManager.default.attributesOfItem(atPath: run.directory.appendingPathComponent(path).path))?[.posixPermissions] as? Int) ?? 0 }
        #expect(mode(state) & 0o077 == 0 && mode(state + "/archive.sqlite") & 0o077 == 0, "\(String(mode(state), radix: 8)) \(String(mode(state + "/archive.sqlite"), radix: 8))")
        #expect(try run.read("site/months/2026-01.html") != month && run.exists("site/daily/2026-01-12.html"), "the file's site kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "nothing written where the command ran")
        // A flag wins over the file: another archive is filled, and the file's site, built from the
        // file's archive, is left byte for byte as it was (its pages, and the manifest naming that archive).
        let siteFiles = { (try? run.read("site/.site.json"), CronScheduleTests.published(run.directory.appendingPathComponent("site").path)) }
        let site = siteFiles()
        #expect(site.0?.contains("\"archive\": \"") == true && site.0?.contains("/") == false, "an identity, never a path: \(site.0 ?? "")")
        let other = try await run.run(["backfill", "--env", file, "--from", "2026-01-12", "--to", "2026-01-12", "--archive", "other.sqlite", "--quiet"],
                                      environment: shell, in: elsewhere)
        #expect(other.status == 0 && FileManager.default.fileExists(atPath: elsewhere + "/other.sqlite"), "\(other.all)")
        #expect(other.stdout.contains("built from another archive, left as it is (site=other archive)")
                && other.stdout.contains("boxoffice site --rebuild --env \(file) --archive \(elsewhere)/other.sqlite"), "\(other.stdout)")
        #expect(siteFiles() == site, "another archive's backfill leaves the site as it was")
        // A report from it is refused before anything is fetched (73), naming the ways out; doctor marks it.
        let asked = fake.requests.count
        let report = try await run.run(["report", "--env", file, "--date", "2026-01-12", "--archive", "other.sqlite"], environment: shell, in: elsewhere)
        #expect(report.status == 73 && report.stderr.contains("사이트는 다른 아카이브로 만든 것이어서 아무것도 쓰지 않았습니다")
                && report.stderr.contains("BOXOFFICE_OUTPUT"), "\(report.all)")
        #expect(fake.requests.count == asked && siteFiles() == site, "nothing fetched, nothing written")
        let doctor = try await run.run(["doctor", "--env", file, "--archive", "other.sqlite"], environment: shell, in: elsewhere)
        #expect(doctor.status == 73 && doctor.stdout.contains("✗ \(run.directory.path)/site의 사이트는 다른 아카이브로 만든 것입니다"), "\(doctor.stdout)")
        // An archive that does not exist yet is another: refused before it is made. A suggested command
        // names the run's settings file; the bundled sample's site is never offered a rebuild.
        let new = try await run.run(["report", "--env", file, "--date", "2026-01-12", "--archive", "new.sqlite"], environment: shell, in: elsewhere)
        #expect(new.status == 73 && !FileManager.default.fileExists(atPath: elsewhere + "/new.sqlite"), "\(new.all)")
        let missing = try await run.run(["history", "day", "2025-01-01", "--env", file], environment: shell, in: elsewhere)
        #expect(missing.status == 0 && missing.stdout.contains("아카이브에 2025-01-01 자료가 없습니다. 가져오기: boxoffice report --date 2025-01-01 --env \(file) 또는"),
                "\(missing.all)")
        #expect(try await run.run(["report", "--sample", "--output", "sample", "--quiet"], environment: shell, in: elsewhere).status == 0)
        let sample = try await run.run(["report", "--env", file, "--date", "2026-01-12", "--output", "sample"], environment: shell, in: elsewhere)
        #expect(sample.status == 73 && sample.stderr.contains("내장 샘플") && !sample.stderr.contains("--rebuild"), "\(sample.all)")
        // A copy of the file's archive is the same archive: its report keeps the site.
        try FileManager.default.copyItem(atPath: run.directory.appendingPathComponent(state + "/archive.sqlite").path, toPath: elsewhere + "/copy.sqlite")
        let copied = try await run.run(["report", "--env", file, "--date", "2026-01-11", "--archive", "copy.sqlite", "--format", "md"],
                                       environment: shell, in: elsewhere)
        #expect(copied.status == 0 && run.exists("site/daily/2026-01-11.html"), "\(copied.all)")
    }

    /// A setup from before the state folder (the archive in the output folder) keeps working where it
    /// is, and doctor warns with the one command that moves it out of the published folder.
    @Test func anOutputFolderHoldingTheArchiveIsToldHowToMoveIt() async throws {
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--sample", "--archive", "Reports/archive.sqlite", "--quiet"], environment: run.environment(nil)).status == 0)
        let result = try await run.run(["doctor"], environment: run.environment(nil))
        let reports = run.directory.appendingPathComponent("Reports").path
        let state = run.directory.path + "/.local/state/boxoffice/" + reports.replacingOccurrences(of: "/", with: "%2F")
        #expect(result.stdout.contains("! \(reports) holds the archive and the schedule's state, which a web server there publishes"), "\(result.stdout)")
        #expect(result.stdout.contains("mkdir -p -m 700 '\(state)' && mv \(reports)/archive.sqlite ")
                && result.stdout.contains(" \(reports)/archive.sqlite.lock '\(state)'/\n"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ archive Reports/archive.sqlite opens: 7 days"), "kept where it is: \(result.stdout)")
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
