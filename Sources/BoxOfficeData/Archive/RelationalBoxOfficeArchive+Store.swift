import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

extension RelationalBoxOfficeArchive: BoxOfficeArchive {
    public func store(_ day: ArchivedDay, extraLists: [ChartList: DailyBoxOffice] = [:]) async throws -> ArchiveOutcome {
        let date = day.report.date.iso
        return try await session { [self] db in
            try db.transaction(locking: .day(day.report.date)) { () throws -> ArchiveOutcome in
                let existing = try db.query("SELECT revision, provisional, fetched_at FROM days WHERE date = ?", [.text(date)]).first
                var outcome = ArchiveOutcome.added
                var replaced: [String] = []
                if let existing {
                    let revision = existing[0].int ?? 1
                    let before = try numbers(db, date: date)
                    let after = Dictionary(day.report.rows.map { ($0.entry.movieCode.rawValue, Numbers($0.entry)) }, uniquingKeysWith: { first, _ in first })
                    if before == after {
                        if existing[1].int == 1, !day.provisional {
                            try db.query("UPDATE days SET provisional = 0, fetched_at = ? WHERE date = ?",
                                       [.integer(Int64(day.fetchedAt.timeIntervalSince1970)), .text(date)])
                        }
                        try replaceExtraLists(db, date: date, extraLists)
                        if extraLists[.korean] != nil { try Self.storeMarket(db, date: date, day.report, korean: extraLists[.korean]) }
                        return .unchanged
                    }
                    try db.query("""
                        INSERT INTO ranking_revisions
                        SELECT r.date, d.revision, d.fetched_at, r.list, r.movie_code, r.rank, r.title, r.audience,
                               r.audience_accumulated, r.sales, r.sales_accumulated, r.screens, r.shows
                        FROM rankings r JOIN days d ON d.date = r.date WHERE r.date = ?
                        """, [.text(date)])
                    replaced = Array(before.keys)
                    try db.query("DELETE FROM rankings WHERE date = ?", [.text(date)])
                    // The forecasts its report showed were made from the numbers it had.
                    try db.query("DELETE FROM shown_forecasts WHERE date = ?", [.text(date)])
                    try db.query("UPDATE days SET fetched_at = ?, source = ?, provisional = ?, revision = ? WHERE date = ?", [
                        .integer(Int64(day.fetchedAt.timeIntervalSince1970)), .text(day.source), ArchiveValue(day.provisional),
                        .integer(Int64(revision + 1)), .text(date),
                    ])
                    outcome = .revised(revision: revision + 1, summary: Self.summarise(before: before, after: after))
                } else {
                    try db.query("INSERT INTO days (date, fetched_at, source, provisional, revision) VALUES (?, ?, ?, ?, 1)", [
                        .text(date), .integer(Int64(day.fetchedAt.timeIntervalSince1970)), .text(day.source), ArchiveValue(day.provisional),
                    ])
                }
                try Self.insertRankings(db, into: "rankings (date, list", key: [.text(date), .text(ChartList.all.rawValue)],
                                        day.report.rows.map(\.entry))
                if case .revised = outcome {
                    // Its movies' rows of the month and runs made again (a best rank or a last day is not taken back by subtracting).
                    let codes = replaced + day.report.rows.map(\.entry.movieCode.rawValue)
                    try Self.remakeMonths(db, date: day.report.date, codes: codes)
                    try Self.remakeRuns(db, codes: codes)
                } else {
                    try Self.addToMonths(db, date: day.report.date, day.report.rows.map(\.entry))
                    try Self.addToRuns(db, date: day.report.date, day.report.rows.map(\.entry))
                }
                try replaceExtraLists(db, date: date, extraLists)
                try Self.storeMarket(db, date: date, day.report, korean: extraLists[.korean])
                return outcome
            }
        }
    }

