import Foundation

/// 설 and 추석: the two festivals the Korean press reports the box office of.
public enum Festival: String, CaseIterable, Hashable, Sendable {
    /// 설날: the first day of the first lunar month.
    case seollal
    /// 추석: the fifteenth day of the eighth lunar month.
    case chuseok
}

/// Each festival's days for any year, from the Korean lunar calendar (Foundation's `.dangi`, not
/// `.chinese`: Korea's 설날 is a day after China's in 2027 and 2028), with the substitute holidays the
/// law gives (2014–: a festival day on a Sunday or on another public holiday; 2021-08–: 삼일절, 광복절,
/// 개천절 and 한글날 on a Saturday or a Sunday), and the whole run of consecutive days off that holds it.
/// Temporary holidays and election days are declared each year: they come from `KoreanHolidays`'
/// table, and a year past it says so (`isTabled`).
public enum KoreanFestivals {
    /// 설날 or 추석 of a Gregorian year.
    public static func day(_ festival: Festival, in year: Int) -> CalendarDate {
        var lunar = Calendar(identifier: .dangi)
        var gregorian = Calendar(identifier: .gregorian)
        let seoul = TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600)!
        (lunar.timeZone, gregorian.timeZone) = (seoul, seoul)
        // The lunar year that begins in this Gregorian year (설날 is never before 21 January nor after 20 February).
        let march = gregorian.date(from: DateComponents(year: year, month: 3, day: 1))!
        let components = lunar.dateComponents([.era, .year], from: march)
        let (month, dayOfMonth) = festival == .seollal ? (1, 1) : (8, 15)
        let date = lunar.date(from: DateComponents(era: components.era, year: components.year, month: month, day: dayOfMonth))!
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        return CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// The festival's three days (the day before, the day, the day after), then its substitute holiday
    /// where the law gives one (2014–: one of the three on a Sunday or on another public holiday).
    public static func statutoryDays(_ festival: Festival, in year: Int) -> [CalendarDate] {
        let day = self.day(festival, in: year)
        let three = [day.adding(days: -1), day, day.adding(days: 1)]
        guard year >= 2014, three.contains(where: { $0.weekday == .sunday || isSolarHoliday($0) }) else { return three }
        // The first day after the three that is neither a Saturday nor a public holiday (비공휴일).
        var substitute = day.adding(days: 2)
        while substitute.weekday == .saturday || substitute.weekday == .sunday || isSolarHoliday(substitute) { substitute = substitute.adding(days: 1) }
        return three + [substitute]
    }

    /// The whole run of consecutive days off that holds the festival: its days, and the weekends,
    /// public, substitute and temporary holidays next to them.
    public static func span(_ festival: Festival, in year: Int) -> ClosedRange<CalendarDate> {
        let days = statutoryDays(festival, in: year)
        let own = Set(days)
        func isOff(_ date: CalendarDate) -> Bool {
            own.contains(date) || date.weekday == .saturday || date.weekday == .sunday || KoreanHolidays.isHoliday(date) || isSubstitute(date)
        }
        var start = days.min()!, end = days.max()!
        // The days between the three and a substitute after a weekend are weekend days: the run is unbroken.
        while isOff(start.adding(days: -1)) { start = start.adding(days: -1) }
        while isOff(end.adding(days: 1)) { end = end.adding(days: 1) }
        return start...end
    }

    /// Whether the year's temporary holidays and election days are known (`KoreanHolidays`' table).
    public static func isTabled(_ year: Int) -> Bool { KoreanHolidays.isTabled(year) }

    /// The solar holidays whose Saturday or Sunday gives a substitute (2021-08–).
    static let substitutedSolar: Set<Int> = [301, 815, 1003, 1009]

    /// A substitute for 삼일절, 광복절, 개천절 or 한글날 falling on a weekend (from August 2021): the
    /// first weekday after it that is no public holiday.
    static func isSubstitute(_ date: CalendarDate) -> Bool {
        guard date.weekday != .saturday, date.weekday != .sunday else { return false }
        for back in 1...3 {
            let holiday = date.adding(days: -back)
            guard substitutedSolar.contains(holiday.month * 100 + holiday.day), holiday >= CalendarDate(year: 2021, month: 8, day: 4)!,
                  holiday.weekday == .saturday || holiday.weekday == .sunday else { continue }
            // The first weekday after the holiday that is no other holiday.
            var substitute = holiday.adding(days: 1)
            while substitute.weekday == .saturday || substitute.weekday == .sunday || KoreanHolidays.isHoliday(substitute) {
                substitute = substitute.adding(days: 1)
            }
            if substitute == date { return true }
        }
        return false
    }

    /// A public holiday on the same date every year (신정, 삼일절, 어린이날, 현충일, 광복절, 개천절, 한글날, 성탄절).
    private static func isSolarHoliday(_ date: CalendarDate) -> Bool {
        KoreanHolidays.solar.contains(date.month * 100 + date.day)
    }
}
