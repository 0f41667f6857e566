import BoxOfficeDomain
@testable import BoxOfficeReports
import Testing

/// A year's page says how the year before stands in the archive: its totals, said to be partial
/// where the archive lacks some of the same days, and in words where it holds none of them.
struct YearReviewDocumentTests {
    func review(_ yearBefore: YearReview.Totals?) -> YearReview {
        YearReview(year: 2019, sales: 1_910_000_000_000, audience: 226_680_000, koreanSalesShare: nil, days: 365, missing: [], movies: [],
                   distributors: [], months: [], yearBefore: yearBefore)
    }

    func markdown(_ yearBefore: YearReview.Totals?, _ language: ReportLanguage) -> String {
        MarkdownRenderer().render(YearReviewDocumentBuilder(language: language, generatedAt: "stamp").build(review(yearBefore)))
    }

    @Test func theYearBeforeIsWholePartialOrSaidToBeMissing() {
        let whole = YearReview.Totals(year: 2018, audience: 216_390_000, sales: 1_814_000_000_000, days: 365)
        let partial = YearReview.Totals(year: 2018, audience: 21_639_000, sales: nil, days: 40, complete: false)
        #expect(markdown(whole, .korean).contains("2018: 관객 2억 1,639만 명, 1조 8,140억 원"))
        #expect(!markdown(whole, .korean).contains("보관된 365일"))
        #expect(markdown(partial, .korean).contains("(같은 기간 중 아카이브에 있는 40일만의 합계)"), "\(markdown(partial, .korean))")
        // The same dates, each side's days said.
        let dated = YearReview.Totals(year: 2018, audience: 21_639_000, sales: nil, days: 91, span: CalendarDate(iso: "2018-01-01")!...CalendarDate(iso: "2018-04-01")!)
        #expect(markdown(dated, .korean).contains("2018년 같은 기간(2018년 1월 1일") && markdown(dated, .korean).contains("4월 1일, 91일): 관객 2,164만 명"),
                "\(markdown(dated, .korean))")
        #expect(markdown(partial, .english).contains("over only 40 of the same days (the others are not archived)"))
        #expect(markdown(nil, .korean).contains("아카이브에 없음 (2018년의 같은 기간)"), "\(markdown(nil, .korean))")
        #expect(markdown(nil, .english).contains("not archived (none of the same days of 2018)"))
        // The command that fills it is the operator's (CLI, MCP, doctor), never on a reader's page.
        #expect(!markdown(nil, .korean).contains("backfill") && !markdown(partial, .english).contains("backfill"))
    }
}
