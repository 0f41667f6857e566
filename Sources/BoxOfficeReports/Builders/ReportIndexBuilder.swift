import BoxOfficeDomain

/// The front page of a reports folder: the latest report, then every day, newest first.
public struct ReportIndexBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    /// - Parameter days: each day with the formats written for it (`md`, `csv`, `html`, …).
    public func build(days: [(date: CalendarDate, formats: [String])]) -> ReportDocument {
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
        return ReportDocument(language: l.code, title: l.term("reports_title"), metadata: [l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: table)
    }
}
