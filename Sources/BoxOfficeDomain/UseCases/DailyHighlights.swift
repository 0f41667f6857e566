/// What stands out in a day's chart, derived from its numbers.
public struct DailyHighlights: Hashable, Sendable {
    public struct Milestone: Hashable, Sendable {
        public var entry: BoxOfficeEntry
        /// The round audience figure passed that day.
        public var admissions: Int
    }

    /// The number one.
    public var leader: BoxOfficeEntry?
    /// Entries new to the chart, by rank.
    public var newEntries: [BoxOfficeEntry]
    /// The movie that climbed the most places (ties: the better rank), if any climbed.
    public var biggestClimber: BoxOfficeEntry?
    /// Movies whose accumulated audience passed a round figure that day (the largest one each).
    public var milestones: [Milestone]

    /// 100k, 200k, 300k, 500k, then every million.
    public static func roundFigures(upTo limit: Int) -> [Int] {
        var figures = [100_000, 200_000, 300_000, 500_000]
        var million = 1_000_000
        while million <= limit {
            figures.append(million)
            million += 1_000_000
        }
        return figures.filter { $0 <= limit }
    }

    public init(entries: [BoxOfficeEntry]) {
        let ranked = entries.sorted { $0.rank < $1.rank }
        leader = ranked.first
        newEntries = ranked.filter(\.movement.isNew)
        biggestClimber = ranked.filter { !$0.movement.isNew && $0.movement.places > 0 }
            .max { ($0.movement.places, -$0.rank) < ($1.movement.places, -$1.rank) }
        milestones = ranked.compactMap { entry in
            let before = entry.audienceAccumulatedBefore
            guard let figure = DailyHighlights.roundFigures(upTo: entry.audienceAccumulated).last(where: { $0 > before })
            else { return nil }
            return Milestone(entry: entry, admissions: figure)
        }
    }
}
