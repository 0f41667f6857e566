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
    defer { TemporaryFolder.remove(folder) }
    let environment = fake.environment
    // Warm: the day and the seven before it archived, every movie's details cached, reports written.
    guard try runOnce(["report", "--date", "2024-05-10", "--recheck-days", "7", "--quiet"], environment: environment, in: folder).status == 0
    else { throw BenchmarkError.spawn }
    var medians: [String: Double] = [:]
    print("\nscheduled run with a warm archive of the last 7 days, \(Int(latency * 1000)) ms latency, \(runs) runs each")
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    for days in ["7", "0"] {
        var times: [Double] = [], cpu: [Double] = [], peak: [Double] = []
        var requests = 0
        for _ in 0..<runs {
            let before = fake.requests.count
            let result = try runOnce(["report", "--date", "2024-05-10", "--recheck-days", days, "--quiet"], environment: environment, in: folder)
            guard result.status == 0 else { throw BenchmarkError.spawn }
            times.append(result.seconds)
            cpu.append(result.cpuSeconds)
            peak.append(result.peakRSSMegabytes)
            requests = fake.requests.count - before
        }
        medians[days] = median(times)
        print("--recheck-days \(days): \(requests) requests per run; wall time: \(describe(times)); CPU median \(Int(median(cpu) * 1000)) ms; "
            + String(format: "peak %.1f MiB", median(peak)))
        // The morning's warm run (yesterday archived, its re-checks unchanged): one round trip and almost nothing more.
        if days == "7" {
            let floor = (0..<runs).compactMap { _ in try? runOnce(["--version"], environment: [:], in: folder) }
            print(String(format: "  against one round trip: %.2fx (target <= 1.25: %@); CPU %.0f ms (target <= 60: %@); peak %.1f MiB (target <= 35: %@); "
                         + "--version: %.0f ms, %.0f ms of CPU, %.1f MiB",
                         median(times) / latency, check("warm scheduled run <= 1.25 round trips", median(times) / latency <= 1.25),
                         median(cpu) * 1000, check("warm scheduled run CPU <= 60 ms", median(cpu) <= 0.060),
                         median(peak), check("warm scheduled run peak <= 35 MiB", median(peak) <= 35),
                         median(floor.map(\.seconds)) * 1000, median(floor.map(\.cpuSeconds)) * 1000, median(floor.map(\.peakRSSMegabytes))))
        }
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
            defer { TemporaryFolder.remove(folder) }
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
