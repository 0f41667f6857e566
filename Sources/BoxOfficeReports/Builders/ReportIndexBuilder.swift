import BoxOfficeDomain

/// The front page of a reports folder: the latest report, then every day, newest first.
public struct ReportIndexBuilder: Sendable {
    public var generatedAt: String

    public init(generatedAt: String) { self.generatedAt = generatedAt }

    /// - Parameter days: each day with the formats written for it (`md`, `csv`, `html`, …).
    public func build(days: [(date: CalendarDate, formats: [String])]) -> ReportDocument {
        let sorted = days.sorted { $0.date > $1.date }
        var blocks: [Block] = []
        if let latest = sorted.first {
            blocks.append(.paragraph("Latest: \(latest.date.iso) (\(latest.date.weekday.name))."))
            blocks.append(.links(latest.formats.sorted().map { Link(title: "latest.\($0)", href: "latest.\($0)") }))
        } else {
            blocks.append(.paragraph("No daily report yet."))
        }
        blocks.append(.heading("Every day"))
        let table = Table(
            columns: [Column("Date", key: "date"), Column("Weekday", key: "weekday"), Column("Files", key: "files")],
            rows: sorted.map { day in
                [.text(day.date.iso), .text(day.date.weekday.name),
                 .list(day.formats.sorted().map { "daily/\(day.date.iso).\($0)" })]
            }
        )
        blocks.append(.links(sorted.map { day in
            let format = day.formats.contains("html") ? "html" : day.formats.sorted().first ?? "md"
            return Link(title: "\(day.date.iso) (\(day.date.weekday.name))", href: "daily/\(day.date.iso).\(format)")
        }))
        return ReportDocument(title: "Box-office reports", metadata: [LabeledValue("Generated", generatedAt)], blocks: blocks, dataset: table)
    }
}
