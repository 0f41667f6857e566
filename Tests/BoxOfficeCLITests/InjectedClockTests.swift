import BoxOfficeCLI
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The CLI in process, with the clock injected: at 00:30 in Seoul (15:30 UTC the day before),
/// `report` asks for Seoul's yesterday, and refuses Seoul's today as a future date.
@Suite struct InjectedClockTests {
    let halfPastMidnightInSeoul = FixedTimeSource(Date(timeIntervalSince1970: 1_682_523_000)) // 2023-04-26T15:30:00Z

    @Test func reportAsksForSeoulsYesterday() async throws {
        let fake = try KOFICFake()
        let folder = TemporaryFolder("clock")
        let output = folder.path
        let status = await BoxOfficeApp.run(
            // In process, beside the suite's other tests on two cores, the run may wait long for a thread of the
            // cooperative pool: no deadline of its own (the default 120 s would say 69 for that wait).
            ["report", "--output", output, "--archive", output + "/archive.sqlite", "--format", "md", "--quiet", "--deadline", "86400"],
            environment: ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey],
            clock: halfPastMidnightInSeoul
        )
        #expect(status == 0)
        #expect(fake.requests.compactMap { $0.query["targetDt"] }.max() == "20230426")
        #expect(FileManager.default.fileExists(atPath: output + "/daily/2023-04-26.md"))
    }

    @Test func seoulsTodayIsInTheFuture() async throws {
        let fake = try KOFICFake()
        let folder = TemporaryFolder("clock")
        let status = await BoxOfficeApp.run(
            ["report", "--date", "2023-04-27", "--no-archive", "--output", folder.path, "--quiet"],
            environment: ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey],
            clock: halfPastMidnightInSeoul
        )
        #expect(status == 64)
        #expect(fake.requests.isEmpty)
    }
}
