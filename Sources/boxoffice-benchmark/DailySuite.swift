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

// The cold daily run: wall time against two round trips, and peak memory.
/// Cold daily runs: wall time against two round trips, and peak RSS.
func benchmarkDaily() throws {
    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    let fake = try KOFICFake(configuration)
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("boxoffice-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { TemporaryFolder.remove(folder) }
    let environment = fake.environment

    print("boxoffice benchmark: \(runs) cold runs of `boxoffice report --date 2022-01-05` (10 ranked movies)")
    print("loopback KOFIC fake, \(Int(latency * 1000)) ms latency per request")
    var times: [Double] = []
    var peak = 0.0
    var requestsPerRun = 0
    for _ in 0..<runs {
        let before = fake.requests.count
        let result = try runOnce(["report", "--date", "2022-01-05", "--output", "out", "--format", "md,csv,html", "--no-archive", "--quiet"],
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
    print(String(format: "target <= %.0f ms: %@", target * 1000, check(String(format: "cold daily run <= %.0f ms", target * 1000), median <= target)))
    print(String(format: "peak RSS of the binary: %.1f MB (target <= 40 MB: %@)", peak, check("cold daily run peak RSS <= 40 MB", peak <= 40)))
    fake.stop()
}
