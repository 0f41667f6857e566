import BoxOfficeTestSupport
import Foundation
import Testing

/// libcurl and libpq, each with its train of libraries (TLS, Kerberos, LDAP…), are opened when a
/// run first needs them, not at every start: counted with strace on the files a run opens.
@Suite struct LibraryLoadingTests {
    /// The libraries among the files `arguments` opened, by the name's stem.
    func opened(_ run: BinaryRunner, _ arguments: [String], environment: [String: String]) async throws -> Set<String> {
        let result = try await run.run(["-f", "-e", "trace=openat", "-o", "trace.txt", BinaryRunner.binary.path] + arguments,
                                 environment: environment, executable: "/usr/bin/strace")
        #expect(result.status == 0, "\(arguments): \(result.all)")
        let trace = try run.read("trace.txt").split(separator: "\n").filter { !$0.contains("ENOENT") }
        return Set(["libcurl", "libpq"].filter { library in trace.contains { $0.contains("/\(library).so") } })
    }

    @Test(.enabled(if: MachineTool.strace.runsHere, Comment(rawValue: MachineTool.strace.skipReason)))
    func theNetworkAndPostgreSQLLibrariesLoadOnlyWhenARunNeedsThem() async throws {
        let fake = try KOFICFake(KOFICFake.Configuration())
        defer { fake.stop() }
        let run = try BinaryRunner()
        let env = run.environment(fake)
        await #expect(try opened(run, ["report", "--sample", "--quiet"], environment: env).isEmpty, "the bundled week asks no network")
        await #expect(try opened(run, ["backfill", "--sample", "--archive", "sample.sqlite", "--quiet"], environment: env).isEmpty)
        await #expect(try opened(run, ["history", "day", "2026-01-25", "--archive", "sample.sqlite", "--format", "md", "--output", "history"],
                           environment: env).isEmpty, "a SQLite archive's question asks no network")
        await #expect(try opened(run, ["report", "--date", "2026-01-25", "--output", "site", "--quiet"], environment: env) == ["libcurl"], "a report asks KOFIC")
    }
}
