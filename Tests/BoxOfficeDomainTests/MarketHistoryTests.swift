import BoxOfficeDomain
import Testing

/// The market's arithmetic on hand-made days: periods, the year before, shares and their coverage.
struct MarketHistoryDomainTests {
    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    static func day(_ iso: String, audience: Int, market: Int? = nil, korean: Int? = nil, koreanAudience: Int = 0, unknown: Int = 0,
                    byList: Bool = false) -> MarketDay {
        MarketDay(date: date(iso), audience: audience, marketSales: market, koreanSales: korean, koreanAudience: koreanAudience,
                  unknownNationAudience: unknown, koreanByList: byList)
    }

    @Test func periodsAreCutToTheRangeAndWeeksRunMondayToSunday() {
        let weeks = MarketPeriodKind.week.periods(from: Self.date("2024-02-28"), to: Self.date("2024-03-12"))
        #expect(weeks.map { "\($0.lowerBound.iso)/\($0.upperBound.iso)" } == ["2024-02-28/2024-03-03", "2024-03-04/2024-03-10", "2024-03-11/2024-03-12"])
        let months = MarketPeriodKind.month.periods(from: Self.date("2024-01-15"), to: Self.date("2024-03-01"))
        #expect(months.map(\.upperBound.iso) == ["2024-01-31", "2024-02-29", "2024-03-01"])
        #expect(MarketPeriodKind.year.periods(from: Self.date("2023-12-31"), to: Self.date("2024-01-01")).count == 2)
    }

    @Test func aYearEarlierKeepsMonthEndsAndLeapDays() {
        #expect(Self.date("2024-02-29").yearEarlier.iso == "2023-02-28")
        #expect(Self.date("2025-02-28").yearEarlier.iso == "2024-02-29", "the month's last day stays its month's last")
        #expect(Self.date("2024-03-01").yearEarlier.iso == "2023-03-01")
        #expect(Self.date("2024-06-15").yearEarlier.iso == "2023-06-15")
    }

    @Test func aPeriodSumsItsDaysNamesTheMissingAndComparesOnlyWholePeriods() {
        let days = [Self.day("2023-03-01", audience: 100, market: 1_000), Self.day("2023-03-02", audience: 100, market: 1_000),
                    Self.day("2024-03-01", audience: 150, market: 1_600), Self.day("2024-03-02", audience: 90, market: 900)]
        let whole = MarketHistory.periods(.month, from: Self.date("2024-03-01"), to: Self.date("2024-03-02"), days: days, movies: [:])
        #expect(whole.count == 1 && whole[0].totals.audience == 240 && whole[0].totals.sales == 2_500)
        #expect(whole[0].yearBefore?.audience == 200 && whole[0].audienceChangePercent == 20)
        #expect(whole[0].salesChangePercent == 25)
        let gap = MarketHistory.periods(.month, from: Self.date("2024-03-01"), to: Self.date("2024-03-03"), days: days, movies: [:])
        #expect(gap[0].totals.missing.map(\.iso) == ["2024-03-03"] && gap[0].totals.audience == 240)
        // Like with like: a period whose last days are not archived (yet) is compared to its last archived day.
        #expect(gap[0].compared.end.iso == "2024-03-02" && gap[0].yearBefore?.days == 2 && gap[0].yearBefore?.end.iso == "2023-03-02")
        #expect(gap[0].audienceChangePercent == 20, "the same dates on both sides")
        // A day the archive lacks inside the span: no comparison.
        let holed = days.filter { $0.date.iso != "2024-03-02" } + [Self.day("2023-03-03", audience: 100, market: 1_000), Self.day("2024-03-03", audience: 80, market: 800)]
        let hole = MarketHistory.periods(.month, from: Self.date("2024-03-01"), to: Self.date("2024-03-03"), days: holed, movies: [:])
        #expect(hole[0].totals.missing.map(\.iso) == ["2024-03-02"] && hole[0].audienceChangePercent == nil, "a period the archive lacks a day of is not compared")
    }

    /// A month is set against the same dates a year earlier: 29 February against the 28th, never the 28th against the 29th.
    @Test func februaryIsSetAgainstTheSameDates() {
        let days = ["2019-02-28", "2020-02-01", "2020-02-28", "2020-02-29", "2021-02-01", "2021-02-28"].map { Self.day($0, audience: 10, market: 100) }
            + (2...27).flatMap { day in ["2019", "2020", "2021"].map { Self.day("\($0)-02-\(day < 10 ? "0" : "")\(day)", audience: 10, market: 100) } }
            + [Self.day("2019-02-01", audience: 10, market: 100)]
        let february2021 = MarketHistory.periods(.month, from: Self.date("2021-02-01"), to: Self.date("2021-02-28"), days: days, movies: [:])[0]
        #expect(february2021.yearBefore?.end.iso == "2020-02-28" && february2021.yearBefore?.days == 28 && february2021.audienceChangePercent == 0)
        let february2020 = MarketHistory.periods(.month, from: Self.date("2020-02-01"), to: Self.date("2020-02-29"), days: days, movies: [:])[0]
        #expect(february2020.compared.days == 29 && february2020.yearBefore?.end.iso == "2019-02-28" && february2020.yearBefore?.days == 28)
    }

