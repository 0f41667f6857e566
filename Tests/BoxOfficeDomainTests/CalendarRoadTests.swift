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
