import BoxOfficeDomain

/// The daily report's machine-readable table: the pinned CSV columns, in order, and more. The
/// same in every language: keys and values, never labels.
enum DailyReportDataset {
    static func table(_ report: DailyReport) -> Table {
        let columns = [
            "date", "rank", "rank_change", "is_new", "movie_code", "title", "title_en", "open_date", "days_since_open",
            "audience", "audience_change", "audience_change_pct", "audience_accumulated",
            "sales", "sales_change", "sales_change_pct", "sales_share", "sales_accumulated",
            "screens", "shows", "audience_per_screen", "audience_per_show",
            "genres", "directors", "nations", "runtime_minutes", "watch_grade", "details_missing",
            "audience_change_last_week_pct", "days_in_top10", "best_rank",
            "distributors", "production_companies", "day_of_release", "milestone",
            "forecast_final", "forecast_final_low", "forecast_final_high", "next_milestone", "next_milestone_date",
            "next_milestone_chance_pct", "re_release", "next_milestone_date_low", "next_milestone_date_high",
        ].map { Column($0, key: $0) }
        let rows = report.rows.map { row -> [Cell] in
            let entry = row.entry, details = row.details
            return [
                .text(report.date.iso), .integer(entry.rank), .integer(entry.movement.places),
                Cell(display: entry.movement.isNew ? "yes" : "no", value: .boolean(entry.movement.isNew)),
                .text(entry.movieCode.rawValue), .text(entry.title), .text(details?.englishTitle ?? ""),
                .text(entry.openDate?.iso ?? ""), .integer(entry.daysSinceOpening(on: report.date)),
                .integer(entry.audience), .integer(entry.audienceChange), .decimal(entry.audienceChangePercent),
                .integer(entry.audienceAccumulated), .integer(entry.sales), .integer(entry.salesChange),
                .decimal(entry.salesChangePercent), .decimal(entry.salesShare), .integer(entry.salesAccumulated),
                .integer(entry.screens), .integer(entry.shows),
                .decimal(entry.audiencePerScreen), .decimal(entry.audiencePerShow),
                .list(details?.genres ?? []), .list(details?.directors.map(\.name) ?? []), .list(details?.nations ?? []),
                .integer(details?.runtimeMinutes), .list(details.map { unique($0.watchGrades) } ?? []),
                Cell(display: row.details == nil ? "yes" : "no", value: .boolean(row.details == nil)),
                .decimal(row.history?.audienceChangeLastWeekPercent), .integer(row.history?.daysInTopTen),
                .integer(row.history?.bestRank),
                .list(details?.distributors ?? []), .list(details?.productionCompanies ?? []),
                .integer(row.dayOfRelease(on: report.date)), .integer(entry.milestoneCrossed),
                .integer(row.forecast?.final.expected), .integer(row.forecast?.final.low), .integer(row.forecast?.final.high),
                // The next milestone; its date only when expected within 60 days.
                .integer(row.forecast?.next.mark), .text(row.forecast?.next.date?.iso ?? ""),
                // Its chance of being crossed within three weeks, in percent (empty: no forecast, or past the road).
                .integer(row.forecast?.next.chance.map { Int(($0 * 100).rounded()) }),
                Cell(display: row.isReRelease(on: report.date) ? "yes" : "no", value: .boolean(row.isReRelease(on: report.date))),
                // The next milestone's 80 % range of days (empty where it has no date).
                .text(row.forecast?.next.low?.iso ?? ""), .text(row.forecast?.next.high?.iso ?? ""),
            ]
        }
        return Table(columns: columns, rows: rows)
    }

    /// ▲3, ▼2, –, or the language's NEW.
    static func movementCell(_ movement: RankMovement, newLabel: String) -> Cell {
        switch movement {
        case .new: Cell(display: newLabel, value: .integer(0), tone: .new)
        case .moved(let places) where places > 0: Cell(display: "▲\(places)", value: .integer(places), tone: .up)
        case .moved(let places) where places < 0: Cell(display: "▼\(-places)", value: .integer(places), tone: .down)
        case .moved: Cell(display: "–", value: .integer(0))
        }
    }

    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
