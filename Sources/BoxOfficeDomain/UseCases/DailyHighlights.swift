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
    /// Movies whose accumulated audience crossed a milestone that day (the highest one each).
    public var milestones: [Milestone]

    public init(entries: [BoxOfficeEntry]) {
        let ranked = entries.sorted { $0.rank < $1.rank }
        leader = ranked.first
        newEntries = ranked.filter(\.movement.isNew)
        biggestClimber = ranked.filter { !$0.movement.isNew && $0.movement.places > 0 }
            .max { ($0.movement.places, -$0.rank) < ($1.movement.places, -$1.rank) }
        milestones = ranked.compactMap { entry in entry.milestoneCrossed.map { Milestone(entry: entry, admissions: $0) } }
    }
}
