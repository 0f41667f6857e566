import BoxOfficeDomain

/// The front page of a reports folder: the latest report, then every day, newest first.
public struct ReportIndexBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    /// A weekly report on disk: its range, file name (without extension) and formats.
    public struct Weekly: Sendable {
        public var range: WeekRange
        public var name: String
        public var formats: [String]
        public init(range: WeekRange, name: String, formats: [String]) {
            self.range = range
            self.name = name
            self.formats = formats
        }
    }

    /// - Parameter days: each day with the formats written for it (`md`, `csv`, `html`, …).
    /// - Parameter weeks: the weekly reports, listed after the days.
    public func build(days: [(date: CalendarDate, formats: [String])], weeks: [Weekly] = []) -> ReportDocument {
        let l = language
        let sorted = days.sorted { $0.date > $1.date }
        var blocks: [Block] = []
        if let latest = sorted.first {
            blocks.append(.paragraph(l.sentences.latest(l.longDate(latest.date))))
            blocks.append(.links(latest.formats.sorted().map { Link(title: "latest.\($0)", href: "latest.\($0)") }))
        } else {
            blocks.append(.paragraph(l.sentences.noReportYet))
        }
        blocks.append(.heading(l.term("every_day")))
        let table = Table(
            columns: ["date", "weekday", "files"].map { Column($0, key: $0) },
            rows: sorted.map { day in
                [.text(day.date.iso), .text(l.weekday(day.date)), .list(day.formats.sorted().map { "daily/\(day.date.iso).\($0)" })]
            }
        )
        blocks.append(.links(sorted.map { day in
            let format = day.formats.contains("html") ? "html" : day.formats.sorted().first ?? "md"
            return Link(title: l.longDate(day.date), href: "daily/\(day.date.iso).\(format)")
        }))
        if !weeks.isEmpty {
            blocks.append(.heading(l.term("weekly_reports")))
            blocks.append(.links(weeks.sorted { $0.range > $1.range }.map { week in
                let format = week.formats.contains("html") ? "html" : week.formats.sorted().first ?? "md"
                return Link(title: "\(l.term(week.range.kind.rawValue)): \(l.longDate(week.range.start))\(l.term("range_to"))\(l.longDate(week.range.end))",
                            href: "weekly/\(week.name).\(format)")
            }))
        }
        return ReportDocument(language: l.code, title: l.term("reports_title"), metadata: [l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: table)
    }
}
