import BoxOfficeDomain
import Testing

@Suite struct DailyHighlightsTests {
    @Test func findsLeaderNewEntriesAndBiggestClimber() {
        let entries: [BoxOfficeEntry] = [
            .stub(rank: 2, movement: .moved(places: 12)),
            .stub(rank: 1, movement: .new),
            .stub(rank: 3, movement: .moved(places: -2)),
            .stub(rank: 5, movement: .moved(places: 12)),
            .stub(rank: 7, movement: .new),
        ]
        let highlights = DailyHighlights(entries: entries)
        #expect(highlights.leader?.rank == 1)
        #expect(highlights.newEntries.map(\.rank) == [1, 7])
        // A tie on places goes to the better rank.
        #expect(highlights.biggestClimber?.rank == 2)
    }

    @Test func noClimberWhenNothingClimbed() {
        let highlights = DailyHighlights(entries: [.stub(rank: 1, movement: .new), .stub(rank: 2, movement: .moved(places: -1))])
        #expect(highlights.biggestClimber == nil)
    }

    @Test func milestoneIsTheLargestRoundFigurePassedThatDay() {
        // Before the day: 1,950,000; after: 2,050,000 -> passed 2,000,000.
        let passing = BoxOfficeEntry.stub(rank: 1, audience: 100_000, accumulated: 2_050_000)
        // Before: 2,000,000 exactly; reaching a figure on the previous day is not passing it today.
        let alreadyThere = BoxOfficeEntry.stub(rank: 2, audience: 50_000, accumulated: 2_050_000)
        // A new movie from 0 to 320,000 passes 100,000 only: 200,000 and 300,000 are not the trade's marks.
        let opening = BoxOfficeEntry.stub(rank: 3, movement: .new, audience: 320_000, accumulated: 320_000)
        // 480,000 to 520,000 passes 500,000; 0 to 1,200,000 passes 100k, 500k and 1M: the highest is named.
        let half = BoxOfficeEntry.stub(rank: 4, audience: 40_000, accumulated: 520_000)
        let big = BoxOfficeEntry.stub(rank: 5, movement: .new, audience: 1_200_000, accumulated: 1_200_000)
        // Exactly on the mark counts (accumulated − audience < mark ≤ accumulated).
        let exact = BoxOfficeEntry.stub(rank: 6, audience: 10, accumulated: 3_000_000)
        let highlights = DailyHighlights(entries: [passing, alreadyThere, opening, half, big, exact])
        #expect(highlights.milestones.map(\.entry.rank) == [1, 3, 4, 5, 6])
        #expect(highlights.milestones.map(\.admissions) == [2_000_000, 100_000, 500_000, 1_000_000, 3_000_000])
    }
}
