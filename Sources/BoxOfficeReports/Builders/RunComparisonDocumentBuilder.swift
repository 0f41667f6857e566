import BoxOfficeDomain

/// Lays out movies' runs side by side (`history compare`): who passed each mark first and by how
/// many days, the day each passed each mark, and their totals by day of release, as lines and a
/// table; the dataset is the long form, one row per movie and day.
public struct RunComparisonDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    static let machineKeys = ["movie_code", "title", "day_of_release", "date", "audience", "audience_accumulated"]
    /// How many marks the text races the movies on.
    static let racesSaid = 6

    public func build(_ comparison: RunComparison) -> ReportDocument {
        let l = language
        let curves = comparison.curves
        let dataset = Table(columns: Self.machineKeys.map { Column($0, key: $0) }, rows: curves.flatMap { curve in
            curve.points.map { [.text(curve.code.rawValue), .text(curve.title), .integer($0.dayOfRelease), .text($0.date.iso),
                                .integer($0.audience), .integer($0.accumulated)] }
        })
        let titles = curves.map { "'\($0.title)'" }.joined(separator: " · ")
        let title = { (l: ReportLanguage) in l.term("compare_title", ["titles": titles]) }
        // One line a mark, the biggest marks first (the table below has every mark).
        let leads = comparison.races.prefix(Self.racesSaid).map { race -> String in
            let first = race.finishers[0]
            let others = race.finishers.dropFirst().map { finisher -> String in
                let gap = finisher.dayOfRelease - first.dayOfRelease
                return l.term(gap == 0 ? "compare_same_day" : gap == 1 ? "compare_later_one" : "compare_later", [
                    "title": curves[finisher.curve].title, "day": String(finisher.dayOfRelease), "days": String(finisher.dayOfRelease - first.dayOfRelease),
                ])
            }
            return l.term("compare_lead", ["mark": l.sentences.mark(race.mark), "title": curves[first.curve].title,
                                           "day": String(first.dayOfRelease), "date": l.longDate(first.date)]) + others.joined()
        }
        let marks = Set(curves.flatMap { $0.crossings.map(\.mark) }).sorted()
        let milestones = Table(columns: [l.column("milestone", .trailing)] + curves.map { Column($0.title, key: $0.code.rawValue, wraps: true) },
                               rows: marks.map { mark in
            [Cell(display: l.sentences.mark(mark), value: .integer(mark))] + curves.map { curve in
                curve.crossings.first { $0.mark == mark }.map { .text(l.term("crossed_on", ["day": String($0.dayOfRelease), "date": $0.date.iso])) }
                    ?? .text(l.term("not_crossed"))
            }
        })
        let lastDay = curves.flatMap { $0.points.map(\.dayOfRelease) }.max() ?? 0
        let byDay = curves.map { curve in Dictionary(curve.points.map { ($0.dayOfRelease, $0.accumulated) }, uniquingKeysWith: { $1 }) }
        let days = Table(columns: [l.column("day_of_release", .trailing)] + curves.map { Column($0.title, key: $0.code.rawValue, alignment: .trailing, wraps: true) },
                         rows: (lastDay > 0 ? Array(1...lastDay) : []).map { day in [.integer(day)] + byDay.map { .integer($0[day]) } })
        let absent = curves.filter(\.points.isEmpty).map { l.term("compare_absent", ["title": $0.title, "open": $0.openDate.iso]) }
        let blocks: [Block] = [.paragraph(l.term("compare_intro"))] + (absent.isEmpty ? [] : [.bulletList(absent)]) + [
            .bulletList(leads.isEmpty ? [l.term("compare_no_lead")] : leads + [l.term("compare_marks_note")]),
            .seriesChart(SeriesChart(title: l.term("accumulated_by_day"), xLabel: l.term("day_of_release"), series: curves.map { curve in
                .init(name: curve.title, points: curve.points.map { .init(x: $0.dayOfRelease, y: $0.accumulated) })
            })),
            .heading(l.term("milestones_crossed")), .table(milestones),
            .heading(l.term("accumulated_by_day")), .table(days),
        ]
        return ReportDocument(language: l.code, title: title(l), dataTitle: title(.english),
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)], blocks: blocks, dataset: dataset)
    }
}
