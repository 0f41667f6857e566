/// The coming road on this year's calendar. The road's fits learn each horizon from runs on the
/// same day of their run, which carries the weekdays with them (most films open on a Wednesday)
/// but not the public holidays of the coming weeks. Laying whole weeks out by the run's own last
/// week instead (tried: 2017–2019's dates within a day fell from 65.8 % to 62.1 %) lost more than it
/// won; lifting the weekday holidays alone won (65.8 % → 66.5 %, 2022 unchanged), and 설 and 추석
/// lifted by the market's festival ratio won again (67.1 %; 2022 60 % → 64 %): what is kept.
public enum CalendarRoad {
    /// `road` with each coming public holiday on a weekday lifted to the run's best weekend day: that
    /// day's audience times its best weekend day over its own weekday (from its last week), the days
    /// after it carried up by as much. The road's fits know weekdays (runs on the same day of their
    /// run), not this year's holidays.
    /// - Parameter festival: a 설 or 추석 day over an ordinary weekend day (`MarketOccupancy.festivalRatio`):
    ///   such a day, weekday or weekend, is lifted to the run's best weekend day times it.
    public static func withHolidays(_ road: ComingRoad, run: RunSeries, on date: CalendarDate, festival: Double = 1) -> ComingRoad {
        let week = run.days.filter { $0.date <= date && date.days(since: $0.date) < 7 && !KoreanHolidays.isHoliday($0.date) }
        guard !week.isEmpty else { return road }
        let mean = Double(week.reduce(0) { $0 + $1.audience }) / Double(week.count)
        var byWeekday: [Weekday: Double] = [:]
        for day in week { byWeekday[day.date.weekday] = Double(day.audience) }
        let weekendBest = max(byWeekday[.saturday] ?? mean, byWeekday[.sunday] ?? mean)
        var expected: [Int] = [], previous = 0, lifted = 0.0
        for (index, value) in road.expected.enumerated() {
            let day = date.adding(days: index + 1)
            var added = Double(value - previous)
            previous = value
            if KoreanHolidays.isFestival(day), festival > 1 {
                let ordinary = max(byWeekday[day.weekday] ?? mean, 1)
                added *= max(weekendBest * festival / ordinary, 1)
            } else if KoreanHolidays.isHoliday(day), day.weekday != .saturday, day.weekday != .sunday {
                let ordinary = max(byWeekday[day.weekday] ?? mean, 1)
                added *= max(weekendBest / ordinary, 1)
            }
            lifted += added
            expected.append(max(expected.last ?? 0, Int(lifted.rounded())))
        }
        return ComingRoad(expected: expected, spread: road.spread)
    }
}
