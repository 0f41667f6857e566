import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice report … 2>&1 | head -1`, `boxoffice backfill … | head -2`: a reader that leaves never
/// traps the run (Foundation's `FileHandle.write` did, exit 132). The binary's stdout and stderr
/// here are a pipe whose reader closed before the run began, so every write finds it gone.
@Suite(.serialized) struct ClosedPipeTests {
    @Test func reportWritesItsFilesThenExits141() async throws {
        let run = try BinaryRunner()
        let status = try await run.runWithClosedOutput(["report", "--sample", "--output", "out"], environment: run.environment(nil))
        #expect(status == 141)
        // Everything written, nothing half-written: the same bytes as a run whose reader stayed.
        let other = try BinaryRunner()
        let full = try await other.run(["report", "--sample", "--output", "out"], environment: other.environment(nil))
        #expect(full.status == 0, "\(full.stderr)")
        for path in ["out/daily/2026-01-25.md", "out/daily/2026-01-25.csv", "out/daily/2026-01-25.html"] {
            #expect(try run.file(path) == (try other.file(path)), "\(path)")
        }
        #expect(run.files().filter { $0.contains(".tmp") }.isEmpty)
    }

    @Test func backfillStopsAtTheEndOfTheDayInHandThenExits141() async throws {
        let run = try BinaryRunner()
        let status = try await run.runWithClosedOutput(["backfill", "--sample", "--concurrency", "1", "--archive", "week.sqlite"],
                                                 environment: run.environment(nil))
        #expect(status == 141)
        // The first day's progress line found the reader gone: that day is stored whole, no other begun.
        #expect(try run.archivedDays("week.sqlite") == ["2026-01-19"])
        let day = try await run.run(["history", "day", "2026-01-19", "--archive", "week.sqlite", "--format", "csv"], environment: run.environment(nil))
        #expect(day.status == 0 && (1...10).allSatisfy { rank in day.stdout.contains("\n2026-01-19,\(rank),") }, "\(day.all)")
    }
}

extension BinaryRunner {
    /// Runs the binary with stdout and stderr on a pipe whose reading end is already closed; its exit status.
    func runWithClosedOutput(_ arguments: [String], environment: [String: String], timeout: Double = 120) async throws -> Int32 {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = pipe.fileHandleForWriting
        process.standardInput = FileHandle.nullDevice
        let child = try ChildProcess(starting: process)
        try pipe.fileHandleForWriting.close()
        return await child.exit(within: timeout)
    }
}
