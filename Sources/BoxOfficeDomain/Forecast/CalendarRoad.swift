import Foundation

/// The coming road on this year's calendar. The road's fits learn each horizon from runs on the
/// same day of their run, which carries the weekdays with them (most films open on a Wednesday)
/// but not the public holidays of the coming weeks. Laying whole weeks out by the run's own last
/// week instead (tried: 2017–2019's dates within a day fell from 65.8 % to 62.1 %) lost more than it
/// won; lifting the weekday holidays alone won (65.8 % → 66.5 %, 2022 unchanged), and 설 and 추석
/// lifted by the market's festival ratio won again (67.1 %; 2022 60 % → 64 %): what is kept, with
/// 문화가 있는 날 (`WednesdayLift`: no date changed on 2017–2019 or 2022, one more on the pandemic's).
public enum CalendarRoad {
    /// `road` with each coming public holiday on a weekday lifted to the run's best weekend day: that
    /// day's audience times its best weekend day over its own weekday (from its last week), the days
    /// after it carried up by as much. The road's fits know weekdays (runs on the same day of their
    /// run), not this year's holidays.
    /// - Parameter festival: a 설 or 추석 day over an ordinary weekend day (`MarketOccupancy.festivalRatio`):
    ///   such a day, weekday or weekend, is lifted to the run's best weekend day times it.
    /// - Parameter wednesday: a coming Wednesday (no holiday) against the Wednesdays the fits learnt
    ///   from (`WednesdayLift`): its day's audience is multiplied by it.
    public static func withHolidays(_ road: ComingRoad, run: RunSeries, on date: CalendarDate, festival: Double = 1,
                                    wednesday: (CalendarDate) -> Double = { _ in 1 }) -> ComingRoad {
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
            } else if day.weekday == .wednesday, !KoreanHolidays.isHoliday(day) {
                added *= wednesday(day)
            }
            lifted += added
            expected.append(max(expected.last ?? 0, Int(lifted.rounded())))
        }
        return ComingRoad(expected: expected, spread: road.spread)
    }
}

/// How a coming Wednesday sells against the Wednesdays the road's fits learnt from. 문화가 있는 날
/// (the last Wednesday of each month since 2014, cheaper evening tickets) sold about twice the
/// Tuesday and Thursday around it in the top ten of 2017-2019, an ordinary Wednesday about as much
/// as they; the fits, learnt on the same day of other runs, give every Wednesday the mix. Learnt,
/// not hard-coded: each kind of Wednesday's ratio from the runs of the last 26 weeks, over every
/// Wednesday's of the three years before, so that Wednesdays that all turn cheap (as announced for
/// 2026) lift every one.
public struct WednesdayLift: Sendable {
    /// A run's Wednesday (days since 1970), whether it was its month's last, and log(its audience over
    /// the mean of the Tuesday and Thursday around it), by day.
    private let samples: [(day: Int, last: Bool, logRatio: Double)]
    /// The recent weeks each kind is read over, and the years they are read against.
    static let recentDays = 26 * 7, baseDays = 3 * 365
    /// Fewer recent ratios of a kind than this: no lift.
    static let minimumSamples = 20

    /// From every run's Wednesdays after its first week, with the Tuesday and Thursday around it
    /// charted and none of the three a holiday.
    public init(runs: [RunSeries]) {
        var samples: [(day: Int, last: Bool, logRatio: Double)] = []
        for run in runs where run.days.count >= 3 {
            let opened = run.openDate
            for index in 1..<(run.days.count - 1) where run.days[index].date.weekday == .wednesday {
                let (tuesday, wednesday, thursday) = (run.days[index - 1], run.days[index], run.days[index + 1])
                guard wednesday.date.days(since: opened) >= 7, tuesday.date == wednesday.date.adding(days: -1),
                      thursday.date == wednesday.date.adding(days: 1), tuesday.audience > 0, thursday.audience > 0, wednesday.audience > 0,
                      ![tuesday.date, wednesday.date, thursday.date].contains(where: KoreanHolidays.isHoliday)
                else { continue }
                let around = Double(tuesday.audience + thursday.audience) / 2
                samples.append((wednesday.date.daysSinceEpoch, Self.isLastOfMonth(wednesday.date), Foundation.log(Double(wednesday.audience) / around)))
            }
        }
        self.samples = samples.sorted { $0.day < $1.day }
    }

    /// The month's last Wednesday (문화가 있는 날 since 2014).
    public static func isLastOfMonth(_ day: CalendarDate) -> Bool { day.weekday == .wednesday && day.adding(days: 7).month != day.month }

    /// An ordinary Wednesday is lifted only once its kind sells this much over the mean Wednesday
    /// (every Wednesday turned cheap); its small dip otherwise is left to the fits (tried on
    /// 2017-2019: lifting and lowering every Wednesday lost a date within a day, 67.1 % -> 66.5 %).
    static let ordinaryThreshold = 1.15

    /// `day`'s Wednesday (a month's last or not) over the mean Wednesday, from the runs' days before
    /// `date` only: exp(mean log ratio of its kind over the last 26 weeks - mean over all Wednesdays of
    /// the three years before); 1 without enough of either, within 0.5-2.5; 1 for an ordinary
    /// Wednesday below `ordinaryThreshold`.
    public func lift(_ day: CalendarDate, before date: CalendarDate) -> Double {
        let end = date.daysSinceEpoch, last = Self.isLastOfMonth(day)
        var recent = 0.0, recentCount = 0, base = 0.0, baseCount = 0
        for sample in samples where sample.day < end && sample.day >= end - Self.baseDays {
            base += sample.logRatio
            baseCount += 1
            if sample.day >= end - Self.recentDays, sample.last == last {
                recent += sample.logRatio
                recentCount += 1
            }
        }
        guard recentCount >= Self.minimumSamples, baseCount >= 3 * Self.minimumSamples else { return 1 }
        let lift = min(max(Foundation.exp(recent / Double(recentCount) - base / Double(baseCount)), 0.5), 2.5)
        return last || lift >= Self.ordinaryThreshold ? lift : 1
    }
}
