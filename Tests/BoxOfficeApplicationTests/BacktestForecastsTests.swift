import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Foundation
import Testing

/// The final-audience model walked forward over six real years (KOBIS's revised daily top-ten
/// lists, 2017-2022): every forecast made with only the days up to its date.
struct BacktestForecastsTests {
    /// Every run of the long recordings, as an archive would hold it.
    static let runs = LongRecordings.runs

    static func year(_ year: Int) -> BacktestForecasts.Options {
        BacktestForecasts.Options(from: CalendarDate(year: year, month: 1, day: 1)!, to: CalendarDate(year: year, month: 12, day: 31)!)
    }

    @Test func theRecordingsHoldSixYearsOfRuns() {
        #expect(LongRecordings.daily.count == 2_191)
        #expect(Self.runs.count > 1_000)
        // 극한직업 (20182530): the biggest run of the six years, over 16 million.
        #expect((Self.runs.map(\.lastAccumulated).max() ?? 0) > 16_000_000)
    }

    /// 2019, a year the model learns only from the runs before each forecast: day 14 beats the
    /// naive ladder and the 80 % interval holds about 80 % of the finals.
    @Test func aNormalYearWalkedForward() {
        let (cases, figures) = BacktestForecasts(calibration: .fitted).execute(Self.runs, options: Self.year(2019))
        #expect(!cases.isEmpty)
        let day14 = figures.first { $0.day == 14 }
        #expect(day14 != nil && day14!.forecasts >= 30, "\(figures)")
        if let day14 {
            #expect(day14.medianError <= 0.10, "\(day14)")
            #expect(day14.medianError < day14.naiveMedianError, "\(day14)")
            #expect((0.6...0.95).contains(day14.coverage), "\(day14)")
        }
        // The next milestone's date: better than the flat rate of the last 7 days, rarely expected in vain.
        let milestones = BacktestForecasts.milestoneFigures(cases)
        #expect(milestones.crossings >= 30, "\(milestones)")
        #expect(milestones.withinOneDay > milestones.flatRateWithinOneDay, "\(milestones)")
        #expect(milestones.expectedNeverReached < 0.10, "\(milestones)")
    }

    /// 설날 and 추석 follow the lunar calendar: the table's days, and past it only the solar holidays.
    @Test func koreanHolidays() {
        func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDate { CalendarDate(year: y, month: m, day: d)! }
        #expect(KoreanHolidays.isHoliday(day(2019, 2, 5)) && KoreanHolidays.isHoliday(day(2019, 9, 13)), "설날, 추석 2019")
        #expect(KoreanHolidays.isHoliday(day(2022, 9, 12)), "추석 2022's substitute holiday")
        #expect(KoreanHolidays.isHoliday(day(2026, 2, 17)) && KoreanHolidays.isHoliday(day(2026, 9, 25)))
        #expect(!KoreanHolidays.isHoliday(day(2019, 2, 7)) && !KoreanHolidays.isHoliday(day(2022, 9, 13)))
        #expect(KoreanHolidays.isHoliday(day(2030, 12, 25)) && !KoreanHolidays.isTabled(2030))
        #expect(KoreanHolidays.isCultureDay(day(2026, 1, 28)) && !KoreanHolidays.isCultureDay(day(2026, 1, 21)))
    }

    /// No peeking: a forecast as of a day is the same whatever the archive holds after that day.
    @Test func aForecastReadsNothingAfterItsDate() throws {
        let run = try #require(Self.runs.filter { $0.openDate.year == 2019 && $0.lastAccumulated > 5_000_000 }.first)
        let asOf = run.date(ofDay: 7)
        let model = FinalAudienceModel(RunsAsOf(Self.runs, asOf: asOf))
        let forecast = try #require(model.forecast(RunsAsOf(Self.runs, asOf: asOf).runs.first { $0.code == run.code }!, on: asOf))
        // The future rewritten: every day after asOf of every run doubled.
        let altered = Self.runs.map { series in
            RunSeries(code: series.code, title: series.title, openDate: series.openDate, days: series.days.map { day in
                day.date > asOf ? RunSeries.Day(date: day.date, audience: day.audience * 2, accumulated: day.accumulated * 2) : day
            })
        }
        let again = FinalAudienceModel(RunsAsOf(altered, asOf: asOf))
        #expect(again.forecast(RunsAsOf(altered, asOf: asOf).runs.first { $0.code == run.code }!, on: asOf) == forecast)
        // And the check can fail: the same model given the whole future does see it.
        #expect(FinalAudienceModel(RunsAsOf(altered, asOf: CalendarDate(year: 2023, month: 1, day: 1)!))
            .forecast(RunsAsOf(altered, asOf: asOf).runs.first { $0.code == run.code }!, on: asOf) != forecast)
    }

    /// Late in a run few training runs still rank on the same day of theirs: the road then learns from
    /// their days a week and two weeks either side as well (the same weekdays), so a long run's
    /// milestones keep a road to be dated by on most days it ranked (without them, most days 40-60 of
    /// 2019's long runs had none, and their marks were dated by the audience path alone).
    @Test func aLongRunKeepsItsRoadLateInItsRun() throws {
        let long = Self.runs.filter { run in
            run.openDate.year == 2019 && !run.isReRelease && run.days.count >= 60 && run.lastAccumulated >= 1_000_000
        }
        #expect(long.count >= 3)
        var (late, drawn) = (0, 0)
        for run in long {
            for day in run.days.map(\.date) where (40...60).contains(run.dayNumber(day)) {
                let known = RunsAsOf(Self.runs, asOf: day)
                late += 1
                if FinalAudienceModel(known).comingRoad(known.runs.first { $0.code == run.code }!, on: day) != nil { drawn += 1 }
            }
        }
        // 65 of 78 such days of 2019's long runs; 14 when only the same day of a run taught the road.
        #expect(late >= 30)
        #expect(drawn * 4 >= late * 3, "a road on \(drawn) of \(late) days 40-60")
    }
}
