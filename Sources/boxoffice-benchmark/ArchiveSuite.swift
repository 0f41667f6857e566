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

// The archive: the warm daily run, backfills into SQLite and PostgreSQL, history queries on a large archive.
/// Backfills 365 days against the fake with 100 ms latency: wall time, requests, ratio to the limit.
/// - Parameter archive: the archive's address (a PostgreSQL database), else the default SQLite file.
/// - Returns: the wall time.
@discardableResult
func benchmarkBackfill(archive: String? = nil, label: String = "SQLite") throws -> Double {
    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.synthesizeDays = true
    configuration.synthesizeMovies = true
    let fake = try KOFICFake(configuration)
    let folder = try temporaryFolder("backfill")
    defer { TemporaryFolder.remove(folder) }
    let environment = fake.environment
    let concurrency = 4
    print("\nbackfill of 365 days (2024-01-01 to 2024-12-30) into \(label), concurrency \(concurrency), \(Int(latency * 1000)) ms latency")
    let result = try runOnce(["backfill", "--from", "2024-01-01", "--to", "2024-12-30", "--concurrency", "\(concurrency)", "--quiet"]
                                + (archive.map { ["--archive", $0] } ?? []),
                             environment: environment, in: folder)
    let lists = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }.count
    let details = fake.requests.count - lists
    let listLimit = ceil(365.0 / Double(concurrency)) * latency
    // Each distinct movie's details cost one more round trip on the day it first appears.
    let limit = listLimit + Double(details) / Double(concurrency) * latency
    print("status \(result.status); requests: \(fake.requests.count) (\(lists) lists + \(details) details, each movie once)")
    print(String(format: "wall time: %.2f s; limit ceil(365/%d) x 100 ms = %.2f s (ratio %.2f), with %d detail requests at most %.2f s more (ratio %.2f)",
                 result.seconds, concurrency, listLimit, result.seconds / listLimit, details, limit - listLimit, result.seconds / limit))
    print(String(format: "peak RSS: %.1f MB", result.peakRSSMegabytes))
    fake.stop()
    return result.seconds
}

/// A PostgreSQL server for the PostgreSQL figures, durable as a real one (fsync on); nil, with a
/// line saying so, where Debian's `postgresql` is not installed.
func benchmarkServer() -> PostgreSQLTestServer? {
    do {
        return try PostgreSQLTestServer(durable: true)
    } catch {
        print("\nPostgreSQL figures skipped: \(error) (apt-get install postgresql)")
        return nil
    }
}

/// The same backfill into SQLite and into PostgreSQL: the ratio (target <= 1.2).
func benchmarkBackfillStores() throws {
    let sqlite = try benchmarkBackfill()
    guard let server = benchmarkServer() else { return }
    let postgres = try benchmarkBackfill(archive: server.address, label: "PostgreSQL (a local server, Unix socket, fsync on)")
    print(String(format: "PostgreSQL / SQLite: %.2f (target <= 1.2: %@)", postgres / sqlite, check("backfill PostgreSQL / SQLite <= 1.2", postgres / sqlite <= 1.2)))
}

/// A warm daily run (details cached in the archive): wall time and request count.
func benchmarkWarmDaily() throws {
    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.synthesizeMovies = true
    let fake = try KOFICFake(configuration)
    let folder = try temporaryFolder("warm")
    defer { TemporaryFolder.remove(folder) }
    let environment = fake.environment
    let arguments = ["report", "--date", "2023-04-26", "--quiet"]
    _ = try runOnce(arguments, environment: environment, in: folder) // fills the archive
    var times: [Double] = []
    var requests = 0
    for _ in 0..<runs {
        let before = fake.requests.count
        times.append(try runOnce(arguments, environment: environment, in: folder).seconds)
        requests = fake.requests.count - before
    }
    let median = times.sorted()[times.count / 2]
    print("\nwarm daily run (details cached in the archive), \(runs) runs")
    print("requests per run: \(requests) (target 1); wall time: \(describe(times))")
    print(String(format: "target <= 250 ms (100 ms + 150 ms): %@", check("warm daily run <= 250 ms in 1 request", median <= 0.25 && requests == 1)))
    fake.stop()
}

