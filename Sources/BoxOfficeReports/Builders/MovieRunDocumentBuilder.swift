import BoxOfficeDomain

/// Lays out a movie's run from the archive: facts, rank and audience over time, one row per day.
public struct MovieRunDocumentBuilder: Sendable {
    public var source: String
    public var generatedAt: String

    public init(source: String, generatedAt: String) {
        self.source = source
        self.generatedAt = generatedAt
    }

    public func build(_ run: MovieRun) -> ReportDocument {
        let table = Table(
            columns: [
                Column("Date", key: "date"), Column("Rank", key: "rank", alignment: .trailing),
                Column("Audience", key: "audience", alignment: .trailing),
                Column("Total audience", key: "audience_accumulated", alignment: .trailing),
                Column("Sales (₩)", key: "sales", alignment: .trailing), Column("Screens", key: "screens", alignment: .trailing),
            ],
            rows: run.days.map { day in
                [.text(day.date.iso), .integer(day.rank), .integer(day.audience), .integer(day.audienceAccumulated),
                 .integer(day.sales), .integer(day.screens)]
            }
        )
        var facts = [LabeledValue("Movie code", run.code.rawValue)]
        if let details = run.details, !details.englishTitle.isEmpty { facts.append(LabeledValue("English title", details.englishTitle)) }
        var blocks: [Block] = []
        if let first = run.days.first, let last = run.days.last {
            facts += [
                LabeledValue("Days in the top ten", "\(run.days.count) (\(first.date.iso) to \(last.date.iso))"),
                LabeledValue("Best rank", "#\(run.days.map(\.rank).min()!)"),
                LabeledValue("Best day", "\(NumberFormat.grouped(run.days.map(\.audience).max()!)) admissions"),
                LabeledValue("Total audience (last charted day)", NumberFormat.grouped(last.audienceAccumulated)),
            ]
            blocks = [
                .definitionList(facts),
                .lineChart(LineChart(title: "Rank by day", points: run.days.map { .init(label: $0.date.iso, value: Double($0.rank)) }, inverted: true)),
                .lineChart(LineChart(title: "Audience by day", points: run.days.map { .init(label: $0.date.iso, value: Double($0.audience)) })),
                .heading("Days in the chart"),
                .table(table),
            ]
        } else {
            blocks = [.definitionList(facts), .paragraph("The archive knows this movie's details but holds no day on which it was ranked.")]
        }
        return ReportDocument(
            title: "\(run.title) — run in the archive",
            metadata: [LabeledValue("Source", source), LabeledValue("Generated", generatedAt)],
            blocks: blocks, dataset: table
        )
    }
}
