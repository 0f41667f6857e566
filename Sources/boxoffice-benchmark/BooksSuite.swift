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

// Book search, five pages.
/// `books search --limit 200` against Google's fake: one round trip for the first page, one for the
/// four others fetched together.
func benchmarkBooks() throws {
    var configuration = BooksFake.Configuration()
    configuration.latency = latency
    // The orwell recording is a full page of 40; served for every page of the search.
    configuration.googlePages = Dictionary(uniqueKeysWithValues: stride(from: 0, to: 200, by: 40).map { ($0, "search-orwell-fields-partial") })
    let fake = try BooksFake(configuration)
    defer { fake.stop() }
    let folder = try temporaryFolder("books")
    defer { TemporaryFolder.remove(folder) }
    let environment = ["GOOGLE_BOOKS_BASE_URL": fake.baseURL.absoluteString, "PATH": "/usr/bin:/bin"]
    var times: [Double] = []
    for _ in 0..<runs {
        let result = try runOnce(["books", "search", "orwell", "--source", "google", "--limit", "200"], environment: environment, in: folder)
        guard result.status == 0 else { throw BenchmarkError.spawn }
        times.append(result.seconds)
    }
    let median = times.sorted()[times.count / 2]
    print("\nbooks search --limit 200 (Google, 40 a page), \(Int(latency * 1000)) ms latency, \(runs) runs")
    print("requests per run: \(fake.requests.count / runs); wall time: \(describe(times))")
    print(String(format: "limit (first page, then the rest together): %.0f ms; median / limit = %.2f", 2 * latency * 1000, median / (2 * latency)))
}
