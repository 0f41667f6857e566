import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// Runs the built `boxoffice` binary in a fresh temporary directory.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// From the binary's start to its end.
        var seconds: Double = 0
        var all: String { stdout + stderr }
    }

    /// A sentinel key: tests assert it never appears in any output or file.
    static let sentinelKey = KOFICFake.Configuration().apiKey

    static let binary: URL = {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("boxoffice"),
            Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/boxoffice"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// The run's folder, removed when the last copy of this runner goes (the test's end).
    let folder: TemporaryFolder
    var directory: URL { folder.url }

    /// Starts the binary in the background (stdout discarded; stderr to `stderr`, else discarded);
    /// await its `exit(within:)`.
    func start(_ arguments: [String], environment: [String: String], stderr: URL? = nil) throws -> ChildProcess {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        if let stderr {
            _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: stderr)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        return try ChildProcess(starting: process)
    }

    init() throws {
        folder = TemporaryFolder("e2e")
    }

    /// Environment for a run against `fake` with the sentinel key (override or remove entries with `extra`).
    func environment(_ fake: KOFICFake?, _ extra: [String: String?] = [:]) -> [String: String] {
        // TMPDIR: the run's scratch folders go where the suite's are (the folder CI checks), not to /tmp.
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": directory.path, "SOURCE_DATE_EPOCH": "1641421800",
                   "TMPDIR": NSTemporaryDirectory()]
        if let fake {
            env["KOFIC_BASE_URL"] = fake.baseURL.absoluteString
            env["KOFIC_API_KEY"] = Self.sentinelKey
        }
        for (name, value) in extra { env[name] = value }
        return env
    }

    /// A copy of the binary in the run's folder (`bin/boxoffice`, mode 755), for a test that runs it
    /// as another account, who may not reach the clone (root's `chmod 700` home).
    func copyOfTheBinary() throws -> String {
        let folder = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("boxoffice")
        try ExecutableCopy.make(of: Self.binary, at: copy)
        chmod(folder.path, 0o755)
        return copy.path
    }

    /// Runs the binary to its end, awaited in one of `ChildProcess.slots`; killed after `timeout` seconds, a
    /// bound on a hang, not a timing. `binary`: a copy to run instead of the built one (with `prefix`);
    /// `besideAnother`: while a binary the test started runs (see `ChildProcess.runTimed`).
    /// - Parameter folder: the current folder of the run (default: the run's own).
    func run(_ arguments: [String], environment: [String: String], prefix: [String] = [], executable: String? = nil,
             binary: String? = nil, timeout: Double = 120, besideAnother: Bool = false, in folder: String? = nil) async throws -> Result {
        let process = Process()
        if let executable {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else if prefix.isEmpty {
            process.executableURL = Self.binary
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = prefix + [binary ?? Self.binary.path] + arguments
        }
        process.environment = environment
        process.currentDirectoryURL = folder.map { URL(fileURLWithPath: $0) } ?? directory
        let out = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let (status, seconds) = try await ChildProcess.runTimed(process, timeout: timeout, inSlot: !besideAnother)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return Result(
            status: status,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self),
            seconds: seconds
        )
    }

    func file(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(path)), as: UTF8.self)
    }

    /// A file's text, relative to the directory.
    func read(_ path: String) throws -> String { try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path) }

    /// Every file under the directory, recursively, relative paths.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var out: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { out.append(path) }
        }
        return out.sorted()
    }

    /// The archive's schema version and tables: (0, []) for a file a run created but was killed
    /// in before its first migration committed, which is a sound, empty archive.
    func archiveSchema(_ path: String = "Reports/archive.sqlite") throws -> (version: Int, tables: [String]) {
        let database = try SQLiteDatabase(path: directory.appendingPathComponent(path).path, create: false)
        let version = try database.run("PRAGMA user_version").first?.first?.int ?? 0
        let tables = try database.run("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap { $0.first?.string }
        return (version, tables)
    }

    /// The days archived in the run's archive file (none when there is no file, or no schema yet).
    /// The first column of a query's rows, on the run's SQLite archive.
    func archiveColumn(_ sql: String, _ path: String = "Reports/archive.sqlite") throws -> [String] {
        let database = try SQLiteDatabase(path: directory.appendingPathComponent(path).path, create: false)
        return try database.run(sql).compactMap { $0.first?.string }
    }

    func archivedDays(_ path: String = "Reports/archive.sqlite") throws -> [String] {
        guard exists(path), try archiveSchema(path).version > 0 else { return [] }
        let database = try SQLiteDatabase(path: directory.appendingPathComponent(path).path, create: false)
        return try database.run("SELECT date FROM days ORDER BY date").compactMap { $0.first?.string }
    }

    /// Fails the test if the sentinel key is in the result or in any file the run left.
    func expectNoKey(_ result: Result, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!result.all.contains(Self.sentinelKey), "the key was printed", sourceLocation: sourceLocation)
        for path in files() {
            #expect(!(try file(path)).contains(Self.sentinelKey), "the key is in \(path)", sourceLocation: sourceLocation)
        }
    }
}
