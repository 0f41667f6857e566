@testable import BoxOfficeDomain
import Testing

/// The day a milestone is dated on: the one whose ±1-day window most likely holds the crossing.
struct MilestoneDateTests {
    /// A fit's infinity or an audience no film could draw is no forecast (a site rebuild over nine
    /// years of days met one and trapped converting it to Int); a real audience is rounded.
    @Test func anImplausibleAudienceIsNoForecast() {
        #expect(FinalAudienceModel.plausible(.infinity) == nil && FinalAudienceModel.plausible(.nan) == nil)
        #expect(FinalAudienceModel.plausible(2e18) == nil && FinalAudienceModel.plausible(-1) == nil)
        #expect(FinalAudienceModel.plausible(17_615_844.4) == 17_615_844)
    }

    /// The goals' score of a walk: each report's next milestone counted by how far ahead it was
    /// crossed (3-7 days: near; 8-21: far; else not a crossing scored), a date within three weeks
    /// whose mark never came counted as never reached, and the offsets signed (negative: early).
    @Test func eachReportIsScoredByHowFarAheadItsMarkWasCrossed() throws {
        let t = try #require(CalendarDate(iso: "2025-10-01")) // a Wednesday
        var score = DailyReportMilestoneScore()
        score.add(asOf: t, dayOfRun: 5, date: t.adding(days: 4), low: t.adding(days: 3), high: t.adding(days: 6),
                  crossed: t.adding(days: 5))                                                    // near, within a day (Monday), in its range
        score.add(asOf: t, dayOfRun: 5, date: t.adding(days: 3), low: t.adding(days: 3), high: t.adding(days: 5),
                  crossed: t.adding(days: 7))                                                    // near, four days early, past its range
        score.add(asOf: t, dayOfRun: 40, date: t.adding(days: 10), low: t.adding(days: 8), high: t.adding(days: 14),
                  crossed: t.adding(days: 10))                                                   // far, on the day, late in its run, 7 days wide
        score.add(asOf: t, dayOfRun: 40, date: nil, crossed: t.adding(days: 12))                 // far, not expected: a miss, no offset
        score.add(asOf: t, dayOfRun: 5, date: t.adding(days: 1), crossed: t.adding(days: 2))     // crossed 2 days ahead: not scored
        score.add(asOf: t, dayOfRun: 5, date: t.adding(days: 20), crossed: nil)                  // dated within 3 weeks, never reached
        score.add(asOf: t, dayOfRun: 5, date: t.adding(days: 30), crossed: nil)                  // dated past 3 weeks: not counted
        #expect(score.nearWithinOneDay == ForecastShare(hits: 1, of: 2))
        #expect(score.farWithinOneDay == ForecastShare(hits: 1, of: 2))
        #expect(score.byHorizon[3...7] == ForecastShare(hits: 1, of: 2) && score.byHorizon[8...14] == ForecastShare(hits: 1, of: 2))
        #expect(score.byHorizon[15...21] == nil)
        #expect(score.byWeekday[.monday] == ForecastShare(hits: 1, of: 2) && score.byWeekday[.wednesday] == ForecastShare(hits: 0, of: 1))
        #expect(score.byWeekday[.saturday] == ForecastShare(hits: 1, of: 1))
        #expect(score.lateInRun == ForecastShare(hits: 1, of: 2))
        // Five dates within three weeks of their report; one mark never came.
        #expect(score.datedNeverReached == ForecastShare(hits: 1, of: 5))
        #expect(score.offsets.sorted() == [-4, -1, 0])
        // The ranges: one of the two near crossings inside its own; of the far, the dated one inside
        // its 7-day range and the undated one a miss (not expected by its report).
        #expect(score.nearInRange == ForecastShare(hits: 1, of: 2) && score.farInRange == ForecastShare(hits: 1, of: 2))
        #expect(score.farWidths == [7] && score.farNotExpected == 1)
    }

