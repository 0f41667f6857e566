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

// Benchmarks the real `boxoffice` binary against the loopback KOFIC fake (100 ms of latency per
// request) and the archive in process. Run: scripts/benchmark.sh [daily|archive|all] (release build).

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

/// Cold daily runs: wall time against two round trips, and peak RSS.
func benchmarkDaily() throws {
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
    print(String(format: "target <= %.0f ms: %@", target * 1000, median <= target ? "met" : "NOT met"))
    print(String(format: "peak RSS of the binary: %.1f MB (target <= 40 MB: %@)", peak, peak <= 40 ? "met" : "NOT met"))
    fake.stop()
}

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
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]
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
    print(String(format: "PostgreSQL / SQLite: %.2f (target <= 1.2: %@)", postgres / sqlite, postgres / sqlite <= 1.2 ? "met" : "NOT met"))
}

/// A warm daily run (details cached in the archive): wall time and request count.
func benchmarkWarmDaily() throws {
    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.synthesizeMovies = true
    let fake = try KOFICFake(configuration)
    let folder = try temporaryFolder("warm")
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]
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
    print(String(format: "target <= 250 ms (100 ms + 150 ms): %@", median <= 0.25 && requests == 1 ? "met" : "NOT met"))
    fake.stop()
}

/// A synthetic 10-year archive (3,650 days x 10 rows, from the recordings), queried in process.
func benchmarkArchiveQueries() async throws {
    let folder = try temporaryFolder("archive")
    defer { try? FileManager.default.removeItem(at: folder) }
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
        let copied = try archive.copy(to: postgres)
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
        lines.append("  \(name): \(describe(times)) (target <= \(Int(target * 1000)) ms: \(median <= target ? "met" : "NOT met"))")
    }
    for line in lines { print(line) }
}

func temporaryFolder(_ name: String) throws -> URL {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("boxoffice-bench-\(name)-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

let which = CommandLine.arguments.dropFirst().first ?? "all"
if which == "daily" || which == "all" { try benchmarkDaily() }
if which == "archive" || which == "all" {
    try benchmarkWarmDaily()
    try benchmarkBackfillStores()
    try await benchmarkArchiveQueries()
}

/// The daily run with 30 % of requests failing with 500, against the fault-free run.
func benchmarkFaults() throws {
    func measure(failureRate: Double) throws -> (median: Double, requests: Int) {
        var configuration = KOFICFake.Configuration()
        configuration.latency = latency
        configuration.failureRate = failureRate
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let folder = try temporaryFolder("faults-\(Int(failureRate * 100))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]
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
    defer { try? FileManager.default.removeItem(at: folder) }
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

if which == "faults" || which == "all" { try benchmarkFaults() }
if which == "books" || which == "all" { try benchmarkBooks() }

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
    let environment = ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]
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
    print(String(format: "re-check on / off: %.2f (target <= 1.15: %@)", ratio, ratio <= 1.15 ? "met" : "NOT met"))
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
            let environment = ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": configuration.apiKey, "PATH": "/usr/bin:/bin"]
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

if which == "recheck" || which == "all" { try benchmarkRecheck() }

/// An archive of the six real years of daily lists (2017-2022), in `folder/archive.sqlite`.
func sixRealYears(in folder: URL) async throws -> SQLiteBoxOfficeArchive {
    let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive.sqlite").path)
    for targetDt in LongRecordings.daily.keys.sorted() {
        let items = LongRecordings.daily[targetDt]!
        let report = DailyReport(date: CalendarDate(compact: targetDt)!, rows: items.map { .init(entry: LongRecordings.entry($0), details: nil) })
        _ = try await archive.store(ArchivedDay(report: report, fetchedAt: Date(), source: "KOBIS", provisional: false, revision: 1))
    }
    return archive
}

/// The six real years (2017-2022) archived in process: the time forecasts add to a day's report
/// (its ten movies), and the walk-forward back-test's table (the README's).
func benchmarkForecast() async throws {
    let folder = try temporaryFolder("forecast")
    defer { try? FileManager.default.removeItem(at: folder) }
    var clock = DispatchTime.now().uptimeNanoseconds
    let archive = try await sixRealYears(in: folder)
    print(String(format: "\nthe six real years archived (2,191 days) in %.1f s", Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9))
    if let keep = ProcessInfo.processInfo.environment["BENCH_KEEP_ARCHIVE"] { // to look at the forecasts by hand
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("archive.sqlite").path, toPath: keep)
    }
    let forecast = ForecastDailyChart(archive: archive, base: BundledRuns.base)
    clock = DispatchTime.now().uptimeNanoseconds
    // BENCH_READS: how many times to time the read alone (a profiler wants hundreds).
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["BENCH_READS"] ?? "") ?? 3) {
        clock = DispatchTime.now().uptimeNanoseconds
        let date = CalendarDate(iso: "2022-12-20")!
        let loaded = try await archive.runs(through: date, openedSince: RunsAsOf.trainingStart(date))
        print(String(format: "the runs a forecast of 2022-12-20 reads (%d runs, %d days) in %.0f ms", loaded.count, loaded.reduce(0) { $0 + $1.days.count },
                     Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e6))
    }
    for day in ["2019-05-01", "2022-12-20"] {
        let date = CalendarDate(iso: day)!
        guard let archived = try await archive.day(date) else { continue }
        var times: [Double] = []
        var forecasts = 0
        for _ in 0..<runs {
            clock = DispatchTime.now().uptimeNanoseconds
            let report = try await forecast.execute(archived.report)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9)
            forecasts = report.rows.filter { $0.forecast != nil }.count
        }
        print("forecasts of \(day)'s chart (\(forecasts) of 10 movies forecast): \(describe(times)) (target <= 20 ms)")
    }
    let all = try await archive.runs(through: CalendarDate(iso: "2022-12-31")!)
    if ProcessInfo.processInfo.environment["BENCH_FORECAST_ONLY_TIME"] != nil { return }
    for (label, from, to) in [("2017-2019", "2017-01-01", "2019-12-31"), ("2020-2021", "2020-01-01", "2021-12-31"), ("2022", "2022-01-01", "2022-12-31"),
                              ("2018-2022", "2018-01-01", "2022-12-31")] {
        clock = DispatchTime.now().uptimeNanoseconds
        var options = BacktestForecasts.Options(from: CalendarDate(iso: from)!, to: CalendarDate(iso: to)!)
        options.market = MarketOccupancy(BundledRuns.occupancy) // each day's whole list, as the product reads it
        let (cases, figures) = BacktestForecasts().execute(all, options: options)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        for figure in figures {
            print(String(format: "%@ day %2d: %3d runs, median error %.1f%% (mean %.1f%%), 80%% interval holds %.0f%%; naive ladder %.1f%% (mean %.1f%%)",
                         label, figure.day, figure.forecasts, figure.medianError * 100, figure.meanError * 100, figure.coverage * 100,
                         figure.naiveMedianError * 100, figure.naiveMeanError * 100))
        }
        let milestones = BacktestForecasts.milestoneFigures(cases)
        print(String(format: "%@ next milestone: %d crossings 3-21 days ahead, %.1f%% within a day (%d; flat rate %.0f%%); %d expected, %.0f%% never reached (%.1f s)",
                     label, milestones.crossings, milestones.withinOneDay * 100, Int((milestones.withinOneDay * Double(milestones.crossings)).rounded()),
                     milestones.flatRateWithinOneDay * 100, milestones.expected,
                     milestones.expectedNeverReached * 100, seconds))
    }
}

