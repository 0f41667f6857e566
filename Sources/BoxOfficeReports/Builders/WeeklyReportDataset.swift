import BoxOfficeDomain

/// The weekly report's machine-readable table: `week_start, week_end, kind`, then the daily CSV's
/// columns for the same fields, then the detail columns. The same in every language.
enum WeeklyReportDataset {
    static let keys = [
        "week_start", "week_end", "kind", "rank", "rank_change", "is_new", "movie_code", "title", "open_date",
        "audience", "audience_change", "audience_change_pct", "audience_accumulated", "sales", "sales_change", "sales_change_pct",
        "sales_share", "sales_accumulated", "screens", "shows",
        "title_en", "genres", "directors", "nations", "runtime_minutes", "watch_grade", "details_missing", "distributors",
        "production_companies",
    ]

    static func table(_ report: WeeklyReport) -> Table {
        let rows = report.rows.map { row -> [Cell] in
            let entry = row.entry, details = row.details
            return [
                .text(report.range.start.iso), .text(report.range.end.iso), .text(report.range.kind.rawValue),
                .integer(entry.rank), .integer(entry.movement.places),
                Cell(display: entry.movement.isNew ? "yes" : "no", value: .boolean(entry.movement.isNew)),
                .text(entry.movieCode.rawValue), .text(entry.title), .text(entry.openDate?.iso ?? ""),
                .integer(entry.audience), .integer(entry.audienceChange), .decimal(entry.audienceChangePercent),
                .integer(entry.audienceAccumulated), .integer(entry.sales), .integer(entry.salesChange), .decimal(entry.salesChangePercent),
                .decimal(entry.salesShare), .integer(entry.salesAccumulated), .integer(entry.screens), .integer(entry.shows),
                .text(details?.englishTitle ?? ""), .list(details?.genres ?? []), .list(details?.directors.map(\.name) ?? []),
                .list(details?.nations ?? []), .integer(details?.runtimeMinutes),
                .list(details.map { DailyReportDataset.unique($0.watchGrades) } ?? []),
                Cell(display: details == nil ? "yes" : "no", value: .boolean(details == nil)),
                .list(details?.distributors ?? []), .list(details?.productionCompanies ?? []),
            ]
        }
        return Table(columns: keys.map { Column($0, key: $0) }, rows: rows)
    }
}
