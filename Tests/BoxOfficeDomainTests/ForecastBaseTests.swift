@testable import BoxOfficeDomain
import Testing

/// How the archive's runs and days meet the bundled base's: the archive's own figures always win.
struct ForecastBaseTests {
    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    static func run(_ code: String, from first: String, days: Int, audience: Int) -> RunSeries {
        let start = date(first)
        return RunSeries(code: MovieCode(code)!, title: code, openDate: date("2019-01-02"), days: (0..<days).map { offset in
            RunSeries.Day(date: start.adding(days: offset), audience: audience, accumulated: audience * (offset + 1), shows: 10)
        })
    }

    @Test func anArchiveRunMetMidWayTakesOnlyTheBasesEarlierDays() throws {
        // The base holds the whole run (Jan 2-21, 1,000 a day); the archive began on Jan 11 and holds
        // Jan 11-13 with other numbers (KOBIS revised them): those stay, the base adds Jan 2-10 only.
        let base = [Self.run("20190001", from: "2019-01-02", days: 20, audience: 1_000), Self.run("20190002", from: "2019-01-02", days: 5, audience: 7)]
        let archived = [Self.run("20190001", from: "2019-01-11", days: 3, audience: 2_000), Self.run("20190003", from: "2019-01-11", days: 2, audience: 5)]
        let merged = RunSeries.merging(archived, over: base)
        #expect(merged.map(\.code.rawValue) == ["20190001", "20190003", "20190002"])
        let whole = merged[0]
        #expect(whole.days.map(\.date) == (0..<12).map { Self.date("2019-01-02").adding(days: $0) })
        #expect(whole.days.prefix(9).allSatisfy { $0.audience == 1_000 } && whole.days.suffix(3).allSatisfy { $0.audience == 2_000 })
        // A run only the archive holds, and one only the base holds, pass as they are.
        #expect(merged[1] == archived[1] && merged[2] == base[1])
        // No base: the archive alone.
        #expect(RunSeries.merging(archived, over: []) == archived)
    }

    @Test func theMarketIsTheArchivesDaysThenTheBasesUpToTheForecastsDay() throws {
        let base = ChartedHistory(runs: [], occupancy: [
            ChartOccupancy(date: Self.date("2019-01-10"), audience: 100, shows: 10),
            ChartOccupancy(date: Self.date("2019-01-11"), audience: 100, shows: 10),
            ChartOccupancy(date: Self.date("2019-01-12"), audience: 100, shows: 10),
        ])
        // The archive holds Jan 11 itself (its list summed: 40 a show, not the base's 10).
        let read = ChartedHistory(runs: [], occupancy: [ChartOccupancy(date: Self.date("2019-01-11"), audience: 400, shows: 10)])
        let market = base.market(read, through: Self.date("2019-01-11"))
        #expect(market.perShow(endingOn: Self.date("2019-01-11"), days: 1) == 40)
        #expect(market.perShow(endingOn: Self.date("2019-01-10"), days: 1) == 10)
        // Nothing after the forecast's day, even from the base.
        #expect(market.perShow(endingOn: Self.date("2019-01-12"), days: 1) == nil)
        #expect(ChartedHistory.none.market(read, through: Self.date("2019-01-12")).perShow(endingOn: Self.date("2019-01-11"), days: 1) == 40)
    }
}