    /// The day's market columns, from the lists being stored (`ArchiveSchema.marketColumns`); the
    /// K list's NULL without one (a revised day's rankings, its K list among them, were replaced); the
    /// nations' from the movies' archived details.
    static func storeMarket(_ db: any ArchiveSession, date: String, _ report: DailyReport, korean: DailyBoxOffice?) throws {
        let entries = report.rows.map(\.entry)
        func total(_ entries: [BoxOfficeEntry]) -> Int? { MarketDay.listTotal(entries) }
        let koreanCodes = Set(korean?.entries.map(\.movieCode) ?? [])
        try db.query("UPDATE days SET audience = ?, market_sales = ?, korean_sales = ?, korean_list_audience = ? WHERE date = ?", [
            ArchiveValue(entries.reduce(0) { $0 + $1.audience }), ArchiveValue(total(entries)), ArchiveValue(korean.flatMap { total($0.entries) }),
            ArchiveValue(korean.map { _ in entries.filter { koreanCodes.contains($0.movieCode) }.reduce(0) { $0 + $1.audience } }), .text(date),
        ])
        try db.query(ArchiveSchema.nationUpdate + " WHERE date = ?", [.text(date)])
    }

    /// Adds a new day's rows to `movie_months`, in one statement, movies in code order: concurrent
    /// days of one month on a server add up row by row instead of overwriting each other.
    static func addToMonths(_ db: any ArchiveSession, date: CalendarDate, _ entries: [BoxOfficeEntry]) throws {
        guard !entries.isEmpty else { return }
        let month = String(date.iso.prefix(7))
        let sorted = entries.sorted { $0.movieCode.rawValue < $1.movieCode.rawValue }
        // Plain CASE, not min()/max() of two values: SQLite has no least(), PostgreSQL no two-argument min().
        func least(_ column: String) -> String {
            "\(column) = CASE WHEN excluded.\(column) < movie_months.\(column) THEN excluded.\(column) ELSE movie_months.\(column) END"
        }
        func greatest(_ column: String) -> String {
            "\(column) = CASE WHEN excluded.\(column) > movie_months.\(column) THEN excluded.\(column) ELSE movie_months.\(column) END"
        }
        // Every right-hand side reads the row as it was (both stores): the title follows the newer last day.
        let title = "title = CASE WHEN excluded.last_day > movie_months.last_day THEN excluded.title ELSE movie_months.title END"
        try db.query("INSERT INTO movie_months (\(ArchiveSchema.movieMonthsColumns)) VALUES "
                        + Array(repeating: "(?, ?, ?, 1, ?, ?, ?, ?, ?, ?)", count: sorted.count).joined(separator: ", ")
                        + " ON CONFLICT (month, movie_code) DO UPDATE SET audience = movie_months.audience + excluded.audience,"
                        + " days = movie_months.days + excluded.days, sales = movie_months.sales + excluded.sales, "
                        + [least("best_rank"), least("first_day"), greatest("last_day"), greatest("accumulated"), title].joined(separator: ", "),
                     sorted.flatMap { entry -> [ArchiveValue] in
                         [.text(month), .text(entry.movieCode.rawValue), ArchiveValue(entry.audience), ArchiveValue(entry.sales), ArchiveValue(entry.rank),
                          .text(date.iso), .text(date.iso), ArchiveValue(entry.audienceAccumulated), .text(entry.title)]
                     })
    }

