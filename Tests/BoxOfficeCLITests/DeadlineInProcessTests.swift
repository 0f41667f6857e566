import BoxOfficeCLI
import BoxOfficeTestSupport
import Foundation
import Testing

/// A run in process that passes its `--deadline` has stopped its work and let its locks go when it
/// returns (the binary's case is `FaultInjectionTests`): the next run on the same folder and
/// archive runs, instead of finding "another boxoffice run is in progress".
struct DeadlineInProcessTests {
    @Test func aRunPastItsDeadlineHasLetItsLocksGoWhenItReturns() async throws {
        var stalling = KOFICFake.Configuration()
        stalling.faults = [.forDaily(.stall(seconds: 600))]
        let stalled = try KOFICFake(stalling)
        defer { stalled.stop() }
        let folder = TemporaryFolder("deadline-run")
        let output = folder.appending("Reports")
        func report(_ fake: KOFICFake, deadline: String) async -> Int32 {
            await BoxOfficeApp.run(["report", "--date", "2023-04-26", "--output", output, "--archive", output + "/archive.sqlite",
                                    "--format", "md", "--quiet", "--deadline", deadline],
                                   environment: ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey])
        }
        // 15 s: the shortest deadline a test gives a run in process (the stall is 600 s).
        #expect(await report(stalled, deadline: "15") == 69)
        let calm = try KOFICFake()
        #expect(await report(calm, deadline: "3600") == 0, "the folder's and the archive's locks were free")
        #expect(FileManager.default.fileExists(atPath: output + "/daily/2023-04-26.md"))
    }
}
