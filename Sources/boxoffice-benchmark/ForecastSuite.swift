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
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Foundation

// The forecast on the six real years: a day's ten forecasts, and the back-test.
/// An archive of the six real years of daily lists (2017-2022), in `folder/archive.sqlite`.
/// - Parameter before: the first day (`YYYYMMDD`) left out (nil: none).
func sixRealYears(in folder: URL, before: String? = nil) async throws -> SQLiteBoxOfficeArchive {
    let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive.sqlite").path)
    for targetDt in LongRecordings.daily.keys.sorted() where before.map({ targetDt < $0 }) ?? true {
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
    defer { TemporaryFolder.remove(folder) }
    var clock = DispatchTime.now().uptimeNanoseconds
    let archive = try await sixRealYears(in: folder)
    print(String(format: "\nthe six real years archived (2,191 days) in %.1f s", Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9))
    if let keep = ProcessInfo.processInfo.environment["BENCH_KEEP_ARCHIVE"] { // to look at the forecasts by hand
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("archive.sqlite").path, toPath: keep)
    }
    let forecast = ForecastDailyChart(archive: archive, base: BundledRuns.base, calibration: .fitted)
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
        let median = times.sorted()[times.count / 2]
        print("forecasts of \(day)'s chart (\(forecasts) of 10 movies forecast): \(describe(times)) "
            + "(target < 15 ms, issue 35: \(check("forecasts of \(day)'s chart < 15 ms", median < 0.015)))")
    }
    let all = try await archive.runs(through: CalendarDate(iso: "2022-12-31")!)
    if ProcessInfo.processInfo.environment["BENCH_FORECAST_ONLY_TIME"] != nil { return }
    for (label, from, to) in [("2017-2019", "2017-01-01", "2019-12-31"), ("2020-2021", "2020-01-01", "2021-12-31"), ("2022", "2022-01-01", "2022-12-31"),
                              ("2018-2022", "2018-01-01", "2022-12-31")] {
        clock = DispatchTime.now().uptimeNanoseconds
        var options = BacktestForecasts.Options(from: CalendarDate(iso: from)!, to: CalendarDate(iso: to)!)
        options.market = MarketOccupancy(BundledRuns.occupancy) // each day's whole list, as the product reads it
        let (cases, figures) = BacktestForecasts(calibration: .fitted).execute(all, options: options)
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
