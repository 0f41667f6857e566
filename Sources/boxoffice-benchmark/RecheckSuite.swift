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

// The scheduled run: re-checks on a warm archive, and a new archive.
/// The scheduled run with a warm archive holding the seven days before: re-checks on (7 more list
/// requests, sent with the day's own) against off. Target: wall time within 1.15x.
func benchmarkRecheck() throws {
    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.synthesizeDays = true
    configuration.synthesizeMovies = true
    let fake = try KOFICFake(configuration)
    let folder = try temporaryFolder("recheck")
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = fake.environment
    // Warm: the day and the seven before it archived, every movie's details cached, reports written.
    guard try runOnce(["report", "--date", "2024-05-10", "--recheck-days", "7", "--quiet"], environment: environment, in: folder).status == 0
    else { throw BenchmarkError.spawn }
    var medians: [String: Double] = [:]
    print("\nscheduled run with a warm archive of the last 7 days, \(Int(latency * 1000)) ms latency, \(runs) runs each")
    for days in ["7", "0"] {
        var times: [Double] = []
        var requests = 0
        for _ in 0..<runs {
            let before = fake.requests.count
            let result = try runOnce(["report", "--date", "2024-05-10", "--recheck-days", days, "--quiet"], environment: environment, in: folder)
            guard result.status == 0 else { throw BenchmarkError.spawn }
            times.append(result.seconds)
            requests = fake.requests.count - before
        }
        medians[days] = times.sorted()[times.count / 2]
        print("--recheck-days \(days): \(requests) requests per run; wall time: \(describe(times))")
    }
    let ratio = medians["7"]! / medians["0"]!
    print(String(format: "re-check on / off: %.2f (target <= 1.15: %@)", ratio, check("re-check on / off <= 1.15", ratio <= 1.15)))
    fake.stop()
    try benchmarkColdScheduled()
}

/// The scheduled run on a new archive: the day and its seven re-checks all missing, every movie's
/// details fetched once; with the default request budget and with --concurrency 2, and the most
/// requests the fake saw in flight.
func benchmarkColdScheduled() throws {
    print("\nscheduled run on a new archive (the day and 7 re-checks), \(Int(latency * 1000)) ms latency, \(runs) runs each")
    for concurrency in ["10", "2"] {
        var times: [Double] = []
        var requests = 0, peak = 0
        for _ in 0..<runs {
            var configuration = KOFICFake.Configuration()
            configuration.latency = latency
            configuration.synthesizeDays = true
            configuration.synthesizeMovies = true
            let fake = try KOFICFake(configuration)
            let folder = try temporaryFolder("cold")
            defer { try? FileManager.default.removeItem(at: folder) }
            let environment = fake.environment
            let result = try runOnce(["report", "--date", "2024-05-10", "--recheck-days", "7", "--concurrency", concurrency, "--quiet"],
                                     environment: environment, in: folder)
            guard result.status == 0 else { throw BenchmarkError.spawn }
            times.append(result.seconds)
            requests = fake.requests.count
            peak = max(peak, fake.peakInFlight)
            fake.stop()
        }
        print("--concurrency \(concurrency): \(requests) requests per run, at most \(peak) in flight; wall time: \(describe(times))")
    }
}
