/// Korea's public holidays, when cinemas fill as on a Sunday. The solar ones fall on the same date
/// every year; 설날, 추석 and 부처님오신날 follow the lunar calendar, tabled here with the substitute
/// and temporary holidays the government declared and the national election days, for 2017 to 2026.
/// Past the table only the solar holidays are known (`isTabled` says so): a forecast then treats
/// that year's lunar holidays as ordinary days, and says so.
public enum KoreanHolidays {
    /// The years whose lunar holidays are tabled.
    public static let tabledYears = 2017...2026

    /// 신정, 삼일절, 어린이날, 현충일, 광복절, 개천절, 한글날, 성탄절.
    static let solar: Set<Int> = [101, 301, 505, 606, 815, 1003, 1009, 1225]

    /// MMDD of each year's 설날 and 추석 (three days each, with substitutes), 부처님오신날, election
    /// days, and substitute or temporary holidays.
    static let lunar: [Int: Set<Int>] = [
        2017: [127, 128, 129, 130, 503, 509, 1002, 1003, 1004, 1005, 1006],
        2018: [215, 216, 217, 507, 522, 613, 923, 924, 925, 926],
        2019: [204, 205, 206, 506, 512, 912, 913, 914],
        2020: [124, 125, 126, 127, 415, 430, 817, 930, 1001, 1002],
        2021: [211, 212, 213, 519, 816, 920, 921, 922, 1004, 1011],
        2022: [131, 201, 202, 309, 508, 601, 909, 910, 911, 912, 1010],
        2023: [121, 122, 123, 124, 527, 529, 928, 929, 930, 1002],
        2024: [209, 210, 211, 212, 410, 506, 515, 916, 917, 918, 1001],
        2025: [127, 128, 129, 130, 303, 505, 506, 603, 1005, 1006, 1007, 1008],
        2026: [216, 217, 218, 302, 524, 525, 603, 817, 924, 925, 926, 1005],
    ]

    public static func isTabled(_ year: Int) -> Bool { tabledYears.contains(year) }

    public static func isHoliday(_ date: CalendarDate) -> Bool {
        let monthDay = date.month * 100 + date.day
        return solar.contains(monthDay) || (lunar[date.year]?.contains(monthDay) ?? false)
    }

    /// 설 and 추석 (with their substitutes and neighbours): a public holiday in a stretch of three or
    /// more holidays in a row.
    public static func isFestival(_ date: CalendarDate) -> Bool {
        guard isHoliday(date) else { return false }
        var days = 1, before = date.adding(days: -1), after = date.adding(days: 1)
        while isHoliday(before) { days += 1; before = before.adding(days: -1) }
        while isHoliday(after) { days += 1; after = after.adding(days: 1) }
        return days >= 3
    }

    /// 문화가 있는 날: the last Wednesday of each month, when tickets are cheaper in the evening.
    public static func isCultureDay(_ date: CalendarDate) -> Bool {
        date.weekday == .wednesday && date.adding(days: 7).month != date.month
    }
}