if which == "forecast" || which == "all" { try await benchmarkForecast() }
// BENCH_FORECAST_ONLY_TIME: the forecast's timings alone (no back-tests, no validation), for a profiler.
if which == "validation" || (which == "forecast" && ProcessInfo.processInfo.environment["BENCH_FORECAST_ONLY_TIME"] == nil) || which == "all" {
    // `validation choose`: the spans a change of the method is chosen and confirmed on, never the held-out year.
    benchmarkForecastValidation(heldOut: CommandLine.arguments.dropFirst(2).first != "choose")
}


/// `boxoffice mcp` as an assistant starts it: from spawn to the first answer (`initialize`), then
/// warm `daily_box_office` calls (the day already archived), on the sample and on the six real years.
func benchmarkMCP() async throws {
    let folder = try temporaryFolder("mcp")
    defer { try? FileManager.default.removeItem(at: folder) }
    /// One server: its start-up time and, after a first call that may fill the archive, `calls` warm calls.
    func session(_ arguments: [String], day: String, calls: Int) throws -> (start: Double, first: Double, warm: [Double]) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["mcp", "--quiet"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "BOXOFFICE_LANG": "ko"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let reader = LineReader(output.fileHandleForReading)
        func ask(_ line: String) -> Double {
            let started = DispatchTime.now().uptimeNanoseconds
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            _ = reader.line()
            return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        }
        let spawned = DispatchTime.now().uptimeNanoseconds
        try process.run()
        _ = ask(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}"#)
        let start = Double(DispatchTime.now().uptimeNanoseconds - spawned) / 1e9
        input.fileHandleForWriting.write(Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8 + [10]))
        let call = #"{"jsonrpc":"2.0","id":ID,"method":"tools/call","params":{"name":"daily_box_office","arguments":{"date":"DAY"}}}"#
            .replacingOccurrences(of: "DAY", with: day)
        let first = ask(call.replacingOccurrences(of: "ID", with: "1"))
        let warm = (0..<calls).map { ask(call.replacingOccurrences(of: "ID", with: String($0 + 2))) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return (start, first, warm)
    }
    var starts: [Double] = []
    var warm: [Double] = []
    for index in 0..<runs {
        let result = try session(["--sample", "--archive", "sample-\(index).sqlite"], day: "2026-01-25", calls: 20)
        starts.append(result.start)
        warm += result.warm
        if index == 0 { print(String(format: "\nmcp --sample: first daily_box_office (fetched from the bundle into a new archive): %.0f ms", result.first * 1000)) }
    }
    print("mcp --sample: start to the first answer: \(describe(starts)) (target < 150 ms)")
    print("mcp --sample: warm daily_box_office call: \(describe(warm)) (target < 20 ms)")
    _ = try await sixRealYears(in: folder)
    for day in ["2019-05-01", "2022-12-20"] {
        let result = try session(["--archive", "archive.sqlite"], day: day, calls: 20)
        print("mcp on the six real years: warm daily_box_office of \(day) (with its forecasts): \(describe(result.warm)) (target < 20 ms); "
            + String(format: "start %.0f ms, first call %.0f ms", result.start * 1000, result.first * 1000))
    }
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

if which == "mcp" || which == "all" { try await benchmarkMCP() }