    /// A day (or a week) is compared with the same weekday 364 days before, never the same date.
    @Test func aDayIsComparedWithTheSameWeekdayAYearBefore() {
        // Monday 2025-09-01 against Monday 2024-09-02 (Sunday 2024-09-01 is the same date, the wrong weekday).
        let days = [Self.day("2024-09-01", audience: 400, market: 4_000), Self.day("2024-09-02", audience: 100, market: 1_000),
                    Self.day("2025-09-01", audience: 120, market: 1_200)]
        let monday = MarketHistory.periods(.day, from: Self.date("2025-09-01"), to: Self.date("2025-09-01"), days: days, movies: [:])
        #expect(monday[0].yearBefore?.start.iso == "2024-09-02" && monday[0].yearBefore?.audience == 100)
        #expect(monday[0].audienceChangePercent == 20)
        #expect(MarketHistory.firstDayRead(from: Self.date("2025-09-01")).iso == "2024-09-01")
    }

    @Test func koreanSharesNeedEveryDayCovered() {
        let listed = [Self.day("2018-01-01", audience: 100, market: 1_000, korean: 600, koreanAudience: 55, byList: true),
                      Self.day("2018-01-02", audience: 100, market: 1_000, korean: 400, koreanAudience: 45, byList: true)]
        let both = MarketHistory.periods(.month, from: Self.date("2018-01-01"), to: Self.date("2018-01-02"), days: listed, movies: [:])[0]
        #expect(both.koreanSalesShare == 50 && both.koreanAudienceShare == 50 && both.koreanBasis == .koficList)
        let mixed = listed + [Self.day("2018-01-03", audience: 100, market: 1_000, koreanAudience: 70, unknown: 0)]
        let part = MarketHistory.periods(.month, from: Self.date("2018-01-01"), to: Self.date("2018-01-03"), days: mixed, movies: [:])[0]
        #expect(part.koreanSalesShare == nil && part.koreanSalesDays == 2, "two days of three have the K list")
        #expect(part.koreanBasis == .mixed && part.koreanAudienceShare == 170.0 / 300 * 100)
        let unknown = mixed + [Self.day("2018-01-04", audience: 100, market: 1_000, koreanAudience: 0, unknown: 30)]
        #expect(MarketHistory.periods(.month, from: Self.date("2018-01-01"), to: Self.date("2018-01-04"), days: unknown, movies: [:])[0]
            .koreanAudienceShare == nil, "a movie of unknown nation leaves the share unsaid")
    }

    @Test func theListTotalIsTheRowsSalesOverItsShare() {
        #expect(MarketDay.listTotal(sales: 7_715_149_100, share: 52.9) == 14_584_402_836)
        #expect(MarketDay.listTotal(sales: 100, share: 0) == nil)
    }

    @Test func aSharedMovieIsSplitAndDistributorsGoByCode() {
        let movies = [
            DistributedMovie(code: MovieCode("20000001")!, title: "A", audience: 100, sales: 1_000,
                             distributors: [.init(name: "쇼박스", part: "배급사", code: "1"), .init(name: "NEW", part: "배급사", code: "2")], hasDetails: true),
            DistributedMovie(code: MovieCode("20000002")!, title: "B", audience: 300, sales: 3_000,
                             distributors: [.init(name: "(주)쇼박스", part: "배급사", code: "1")], hasDetails: true),
            DistributedMovie(code: MovieCode("20000003")!, title: "C", audience: 50, sales: 1_000, distributors: [], hasDetails: false),
        ]
        let shares = DistributorShare.shares(movies)
        #expect(shares.map(\.name) == ["(주)쇼박스", "NEW", nil], "one company under two names, its biggest movie's name; the unknown last")
        #expect(shares[0].movies == 2 && shares[0].sales == 3_500 && shares[0].audience == 350 && shares[0].salesShare == 70)
        #expect(shares[1].sales == 500 && shares[2].sales == 1_000)
        #expect(shares.reduce(0) { $0 + $1.sales } == 5_000, "the split keeps the total")
    }

    @Test func aMarkCountsOnlyWhenTheDayBeforeWasBelowIt() {
        let open = Self.date("2024-01-01")
        func day(_ offset: Int, _ accumulated: Int) -> MovieRun.Day {
            MovieRun.Day(date: open.adding(days: offset), rank: 1, audience: 1, audienceAccumulated: accumulated, sales: 0, salesAccumulated: 0, screens: 0)
        }
        let early = MovieRun(code: MovieCode("20000001")!, title: "Early", details: nil, days: [day(0, 200_000), day(1, 600_000), day(2, 1_100_000)], openDate: open)
        // Met late: its first archived day is day 5, already past 500,000.
        let late = MovieRun(code: MovieCode("20000002")!, title: "Late", details: nil, days: [day(4, 700_000), day(5, 1_000_000)], openDate: open)
        let comparison = RunComparison(runs: [early, late], days: nil)
        #expect(comparison.curves[0].crossings.map(\.mark) == [100_000, 500_000, 1_000_000])
        #expect(comparison.curves[1].crossings.map(\.mark) == [1_000_000])
        #expect(comparison.races.map(\.mark) == [1_000_000])
        #expect(comparison.races[0].finishers.map(\.dayOfRelease) == [3, 6])
        #expect(RunComparison(runs: [early], days: 2).curves[0].points.count == 2)
    }
}
