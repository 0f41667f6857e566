import BoxOfficeDomain
import Testing

/// 설 and 추석 from the Korean lunar calendar, with the law's substitute holidays, against the table
/// of days off the forecast has used since 2017 (`KoreanHolidays`), and the whole runs of days off
/// the press reported.
@Suite struct KoreanFestivalsTests {
    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    /// Korea's calendar (.dangi), not China's: 설날 2027 is 7 February and 2028's 27 January, a day after China's.
    @Test func theFestivalsComeFromTheKoreanLunarCalendar() {
        #expect(KoreanFestivals.day(.seollal, in: 2027).iso == "2027-02-07")
        #expect(KoreanFestivals.day(.seollal, in: 2028).iso == "2028-01-27")
        #expect(KoreanFestivals.day(.chuseok, in: 2025).iso == "2025-10-06" && KoreanFestivals.day(.seollal, in: 2025).iso == "2025-01-29")
    }

    /// Every festival day and substitute the law gives, 2017-2026, is a day off in the table; and the
    /// table's days off around each festival are the rule's days, the weekends, the solar holidays or
    /// a temporary holiday the government declared (2017-10-02, 2023-10-02, 2025-01-27).
    @Test func theRuleAgreesWithTheTableFor2017To2026() {
        let temporary: Set<String> = ["2017-10-02", "2023-10-02", "2025-01-27"]
        for year in 2017...2026 {
            for festival in Festival.allCases {
                let days = KoreanFestivals.statutoryDays(festival, in: year)
                #expect(days.allSatisfy(KoreanHolidays.isHoliday), "\(festival) \(year): \(days.map(\.iso))")
                let day = KoreanFestivals.day(festival, in: year)
                for near in (-4...4).map({ day.adding(days: $0) }) where KoreanHolidays.isHoliday(near) && !days.contains(near) {
                    let solar = [101, 301, 505, 606, 815, 1003, 1009, 1225].contains(near.month * 100 + near.day)
                    #expect(solar || temporary.contains(near.iso), "\(festival) \(year): \(near.iso) is off in the table, not by the rule")
                }
            }
        }
    }

    /// The whole runs of days off, as they were: weekends, substitutes, temporary and other holidays joined.
    @Test func aSpanIsTheWholeRunOfDaysOff() {
        func span(_ festival: Festival, _ year: Int) -> String {
            let span = KoreanFestivals.span(festival, in: year)
            return span.lowerBound.iso + "/" + span.upperBound.iso
        }
        #expect(span(.chuseok, 2017) == "2017-09-30/2017-10-09", "ten days: a temporary holiday, 개천절, a substitute and 한글날")
        #expect(span(.seollal, 2025) == "2025-01-25/2025-01-30")
        #expect(span(.chuseok, 2025) == "2025-10-03/2025-10-09", "개천절 to 한글날, the substitute of the Sunday between")
        #expect(span(.seollal, 2024) == "2024-02-09/2024-02-12", "설날 on a Saturday: Monday its substitute")
        #expect(span(.chuseok, 2024) == "2024-09-14/2024-09-18")
        #expect(span(.chuseok, 2023) == "2023-09-28/2023-10-03", "the temporary 2 October and 개천절")
        #expect(KoreanFestivals.statutoryDays(.seollal, in: 2027).map(\.iso) == ["2027-02-06", "2027-02-07", "2027-02-08", "2027-02-09"],
                "past the table: the rule alone (설날 on a Sunday: Tuesday after the three its substitute)")
        #expect(!KoreanFestivals.isTabled(2027) && KoreanFestivals.isTabled(2026))
    }

    /// The holidays an archive's days touch, named as their pages are, and their place among their festival's.
    @Test func theHolidaysAnArchiveHoldsADayOf() {
        let days = Set(["2024-09-18", "2025-01-20", "2025-01-29", "2025-10-09"].compactMap(CalendarDate.init(iso:)))
        #expect(Holiday.held(by: days).map(\.slug) == ["2024-chuseok", "2025-seollal", "2025-chuseok"], "2025-01-20 is no holiday's")
        #expect(Holiday(slug: "2025-chuseok") == Holiday(.chuseok, year: 2025) && Holiday(slug: "2025-lunar") == nil && Holiday(slug: "25-chuseok") == nil)
        #expect(Holiday(.chuseok, year: 2017).length == 10)
        #expect(Holiday.holding(CalendarDate(iso: "2023-10-03")!)?.slug == "2023-chuseok" && Holiday.holding(CalendarDate(iso: "2023-10-04")!) == nil)

        func holiday(_ year: Int, audience: Int, missing: Int = 0) -> HolidayBoxOffice {
            let span = Holiday(.seollal, year: year)
            let days = span.length - missing
            return HolidayBoxOffice(holiday: span, totals: MarketPeriod.Totals(start: span.span.lowerBound, end: span.span.upperBound, days: days,
                                                                               missing: Array(span.span.lowerBound.through(span.span.upperBound).suffix(missing)),
                                                                               audience: audience, sales: nil), movies: [])
        }
        // 2020: 4 days; 2021: 4; 2022: 5, two of them not archived.
        let all = [holiday(2020, audience: 4_000_000), holiday(2021, audience: 600_000), holiday(2022, audience: 900_000, missing: 2)]
        #expect(all.map(\.audiencePerDay) == [1_000_000, 150_000, 300_000], "over the archived days")
        #expect(all[1].rankByDailyAverage(among: all)! == (2, 2), "a partial holiday is not ranked, nor counted")
        #expect(all[2].rankByDailyAverage(among: all) == nil && all[2].days == 5)
        #expect(all[0].rankByDailyAverage(among: all)! == (1, 1), "among itself and the earlier ones: a later holiday does not count")
    }
}
