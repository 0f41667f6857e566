import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeTestSupport
import Foundation

/// The validation protocol. Every choice of the method was made looking at the walk-forward over
/// 2017-2022 (each forecast with only the days before it): those figures are in sample. 2024 (its
/// unfiltered top ten rebuilt from its diversity and commercial lists) was never looked at before
/// the method was fixed: measured once, as a new archive on 2024-01-01 with the bundled base would
/// forecast it (no 2023 at all). Prints the five figures for each span.
func benchmarkForecastValidation() {
    let all = LongRecordings.runs
    let unseen = RunSeries.merging(LongRecordings.runs(LongRecordings.daily2024), over: BundledRuns.runs)
    print("\nforecast validation (runs of 1,000,000 or more; walk-forward, only days before each forecast):")
    print("| span | role | runs | day 7 median error | day 14 median error | 80 % interval holds (days 3, 7, 14) | naive day 7 / 14 | next milestone within ±1 day | expected within 3 weeks, never reached |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for (label, role, runs, from, to) in [("2017–2019", "chose the method (in sample)", all, "2017-01-01", "2019-12-31"),
                                          ("2020–2021", "pandemic (in sample)", all, "2020-01-01", "2021-12-31"),
                                          ("2022", "looked at when choosing (in sample)", all, "2022-01-01", "2022-12-31"),
                                          ("2024", "never seen: measured once", unseen, "2024-01-01", "2024-12-31")] {
        let (cases, figures) = BacktestForecasts().execute(runs, options: BacktestForecasts.Options(from: CalendarDate(iso: from)!, to: CalendarDate(iso: to)!))
        let milestones = BacktestForecasts.milestoneFigures(cases)
        func at(_ day: Int) -> ForecastAccuracy? { figures.first { $0.day == day } }
        let covered = Double(cases.filter(\.covered).count) / Double(max(cases.count, 1))
        print(String(format: "| %@ | %@ | %d | %.1f %% | %.1f %% | %.0f %% | %.1f %% / %.1f %% | %.1f %% (%d of %d) | %.0f %% (of %d) |",
                     label, role, at(7)?.forecasts ?? 0, (at(7)?.medianError ?? 0) * 100, (at(14)?.medianError ?? 0) * 100, covered * 100,
                     (at(7)?.naiveMedianError ?? 0) * 100, (at(14)?.naiveMedianError ?? 0) * 100, milestones.withinOneDay * 100,
                     Int((milestones.withinOneDay * Double(milestones.crossings)).rounded()), milestones.crossings,
                     milestones.expectedNeverReached * 100, milestones.expected))
    }
}
