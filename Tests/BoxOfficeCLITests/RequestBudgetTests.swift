import BoxOfficeTestSupport
import Foundation
import Testing

/// `--concurrency N` bounds every request of a run in flight (the list, the re-checks, the details,
/// the weekly chart, a backfill's days), as the fake sees them arrive.
@Suite(.serialized) struct RequestBudgetTests {
    func fake() throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        configuration.synthesizeMovies = true
        configuration.latency = 0.05 // long enough for requests to overlap when nothing holds them back
        return try KOFICFake(configuration)
    }

    @Test(arguments: [1, 2, 3])
    func aScheduledReportOnANewArchiveNeverHasMoreThanNInFlight(_ limit: Int) async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        // Yesterday, on a new archive: the day, seven re-checks and every movie's details.
        let result = try await run.run(["report", "--concurrency", String(limit), "--quiet", "--run-summary", "summary"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try run.file("summary").contains("rechecked=7"))
        #expect(fake.requests.count > 10)
        #expect(fake.peakInFlight == limit, "at most \(limit) in flight, and the run used them all")
    }

    @Test func theDefaultIsTenAndTheFakeWouldSeeMore() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--quiet"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fake.peakInFlight > 3 && fake.peakInFlight <= 10, "\(fake.peakInFlight)")
    }

    @Test func weeklyAndBackfillKeepTheBudgetToo() async throws {
        let fake = try fake()
        let run = try BinaryRunner()
        let weekly = try await run.run(["weekly", "--week", "2012-01-01", "--concurrency", "2", "--quiet"], environment: run.environment(fake))
        #expect(weekly.status == 0, "\(weekly.stderr)")
        #expect(fake.peakInFlight == 2)
        let other = try self.fake()
        let backfill = try await run.run(["backfill", "--from", "2024-05-01", "--to", "2024-05-08", "--concurrency", "3", "--quiet"],
                                   environment: run.environment(other))
        #expect(backfill.status == 0, "\(backfill.stderr)")
        #expect(other.peakInFlight == 3)
    }
}
