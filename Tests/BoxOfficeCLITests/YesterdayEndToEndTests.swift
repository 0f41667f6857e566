import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice report` with no date asks KOFIC for yesterday in Seoul, whatever the machine's zone.
@Suite(.serialized) struct YesterdayEndToEndTests {
    static let zones = ["UTC", "America/Los_Angeles", "Asia/Seoul", "Pacific/Kiritimati"]

    /// Seoul's yesterday at `instant`, computed here from the fixed +09:00 offset.
    static func seoulYesterday(_ instant: Date) -> String {
        CalendarDate(daysSinceEpoch: Int(((instant.timeIntervalSince1970 + 9 * 3600) / 86_400).rounded(.down)) - 1).compact
    }

    func requestedDay(zone: String, prefix: [String] = []) async throws -> (String?, BinaryRunner.Result) {
        // Any day has a list (an empty one would be "no list yet": exit 75, nothing written).
        var configuration = KOFICFake.Configuration()
        (configuration.synthesizeDays, configuration.synthesizeMovies) = (true, true)
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--format", "md"], environment: run.environment(fake, ["TZ": zone]), prefix: prefix)
        // The report's own day is the latest one asked for (the re-checks ask for the days before it).
        return (fake.requests.compactMap { $0.query["targetDt"] }.max(), result)
    }

    @Test(arguments: zones)
    func usesSeoulsYesterdayNow(_ zone: String) async throws {
        let before = Self.seoulYesterday(Date())
        let (day, result) = try await requestedDay(zone: zone)
        let after = Self.seoulYesterday(Date())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(day == before || day == after)
    }

    /// Through libfaketime (Debian's `faketime`), the real binary's clock stands 30 minutes either
    /// side of midnight in Seoul; the zones disagree on the date then.
    @Test(.requires(.faketime), arguments: zones)
    func aroundSeoulMidnight(_ zone: String) async throws {
        let cases: [(utc: TimeInterval, expected: String)] = [
            (1_682_523_000, "20230426"), // 2023-04-26 15:30 UTC = 04-27 00:30 KST = 04-26 08:30 PDT
            (1_682_519_400, "20230425"), // 2023-04-26 14:30 UTC = 04-26 23:30 KST
        ]
        for (utc, expected) in cases {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: zone)
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            let local = formatter.string(from: Date(timeIntervalSince1970: utc))
            let (day, result) = try await requestedDay(zone: zone, prefix: ["faketime", local])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(day == expected, "at \(local) in \(zone)")
        }
    }
}
