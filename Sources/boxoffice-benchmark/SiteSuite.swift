#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation

// The site on the six real years: the whole build, and what keeping it adds to a report run.

/// Nine years for the site's bound (the "about 3,300 days and 2,500 movies"): the six real
/// years (2017-2022), and 2014-2016 made of 2017-2019's lists moved three years back, their movies
/// under codes of their own (`S…`, `T…`, `U…`) so they count as other films. The newest day stays a
/// real one the fake serves, so the report run below is the morning's: the archive's newest day.
func nineYears(in folder: URL) async throws -> SQLiteBoxOfficeArchive {
    let archive = try await sixRealYears(in: folder)
    for (year, prefix) in [(2017, "S"), (2018, "T"), (2019, "U")] {
        for (targetDt, items) in LongRecordings.daily where targetDt.hasPrefix(String(year)) {
            guard let day = CalendarDate(compact: targetDt), let moved = CalendarDate(year: day.year - 3, month: day.month, day: day.day) else { continue }
            let rows = items.map { item -> DailyReport.Row in
                var item = item
                item["movieCd"] = item["movieCd"].map { prefix + $0.suffix(7) }
                item["movieNm"] = (item["movieNm"] ?? "") + " (\(prefix))"
                if let open = item["openDt"].flatMap(CalendarDate.init(iso:)), let shifted = CalendarDate(year: open.year - 3, month: open.month, day: min(open.day, 28)) {
                    item["openDt"] = shifted.iso
                }
                return .init(entry: LongRecordings.entry(item), details: nil)
            }
            _ = try await archive.store(ArchivedDay(report: DailyReport(date: moved, rows: rows), fetchedAt: Date(), source: "KOBIS", provisional: false, revision: 1))
        }
    }
    return archive
}

/// `boxoffice site --rebuild` of nine years (`nineYears`) against the bound (60 s), then a
/// report run of their newest day, forced to rewrite its pages, as the morning run keeps the site (its
/// movies', month's, year's and distributors' pages and the front page).
func benchmarkSite() async throws {
    let folder = try temporaryFolder("site")
    defer { TemporaryFolder.remove(folder) }
    let archive = try await nineYears(in: folder)
    let days = try await archive.archivedDates(from: CalendarDate(year: 2000, month: 1, day: 1)!, to: CalendarDate(year: 2099, month: 1, day: 1)!).count
    let build = try runOnce(["site", "--archive", "archive.sqlite", "--output", "out", "--rebuild", "--quiet"], environment: ["PATH": "/usr/bin:/bin"],
                            in: folder)
    guard build.status == 0 else { throw BenchmarkError.spawn }
    let pages = (try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path))?.filter { $0.hasSuffix(".html") } ?? []
    let movies = pages.filter { $0.hasPrefix("movies/") }.count
    print(String(format: "\nsite --rebuild of nine years (%d days, %d movies): %d pages in %.1f s, peak RSS %.1f MB (target <= 60 s: %@)",
                 days, movies, pages.count, build.seconds, build.peakRSSMegabytes, check("site --rebuild of nine years <= 60 s", build.seconds <= 60)))
    if let keep = ProcessInfo.processInfo.environment["BENCH_KEEP_ARCHIVE"] { // to time a report run on it by hand, A/B
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("archive.sqlite").path, toPath: keep)
    }

    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.dailyNow = { LongRecordings.dailyBody($0) }
    let fake = try KOFICFake(configuration)
    defer { fake.stop() }
    var times: [Double] = [], site: [Double] = []
    for _ in 0..<runs {
        let result = try runOnce(["report", "--date", "2022-12-31", "--recheck-days", "0", "--archive", "archive.sqlite", "--output", "out",
                                  "--force", "--quiet", "--run-summary", "run.txt"], environment: fake.environment, in: folder)
        guard result.status == 0 else { throw BenchmarkError.spawn }
        times.append(result.seconds)
        // The run's own account of its site step (`site_ms` in its summary line).
        let line = (try? String(contentsOf: folder.appendingPathComponent("run.txt"), encoding: .utf8)) ?? ""
        if let field = line.split(separator: " ").first(where: { $0.hasPrefix("site_ms=") }), let ms = Double(field.dropFirst(8)) { site.append(ms / 1000) }
    }
    print("report of 2022-12-31 (the newest day) on the nine years, its reports and site pages rewritten: \(describe(times))")
    let median = site.sorted()[site.count / 2]
    print(String(format: "  of which keeping the site (the run's site_ms): %@ (target <= 100 ms: %@)", describe(site),
                 check("a report run's site step on nine years <= 100 ms", site.count == times.count && median <= 0.1)))
}