    /// Makes the month's `movie_months` rows of `codes` again from the rankings (a revised day: its
    /// old rows and its new ones); a movie left with no day of the month has none.
    static func remakeMonths(_ db: any ArchiveSession, date: CalendarDate, codes: [String]) throws {
        let codes = Array(Set(codes)).sorted()
        guard !codes.isEmpty else { return }
        let month = String(date.iso.prefix(7)), first = CalendarDate(year: date.year, month: date.month, day: 1)!
        func marks(from first: Int) -> String { codes.indices.map { "?\($0 + first)" }.joined(separator: ", ") }
        try db.query("DELETE FROM movie_months WHERE month = ?1 AND movie_code IN (\(marks(from: 2)))", [.text(month)] + codes.map { .text($0) })
        try db.query("INSERT INTO movie_months (\(ArchiveSchema.movieMonthsColumns)) "
                        + ArchiveSchema.movieMonths(where: "date BETWEEN ?1 AND ?2 AND movie_code IN (\(marks(from: 3)))"),
                     [.text(first.iso), .text(date.lastOfMonth.iso)] + codes.map { .text($0) })
    }

    /// Adds a new day's rows to `movie_runs`, as `addToMonths` does to the months (in one statement,
    /// movies in code order); a day older than a run's last (a backfill's) leaves its last day's columns.
    static func addToRuns(_ db: any ArchiveSession, date: CalendarDate, _ entries: [BoxOfficeEntry]) throws {
        guard !entries.isEmpty else { return }
        let sorted = entries.sorted { $0.movieCode.rawValue < $1.movieCode.rawValue }
        func sum(_ column: String) -> String { "\(column) = movie_runs.\(column) + excluded.\(column)" }
        // An open date's extremes keep a run's dated days' (NULL, a day without one, never wins).
        func extreme(_ column: String, _ comparison: String) -> String {
            "\(column) = CASE WHEN movie_runs.\(column) IS NULL OR excluded.\(column) \(comparison) movie_runs.\(column) "
                + "THEN coalesce(excluded.\(column), movie_runs.\(column)) ELSE movie_runs.\(column) END"
        }
        func onLastDay(_ column: String) -> String {
            "\(column) = CASE WHEN excluded.last_day > movie_runs.last_day THEN excluded.\(column) ELSE movie_runs.\(column) END"
        }
        // Every right-hand side reads the row as it was (both stores).
        let updates = ["audience", "sales", "days", "dated_days"].map(sum)
            + [extreme("first_day", "<"), extreme("last_day", ">"), extreme("accumulated", ">"), extreme("earliest_open", "<"), extreme("latest_open", ">")]
            + ["last_accumulated", "title", "open_date"].map(onLastDay)
        let row = "(" + Array(repeating: "?", count: ArchiveSchema.movieRunsColumns.split(separator: ",").count).joined(separator: ", ") + ")"
        try db.query("INSERT INTO movie_runs (\(ArchiveSchema.movieRunsColumns)) VALUES "
                        + Array(repeating: row, count: sorted.count).joined(separator: ", ")
                        + " ON CONFLICT (movie_code) DO UPDATE SET " + updates.joined(separator: ", "),
                     sorted.flatMap { entry -> [ArchiveValue] in
                         let open = ArchiveValue(entry.openDate?.iso)
                         return [.text(entry.movieCode.rawValue), ArchiveValue(entry.audience), ArchiveValue(entry.sales), .integer(1),
                                 .text(date.iso), .text(date.iso), ArchiveValue(entry.audienceAccumulated), ArchiveValue(entry.audienceAccumulated),
                                 .text(entry.title), open, open, open, .integer(entry.openDate == nil ? 0 : 1)]
                     })
    }

    /// Makes the `movie_runs` rows of `codes` again from all their rankings (a revised day's movies);
    /// a movie left with no day has none.
    static func remakeRuns(_ db: any ArchiveSession, codes: [String]) throws {
        let codes = Array(Set(codes)).sorted()
        guard !codes.isEmpty else { return }
        let marks = codes.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
        try db.query("DELETE FROM movie_runs WHERE movie_code IN (\(marks))", codes.map { .text($0) })
        try db.query("INSERT INTO movie_runs (\(ArchiveSchema.movieRunsColumns)) " + ArchiveSchema.movieRuns(where: "movie_code IN (\(marks))"),
                     codes.map { .text($0) })
    }

