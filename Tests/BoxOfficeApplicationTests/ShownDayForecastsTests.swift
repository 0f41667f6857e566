@testable import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Foundation
import Testing

/// A day's forecasts are made once, when the day is first reported, and kept (`ShownDayForecasts`):
/// its report written again shows the kept ones, a page of it shows them, and only a day none were
/// kept for is forecast (by a page without keeping what it made).
struct ShownDayForecastsTests {
    /// What was kept of each day, in memory, and how often a day's forecasts were kept.
    actor KeptInMemory: ShownForecastsArchive {
        var days: [CalendarDate: [MovieCode: ShownForecast]] = [:]
        var keeps = 0

        func keepShownForecasts(_ shown: [MovieCode: ShownForecast], of date: CalendarDate) {
            days[date] = shown
            keeps += 1
        }

        func shownForecasts(of date: CalendarDate) -> [MovieCode: ShownForecast]? { days[date] }

        func replace(_ shown: [MovieCode: ShownForecast], of date: CalendarDate) { days[date] = shown }
    }

    @Test func aDayIsForecastOnceAndShownAsKeptEverAfter() async throws {
        let folder = try BundledBaseTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = CalendarDate(iso: "2019-05-01")!
        let forecast = ForecastDailyChart(archive: try await BundledBaseTests.archive(day.adding(days: -6)...day, in: folder), base: BundledRuns.base,
                                          calibration: .fitted)
        let report = try BundledBaseTests.report(day)
        let kept = KeptInMemory()
        let shown = ShownDayForecasts(forecast: forecast, kept: kept)

        // A page of a day none were kept for: forecast, nothing kept.
        let made = try await forecast.execute(report)
        #expect(made.rows.contains { $0.forecast != nil })
        #expect(try await shown.asShown(report) == made)
        #expect(await kept.keeps == 0)
        #expect(await kept.days.isEmpty)

        // Its report: forecast and kept, what it shows.
        #expect(try await shown.reporting(report) == made)
        #expect(await kept.keeps == 1)
        #expect(await kept.days[day] == made.shownForecasts)

        // Written again, and shown by a page: the kept forecasts (a model changed since would make others), nothing kept again.
        let top = report.rows[0].entry.movieCode
        let other = RowForecast(final: FinalAudienceForecast(dayOfRun: 9, accumulated: 1, expected: 7_777_777, low: 7_000_000, high: 8_000_000,
                                                             trainingRuns: 1, road: nil),
                                next: MilestoneForecast(mark: 8_000_000, date: nil, chance: nil, low: nil, high: nil), pace: nil)
        await kept.replace([top: .forecast(other)], of: day)
        for again in [try await shown.reporting(report), try await shown.asShown(report)] {
            #expect(again.rows[0].forecast == other)
            #expect(again.rows.dropFirst().allSatisfy { $0.forecast == nil && $0.noForecast == nil }, "a row the report showed nothing for")
            #expect(again.rows.map(\.entry) == report.rows.map(\.entry))
        }
        #expect(await kept.keeps == 1)

        // With no archive to keep them in (the bundled sample's run): made each time.
        #expect(try await ShownDayForecasts(forecast: forecast, kept: nil).reporting(report) == made)
    }
}
