import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The binary cron runs: a release build with the Swift runtime linked in, copied alone into an
/// empty folder and started with an empty environment and an empty TZ.
@Suite(.serialized, .requires(.libcurlDevelopmentFiles)) struct ReleaseBuildSmokeTests {
    static let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()

    /// Builds once (in its own scratch folder, so it does not wait on the test build's lock), for
    /// every test that runs the binary. Awaited, never waited on: a test blocked in `waitUntilExit`
    /// (or on a static's initialiser) holds one of the cooperative pool's threads, and on 2 cores two
    /// tests waiting out the build's minutes stalled every other test of the suite for as long.
    static let build = Task<URL, any Error> {
        let scratch = repository.appendingPathComponent(".build-release-smoke")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The README's command: Package.swift links the Swift runtime in for release builds on Linux.
        process.arguments = ["swift", "build", "-c", "release", "--scratch-path", scratch.path, "--product", "boxoffice"]
        process.currentDirectoryURL = repository
        let logFolder = TemporaryFolder("release-build")
        defer { withExtendedLifetime(logFolder) {} } // removed once the build is over, not before
        // SwiftPM leaves an empty TemporaryDirectory.XXXXXX in TMPDIR on every build: it goes in the
        // test's own folder, removed with it.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": logFolder.url.path]) { $1 }
        let log = logFolder.url.appendingPathComponent("build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { throw SmokeFailure("cannot log") }
        process.standardOutput = handle
        process.standardError = handle
        // The build's end resumes the test, or its start's failure does.
        try await withCheckedThrowingContinuation { (finished: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in finished.resume() }
            do { try process.run() } catch {
                process.terminationHandler = nil
                finished.resume(throwing: SmokeFailure("cannot start swift build: \(error)"))
            }
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw SmokeFailure("release build failed (needs libcurl4-openssl-dev for curl.h):\n" + output.suffix(2000))
        }
        return scratch.appendingPathComponent("release/boxoffice")
    }

    func aloneInAFolder() async throws -> (binary: URL, folder: TemporaryFolder) {
        let built = try await Self.build.value
        let folder = TemporaryFolder("alone")
        let binary = folder.url.appendingPathComponent("boxoffice")
        try FileManager.default.copyItem(at: built, to: binary)
        return (binary, folder)
    }

    func run(_ binary: URL, _ arguments: [String], environment: [String: String], in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["-i"] + environment.map { "\($0.key)=\($0.value)" } + [binary.path] + arguments
        process.currentDirectoryURL = folder
        let errors = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// What every start loads (as `ldd` asks glibc's loader): no Swift library (the runtime and Foundation are
    /// inside), neither libcurl, which the first request opens, nor libpq, which the first PostgreSQL
    /// connection opens: each brings its own train of libraries (TLS, Kerberos, LDAP...).
    @Test func theBinaryStartsWithoutSwiftsLibrariesOrLibcurl() async throws {
        let (binary, folder) = try await aloneInAFolder()
        defer { withExtendedLifetime(folder) {} } // the folder (and the binary in it) lives until the end
        let process = Process()
        process.executableURL = binary
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(listed.contains("libsqlite3"), "\(listed)")
        for library in ["libswiftCore", "libFoundation", "libcurl", "libpq"] {
            #expect(!listed.contains(library), "\(library) is loaded at start:\n\(listed)")
        }
    }

    @Test func theSampleRunsWithNothingNextToTheBinary() async throws {
        let (binary, folder) = try await aloneInAFolder()
        let (status, errors) = try run(binary, ["report", "--sample"], environment: ["TZ": ""], in: folder.url)
        #expect(status == 0, "\(errors)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Reports/daily/2026-01-25.html").path))
    }

    @Test func anEmptyEnvironmentStillKnowsSeoulsYesterday() async throws {
        let (binary, folder) = try await aloneInAFolder()
        let fake = try KOFICFake()
        let before = Date()
        let (status, errors) = try run(binary, ["report", "--format", "md"], environment: [
            "TZ": "", "KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey,
        ], in: folder.url)
        #expect(status == 0, "\(errors)")
        let expected = [before, Date()].map {
            CalendarDate(daysSinceEpoch: Int((($0.timeIntervalSince1970 + 9 * 3600) / 86_400).rounded(.down)) - 1).compact
        }
        #expect(expected.contains(fake.requests.compactMap { $0.query["targetDt"] }.max() ?? "none"))
    }
}

struct SmokeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
