import BoxOfficeDomain
import Testing

/// The road on the calendar: a public holiday on a coming weekday counts as the run's best weekend
/// day (its fits know weekdays, not this year's holidays); every other day is the road's own.
@Suite struct CalendarRoadTests {
    /// A run's last week before 광복절 2019 (Thursday 2019-08-15): Thursday 100, Saturday 300.
    static let run: RunSeries = {
        let audiences = [100, 150, 300, 280, 90, 80, 85] // Thu 2019-08-08 … Wed 2019-08-14
        var accumulated = 0
        let days = audiences.enumerated().map { index, audience -> RunSeries.Day in
            accumulated += audience
            return RunSeries.Day(date: CalendarDate(year: 2019, month: 8, day: 8)!.adding(days: index), audience: audience, accumulated: accumulated)
        }
        return RunSeries(code: MovieCode("20190001")!, title: "test", openDate: CalendarDate(year: 2019, month: 8, day: 8)!, days: days)
    }()

    @Test func aWeekdayHolidayIsTheBestWeekendDayAndLiftsTheDaysAfter() {
        let road = ComingRoad(expected: (1...21).map { $0 * 100 }, spread: Array(repeating: 0.2, count: 21))
        let laid = CalendarRoad.withHolidays(road, run: Self.run, on: CalendarDate(year: 2019, month: 8, day: 14)!)
        // 2019-08-15 is a Thursday holiday: 100 × (300 ÷ 100); each later day adds its own 100.
        #expect(laid.expected.prefix(3) == [300, 400, 500])
        #expect(laid.expected.last == 2_300 && laid.spread == road.spread)
    }

    @Test func withoutAHolidayAheadTheRoadIsUnchanged() {
        let road = ComingRoad(expected: (1...21).map { $0 * 100 }, spread: Array(repeating: 0.2, count: 21))
        // From 2019-08-15 itself: the three weeks after it hold no holiday (추석 2019 is 12-14 September).
        let laid = CalendarRoad.withHolidays(road, run: Self.run, on: CalendarDate(year: 2019, month: 8, day: 15)!)
        #expect(laid == road)
    }
}

/// 설 and 추석 as the market shows them: how much a festival day sells against the plain weekend
/// days before it, learnt from days before the forecast only.
@Suite struct FestivalRatioTests {
    @Test func festivalsAreStretchesOfThreeHolidaysOrMore() {
        #expect(KoreanHolidays.isFestival(CalendarDate(year: 2019, month: 9, day: 13)!)) // 추석
        #expect(KoreanHolidays.isFestival(CalendarDate(year: 2018, month: 2, day: 16)!)) // 설
        #expect(!KoreanHolidays.isFestival(CalendarDate(year: 2019, month: 8, day: 15)!)) // 광복절, one day
        #expect(!KoreanHolidays.isFestival(CalendarDate(year: 2019, month: 9, day: 11)!)) // the day before 추석
    }

    @Test func theRatioIsLearntFromTheDaysBeforeOnly() {
        // Weekdays 50, plain weekend days 100, festival days 250; after the forecast's day, 900 (never read).
        let start = CalendarDate(year: 2017, month: 1, day: 1)!, cut = CalendarDate(year: 2019, month: 6, day: 1)!
        let days = (0..<(3 * 365)).map { start.adding(days: $0) }.map { day -> ChartOccupancy in
            let audience = day >= cut ? 900 : KoreanHolidays.isFestival(day) ? 250 : day.weekday == .saturday || day.weekday == .sunday ? 100 : 50
            return ChartOccupancy(date: day, audience: audience, shows: 10)
        }
        let market = MarketOccupancy(days)
        #expect(abs(market.festivalRatio(before: cut) - 2.5) < 1e-9)
        // Before three festival days are known: no lift.
        #expect(market.festivalRatio(before: CalendarDate(year: 2017, month: 1, day: 20)!) == 1)
    }

    @Test func aFestivalDayIsLiftedByTheRatio() {
        // 추석 2019 (Thursday 12 - Saturday 14 September) seen from Wednesday the 11th: the run's last week
        // (Thu 100 … Wed 85, as CalendarRoadTests.run moved on five weeks) and a flat road.
        let audiences = [100, 150, 300, 280, 90, 80, 85]
        var accumulated = 0
        let days = audiences.enumerated().map { index, audience -> RunSeries.Day in
            accumulated += audience
            return RunSeries.Day(date: CalendarDate(year: 2019, month: 9, day: 5)!.adding(days: index), audience: audience, accumulated: accumulated)
        }
        let run = RunSeries(code: MovieCode("20190002")!, title: "test", openDate: days[0].date, days: days)
        let road = ComingRoad(expected: (1...21).map { $0 * 100 }, spread: Array(repeating: 0.2, count: 21))
        let laid = CalendarRoad.withHolidays(road, run: run, on: CalendarDate(year: 2019, month: 9, day: 11)!, festival: 2)
        // Thursday: 100 × 300 × 2 ÷ 100; Friday: 100 × 600 ÷ 150; Saturday: 100 × 600 ÷ 300; Sunday as the road.
        #expect(Array(laid.expected.prefix(4)) == [600, 1_000, 1_200, 1_300])
    }
}

