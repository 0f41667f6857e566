import BoxOfficeDomain

/// Puts a day's highlights into sentences.
enum HighlightSentences {
    static func sentences(for highlights: DailyHighlights) -> [String] {
        var out: [String] = []
        if let leader = highlights.leader {
            out.append("\(leader.title) leads with \(NumberFormat.grouped(leader.audience)) admissions "
                + "(\(NumberFormat.grouped(leader.salesShare, places: 1))% of the day's sales).")
        }
        if !highlights.newEntries.isEmpty {
            let names = highlights.newEntries.map { "\($0.title) (#\($0.rank))" }
            out.append("New in the chart: \(names.joined(separator: ", ")).")
        }
        if let climber = highlights.biggestClimber {
            let places = climber.movement.places
            out.append("Biggest climber: \(climber.title), up \(places) \(places == 1 ? "place" : "places") to #\(climber.rank).")
        }
        for milestone in highlights.milestones {
            out.append("\(milestone.entry.title) passed \(NumberFormat.grouped(milestone.admissions)) admissions "
                + "(\(NumberFormat.grouped(milestone.entry.audienceAccumulated)) in all).")
        }
        return out
    }
}
