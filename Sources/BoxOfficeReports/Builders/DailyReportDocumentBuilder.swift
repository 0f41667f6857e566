import BoxOfficeDomain

/// Lays out a `DailyReport` as a neutral document: heading, chart table, movie table,
/// totals, highlights, bar chart and notes; the dataset carries every number for CSV and JSON.
public struct DailyReportDocumentBuilder: Sendable {
    /// Where the data came from, as the heading says it.
    public var source: String
    /// When the report was made, already formatted (`2026-11-22 07:30 KST`).
    public var generatedAt: String

    public init(source: String, generatedAt: String) {
        self.source = source
        self.generatedAt = generatedAt
    }

    /// - Parameter extraMetadata: more lines under the title (an archived day's revision, say).
    public func build(_ report: DailyReport, extraMetadata: [LabeledValue] = []) -> ReportDocument {
        let date = report.date
        let notes = DetailsGapNotes(report)
        let titled = notes.title
        var blocks: [Block] = []
        if report.rows.isEmpty {
            blocks.append(.paragraph("KOFIC has no box-office data for \(date.iso). The day may be too recent, or no cinema reported."))
        } else {
            blocks.append(.table(chartTable(report, titled: titled)))
            blocks.append(.paragraph(totalsSentence(report)))
            blocks.append(.heading("Highlights"))
            blocks.append(.bulletList(HighlightSentences.sentences(for: DailyHighlights(entries: report.rows.map(\.entry)))))
            blocks.append(.barChart(BarChart(
                title: "Audience on \(date.iso)", unit: "admissions",
                bars: report.rows.map { BarChart.Bar(label: $0.entry.title, value: $0.entry.audience) }
            )))
            blocks.append(.heading("Movies"))
            blocks.append(.table(movieTable(report, titled: titled)))
        }
        if !notes.texts.isEmpty {
            blocks.append(.heading("Notes"))
            blocks.append(.notes(notes.texts))
        }
        return ReportDocument(
            title: "Daily box office — \(date.iso) (\(date.weekday.name))",
            metadata: [LabeledValue("Source", source), LabeledValue("Generated", generatedAt)] + extraMetadata,
            blocks: blocks,
            dataset: DailyReportDataset.table(report)
        )
    }

    private func chartTable(_ report: DailyReport, titled: (DailyReport.Row) -> String) -> Table {
        let columns = [
            Column("Rank", key: "rank", alignment: .trailing), Column("±", key: "rank_change"),
            Column("Title", key: "title", wraps: true), Column("Opened", key: "open_date"),
            Column("Days", key: "days_since_open", alignment: .trailing),
            Column("Audience", key: "audience", alignment: .trailing),
            Column("± day", key: "audience_change", alignment: .trailing),
            Column("± %", key: "audience_change_pct", alignment: .trailing),
            Column("Total audience", key: "audience_accumulated", alignment: .trailing),
            Column("Sales (₩)", key: "sales", alignment: .trailing),
            Column("Share", key: "sales_share", alignment: .trailing),
            Column("Total sales (₩)", key: "sales_accumulated", alignment: .trailing),
            Column("Screens", key: "screens", alignment: .trailing), Column("Shows", key: "shows", alignment: .trailing),
            Column("Per screen", key: "audience_per_screen", alignment: .trailing),
            Column("Per show", key: "audience_per_show", alignment: .trailing),
        ]
        let withHistory = report.rows.contains { $0.history != nil }
        let historyColumns = withHistory ? [
            Column("± last week", key: "audience_change_last_week_pct", alignment: .trailing),
            Column("Days in top 10", key: "days_in_top10", alignment: .trailing),
            Column("Best rank", key: "best_rank", alignment: .trailing),
        ] : []
        let rows = report.rows.map { row -> [Cell] in
            let history: [Cell] = withHistory ? [
                row.history?.audienceChangeLastWeekPercent.map {
                    Cell(display: NumberFormat.signedPercent($0), value: .decimal($0, places: 1))
                } ?? .empty,
                .integer(row.history?.daysInTopTen), .integer(row.history?.bestRank),
            ] : []
            return chartCells(row, report: report, titled: titled) + history
        }
        return Table(columns: columns + historyColumns, rows: rows)
    }

    /// Days since opening; a paid preview before the open date (KOFIC counts those) reads
    /// "preview" rather than a negative day, and keeps the signed number as its value.
    private func daysCell(_ days: Int?) -> Cell {
        guard let days, days < 0 else { return .integer(days) }
        return Cell(display: "preview", value: .integer(days))
    }

    private func chartCells(_ row: DailyReport.Row, report: DailyReport, titled: (DailyReport.Row) -> String) -> [Cell] {
        let entry = row.entry
        return [
            .integer(entry.rank), DailyReportDataset.movementCell(entry.movement), .text(titled(row)),
            .text(entry.openDate?.iso ?? ""), daysCell(entry.daysSinceOpening(on: report.date)),
            .integer(entry.audience),
            Cell(display: NumberFormat.signed(entry.audienceChange), value: .integer(entry.audienceChange)),
            Cell(display: NumberFormat.signedPercent(entry.audienceChangePercent), value: .decimal(entry.audienceChangePercent, places: 1)),
            .integer(entry.audienceAccumulated), .integer(entry.sales),
            Cell(display: NumberFormat.grouped(entry.salesShare, places: 1) + "%", value: .decimal(entry.salesShare, places: 1)),
            .integer(entry.salesAccumulated), .integer(entry.screens), .integer(entry.shows),
            .decimal(entry.audiencePerScreen, places: 1), .decimal(entry.audiencePerShow, places: 1),
        ]
    }

    private func movieTable(_ report: DailyReport, titled: (DailyReport.Row) -> String) -> Table {
        let columns = [
            Column("Rank", key: "rank", alignment: .trailing), Column("Title", key: "title", wraps: true),
            Column("English title", key: "title_en", wraps: true), Column("Genres", key: "genres", wraps: true),
            Column("Directors", key: "directors", wraps: true), Column("Nations", key: "nations", wraps: true),
            Column("Runtime", key: "runtime_minutes", alignment: .trailing), Column("Rating", key: "watch_grade"),
        ]
        let rows = report.rows.map { row -> [Cell] in
            let details = row.details
            return [
                .integer(row.entry.rank), .text(titled(row)), .text(details?.englishTitle ?? ""),
                .list(details?.genres ?? []), .list(details?.directors.map(\.name) ?? []),
                .list(details?.nations ?? []),
                details?.runtimeMinutes.map { Cell(display: "\($0) min", value: .integer($0)) } ?? .empty,
                .list(details.map { DailyReportDataset.unique($0.watchGrades) } ?? []),
            ]
        }
        return Table(columns: columns, rows: rows)
    }

    private func totalsSentence(_ report: DailyReport) -> String {
        "Top \(report.rows.count) total: \(NumberFormat.grouped(report.totalAudience)) admissions, "
            + "₩\(NumberFormat.grouped(report.totalSales)) in sales, "
            + "\(NumberFormat.grouped(report.totalSalesShare, places: 1))% of the day's sales."
    }
}
