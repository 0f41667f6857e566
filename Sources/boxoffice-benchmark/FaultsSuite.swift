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

// The daily run with 30 % of requests failing.
/// The daily run with 30 % of requests failing with 500, against the fault-free run.
func benchmarkFaults() throws {
    func measure(failureRate: Double) throws -> (median: Double, requests: Int) {
        var configuration = KOFICFake.Configuration()
        configuration.latency = latency
        configuration.failureRate = failureRate
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let folder = try temporaryFolder("faults-\(Int(failureRate * 100))")
        defer { TemporaryFolder.remove(folder) }
        let environment = fake.environment
        var times: [Double] = []
        for _ in 0..<runs {
            let result = try runOnce(["report", "--date", "2022-01-05", "--no-archive", "--quiet", "--force"], environment: environment, in: folder)
            guard result.status == 0 else { throw BenchmarkError.spawn }
            times.append(result.seconds)
        }
        return (times.sorted()[times.count / 2], fake.requests.count / runs)
    }
    let clean = try measure(failureRate: 0)
    let faulty = try measure(failureRate: 0.3)
    print("\ndaily run with 30 % of requests failing with 500 (\(runs) runs each), \(Int(latency * 1000)) ms latency")
    print(String(format: "fault-free: median %.0f ms, %d requests; with faults: median %.0f ms, %d requests a run",
                 clean.median * 1000, clean.requests, faulty.median * 1000, faulty.requests))
    print(String(format: "retries cost %.0f ms = %.1f extra round trips", (faulty.median - clean.median) * 1000,
                 (faulty.median - clean.median) / latency))
}
