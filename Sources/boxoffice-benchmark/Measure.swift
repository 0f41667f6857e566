#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeApplication
import BoxOfficeCLI
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeTestSupport
import Foundation

// What every suite measures with: the release binary spawned once a run (wall time, peak memory),
// the medians, the targets.

/// Latency of every answer of the loopback fakes: a round trip.
let latency = 0.1
/// Runs a figure is the median of (`BENCH_RUNS`).
let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 7
/// The release `boxoffice` beside this benchmark.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("boxoffice")

struct Measurement {
    var seconds: Double
    var status: Int32
    /// The child's own peak resident set, from wait4 (not its siblings').
    var peakRSSMegabytes: Double
    /// The child's CPU time, user and system, from wait4.
    var cpuSeconds: Double = 0
}

/// Spawns the binary once in `folder` and waits for it; wall time from spawn to exit.
func runOnce(_ arguments: [String], environment: [String: String], in folder: URL) throws -> Measurement {
    let wrap = ProcessInfo.processInfo.environment["BENCH_WRAP"].map { $0.split(separator: " ").map(String.init) } ?? []
    let argv = (wrap + [binary.path] + arguments).map { strdup($0) } + [nil]
    let program = wrap.first ?? binary.path
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, ProcessInfo.processInfo.environment["BENCH_STDERR"] ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, program, &actions, nil, argv, envp) == 0 else { throw BenchmarkError.spawn }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #if canImport(Darwin)
    let megabytes = Double(usage.ru_maxrss) / 1_048_576 // bytes on macOS
    #else
    let megabytes = Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
    #endif
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return Measurement(seconds: seconds, status: (status >> 8) & 0xFF, peakRSSMegabytes: megabytes, cpuSeconds: cpu)
}

enum BenchmarkError: Error { case spawn }

extension KOFICFake {
    /// What the binary needs to ask this fake: its address and key, a minimal PATH.
    var environment: [String: String] {
        ["KOFIC_BASE_URL": baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]
    }
}

func describe(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    return String(format: "min %.0f ms, median %.0f ms, max %.0f ms", sorted.first! * 1000, median * 1000, sorted.last! * 1000)
}

func temporaryFolder(_ name: String) throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("boxoffice-bench-\(name)-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Reads a pipe line by line.
final class LineReader {
    let handle: FileHandle
    var buffer = Data()
    init(_ handle: FileHandle) { self.handle = handle }
    func line() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

/// The targets a suite checks, and those it missed: the run exits non-zero naming each one missed.
final class Targets: @unchecked Sendable {
    static let shared = Targets()
    private let lock = NSLock()
    private var missed: [String] = []

    /// Records `target` as met or missed; returns the word the suite prints.
    func check(_ target: String, _ met: Bool) -> String {
        if !met { lock.withLock { missed.append(target) } }
        return met ? "met" : "NOT met"
    }

    var missedTargets: [String] { lock.withLock { missed } }
}

/// `Targets.shared.check`.
func check(_ target: String, _ met: Bool) -> String { Targets.shared.check(target, met) }