/// 문화가 있는 날 as the runs show it: a month's last Wednesday against the Wednesdays the road's fits
/// learnt from, from the weeks before the forecast only; and Wednesdays that all turn cheap.
@Suite struct WednesdayLiftTests {
    /// Runs of six weeks each, one opening every week from `start` for `weeks` weeks: 1,000 a day, a
    /// Wednesday `wednesday(day)` times as much (weekends as weekdays: only Wednesdays differ).
    static func runs(from start: CalendarDate, weeks: Int, wednesday: (CalendarDate) -> Double) -> [RunSeries] {
        (0..<weeks).map { week in
            let opened = start.adding(days: 7 * week)
            var accumulated = 0
            let days = (0..<42).map { offset -> RunSeries.Day in
                let date = opened.adding(days: offset)
                let audience = Int(1_000 * (date.weekday == .wednesday ? wednesday(date) : 1))
                accumulated += audience
                return RunSeries.Day(date: date, audience: audience, accumulated: accumulated)
            }
            return RunSeries(code: MovieCode(String(format: "2019%04d", week))!, title: "run \(week)", openDate: opened, days: days)
        }
    }

    static let start = CalendarDate(year: 2016, month: 1, day: 7)!

    @Test func theMonthsLastWednesdayIsLiftedAndAnOrdinaryOneIsNot() {
        // Three years of runs where the last Wednesday sells twice a weekday, the others as one.
        let runs = Self.runs(from: Self.start, weeks: 160) { WednesdayLift.isLastOfMonth($0) ? 2 : 1 }
        let lift = WednesdayLift(runs: runs)
        let date = CalendarDate(year: 2018, month: 10, day: 1)!
        #expect(WednesdayLift.isLastOfMonth(CalendarDate(year: 2018, month: 10, day: 31)!))
        #expect(!WednesdayLift.isLastOfMonth(CalendarDate(year: 2018, month: 10, day: 24)!))
        // The mean Wednesday is 2^(about 1 in 4.3): the last one is about 1.7 times it.
        let last = lift.lift(CalendarDate(year: 2018, month: 10, day: 31)!, before: date)
        #expect(last > 1.5 && last < 1.9, "\(last)")
        #expect(lift.lift(CalendarDate(year: 2018, month: 10, day: 24)!, before: date) == 1)
        // Nothing is read from the days after the forecast: before the runs began, no lift.
        #expect(lift.lift(CalendarDate(year: 2016, month: 1, day: 27)!, before: Self.start) == 1)
    }

    @Test func wednesdaysThatAllTurnCheapLiftEveryWednesday() {
        // From 2018-06 every Wednesday sells twice a weekday (as announced for 2026).
        let change = CalendarDate(year: 2018, month: 6, day: 1)!
        let runs = Self.runs(from: Self.start, weeks: 160) { WednesdayLift.isLastOfMonth($0) || $0 >= change ? 2 : 1 }
        let lift = WednesdayLift(runs: runs)
        let date = CalendarDate(year: 2018, month: 12, day: 1)!
        let ordinary = lift.lift(CalendarDate(year: 2018, month: 12, day: 12)!, before: date)
        #expect(ordinary >= 1.15, "\(ordinary)")
    }

    @Test func theRoadMultipliesAComingWednesdaysAudience() {
        let road = ComingRoad(expected: (1...7).map { $0 * 100 }, spread: Array(repeating: 0.2, count: 7))
        // A run's week to Thursday 2019-08-29 (no holiday in the week after): Wednesday 2019-09-04 is day 6 of the road.
        let run = Self.runs(from: CalendarDate(year: 2019, month: 7, day: 19)!, weeks: 1) { _ in 1 }[0].known(asOf: CalendarDate(year: 2019, month: 8, day: 29)!)
        let laid = CalendarRoad.withHolidays(road, run: run, on: CalendarDate(year: 2019, month: 8, day: 29)!,
                                             wednesday: { $0.weekday == .wednesday ? 2 : 3 })
        #expect(laid.expected == [100, 200, 300, 400, 500, 700, 800])
    }
}
