#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeTestSupport
import Foundation

// Times cold runs of the real `boxoffice` binary against the loopback KOFIC fake with 100 ms of
// latency per request, and reports peak memory. Run: scripts/benchmark.sh (a release build).

let latency = 0.1
let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 7
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("boxoffice")
guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    FileHandle.standardError.write(Data("boxoffice-benchmark: build boxoffice first (swift build -c release)\n".utf8))
    exit(1)
}

struct Measurement {
    var seconds: Double
    var status: Int32
    /// The child's own peak resident set, from wait4 (not its siblings').
    var peakRSSMegabytes: Double
}

/// Spawns the binary once in `folder` and waits for it; wall time from spawn to exit.
func runOnce(_ arguments: [String], environment: [String: String], in folder: URL) throws -> Measurement {
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, binary.path, &actions, nil, argv, envp) == 0 else { throw BenchmarkError.spawn }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #if canImport(Darwin)
    let megabytes = Double(usage.ru_maxrss) / 1_048_576 // bytes on macOS
    #else
    let megabytes = Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
    #endif
    return Measurement(seconds: seconds, status: (status >> 8) & 0xFF, peakRSSMegabytes: megabytes)
}

enum BenchmarkError: Error { case spawn }

func describe(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    return String(format: "min %.0f ms, median %.0f ms, max %.0f ms", sorted.first! * 1000, median * 1000, sorted.last! * 1000)
}

var configuration = KOFICFake.Configuration()
configuration.latency = latency
let fake = try KOFICFake(configuration)
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("boxoffice-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let environment = ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]

print("boxoffice benchmark: \(runs) cold runs of `boxoffice report --date 2022-01-05` (10 ranked movies)")
print("loopback KOFIC fake, \(Int(latency * 1000)) ms latency per request")
var times: [Double] = []
var peak = 0.0
var requestsPerRun = 0
for _ in 0..<runs {
    let before = fake.requests.count
    let result = try runOnce(["report", "--date", "2022-01-05", "--output", "out", "--format", "md,csv,html", "--quiet"],
                             environment: environment, in: folder)
    guard result.status == 0 else {
        print("run failed with status \(result.status)")
        exit(1)
    }
    requestsPerRun = fake.requests.count - before
    times.append(result.seconds)
    peak = max(peak, result.peakRSSMegabytes)
}
let limit = 2 * latency
let target = limit + 0.150
let median = times.sorted()[times.count / 2]
print("requests per run: \(requestsPerRun) (1 list + \(requestsPerRun - 1) details)")
print("wall time: \(describe(times))")
print(String(format: "physical limit (two round trips): %.0f ms; median / limit = %.2f", limit * 1000, median / limit))
print(String(format: "target <= %.0f ms: %@", target * 1000, median <= target ? "met" : "NOT met"))
print(String(format: "peak RSS of the binary: %.1f MB (target <= 40 MB: %@)", peak, peak <= 40 ? "met" : "NOT met"))
fake.stop()
