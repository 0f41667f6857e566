import BoxOfficeDomain
@testable import BoxOfficeReports
import Testing

/// Each page's lead in the trade's words: changes in words in Korean (signed in English), 억 and 만 in
/// prose, the long date form, and the figures the lead names.
@Suite struct PageLeadsTests {
    @Test func aChangeIsWordsInKoreanAndSignedInEnglish() {
        let korean = PageLeads(language: .korean), english = PageLeads(language: .english)
        #expect(korean.change(-27.94) == "27.9% 감소" && korean.change(12.0) == "12.0% 증가" && korean.change(0.01) == "변동 없음")
        #expect(english.change(-27.94) == "-27.9%" && english.change(12.0) == "+12.0%" && english.change(0) == "0.0%")
        #expect(korean.rank(1) == "1위" && english.rank(1) == "#1")
        #expect(korean.date(CalendarDate(iso: "2024-01-01")!) == "2024년 1월 1일" && english.date(CalendarDate(iso: "2024-01-01")!) == "2024-01-01")
    }

    /// A distributor's lead: its last complete year's audience (만), sales (억), rank and share, and its biggest film.
    @Test func aDistributorsLeadSaysItsYearInTheTradesUnits() {
        let share = DistributorShare(name: "(주)쇼박스", companyCode: "20100103", movies: 9, audience: 10_324_082, sales: 103_507_114_000,
                                     salesShare: 9.34, biggest: "비상선언")
        let lead = PageLeads(language: .korean).distributor(year: 2022, share: share, rank: 5, biggest: ("범죄도시2", 2022, 6_342_997))
        #expect(lead == "2022년 관객 1,032만 명, 매출 1,035억 원, 배급사 5위(상위 10편 매출 점유율 9.3%). 가장 많은 관객이 든 영화는 범죄도시2, 2022년 관객 634만 명.",
                "\(lead)")
        #expect(PageLeads(language: .korean).distributor(year: 2022, share: nil, rank: nil, biggest: nil) == "2022년 배급사 순위에는 없습니다.")
    }

    /// KOFIC ranks by sales: a chart whose rank order is not its admissions' says so once (the issue's
    /// case: #6 with 9,596 above #7 with 17,679).
    @Test func aChartRankedBySalesSaysSoOnce() {
        func entry(_ rank: Int, _ audience: Int) -> DailyReport.Row {
            .init(entry: BoxOfficeEntry(rank: rank, movement: .moved(places: 0), movieCode: MovieCode("2025000\(rank)")!, title: "영화 \(rank)", openDate: nil,
                                        audience: audience, audienceChange: 0, audienceChangePercent: 0, audienceAccumulated: audience,
                                        sales: 100_000_000 / rank, salesChange: 0, salesChangePercent: 0, salesShare: 10, salesAccumulated: 0,
                                        screens: 1, shows: 1), details: nil)
        }
        let note = ReportLanguage.english.term("ranked_by_sales")
        func notes(_ rows: [DailyReport.Row]) -> Int {
            DailyReportDocumentBuilder(language: .english, source: "s", generatedAt: "g").build(DailyReport(date: CalendarDate(iso: "2025-09-01")!, rows: rows))
                .blocks.filter { $0 == .paragraph(note) }.count
        }
        #expect(notes([entry(6, 9_596), entry(7, 17_679), entry(8, 5_000)]) == 1)
        #expect(notes([entry(1, 20_000), entry(2, 10_000)]) == 0)
    }

    /// A day's lead compares with the same weekday a week and 364 days before, where archived.
    @Test func aDaysLeadComparesTheSameWeekdays() {
        let date = CalendarDate(iso: "2025-09-01")!
        let entry = BoxOfficeEntry(rank: 1, movement: .moved(places: 0), movieCode: MovieCode("20251234")!, title: "영화", openDate: nil,
                                   audience: 50_000, audienceChange: 0, audienceChangePercent: 0, audienceAccumulated: 50_000,
                                   sales: 500_000_000, salesChange: 0, salesChangePercent: 0, salesShare: 50, salesAccumulated: 500_000_000,
                                   screens: 1, shows: 1)
        var report = DailyReport(date: date, rows: [.init(entry: entry, details: nil)])
        func day(_ iso: String, _ audience: Int) -> MarketDay {
            MarketDay(date: CalendarDate(iso: iso)!, audience: audience, marketSales: nil, koreanSales: nil, koreanAudience: 0, unknownNationAudience: 0, koreanByList: false)
        }
        var market = MarketSoFar(period: nil, day: day("2025-09-01", 50_000))
        market.weekBefore = day("2025-08-25", 40_000)
        market.yearBefore = nil
        report.market = market
        let lead = PageLeads(language: .korean).day(report).joined()
        #expect(lead.hasPrefix("2025년 9월 1일 (월) 관객 50,000명(상위 10편 합), 전체 매출 10억 원. 1위는 영화, 관객 50,000명."), "\(lead)")
        #expect(lead.hasSuffix("지난주 같은 요일보다 관객 25.0% 증가, 1년 전 같은 요일(2024년 9월 2일)은 아카이브에 없음."), "\(lead)")
        #expect(PageLeads(language: .korean).range(CalendarDate(iso: "2022-09-01")!, CalendarDate(iso: "2022-09-30")!) == "2022년 9월 1일~30일")
    }
}

/// A holiday's lead and notes while it is still going: its days to come are 집계 전, never missing,
/// and it is not ranked against whole holidays; once past, its place among itself and the earlier ones.
@Suite struct HolidayLeadTests {
    static func holiday(_ year: Int, audience: Int, counted: Int, pending: Bool = false) -> HolidayBoxOffice {
        let holiday = Holiday(.chuseok, year: year)
        let end = holiday.span.lowerBound.adding(days: counted - 1)
        let totals = MarketPeriod.Totals(start: holiday.span.lowerBound, end: end, days: counted, missing: [], audience: audience, sales: 10_000_000_000)
        return HolidayBoxOffice(holiday: holiday, totals: totals, movies: [], pending: pending ? end.adding(days: 1) : nil)
    }

    @Test func aHolidayStillGoingSaysItsDaysToComeAreNotCountedYet() {
        let builder = HolidayDocumentBuilder(language: .korean, source: "아카이브", generatedAt: "")
        let earlier = Self.holiday(2024, audience: 5_000_000, counted: 5)
        let going = Self.holiday(2025, audience: 2_000_000, counted: 2, pending: true)
        let lead = builder.lead(going, all: [earlier, going])
        #expect(lead.hasPrefix("2025년 추석 연휴(2025년 10월 3일~9일, 7일 중 아카이브에 있는 2일) 관객 200만 명"), "\(lead)")
        #expect(lead.contains("일평균 관객 100만 명") && lead.contains("2025년 10월 5일부터는 집계 전입니다."), "\(lead)")
        #expect(!lead.contains("회 중"), "not ranked while it goes on")
        let page = builder.page(going, all: [earlier, going])
        #expect(!MarkdownRenderer().render(page).contains("아카이브에 없는 날"))
        // Past and whole: its place among itself and the earlier one (a later holiday does not count).
        let whole = Self.holiday(2025, audience: 6_300_000, counted: 7)
        #expect(builder.lead(whole, all: [earlier, whole]).contains("아카이브의 추석 연휴 2회 중 일평균 관객이 가장 적습니다."))
        #expect(!builder.lead(earlier, all: [earlier, whole]).contains("회 중"), "2024 is the first the archive holds")
    }
}