    private func replaceExtraLists(_ db: any ArchiveSession, date: String, _ lists: [ChartList: DailyBoxOffice]) throws {
        for (list, chart) in lists where list != .all {
            try db.query("DELETE FROM rankings WHERE date = ? AND list = ?", [.text(date), .text(list.rawValue)])
            try Self.insertRankings(db, into: "rankings (date, list", key: [.text(date), .text(list.rawValue)], chart.entries)
        }
    }

    /// A chart's rows in one statement (one round trip to a server, whatever its length), into
    /// `rankings` or `weekly_rankings`: `into` names the table and its two key columns before
    /// `movie_code` (`"rankings (date, list"`), `key` their values.
    static func insertRankings(_ db: any ArchiveSession, into table: String, key: [ArchiveValue], _ entries: [BoxOfficeEntry]) throws {
        guard !entries.isEmpty else { return }
        let rows = entries.map { key + values($0) }
        let row = "(" + Array(repeating: "?", count: rows[0].count).joined(separator: ", ") + ")"
        try db.query("INSERT INTO \(table), movie_code, \(ArchiveSchema.rankingColumns)) VALUES "
                        + Array(repeating: row, count: rows.count).joined(separator: ", "), rows.flatMap { $0 })
    }

    /// The numbers that make a revision: if any of them changes, the day was revised.
    struct Numbers: Hashable {
        var rank, audience, audienceAccumulated, sales, salesAccumulated, screens, shows: Int
        init(_ e: BoxOfficeEntry) {
            (rank, audience, audienceAccumulated, sales, salesAccumulated, screens, shows) =
                (e.rank, e.audience, e.audienceAccumulated, e.sales, e.salesAccumulated, e.screens, e.shows)
        }
        init(_ row: [ArchiveValue]) {
            (rank, audience, audienceAccumulated, sales, salesAccumulated, screens, shows) = (
                row[1].int ?? 0, row[2].int ?? 0, row[3].int ?? 0, row[4].int ?? 0, row[5].int ?? 0, row[6].int ?? 0, row[7].int ?? 0
            )
        }
    }

    private func numbers(_ db: any ArchiveSession, date: String) throws -> [String: Numbers] {
        let rows = try db.query("""
            SELECT movie_code, rank, audience, audience_accumulated, sales, sales_accumulated, screens, shows
            FROM rankings WHERE date = ? AND list = \(ArchiveSchema.wholeMarket)
            """, [.text(date)])
        return Dictionary(rows.map { ($0[0].string ?? "", Numbers($0)) }, uniquingKeysWith: { first, _ in first })
    }

    static func summarise(before: [String: Numbers], after: [String: Numbers]) -> String {
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.count
        let total = { (numbers: [String: Numbers]) in numbers.values.reduce(0) { $0 + $1.audience } }
        let (old, new) = (total(before), total(after))
        let delta = new - old
        return "\(changed) of \(max(before.count, after.count)) movies changed; audience \(old) → \(new) (\(delta >= 0 ? "+" : "")\(delta))"
    }

    /// An entry's values for `movie_code` and `ArchiveSchema.rankingColumns`.
    static func values(_ e: BoxOfficeEntry) -> [ArchiveValue] {
        [
            .text(e.movieCode.rawValue), ArchiveValue(e.rank), ArchiveValue(e.movement.places),
            ArchiveValue(e.movement.isNew), .text(e.title), ArchiveValue(e.openDate?.iso), ArchiveValue(e.audience),
            ArchiveValue(e.audienceChange), ArchiveValue(e.audienceChangePercent), ArchiveValue(e.audienceAccumulated),
            ArchiveValue(e.sales), ArchiveValue(e.salesChange), ArchiveValue(e.salesChangePercent), ArchiveValue(e.salesShare),
            ArchiveValue(e.salesAccumulated), ArchiveValue(e.screens), ArchiveValue(e.shows),
        ]
    }
}
