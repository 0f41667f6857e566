#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeForecastBase
import BoxOfficeForecastFigures
import BoxOfficeInfrastructure
import BoxOfficeReports
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation

// The site on the six real years: the whole build, and what keeping it adds to a report run.

/// Nine years for the site's bound (the "about 3,300 days and 2,500 movies"): the six real
/// years (2017-2022), and 2014-2016 made of 2017-2019's lists moved three years back, their movies
/// under codes of their own (`S…`, `T…`, `U…`) so they count as other films. The newest day stays a
/// real one the fake serves, so the report run below is the morning's: the archive's newest day.
func nineYears(in folder: URL) async throws -> SQLiteBoxOfficeArchive {
    let archive = try await sixRealYears(in: folder, before: morning.compact)
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

/// The day the morning run adds: the recordings' newest (the archives hold every day before it).
let morning = CalendarDate(year: 2022, month: 12, day: 31)!

/// Three real years (2020-2022 of `kofic/long`, the newest three), for the other archive.
func threeYears(in folder: URL) async throws -> SQLiteBoxOfficeArchive {
    let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive.sqlite").path)
    for targetDt in LongRecordings.daily.keys.sorted() where targetDt >= "20200101" && targetDt < morning.compact {
        let report = DailyReport(date: CalendarDate(compact: targetDt)!, rows: LongRecordings.daily[targetDt]!.map { .init(entry: LongRecordings.entry($0), details: nil) })
        _ = try await archive.store(ArchivedDay(report: report, fetchedAt: Date(), source: "KOBIS", provisional: false, revision: 1))
    }
    return archive
}

/// The archive shaped like a user's (the issue's "every charted film with its details and
/// distributors, the weekends archived"): one `movieInfo` per charted code, made from the recorded
/// one (`week-2026-01-19/movie/20249255.json`) with the code and the title of the lists, an open
/// date of January 1 of the year it first charted (the details' date; the lists keep their own), and
/// one or two distributors of the recorded companies (`kofic/more/company`), mapped by
/// the real repository; and the real weekend charts of 2018-2022, those of 2018-2019 moved three
/// years back with their lists (`nineYears`), their movies under the moved codes.
/// - Parameter since: the first year whose weekends are archived (nine years: all, and the moved ones).
func shapeLikeAUsers(_ archive: SQLiteBoxOfficeArchive, since: Int = 2000) async throws {
    let template = try Fixtures.text("kofic/week-2026-01-19/movie/20249255.json")
    let companies = Fixtures.names(in: "kofic/more/company").compactMap { name -> (code: String, name: String)? in
        guard let text = try? Fixtures.text("kofic/more/company/" + name + ".json"),
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let info = (object["companyInfoResult"] as? [String: Any])?["companyInfo"] as? [String: Any],
              let code = info["companyCd"] as? String, let name = info["companyNm"] as? String else { return nil }
        return (code, name)
    }
    guard !companies.isEmpty else { throw BenchmarkError.spawn }
    // Every charted film, the morning's new ones too (the run finds their details archived, as a user's
    // run finds those its earlier runs fetched).
    var titles = try await archive.chartedTitles()
    let charted = Set(titles.map(\.code))
    for item in LongRecordings.daily[morning.compact] ?? [] {
        guard let code = item["movieCd"].flatMap(MovieCode.init), !charted.contains(code) else { continue }
        titles.append(ChartedTitle(code: code, title: item["movieNm"] ?? code.rawValue, firstYear: morning.year))
    }
    var bodies: [String: Data] = [:]
    for (index, movie) in titles.enumerated() {
        guard var object = try JSONSerialization.jsonObject(with: Data(template.utf8)) as? [String: Any],
              var result = object["movieInfoResult"] as? [String: Any], var info = result["movieInfo"] as? [String: Any] else { continue }
        info["movieCd"] = movie.code.rawValue
        info["movieNm"] = movie.title
        info["openDt"] = String(movie.firstYear) + "0101"
        let first = companies[index % companies.count], second = companies[(index * 7 + 3) % companies.count]
        info["companys"] = ([first] + (index % 3 == 0 && second.code != first.code ? [second] : [])).map {
            ["companyCd": $0.code, "companyNm": $0.name, "companyNmEn": "", "companyPartNm": "배급사"]
        }
        result["movieInfo"] = info
        object["movieInfoResult"] = result
        bodies[movie.code.rawValue] = try JSONSerialization.data(withJSONObject: object)
    }
    let known = bodies
    let repository = KOFICMovieDetailsRepository(endpoint: KOFICEndpoint(apiKey: "benchmark"),
                                                 client: RecordedHTTPClient { _, query in query["movieCd"].flatMap { known[$0] } })
    for movie in titles {
        if let details = try await repository.movieDetails(for: movie.code) { try await archive.storeDetails(details, fetchedAt: Date()) }
    }
    for sunday in LongRecordings.weekend.keys.sorted() {
        guard let end = CalendarDate(compact: sunday), end.year >= since, let items = LongRecordings.weekend[sunday] else { continue }
        let range = WeeklyKind.weekend.range(containing: end)
        _ = try await archive.storeWeek(ArchivedWeek(chart: WeeklyBoxOffice(range: range, entries: items.map(LongRecordings.entry)),
                                                      fetchedAt: Date(), source: "KOBIS", revision: 1))
        for (year, prefix) in [(2018, "T"), (2019, "U")] where end.year == year && since < 2017 {
            let moved = items.map { item -> [String: String] in
                var item = item
                item["movieCd"] = item["movieCd"].map { prefix + $0.suffix(7) }
                item["movieNm"] = (item["movieNm"] ?? "") + " (\(prefix))"
                return item
            }
            guard let movedEnd = CalendarDate(year: end.year - 3, month: end.month, day: end.day) else { continue }
            _ = try await archive.storeWeek(ArchivedWeek(chart: WeeklyBoxOffice(range: WeeklyKind.weekend.range(containing: movedEnd.adding(days: -2)),
                                                                                  entries: moved.map(LongRecordings.entry)),
                                                          fetchedAt: Date(), source: "KOBIS", revision: 1))
        }
    }
}

/// `boxoffice site --rebuild` of nine years (`nineYears`) against the bound (60 s), then the
/// morning's report run of a new day (`morning`, the day after the archive's newest), the site already
/// built, as the morning run keeps the site (its movies', month's, year's and distributors' pages, the
/// all-time chart and the front page); the same on three real years (`threeYears`). Both against the
/// issue's 60 ms.
func benchmarkSite() async throws {
    try await benchmarkSite(named: "three", rebuildBound: nil) { folder in
        let archive = try await threeYears(in: folder)
        try await shapeLikeAUsers(archive, since: 2020)
    }
    try await benchmarkSite(named: "nine", rebuildBound: 60) { folder in
        let archive = try await nineYears(in: folder)
        try await shapeLikeAUsers(archive)
    }
}

/// - Parameter rebuildBound: the seconds `site --rebuild` may take (nil: not a target).
func benchmarkSite(named name: String, rebuildBound: Double?, archive make: (URL) async throws -> Void) async throws {
    // BENCH_KEEP_FOLDER: the built folders (archive with its WAL, site) are kept there, and a later run
    // given the same folder reuses them, timing only the report runs (to profile a change, A/B).
    let kept = ProcessInfo.processInfo.environment["BENCH_KEEP_FOLDER"].map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
    let folder = try temporaryFolder("site-\(name)")
    defer { TemporaryFolder.remove(folder) }
    if let kept, FileManager.default.fileExists(atPath: kept.appendingPathComponent("out").path) {
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: kept, to: folder)
        print("\nthe \(name) years and their site reused from \(kept.path)")
    } else {
        try await make(folder)
        let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive.sqlite").path, mode: .reading)
        let days = try await archive.archivedDates(from: CalendarDate(year: 2000, month: 1, day: 1)!, to: CalendarDate(year: 2099, month: 1, day: 1)!).count
        let build = try rebuildSite(in: folder)
        let pages = (try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path))?.filter { $0.hasSuffix(".html") } ?? []
        let movies = pages.filter { $0.hasPrefix("movies/") }.count
        let target = rebuildBound.map { bound in
            String(format: " (target <= %.0f s: %@)", bound, check("site --rebuild of \(name) years <= \(Int(bound)) s", build.seconds <= bound))
        } ?? ""
        print(String(format: "\nsite --rebuild of %@ years (%d days, %d movies): %d pages in %.1f s, peak RSS %.1f MB", name, days, movies, pages.count,
                     build.seconds, build.peakRSSMegabytes) + target)
        if let kept {
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder, to: kept)
        }
    }

    if try recordCronReports(in: folder.appendingPathComponent("out")) {
        if rebuildBound != nil, ProcessInfo.processInfo.environment["BENCH_SKIP_CRON_REBUILD"] == nil {
            // A folder an older version's cron kept (every day's page a report's, no forecasts kept
            // with the days): each day's forecasts are made again.
            let build = try rebuildSite(in: folder)
            print(String(format: "site --rebuild of %@ years an older version's cron kept (every day a report's, its forecasts made again): %.1f s, peak RSS %.1f MB",
                         name, build.seconds, build.peakRSSMegabytes))
        }
        // As this version's cron keeps it: each reported day's forecasts kept with the day when its report was written.
        let started = DispatchTime.now().uptimeNanoseconds
        let kept = try await keepCronForecasts(in: folder)
        print(String(format: "the forecasts of the %d reported days kept as their reports keep them, in %.1f s", kept,
                     Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9))
        // A kept folder keeps them too (a later run reuses it without keeping them again).
        if let keptFolder = ProcessInfo.processInfo.environment["BENCH_KEEP_FOLDER"].map({ URL(fileURLWithPath: $0).appendingPathComponent(name) }) {
            try? FileManager.default.removeItem(at: keptFolder)
            try FileManager.default.copyItem(at: folder, to: keptFolder)
        }
    }
    if let rebuildBound, ProcessInfo.processInfo.environment["BENCH_SKIP_CRON_REBUILD"] == nil {
        // The folder as cron leaves it, rebuilt: every day's page its report's, its forecasts the kept ones.
        let build = try rebuildSite(in: folder)
        print(String(format: "site --rebuild of %@ years as cron keeps them (every day a report's, its forecasts kept): %.1f s, peak RSS %.1f MB (target <= %.0f s: %@)",
                     name, build.seconds, build.peakRSSMegabytes, rebuildBound,
                     check("site --rebuild of \(name) years kept by cron <= \(Int(rebuildBound)) s", build.seconds <= rebuildBound)))
    }

    // The morning run comes long after the site was built: what the build or the copy left dirty is
    // on disk first, so the run's own writes (each page's fsync) are what is timed.
    sync()
    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.dailyNow = { LongRecordings.dailyBody($0) }
    let fake = try KOFICFake(configuration)
    defer { fake.stop() }
    var times: [Double] = [], site: [Double] = [], front: [Double] = []
    // Each run adds the morning's day to the same archive and site: the folder as built is put back first.
    let built = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-built")
    try? FileManager.default.removeItem(at: built)
    try FileManager.default.copyItem(at: folder, to: built)
    defer { TemporaryFolder.remove(built) }
    for _ in 0..<runs {
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: built, to: folder)
        sync()
        let result = try runOnce(["report", "--date", morning.iso, "--recheck-days", "0", "--archive", "archive.sqlite", "--output", "out",
                                  "--quiet", "--run-summary", "run.txt"], environment: fake.environment, in: folder)
        guard result.status == 0 else { throw BenchmarkError.spawn }
        times.append(result.seconds)
        // The run's own account of its site step (`site_ms` in its summary line).
        let line = (try? String(contentsOf: folder.appendingPathComponent("run.txt"), encoding: .utf8)) ?? ""
        if let field = line.split(separator: " ").first(where: { $0.hasPrefix("site_ms=") }), let ms = Double(field.dropFirst(8)) { site.append(ms / 1000) }
        if let field = line.split(separator: " ").first(where: { $0.hasPrefix("front_ms=") }), let ms = Double(field.dropFirst(9)) { front.append(ms / 1000) }
    }
    print("report of \(morning.iso), a new day, on the \(name) years (its reports, archive and site pages written): \(describe(times))")
    let median = site.sorted()[site.count / 2]
    print(String(format: "  of which keeping the site (the run's site_ms): %@ (target <= 60 ms: %@)", describe(site),
                 check("a report run's site step on \(name) years <= 60 ms", site.count == times.count && median <= 0.06)))
    // The front pages come after it (index.html with the site's part and the title index, latest.*, the feed).
    print("  then the front pages (the run's front_ms): \(describe(front))")
}