    @Test func aSteadyRoadIsDatedWhereItReachesTheMark() {
        let road = ComingRoad(expected: (1...10).map { $0 * 100 }, spread: Array(repeating: 0.1, count: 10))
        #expect(MilestoneForecast.likeliestDay(road, gap: 450) == 5)
        #expect(MilestoneForecast.likeliestDay(road, gap: 100) == 1)
    }

    @Test func aRoadThatFlattensAfterTheWeekendIsDatedOnTheWeekend() {
        // Thursday, Friday, then a big Saturday and Sunday, then weekdays adding little: the expected
        // road reaches 655 on day 5 by a hair, so the crossing is as likely by day 4 (49 %) as by day 5
        // (51 %), and days 3 to 5 hold more of it (51 %) than days 4 to 6 (47 %).
        let road = ComingRoad(expected: [100, 150, 400, 650, 660, 670, 680, 690], spread: Array(repeating: 0.3, count: 8))
        #expect(MilestoneForecast.likeliestDay(road, gap: 655) == 4)
    }

    @Test func aMarkAboveTheExpectedFinalIsNotExpectedThoughTheRoadReachesIt() throws {
        let code = try #require(MovieCode("20190001")), date = try #require(CalendarDate(iso: "2019-05-10"))
        let run = RunSeries(code: code, title: "가상의 영화", openDate: date.adding(days: -6), days: (0...6).map { day in
            RunSeries.Day(date: date.adding(days: day - 6), audience: 100_000, accumulated: 100_000 * (day + 1))
        })
        let model = FinalAudienceModel(RunsAsOf([run], asOf: date))
        // 700,000 so far; the road brings 20,000 a day, so it reaches the next mark, 1,000,000, on day 15.
        let road = ComingRoad(expected: (1...21).map { $0 * 20_000 }, spread: Array(repeating: 0.2, count: 21))
        var final = FinalAudienceForecast(dayOfRun: 7, accumulated: 700_000, expected: 980_000, low: 800_000, high: 1_300_000,
                                          trainingRuns: 100, road: road)
        // The final (its floor the three weeks' own fit, not the road's) stops short of it: not expected.
        let short = MilestoneForecast(run, on: date, final: final, model: model, calibration: .none)
        #expect(short.mark == 1_000_000 && short.date == nil && short.chance == nil)
        // A final that reaches it: dated by the road, about day 15, with its chance.
        final.expected = 1_050_000
        let reached = MilestoneForecast(run, on: date, final: final, model: model, calibration: .none)
        let day = try #require(reached.date).days(since: date)
        #expect((14...16).contains(day) && reached.chance != nil, "day \(day)")
        // Its range holds the date, and is wider than the day: the road's spread over days 11 to 21.
        let (low, high) = (try #require(reached.low), try #require(reached.high))
        #expect(low < reached.date! && reached.date! < high && low.days(since: date) >= 9, "\(low.iso)...\(high.iso)")
        #expect(short.low == nil && short.high == nil, "no date, no range")
        // Shown as a range only where it spans more than three days (high − low > 2).
        #expect(reached.shownRange == low...high)
        var narrow = reached
        (narrow.low, narrow.high) = (reached.date!.adding(days: -1), reached.date!.adding(days: 1))
        #expect(narrow.shownRange == nil, "three days: the date alone")
    }

    /// The range is the 10th to the 90th percentile of the crossing day given a crossing within the
    /// road: P(by day k) ÷ P(by the last day), the first day each share is reached.
    @Test func theRangeHoldsTheMiddleEightyPercentOfTheCrossings() {
        // Half crossed by day 2, then a tenth a day; 0.9 of all within the road.
        let crossedBy: [Double] = [0, 0.05, 0.45, 0.55, 0.65, 0.75, 0.85, 0.9]
        // 10 %: 0.09 of the road's 0.9 (day 2); 90 %: 0.81 (day 6).
        #expect(MilestoneForecast.range(crossedBy) == 2...6)
        // A road that never crosses leaves the whole road, and a certain crossing on one day that day alone.
        #expect(MilestoneForecast.range([0.0, 0, 0]) == 1...2)
        #expect(MilestoneForecast.range([0.0, 0, 1, 1]) == 2...2)
    }
}
