@testable import BoxOfficeDomain
import Foundation
import Testing

/// The signals a final-audience forecast reads on a day of a run, worked by hand.
struct RunMomentumTests {
    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    @Test func theMarketsOccupancyIsItsAudienceOverItsShowsOnThoseDays() throws {
        let market = MarketOccupancy([
            ChartOccupancy(date: Self.date("2019-05-04"), audience: 100, shows: 10),
            ChartOccupancy(date: Self.date("2019-05-05"), audience: 300, shows: 10),
            ChartOccupancy(date: Self.date("2019-05-06"), audience: 200, shows: 20),
            // The same day again (the base's copy of a day the archive holds): the first given counts.
            ChartOccupancy(date: Self.date("2019-05-06"), audience: 9_000, shows: 1),
        ])
        // (100 + 300 + 200) ÷ (10 + 10 + 20) = 15; the last two days: 500 ÷ 30.
        #expect(market.perShow(endingOn: Self.date("2019-05-06"), days: 3) == 15)
        #expect(abs(try #require(market.perShow(endingOn: Self.date("2019-05-06"), days: 2)) - 500.0 / 30) < 1e-12)
        // Days it does not hold count for nothing; none held at all: unknown.
        #expect(market.perShow(endingOn: Self.date("2019-05-07"), days: 3) == 500.0 / 30)
        #expect(market.perShow(endingOn: Self.date("2019-06-01"), days: 3) == nil)
        #expect(market.perShow(endingOn: Self.date("2019-05-01"), days: 3) == nil)
    }

    @Test func aRunsOccupancyIsReadAgainstTheMarketsAndItsDaysOffCounted() throws {
        let code = try #require(MovieCode("20190001"))
        // Opened Saturday 2019-05-04: 40 and 60 and 30 a show, against the market's 15 over the same days.
        let run = RunSeries(code: code, title: "가상의 영화", openDate: Self.date("2019-05-04"), days: [
            RunSeries.Day(date: Self.date("2019-05-04"), audience: 400, accumulated: 400, shows: 10),
            RunSeries.Day(date: Self.date("2019-05-05"), audience: 600, accumulated: 1_000, shows: 10),
            RunSeries.Day(date: Self.date("2019-05-06"), audience: 300, accumulated: 1_300, shows: 10),
        ])
        let market = MarketOccupancy([
            ChartOccupancy(date: Self.date("2019-05-04"), audience: 100, shows: 10),
            ChartOccupancy(date: Self.date("2019-05-05"), audience: 300, shows: 10),
            ChartOccupancy(date: Self.date("2019-05-06"), audience: 200, shows: 20),
        ])
        let momentum = try #require(RunMomentum(run, on: Self.date("2019-05-06"), market: market))
        // Its own 1,300 ÷ 30 shows against the market's 15 a show.
        #expect(abs(momentum.perShow - (1_300.0 / 30) / 15) < 1e-12)
        // Saturday, Sunday (어린이날) and Monday, its substitute holiday: three days off.
        #expect(momentum.daysOffInLastThree == 3)
        #expect(momentum.lastThreeDaysShare == 1)
        // The latest day, a Monday's 300 of the 1,300.
        #expect(abs(momentum.lastDayShare - 300.0 / 1_300) < 1e-12)
        #expect(abs(momentum.finalFeatures[5] - log(300.0 / 1_300)) < 1e-12 && momentum.finalFeatures.count == momentum.features.count + 1)
        // Without the market's figures for those days its occupancy is unknown (1), not its raw 43 a show.
        #expect(try #require(RunMomentum(run, on: Self.date("2019-05-06"), market: MarketOccupancy([]))).perShow == 1)
        // A Friday after a week of weekdays: one day off less each day back.
        let weekdays = RunSeries(code: code, title: "가상의 영화", openDate: Self.date("2019-05-13"), days: (13...17).map { day in
            RunSeries.Day(date: Self.date("2019-05-\(day)"), audience: 100, accumulated: 100 * (day - 12), shows: 10)
        })
        #expect(RunMomentum(weekdays, on: Self.date("2019-05-17"), market: market)?.daysOffInLastThree == 0)
        #expect(RunMomentum(weekdays, on: Self.date("2019-05-17"), market: market)?.perShow == 1)
    }

