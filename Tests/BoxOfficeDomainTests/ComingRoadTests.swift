@testable import BoxOfficeDomain
import Foundation
import Testing

/// The road's horizons know the weekdays they add up, whatever weekday their training runs opened on.
@Suite struct ComingRoadTests {
    /// A run whose weekends sell 2.5 times its weekdays, decaying 5 % a day from `size` on its open date.
    static func run(_ index: Int, opened: CalendarDate, size: Double, days: Int = 42) -> RunSeries {
        var accumulated = 0
        let series = (0..<days).map { offset -> RunSeries.Day in
            let date = opened.adding(days: offset)
            let weekend = date.weekday == .saturday || date.weekday == .sunday
            let audience = Int(size * Foundation.pow(0.95, Double(offset)) * (weekend ? 2.5 : 1))
            accumulated += audience
            // Shows a little off the audience's pace, so that the occupancy signal varies from run to run.
            return RunSeries.Day(date: date, audience: audience, accumulated: accumulated,
                                 shows: Int(Double(audience) / (30 * (1 + 0.1 * Foundation.cos(Double(index))))))
        }
        return RunSeries(code: MovieCode(String(format: "2017%04d", index))!, title: "run \(index)", openDate: opened, days: series)
    }

    /// On a run's second day the momentum of a Wednesday opening (a Thursday) and of a Thursday
    /// opening (a Friday) is the same, but the next day is a Friday for one and a Saturday for the
    /// other. Training runs of both kinds teach each its own: a road that read every row's weekend
    /// share as the forecast's own (or none) would give both the same mix, 40 % off either way.
    @Test func theNextDayIsAWeekendDayOnlyWhereItIs() throws {
        let firstWednesday = CalendarDate(iso: "2017-01-04")!
        // Sixty runs over 2017, every other one opening on a Thursday instead of a Wednesday.
        var runs = (0..<60).map { index in
            Self.run(index, opened: firstWednesday.adding(days: 7 * (index / 2) * 2 + index % 2), size: 20_000 * (1 + 0.3 * Foundation.sin(Double(index))))
        }
        let wednesdayOpening = Self.run(900, opened: CalendarDate(iso: "2018-03-14")!, size: 20_000, days: 2)
        let thursdayOpening = Self.run(901, opened: CalendarDate(iso: "2018-03-08")!, size: 20_000, days: 2)
        runs += [wednesdayOpening, thursdayOpening]
        for (run, tomorrowIsWeekend) in [(wednesdayOpening, false), (thursdayOpening, true)] {
            let secondDay = run.openDate.adding(days: 1)
            let model = FinalAudienceModel(RunsAsOf(runs, asOf: secondDay))
            let road = try #require(model.comingRoad(run, on: secondDay))
            let tomorrow = 20_000 * Foundation.pow(0.95, 2) * (tomorrowIsWeekend ? 2.5 : 1)
            #expect(abs(Double(road.expected[0]) / tomorrow - 1) < 0.1, "\(run.openDate.weekday): \(road.expected[0]) against \(tomorrow)")
        }
    }
}