/// A synthetic 10-year archive (3,650 days x 10 rows, from the recordings), queried in process.
func benchmarkArchiveQueries() async throws {
    let folder = try temporaryFolder("archive")
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("archive.sqlite").path
    let archive = try SQLiteBoxOfficeArchive(path: path)
    let recordings = Fixtures.names(in: "kofic/daily")
    let charts = try recordings.map { name -> DailyBoxOffice in
        let data = try Fixtures.data("kofic/daily/\(name).json")
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let list = (root["boxOfficeResult"] as! [String: Any])["dailyBoxOfficeList"] as! [[String: String]]
        return DailyBoxOffice(date: CalendarDate(compact: name)!, entries: list.map(LongRecordings.entry))
    }
    let start = CalendarDate(iso: "2015-01-01")!
    var clock = DispatchTime.now().uptimeNanoseconds
    for offset in 0..<3_650 {
        let date = start.adding(days: offset)
        let chart = charts[offset % charts.count]
        let report = DailyReport(date: date, rows: chart.entries.map { .init(entry: $0, details: nil) })
        _ = try await archive.store(ArchivedDay(report: report, fetchedAt: Date(), source: "synthetic", provisional: false, revision: 1))
    }
    let build = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
    if let keep = ProcessInfo.processInfo.environment["BENCH_KEEP_ARCHIVE"] {
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(atPath: path, toPath: keep)
    }
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0)
        + ((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0)
    print("\nsynthetic archive: 3,650 days x 10 rows built in \(String(format: "%.1f", build)) s; \(String(format: "%.1f", Double(size) / 1_048_576)) MB on disk")

    var stores = [("SQLite", path)]
    let server = benchmarkServer()
    if let server {
        clock = DispatchTime.now().uptimeNanoseconds
        let postgres = try PostgreSQLBoxOfficeArchive(address: server.address)
        let copied = try await archive.copy(to: postgres)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        print(String(format: "archive copy to PostgreSQL: %d rows in %.1f s", copied.reduce(0) { $0 + $1.destination }, seconds))
        stores.append(("PostgreSQL", server.address))
    }
    for (store, address) in stores {
        print("\(store):")
        try await archiveQueries(address: address, folder: folder, charts: charts.count)
    }
}

/// The history commands in process against an archive, md+csv+html written each time.
func archiveQueries(address: String, folder: URL, charts: Int) async throws {
    var clock = DispatchTime.now().uptimeNanoseconds
    let output = folder.appendingPathComponent("out").path
    let queries: [(String, [String])] = [
        ("history movie 20231089 (\(3_650 / charts * 1) days ranked)", ["history", "movie", "20231089"]),
        ("history top over 2020", ["history", "top", "--from", "2020-01-01", "--to", "2020-12-31", "--limit", "20"]),
        ("history day 2020-06-15", ["history", "day", "2020-06-15"]),
        ("history market --by month over nine years (2016-2024)", ["history", "market", "--from", "2016-01-01", "--to", "2024-12-28", "--by", "month"]),
        ("history compare of six movies", ["history", "compare", "20231089", "20226270", "20226489", "20225865", "20200154", "20228555"]),
        ("history distributors over 2020", ["history", "distributors", "--from", "2020-01-01", "--to", "2020-12-31"]),
    ]
    // The commands print the paths they write: keep stdout for the figures.
    let savedStandardOutput = dup(1)
    let null = open("/dev/null", O_WRONLY)
    defer { close(null); close(savedStandardOutput) }
    var lines: [String] = []
    for (name, arguments) in queries {
        var times: [Double] = []
        dup2(null, 1)
        defer { dup2(savedStandardOutput, 1) }
        for _ in 0..<runs {
            clock = DispatchTime.now().uptimeNanoseconds
            let status = await BoxOfficeApp.run(arguments + ["--archive", address, "--output", output, "--format", "md,csv,html"],
                                                environment: ["SOURCE_DATE_EPOCH": "0"])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9)
            guard status == 0 else {
                print("\(name) failed with status \(status)")
                exit(1)
            }
        }
        let median = times.sorted()[times.count / 2]
        let target = name.hasPrefix("history market") || name.hasPrefix("history compare") ? 0.1 : 0.05
        lines.append("  \(name): \(describe(times)) (target <= \(Int(target * 1000)) ms: \(check("\(name) <= \(Int(target * 1000)) ms", median <= target)))")
    }
    for line in lines { print(line) }
}
