import BoxOfficeCLI
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The schedule as cron drives it: `cron/boxoffice-daily.sh --when-due` every 30 minutes, deciding
/// from Seoul's clock (BOXOFFICE_NOW) whatever the host's zone: yesterday's first pass once from
/// 07:30 Seoul, its re-pull once from 12:30; on Monday the weekend's chart once from 07:40 and again
/// from 12:40; nothing at any other call. And `boxoffice schedule` in process, on an injected clock.
@Suite(.serialized) struct CronScheduleTests {
    struct Schedule {
        let setup: CronWrapperTests.Setup
        let fake: KOFICFake

        init(_ adjust: (inout KOFICFake.Configuration) -> Void = { _ in }) throws {
            var configuration = KOFICFake.Configuration()
            configuration.synthesizeDays = true
            configuration.synthesizeMovies = true
            adjust(&configuration)
            fake = try KOFICFake(configuration)
            setup = try CronWrapperTests.Setup(fake: fake)
            // Installed and running: the weekend before the replayed days was done already.
            try FileManager.default.createDirectory(atPath: setup.state, withIntermediateDirectories: true)
            try Data("weekend-2026-01-16 first\nweekend-2026-01-16 repull\n".utf8)
                .write(to: URL(fileURLWithPath: setup.state + "/.cron-state"))
        }

        /// Calls the wrapper at `seoul` (`YYYY-MM-DD HH:MM`, Seoul time) on a host in `zone`.
        func call(at seoul: String, zone: String) async throws -> BinaryRunner.Result {
            try await setup.wrapper(["--when-due"], environment: ["TZ": zone, "BOXOFFICE_NOW": String(CronScheduleTests.epoch(seoul))])
        }

        /// Each logged run: its day, or `weekend START`.
        func runs() -> [String] { CronScheduleTests.runs(in: (try? setup.logLines()) ?? []) }
    }

    /// The `day=` of each log line, or `weekend` and its `week=`.
    static func runs(in lines: [String]) -> [String] {
        lines.map { line in
            let fields = line.split(separator: " ")
            if let week = fields.first(where: { $0.hasPrefix("week=") }) { return "weekend " + week.dropFirst(5) }
            return fields.first { $0.hasPrefix("day=") }.map { String($0.dropFirst(4)) } ?? line
        }
    }

    static func epoch(_ seoul: String) -> Int {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return Int(formatter.date(from: seoul)!.timeIntervalSince1970)
    }

