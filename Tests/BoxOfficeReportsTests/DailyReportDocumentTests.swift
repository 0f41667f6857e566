import BoxOfficeDomain
import BoxOfficeReports
import Testing

@Suite struct DailyReportDocumentTests {
    @Test func anEmptyDaySaysSo() {
        let document = build(DailyReport(date: CalendarDate(iso: "2024-01-01")!, rows: []))
        #expect(document.title == "Daily box office — 2024-01-01 (Monday)")
        #expect(document.blocks == [.paragraph("KOFIC has no box-office data for 2024-01-01 (Monday). The day may be too recent, or no cinema reported.")])
        #expect(document.dataset.rows.isEmpty)
        #expect(CSVRenderer().render(document).split(separator: "\r\n").count == 1) // header only
    }

    @Test func rankChangesReadAsArrows() {
        let markdown = MarkdownRenderer().render(build(hostileReport()))
        #expect(markdown.contains("| 1 | NEW |"))
        #expect(markdown.contains("| 2 | ▼2 |"))
    }

    /// 2022-01-05's recorded list ranks 특송 at 6 with an open date of 2022-01-12: a paid preview.
    @Test func aPreviewBeforeTheOpenDateReadsAsPreview() {
        let preview = BoxOfficeEntry(rank: 6, movement: .moved(places: 6), movieCode: MovieCode("20192354")!, title: "특송",
                                     openDate: CalendarDate(iso: "2022-01-12"), audience: 1_213, audienceChange: 923,
                                     audienceChangePercent: 318.3, audienceAccumulated: 2_984, sales: 13_378_000, salesChange: 10_760_000,
                                     salesChangePercent: 411, salesShare: 0.8, salesAccumulated: 30_157_000, screens: 4, shows: 4)
        let document = build(DailyReport(date: CalendarDate(iso: "2022-01-05")!, rows: [.init(entry: preview, details: nil)]))
        #expect(MarkdownRenderer().render(document).contains("| 6 | ▲6 | 특송 \\[1\\] |   | 1,213 | +923 | 2,984 | +318.3% | 2022-01-12 | preview | 13,378,000 |"))
        let csv = CSVRenderer().render(document)
        #expect(csv.contains(",2022-01-12,-7,1213,"), "CSV keeps the signed number of days")
        let fields = csv.split(separator: "\r\n").last.map { $0.split(separator: ",", omittingEmptySubsequences: false).suffix(11) } ?? []
        #expect(fields.map(String.init) == ["", "", "", "", "", "", "", "", "false", "", ""],
                "no day of release, milestone, forecast or chance: empty; no re-release; no milestone range")
    }

    /// 2026-01-25's recorded list ranks 천공의 성 라퓨타 (open date 2004-04-30) at 8: a re-release reads
    /// as one in both languages, never as "7941일차"; with the archive showing its stretch began on
    /// 2026-01-21 (the day before archived without it), as its day in the chart again. The rows
    /// without a forecast are named once, by reason.
    @Test func aReRelease() {
        let laputa = BoxOfficeEntry(rank: 8, movement: .moved(places: 0), movieCode: MovieCode("20040549")!, title: "천공의 성 라퓨타",
                                    openDate: CalendarDate(iso: "2004-04-30"), audience: 8_268, audienceChange: -2_794, audienceChangePercent: -25.3,
                                    audienceAccumulated: 65_782, sales: 89_686_170, salesChange: 0, salesChangePercent: 0, salesShare: 2.5,
                                    salesAccumulated: 585_947_720, screens: 406, shows: 567)
        let day = CalendarDate(iso: "2026-01-25")!
        var row = DailyReport.Row(entry: laputa, details: nil)
        row.noForecast = .reRelease
        var young = DailyReport.Row(entry: entry(rank: 9, title: "731", code: "20258324"), details: nil)
        young.noForecast = .tooEarly
        let report = DailyReport(date: day, rows: [row, young])
        let english = MarkdownRenderer().render(build(report))
        #expect(english.contains("| 2004-04-30 | re-release | 89,686,170 |") && !english.contains("7941"))
        #expect(english.contains("- No forecast for re-releases (a re-release's run is not its first one's): 천공의 성 라퓨타."))
        #expect(english.contains("- No forecast before a run's third day: 731."))
        let korean = MarkdownRenderer().render(DailyReportDocumentBuilder(language: .korean, source: "KOFIC", generatedAt: "").build(report))
        #expect(korean.contains("| 2004-04-30 | 재개봉 | 89,686,170 |") && korean.contains("- 재개봉작은 예측하지 않음: 천공의 성 라퓨타."))
        #expect(CSVRenderer().render(build(report)).contains(",2004-04-30,7940,8268,"), "days_since_open stays KOFIC's")

        row.history = HistoryContext(audienceChangeLastWeekPercent: nil, daysInTopTen: 5, bestRank: 8, stretchStart: CalendarDate(iso: "2026-01-21"))
        let again = DailyReport(date: day, rows: [row])
        #expect(MarkdownRenderer().render(DailyReportDocumentBuilder(language: .korean, source: "KOFIC", generatedAt: "").build(again))
            .contains("| 2004-04-30 | 재개봉 5일차 |"))
        #expect(MarkdownRenderer().render(build(again)).contains("| 2004-04-30 | re-release, day 5 |"))
    }

    @Test func totalsAndHighlightsComeFromTheRows() {
        let document = build(hostileReport())
        #expect(document.blocks.contains(.paragraph("Top 2 total: 84,426 admissions, ₩677,996,478 in sales, 28.8% of the day's sales.")))
        guard case .bulletList(let highlights)? = document.blocks.first(where: { if case .bulletList = $0 { true } else { false } }) else {
            Issue.record("no highlights")
            return
        }
        #expect(highlights.contains { $0.hasPrefix("New in the chart: ") && $0.hasSuffix("(#1).") })
        // 1,349,276 accumulated with 42,213 that day: 1,307,063 before, so no milestone was crossed.
        #expect(!highlights.contains { $0.contains("passes") })
    }
}

