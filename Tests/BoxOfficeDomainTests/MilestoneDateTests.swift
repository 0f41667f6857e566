import BoxOfficeDomain
import Testing

/// The day a milestone is dated on: the one whose ±1-day window most likely holds the crossing.
struct MilestoneDateTests {
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
}