/// Each archived day (every one a report's, as `recordCronReports` records them) forecast as its
/// morning's report forecast it (the archive up to that day, the bundled base, the fitted
/// calibration) and kept with the day, as the report keeps them (`ShownDayForecasts`). How many
/// days were newly kept.
func keepCronForecasts(in folder: URL) async throws -> Int {
    let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive.sqlite").path)
    let shown = ShownDayForecasts(forecast: ForecastDailyChart(archive: archive, base: BundledRuns.base, calibration: .fitted), kept: archive)
    let dates = try await archive.archivedDates(from: CalendarDate(year: 2000, month: 1, day: 1)!, to: CalendarDate(year: 2099, month: 1, day: 1)!).sorted()
    var kept = 0
    for date in dates {
        guard try await archive.shownForecasts(of: date) == nil, let day = try await archive.day(date) else { continue }
        _ = try await shown.reporting(day.report)
        kept += 1
    }
    return kept
}

/// `boxoffice site --rebuild` of the folder's archive into its `out`, timed.
func rebuildSite(in folder: URL) throws -> Measurement {
    let build = try runOnce(["site", "--archive", "archive.sqlite", "--output", "out", "--rebuild", "--quiet"], environment: ["PATH": "/usr/bin:/bin"],
                            in: folder)
    guard build.status == 0 else { throw BenchmarkError.spawn }
    return build
}

/// The folder as years of the morning run leave it: each archived day's report (Markdown, CSV and
/// HTML) recorded in the reports' manifest (`.reports.json`), so a run reads a manifest of every day,
/// and the day before the morning's is a report's page (its forecasts made again when rewritten).
/// A folder that has a manifest keeps it. Whether it wrote one.
@discardableResult
func recordCronReports(in output: URL) throws -> Bool {
    let manifest = output.appendingPathComponent(SitePage.reportsManifest)
    guard !FileManager.default.fileExists(atPath: manifest.path) else { return false }
    let days = (try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(SitePage.dailyFolder).path))
        .filter { $0.hasSuffix(".html") }.map { SitePage.dailyFolder + "/" + $0.dropLast(5) }
    let object = ["reports": Dictionary(uniqueKeysWithValues: days.map { ($0, ["csv", "html", "md"]) })]
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]).write(to: manifest)
    return true
}