/// The market so far in the highlights: the year (daily) and the month (weekly), in both languages.
@Suite struct MarketHighlightsTests {
    static func period(_ start: String, _ end: String, audience: Int, before: Int?) -> MarketPeriod {
        let totals = MarketPeriod.Totals(start: CalendarDate(iso: start)!, end: CalendarDate(iso: end)!, days: 10, missing: [], audience: audience, sales: nil)
        var earlier = totals
        earlier.audience = before ?? 0
        return MarketPeriod(totals: totals, movies: 0, leader: nil, koreanAudienceShare: nil, koreanBasis: nil, unknownNationAudience: 0,
                            koreanSalesShare: nil, koreanSalesDays: 0, yearBefore: before == nil ? nil : earlier)
    }

    static func bullets(_ document: ReportDocument) -> [String] {
        document.blocks.flatMap { block -> [String] in if case .bulletList(let items) = block { items } else { [] } }
    }

    @Test func theDailyReportSaysTheYearSoFarAndTheDaysKoreanShare() {
        var report = hostileReport()
        let day = MarketDay(date: report.date, audience: 1_000, marketSales: 2_000, koreanSales: 1_040, koreanAudience: 520,
                            unknownNationAudience: 0, koreanByList: true)
        report.market = MarketSoFar(period: Self.period("2024-01-01", "2024-05-01", audience: 48_120_000, before: 45_310_000), day: day)
        let korean = Self.bullets(DailyReportDocumentBuilder(language: .korean, source: "s", generatedAt: "g").build(report))
        // 48,120,000 against 45,310,000: +6.2 %.
        #expect(korean.contains("올해 누적 관객 4,812만 명, 전년 같은 기간 대비 6.2% 증가."))
        #expect(korean.contains("한국영화 점유율: 관객 52.0% (상위 10편 기준), 매출 52.0% (KOFIC 한국영화 목록 기준)."))
        let english = Self.bullets(build(report))
        #expect(english.contains("The year so far: 48.1 million admissions, +6.2% on the same days a year earlier."))
        report.market = MarketSoFar(period: Self.period("2024-01-01", "2024-05-01", audience: 48_120_000, before: nil),
                                    day: MarketDay(date: report.date, audience: 1_000, marketSales: nil, koreanSales: nil,
                                                   koreanAudience: 300, unknownNationAudience: 200, koreanByList: false))
        let unsure = Self.bullets(build(report))
        #expect(unsure.contains("The year so far: 48.1 million admissions (the same days a year earlier are not all archived)."))
        #expect(!unsure.contains { $0.hasPrefix("Korean films' share") }, "a movie of unknown nation: no share")
    }

    @Test func theWeeklyReportSaysTheMonthSoFar() {
        let range = WeekRange(kind: .weekend, start: CalendarDate(iso: "2024-05-17")!, end: CalendarDate(iso: "2024-05-19")!)
        let weekly = WeeklyReport(range: range, rows: hostileReport().rows,
                                  market: MarketSoFar(period: Self.period("2024-05-01", "2024-05-19", audience: 9_000_000, before: 10_000_000), day: nil))
        let korean = Self.bullets(DailyReportDocumentBuilder(language: .korean, source: "s", generatedAt: "g").build(weekly))
        #expect(korean.contains("5월 누적 관객 900만 명, 전년 같은 기간 대비 10.0% 감소."))
        let english = Self.bullets(DailyReportDocumentBuilder(language: .english, source: "s", generatedAt: "g").build(weekly))
        #expect(english.contains("The month so far (to 2024-05-19 (Sunday)): 9.0 million admissions, -10.0% on the same days a year earlier."))
    }
}