    @Test func aSignalThatNeverVariesIsLeftOutOfTheFit() throws {
        // y = 2 + 3x, with a third column that is 5 on every row (all runs opened on a Wednesday):
        // solved whole, the intercept and the constant are collinear; left out, it gets 0.
        let rows = (0..<6).map { [1, Double($0), 5] }
        let targets = (0..<6).map { 2 + 3 * Double($0) }
        let beta = try #require(LeastSquares.fit(rows, targets))
        #expect(beta.count == 3 && abs(beta[0] - 2) < 1e-9 && abs(beta[1] - 3) < 1e-9 && beta[2] == 0)
        // The intercept itself is never left out.
        let flat = try #require(LeastSquares.fit((0..<4).map { _ in [1, 7] }, [4, 4, 4, 4]))
        #expect(abs(flat[0] - 4) < 1e-9 && flat[1] == 0)
    }

    @Test func aFewFreaksDoNotPullTheRobustFit() throws {
        // y = 2 + 3x with a little noise on 30 rows; two runs whose finals ran far beyond (a sleeper).
        let noise: [Double] = (0..<30).map { (index: Int) -> Double in Double((index * 7) % 5 - 2) * 0.01 }
        var rows: [[Double]] = (0..<30).map { (index: Int) -> [Double] in [1, Double(index) / 10] }
        var targets: [Double] = zip(rows, noise).map { (row: [Double], wobble: Double) -> Double in 2 + 3 * row[1] + wobble }
        rows += [[1, 0.5], [1, 2.5]]
        targets += [2 + 3 * 0.5 + 4, 2 + 3 * 2.5 + 5]
        let weights = [Double](repeating: 1, count: rows.count)
        let squares = try #require(LeastSquares.fit(rows, targets, weights: weights))
        let robust = try #require(LeastSquares.robustFit(rows, targets, weights: weights))
        // Least squares lifts the intercept by about a quarter; Huber's stays within the noise.
        #expect(abs(squares[0] - 2) > 0.15)
        #expect(abs(robust[0] - 2) < 0.05 && abs(robust[1] - 3) < 0.05)
        // Without freaks the two agree (every residual within the threshold: least squares' own).
        let clean = Array(rows.prefix(30))
        let cleanTargets: [Double] = (0..<30).map { (index: Int) -> Double in
            let x = Double(index) / 10, wobble = Double(index % 3 - 1) * 0.01
            return 2 + 3 * x + wobble
        }
        let plain = try #require(LeastSquares.fit(clean, cleanTargets, weights: [Double](repeating: 1, count: 30)))
        let huber = try #require(LeastSquares.robustFit(clean, cleanTargets, weights: [Double](repeating: 1, count: 30)))
        #expect(zip(plain, huber).allSatisfy { abs($0 - $1) < 0.01 })
        // The recency weights still count: a row of weight 0 teaches nothing.
        let ignored = try #require(LeastSquares.robustFit(clean + [[1, 1]], cleanTargets + [100], weights: [Double](repeating: 1, count: 30) + [0]))
        #expect(zip(huber, ignored).allSatisfy { abs($0 - $1) < 1e-6 })
    }
    /// What the road's horizons read besides the momentum: the share of Saturdays and Sundays among
    /// the coming days, counted from the weekday of the day (a Thursday opening's day 3 is a
    /// Saturday, a Wednesday opening's a Friday: the same horizon adds up other days).
    @Test func theRoadsHorizonsCountTheWeekendsAhead() throws {
        #expect(ComingRoad.weekendShare(after: .friday, days: 1) == 1)       // Saturday
        #expect(ComingRoad.weekendShare(after: .friday, days: 3) == 2.0 / 3)  // Saturday, Sunday, Monday
        #expect(ComingRoad.weekendShare(after: .sunday, days: 5) == 0)        // Monday to Friday
        #expect(ComingRoad.weekendShare(after: .wednesday, days: 7) == 2.0 / 7)
        #expect(ComingRoad.weekendShare(after: .saturday, days: 21) == 6.0 / 21)
        // The momentum of a day knows its weekday (2019-05-06 was a Monday).
        let code = try #require(MovieCode("20190001"))
        let run = RunSeries(code: code, title: "가상의 영화", openDate: Self.date("2019-05-06"), days: [
            RunSeries.Day(date: Self.date("2019-05-06"), audience: 300, accumulated: 300, shows: 10),
        ])
        #expect(RunMomentum(run, on: Self.date("2019-05-06"), market: MarketOccupancy([]))?.weekday == .monday)
    }
}
