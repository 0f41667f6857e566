import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The binary cron runs: the release build (`BOXOFFICE_RELEASE_BINARY`, see `ReleaseBinary`) with
/// the Swift runtime linked in, copied alone into an empty folder and started with an empty
/// environment and an empty TZ.
@Suite(.requiresReleaseBinary) struct ReleaseBuildSmokeTests {
    func aloneInAFolder() throws -> (binary: URL, folder: TemporaryFolder) {
        let built = try ReleaseBinary.url()
        let folder = TemporaryFolder("alone")
        let binary = folder.url.appendingPathComponent("boxoffice")
        try ExecutableCopy.make(of: built, at: binary)
        return (binary, folder)
    }

    /// Runs the copy to its end, awaited; killed after `timeout` seconds (a bound on a hang).
    func run(_ binary: URL, _ arguments: [String], environment: [String: String], in folder: URL,
             timeout: Double = 120) async throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["-i"] + environment.map { "\($0.key)=\($0.value)" } + [binary.path] + arguments
        process.currentDirectoryURL = folder
        let errors = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        let status = try await ChildProcess.run(process, timeout: timeout)
        return (status, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// What every start loads (as `ldd` asks glibc's loader): no Swift library (the runtime and Foundation are
    /// inside), neither libcurl, which the first request opens, nor libpq, which the first PostgreSQL
    /// connection opens: each brings its own train of libraries (TLS, Kerberos, LDAP...).
    @Test func theBinaryStartsWithoutSwiftsLibrariesOrLibcurl() async throws {
        let (binary, folder) = try aloneInAFolder()
        defer { withExtendedLifetime(folder) {} } // the folder (and the binary in it) lives until the end
        let process = Process()
        process.executableURL = binary
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let listing = folder.url.appendingPathComponent("loaded.txt")
        _ = FileManager.default.createFile(atPath: listing.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: listing)
        try await ChildProcess.run(process, timeout: 120)
        let listed = try String(contentsOf: listing, encoding: .utf8)
        #expect(listed.contains("libsqlite3"), "\(listed)")
        for library in ["libswiftCore", "libFoundation", "libcurl", "libpq"] {
            #expect(!listed.contains(library), "\(library) is loaded at start:\n\(listed)")
        }
    }

    @Test func theSampleRunsWithNothingNextToTheBinary() async throws {
        let (binary, folder) = try aloneInAFolder()
        let (status, errors) = try await run(binary, ["report", "--sample"], environment: ["TZ": ""], in: folder.url)
        #expect(status == 0, "\(errors)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Reports/daily/2026-01-25.html").path))
    }

    @Test func anEmptyEnvironmentStillKnowsSeoulsYesterday() async throws {
        let (binary, folder) = try aloneInAFolder()
        // Yesterday has a list (an empty one is "no list yet": exit 75, nothing written).
        var configuration = KOFICFake.Configuration()
        (configuration.synthesizeDays, configuration.synthesizeMovies) = (true, true)
        let fake = try KOFICFake(configuration)
        let before = Date()
        let (status, errors) = try await run(binary, ["report", "--format", "md"], environment: [
            "TZ": "", "KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey,
        ], in: folder.url)
        #expect(status == 0, "\(errors)")
        let expected = [before, Date()].map {
            CalendarDate(daysSinceEpoch: Int((($0.timeIntervalSince1970 + 9 * 3600) / 86_400).rounded(.down)) - 1).compact
        }
        #expect(expected.contains(fake.requests.compactMap { $0.query["targetDt"] }.max() ?? "none"))
    }
}