    /// The published files of the output folder (not the schedule's state, log, lock or archive) and their bytes.
    static func published(_ folder: String) -> [String: Data] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String: Data] = [:]
        while let path = enumerator?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            // Every published file, the manifests (dot-files) included; not a run's lock, log, state or archive.
            guard ![".boxoffice.lock", ".cron.lock"].contains(name), !name.hasPrefix(".cron-state"), !name.hasSuffix(".log"), !name.contains(".sqlite")
            else { continue }
            var directory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &directory), !directory.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    /// A morning KOFIC has no list for yesterday yet: the call logs `status=75 … yet`, prints
    /// nothing, exits 0 and leaves every published file byte-identical; the next call asks again; the
    /// first call after Seoul's midnight says once that the list never came (66).
    @Test func aMorningWithoutAListChangesNothingAndIsAskedAgain() async throws {
        // Assumed (no recording shows one): a day KOFIC has no list for is an empty list.
        let schedule = try Schedule { $0.daily["20260124"] = $0.missingDay.replacingOccurrences(of: "DATE", with: "20260124") }
        let first = try await schedule.call(at: "2026-01-24 07:30", zone: "UTC")
        #expect(first.status == 0, "\(first.stderr)")
        let before = Self.published(schedule.setup.output)
        #expect(before.keys.contains("latest.html") && before.keys.contains("daily/2026-01-23.html"))
        let asked = { schedule.fake.requests.filter { $0.query["targetDt"] == "20260124" && $0.path.hasSuffix("DailyBoxOfficeList.json") }.count }
        for (call, times) in [("2026-01-25 07:30", 1), ("2026-01-25 08:00", 2)] {
            let result = try await schedule.call(at: call, zone: "UTC")
            #expect(result.status == 0 && result.stderr.isEmpty && result.stdout.isEmpty, "\(call): \(result.stderr)")
            #expect(Self.published(schedule.setup.output) == before, "\(call): no published file changes")
            #expect(try schedule.setup.logLines().last?.contains("status=75") == true)
            #expect(try schedule.setup.logLines().last?.contains("KOFIC has no list for 2026-01-24 yet") == true)
            #expect(asked() == times, "\(call) asks KOFIC again")
        }
        // doctor, that morning: KOFIC answers, with no list yet (not a failure).
        let doctor = { (seoul: String) in
            try await schedule.setup.run.run(["doctor", "--env", schedule.setup.settings.path],
                                             environment: schedule.setup.run.environment(nil, ["BOXOFFICE_NOW": String(Self.epoch(seoul))]))
        }
        let waiting = try await doctor("2026-01-25 09:00")
        #expect(waiting.stdout.contains("✓ KOFIC answers; no list for 2026-01-24 yet"), "\(waiting.stdout)")
        let lapsed = try await schedule.call(at: "2026-01-26 00:00", zone: "UTC")
        #expect(lapsed.status == 66 && lapsed.stderr.contains("KOFIC published no list for 2026-01-24"), "\(lapsed.stderr)")
        #expect(try schedule.setup.logLines().last?.hasSuffix("status=66 KOFIC published no list for 2026-01-24") == true)
        let later = try await schedule.call(at: "2026-01-26 00:30", zone: "UTC")
        #expect(later.status == 0 && later.stderr.isEmpty, "said once: \(later.stderr)")
        #expect(Self.published(schedule.setup.output) == before)
        // doctor says so (!, not ✗) until the day is archived.
        let after = try await doctor("2026-01-26 09:00")
        #expect(after.stdout.contains("! KOFIC published no list for 2026-01-24 while the schedule asked") && !after.stdout.contains("✗"), "\(after.stdout)")
    }

    /// The wrapper and the binary on a host whose date is a day behind Seoul's, or ahead of it, called at the half
    /// hours around each pass (every half hour of two days, in four host zones, is `DuePassesTests`'
    /// on the pure schedule): each due pass runs once, at its time, and nothing runs at the others.
    @Test(arguments: ["America/Los_Angeles", "Pacific/Kiritimati"])
    func exactlyTheDuePassesRunOnAHostInAnotherZone(_ zone: String) async throws {
        let schedule = try Schedule()
        let calls = ["2026-01-25 07:00", "2026-01-25 07:30", "2026-01-25 08:00", "2026-01-25 12:30", "2026-01-25 13:00",
                     "2026-01-26 07:30", "2026-01-26 08:00", "2026-01-26 08:30", "2026-01-26 12:30", "2026-01-26 13:00", "2026-01-26 23:30"]
        var working: [String] = []
        for time in calls {
            let before = schedule.runs().count
            let result = try await schedule.call(at: time, zone: zone)
            #expect(result.status == 0, "\(time): \(result.stderr)")
            if schedule.runs().count > before { working.append(time) }
        }
        #expect(working == ["2026-01-25 07:30", "2026-01-25 12:30", "2026-01-26 07:30", "2026-01-26 08:00", "2026-01-26 12:30",
                            "2026-01-26 13:00"])
        #expect(schedule.runs() == ["2026-01-24", "2026-01-24", "2026-01-25", "weekend 2026-01-23", "2026-01-25", "weekend 2026-01-23"])
        let log = try schedule.setup.logLines()
        #expect(log.count == 6 && log.filter { $0.contains(" pass=first ") }.count == 2 && log.filter { $0.contains(" pass=repull ") }.count == 2)
        #expect(log.filter { $0.contains(" pass=weekend-first ") }.count == 1 && log.filter { $0.contains(" pass=weekend-repull ") }.count == 1)
        #expect(log.allSatisfy { $0.hasPrefix("start=2026-01-2") && $0.contains("+0900 end=") && $0.contains(" status=0 ") }, "\(log)")
    }

    /// In process, on an injected clock: a failed pass (a rejected key) runs again at the next call,
    /// then never; a host down all morning runs the re-pull once, which stands for the first pass.
    @Test func aFailedPassIsRetriedAtTheNextCallAndALateHostCatchesUpOnce() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        configuration.synthesizeMovies = true
        let fake = try KOFICFake(configuration)
        let folder = TemporaryFolder("schedule")
        let output = folder.appending("Reports")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data("weekend-2026-01-16 first\nweekend-2026-01-16 repull\n".utf8).write(to: URL(fileURLWithPath: output + "/.cron-state"))
        func call(_ seoul: String, key: String = fake.configuration.apiKey) async -> Int32 {
            // A pass's deadline of minutes: in process the run shares two cores with the whole suite.
            let environment = ["KOFIC_API_KEY": key, "KOFIC_BASE_URL": fake.baseURL.absoluteString, "BOXOFFICE_RECHECK_DAYS": "0",
                               "SOURCE_DATE_EPOCH": "1641421800", "BOXOFFICE_DEADLINE": "900"]
            let clock = FixedTimeSource(Date(timeIntervalSince1970: TimeInterval(Self.epoch(seoul))))
            return await BoxOfficeApp.run(["schedule", "--when-due", "--output", output], environment: environment, clock: clock)
        }
        func runs() -> [String] {
            Self.runs(in: ((try? String(contentsOfFile: output + "/boxoffice-cron.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init))
        }
        #expect(await call("2026-01-20 07:00") == 0)
        #expect(runs().isEmpty, "nothing is due before 07:30, and nothing is logged")
        #expect(await call("2026-01-20 07:30", key: "ffffffffffffffffffffffffffffffff") == 77)
        #expect(await call("2026-01-20 08:00") == 0)
        #expect(await call("2026-01-20 08:30") == 0)
        #expect(runs() == ["2026-01-19", "2026-01-19"], "the failure, then its retry; then nothing")
        // A host down all morning of the 21st comes up at 15:00: one run, the re-pull, which is also the first pass.
        #expect(await call("2026-01-21 15:00") == 0)
        #expect(await call("2026-01-21 15:30") == 0)
        #expect(runs() == ["2026-01-19", "2026-01-19", "2026-01-20"])
        let state = try String(contentsOfFile: output + "/.cron-state", encoding: .utf8)
        #expect(state.contains("2026-01-19 first\n") && state.contains("2026-01-20 first\n2026-01-20 repull\n"), "\(state)")
        let log = try String(contentsOfFile: output + "/boxoffice-cron.log", encoding: .utf8)
        #expect(log.contains("pass=first status=77 error=") || log.contains("pass=first day=2026-01-19 status=77"), "\(log)")
        #expect(!log.contains(fake.configuration.apiKey) && !log.contains("ffffffffffffffffffffffffffffffff"))
    }

    @Test func withoutWhenDueTheWrapperAlwaysRuns() async throws {
        let schedule = try Schedule()
        let result = try await schedule.setup.wrapper([], environment: ["BOXOFFICE_NOW": String(Self.epoch("2026-01-20 03:00"))])
        #expect(result.status == 0, "\(result.stderr)")
        let log = try schedule.setup.logLines()
        #expect(Self.runs(in: log) == ["2026-01-19"], "the systemd timer and manual runs: yesterday on the schedule's clock, whatever the hour")
        #expect(!log[0].contains(" pass="))
        let weekly = try await schedule.setup.wrapper(["--weekly"], environment: ["BOXOFFICE_NOW": String(Self.epoch("2026-01-20 03:00"))])
        let lines = try schedule.setup.logLines()
        #expect(weekly.status == 0 && Self.runs(in: lines).last == "weekend 2026-01-16")
    }
}
