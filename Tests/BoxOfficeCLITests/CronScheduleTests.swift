import BoxOfficeTestSupport
import Foundation
import Testing

/// `cron/boxoffice-daily.sh --when-due`, called every 30 minutes as the crontab does, decides from
/// Seoul's clock (injected with BOXOFFICE_NOW) whatever the host's zone: yesterday's first pass once
/// from 07:30 Seoul, its re-pull once from 12:30; on Monday the weekend's chart once from 07:40 and
/// again from 12:40; nothing at any other call.
@Suite(.serialized) struct CronScheduleTests {
    /// Stands in for the binary: records its arguments, writes a run summary, exits with STUB_STATUS.
    static let stub = """
    #!/bin/sh
    echo "$*" >> "$STUB_CALLS"
    while [ $# -gt 0 ]; do [ "$1" = --run-summary ] && echo "status=${STUB_STATUS:-0}" > "$2"; shift; done
    exit "${STUB_STATUS:-0}"
    """

    struct Schedule {
        let setup: CronWrapperTests.Setup
        let calls: String
        let stubFolder = TemporaryFolder("cron-stub")

        init() throws {
            let stub = stubFolder.appending("boxoffice")
            try Data(CronScheduleTests.stub.utf8).write(to: URL(fileURLWithPath: stub))
            chmod(stub, 0o755)
            setup = try CronWrapperTests.Setup(fake: try KOFICFake(), binary: stub)
            calls = setup.run.directory.appendingPathComponent("calls").path
            // Installed and running: the weekend before the replayed days was done already.
            try FileManager.default.createDirectory(atPath: setup.output, withIntermediateDirectories: true)
            try Data("weekend-2026-01-16 first\nweekend-2026-01-16 repull\n".utf8)
                .write(to: URL(fileURLWithPath: setup.output + "/.cron-state"))
        }

        /// Calls the wrapper at `seoul` (`YYYY-MM-DD HH:MM`, Seoul time) on a host in `zone`.
        func call(at seoul: String, zone: String, status: Int = 0) throws -> BinaryRunner.Result {
            try setup.wrapper(["--when-due"], environment: [
                "TZ": zone, "BOXOFFICE_NOW": String(CronScheduleTests.epoch(seoul)), "STUB_CALLS": calls, "STUB_STATUS": String(status),
            ])
        }

        /// The `--date` (or `weekly … --week`) of every binary run so far.
        func runs() -> [String] {
            ((try? String(contentsOfFile: calls, encoding: .utf8)) ?? "").split(separator: "\n").map { line in
                let words = line.split(separator: " ")
                if let week = words.firstIndex(of: "--week") { return "weekend \(words[week + 1])" }
                return words.firstIndex(of: "--date").map { String(words[$0 + 1]) } ?? "no --date"
            }
        }
    }

    static func epoch(_ seoul: String) -> Int {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return Int(formatter.date(from: seoul)!.timeIntervalSince1970)
    }

    /// Every half hour from Sunday 2026-01-25 00:00 to Monday 2026-01-26 23:30 in Seoul.
    static let halfHours: [String] = (0..<96).map { index in
        let day = index < 48 ? "2026-01-25" : "2026-01-26"
        let minutes = (index % 48) * 30
        return String(format: "%@ %02d:%02d", day, minutes / 60, minutes % 60)
    }

    @Test(arguments: ["UTC", "America/Los_Angeles", "Asia/Seoul", "Pacific/Kiritimati"])
    func exactlyTheDuePassesRunInAnyHostZone(_ zone: String) throws {
        let schedule = try Schedule()
        var working: [String] = []
        for time in Self.halfHours {
            let before = schedule.runs().count
            let result = try schedule.call(at: time, zone: zone)
            #expect(result.status == 0, "\(time): \(result.stderr)")
            if schedule.runs().count > before { working.append(time) }
        }
        #expect(working == ["2026-01-25 07:30", "2026-01-25 12:30", "2026-01-26 07:30", "2026-01-26 08:00", "2026-01-26 12:30",
                            "2026-01-26 13:00"], "in \(zone)")
        #expect(schedule.runs() == ["2026-01-24", "2026-01-24", "2026-01-25", "weekend 2026-01-23", "2026-01-25", "weekend 2026-01-23"],
                "in \(zone)")
        let log = try schedule.setup.logLines()
        #expect(log.count == 6 && log.filter { $0.contains(" pass=first ") }.count == 2 && log.filter { $0.contains(" pass=repull ") }.count == 2)
        #expect(log.filter { $0.contains(" pass=weekend-first ") }.count == 1 && log.filter { $0.contains(" pass=weekend-repull ") }.count == 1)
    }

    @Test func aFailedPassIsRetriedAtTheNextCallAndALateHostCatchesUpOnce() throws {
        let schedule = try Schedule()
        #expect(try schedule.call(at: "2026-01-20 07:30", zone: "UTC", status: 69).status == 69)
        #expect(try schedule.call(at: "2026-01-20 08:00", zone: "UTC").status == 0)
        #expect(try schedule.call(at: "2026-01-20 08:30", zone: "UTC").status == 0)
        #expect(schedule.runs() == ["2026-01-19", "2026-01-19"], "the failure, then its retry; then nothing")
        // A host down all morning of the 21st comes up at 15:00: one run, the re-pull, which is also the first pass.
        #expect(try schedule.call(at: "2026-01-21 15:00", zone: "America/Los_Angeles").status == 0)
        #expect(try schedule.call(at: "2026-01-21 15:30", zone: "America/Los_Angeles").status == 0)
        #expect(schedule.runs() == ["2026-01-19", "2026-01-19", "2026-01-20"])
    }

    @Test func withoutWhenDueTheWrapperAlwaysRuns() throws {
        let schedule = try Schedule()
        _ = try schedule.setup.wrapper([], environment: ["BOXOFFICE_NOW": String(Self.epoch("2026-01-20 03:00")), "STUB_CALLS": schedule.calls])
        #expect(schedule.runs() == ["no --date"], "the systemd timer and manual runs: yesterday by the binary's own clock")
    }
}
