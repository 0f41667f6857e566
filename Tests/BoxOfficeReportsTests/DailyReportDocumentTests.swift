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
        #expect(csv.hasSuffix(",,,,\r\n"), "no day of release, no milestone: empty")
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
