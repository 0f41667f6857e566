import BoxOfficeDomain
import Foundation

extension RelationalBoxOfficeArchive: ArchiveUpkeep {}

extension RelationalBoxOfficeArchive {
    /// Row counts per table, in the tables' order.
    public func rowCounts() throws -> [(table: String, rows: Int)] {
        try withSession(Self.rowCounts)
    }

    private static func rowCounts(_ db: any ArchiveSession) throws -> [(table: String, rows: Int)] {
        try ArchiveTable.allCases.map { ($0.rawValue, try db.query("SELECT count(*) FROM \($0.rawValue)").first?.first?.int ?? 0) }
    }

    /// The store's own integrity check, then the archive's rules: every day has its chart, every
    /// ranking its day, and the kept revisions are older than the day's current one.
    public func integrityProblems() throws -> [String] {
        try withSession { db in
            var problems = try db.storeIntegrityProblems()
            let rules: [(String, String)] = [
                ("days without their chart", "SELECT count(*) FROM days d WHERE NOT EXISTS (SELECT 1 FROM rankings r WHERE r.date = d.date AND r.list = \(ArchiveSchema.wholeMarket))"),
                ("rankings of a day that is not archived", "SELECT count(*) FROM rankings r WHERE NOT EXISTS (SELECT 1 FROM days d WHERE d.date = r.date)"),
                ("kept revisions of a day that is not archived, or not older than its current revision", """
                    SELECT count(*) FROM ranking_revisions v WHERE NOT EXISTS (SELECT 1 FROM days d WHERE d.date = v.date AND v.revision < d.revision)
                    """),
                ("weekly rankings of a week that is not archived", """
                    SELECT count(*) FROM weekly_rankings r WHERE NOT EXISTS (SELECT 1 FROM weeks w WHERE w.kind = r.kind AND w.list = r.list AND w.start_date = r.start_date)
                    """),
                ("kept weekly revisions not older than their week's current one", """
                    SELECT count(*) FROM weekly_ranking_revisions v WHERE NOT EXISTS
                        (SELECT 1 FROM weeks w WHERE w.kind = v.kind AND w.list = v.list AND w.start_date = v.start_date AND v.revision < w.revision)
                    """),
            ]
            for (rule, sql) in rules {
                let count = try db.query(sql).first?.first?.int ?? 0
                if count > 0 { problems.append("\(count) \(rule)") }
            }
            return problems
        }
    }

    /// What the archive keeps derived from its rankings, recomputed from them and compared: each
    /// day's market columns (`days`, `ArchiveSchema.marketColumns`), `movie_months`, `movie_runs` and `movie_distributors`. One line per
    /// table that disagrees, naming it; empty when every derived row is what the rankings give.
    public func derivedDataProblems() throws -> [String] {
        let all = ArchiveSchema.wholeMarket, korean = "'\(ChartList.korean.rawValue)'"
        // A list total as the store computes it (MarketDay.listTotal): the largest share's row.
        func listTotal(_ list: String) -> String {
            """
            (SELECT CAST(round(r.sales * 100.0 / r.sales_share) AS BIGINT) FROM rankings r
             WHERE r.date = d.date AND r.list = \(list) AND r.sales_share > 0 ORDER BY r.sales_share DESC, r.movie_code LIMIT 1)
            """
        }
        let hasKorean = "EXISTS (SELECT 1 FROM rankings k WHERE k.date = d.date AND k.list = \(korean))"
        // Each column beside what the rankings give; a sales total may differ by one won (the stores round alike but
        // for halves, which PostgreSQL's double rounding sends to even).
        let columns: [(String, String, Int)] = [
            ("audience", "(SELECT coalesce(sum(r.audience), 0) FROM rankings r WHERE r.date = d.date AND r.list = \(all))", 0),
            ("market_sales", listTotal(all), 1),
            ("korean_sales", listTotal(korean), 1),
            ("korean_list_audience", """
                CASE WHEN \(hasKorean) THEN (SELECT coalesce(sum(r.audience), 0) FROM rankings r WHERE r.date = d.date AND r.list = \(all)
                    AND EXISTS (SELECT 1 FROM rankings k WHERE k.date = r.date AND k.list = \(korean) AND k.movie_code = r.movie_code)) END
                """, 0),
            ("korean_nation_audience", """
                (SELECT coalesce(sum(CASE WHEN m.nations LIKE '["\(ArchiveSchema.korea)"%' THEN r.audience ELSE 0 END), 0)
                 FROM rankings r JOIN movies m ON m.movie_code = r.movie_code WHERE r.date = d.date AND r.list = \(all))
                """, 0),
            ("nation_unknown_audience", """
                (SELECT coalesce(sum(r.audience), 0) FROM rankings r WHERE r.date = d.date AND r.list = \(all)
                 AND NOT EXISTS (SELECT 1 FROM movies m WHERE m.movie_code = r.movie_code))
                """, 0),
        ]
        // A table kept from the rankings beside its rows made again: those that differ or are missing on either side.
        func rowsDisagreeing(_ db: any ArchiveSession, _ table: String, made: String, columns: String, key: [String]) throws -> Int {
            let columns = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            // A NULL equals a NULL (a run's open dates may be NULL on both sides; the stores spell IS NOT DISTINCT FROM
            // differently, so it is written out). The key compared plainly first, so the store can look a row up by it.
            let sameKey = key.map { "m.\($0) = a.\($0)" }.joined(separator: " AND ")
            let same = columns.filter { !key.contains($0) }.map { "(a.\($0) = m.\($0) OR (a.\($0) IS NULL AND m.\($0) IS NULL))" }
                .joined(separator: " AND ")
            return try db.query("""
                SELECT (SELECT count(*) FROM \(table) m WHERE NOT EXISTS (SELECT 1 FROM (\(made)) a WHERE \(sameKey) AND \(same)))
                     + (SELECT count(*) FROM (\(made)) a WHERE NOT EXISTS (SELECT 1 FROM \(table) m WHERE \(sameKey)))
                """).first?.first?.int ?? 0
        }
        return try withSession { db in
            var problems: [String] = []
            var disagreeing: [String] = [], days = 0
            for (column, expected, slack) in columns {
                let sql = "SELECT count(*) FROM days d WHERE abs(coalesce(d.\(column), -1) - coalesce(\(expected), -1)) > \(slack)"
                let count = try db.query(sql).first?.first?.int ?? 0
                if count > 0 { disagreeing.append(column); days = max(days, count) }
            }
            if !disagreeing.isEmpty {
                problems.append("days: the market columns of \(days) day(s) disagree with their rankings (\(disagreeing.joined(separator: ", ")))")
            }
            let months = try rowsDisagreeing(db, "movie_months", made: ArchiveSchema.movieMonths(where: "1 = 1"), columns: ArchiveSchema.movieMonthsColumns,
                                         key: ["month", "movie_code"])
            if months > 0 { problems.append("movie_months: \(months) row(s) disagree with the rankings' months") }
            let runs = try rowsDisagreeing(db, "movie_runs", made: ArchiveSchema.movieRuns(where: "1 = 1"), columns: ArchiveSchema.movieRunsColumns,
                                       key: ["movie_code"])
            if runs > 0 { problems.append("movie_runs: \(runs) row(s) disagree with the rankings' runs") }
            // Each movie's distributors beside its stored companies (decoded here: the stores' JSON functions differ).
            var kept: [String: [(String?, String)]] = [:]
            for row in try db.query("SELECT movie_code, company_code, name FROM movie_distributors ORDER BY movie_code, position", []) {
                kept[row[0].string ?? "", default: []].append((row[1].string, row[2].string ?? ""))
            }
            var movies = 0
            for row in try db.query("SELECT movie_code, companies FROM movies", []) {
                let companies = MovieDetailsRecord.decode(row[1].string, as: [MovieDetailsRecord.Company].self).map(\.domain)
                let expected = MovieDetails.distributing(companies).map { ($0.code, $0.name) }
                let found = kept.removeValue(forKey: row[0].string ?? "") ?? []
                if !found.elementsEqual(expected, by: { $0.0 == $1.0 && $0.1 == $1.1 }) { movies += 1 }
            }
            movies += kept.count
            if movies > 0 { problems.append("movie_distributors: \(movies) movie(s) disagree with their details' companies") }
            return problems
        }
    }

    /// The cheap figures: counts, the days' range, revisions (no integrity check; see `check()`).
    /// Read beside the writer when the archive has readers (a server's `archive_status`).
    public func summary() async throws -> ArchiveSummary {
        try await read { try Self.summary($0, problems: []) }
    }

    /// The summary with every check: the store's own integrity check, the archive's rules, and the
    /// derived data recomputed from the rankings. Reads the whole archive.
    public func check() async throws -> ArchiveSummary {
        try await onArchiveThread {
            let problems = try self.integrityProblems() + self.derivedDataProblems()
            return try self.withSession { try Self.summary($0, problems: problems) }
        }
    }

    private static func summary(_ db: any ArchiveSession, problems: [String]) throws -> ArchiveSummary {
        let counts = try rowCounts(db)
        do {
            let days = try db.query("SELECT count(*), min(date), max(date) FROM days").first ?? []
            let revisions = try db.query("""
                SELECT count(DISTINCT date), (SELECT count(*) FROM (SELECT DISTINCT date, revision FROM ranking_revisions) kept)
                FROM ranking_revisions
                """).first ?? []
            let rows = Dictionary(uniqueKeysWithValues: counts.map { ($0.table, $0.rows) })
            return ArchiveSummary(
                schemaVersion: try db.schemaVersion(), days: days.first?.int ?? 0,
                firstDay: days.count > 1 ? days[1].string.flatMap(CalendarDate.init(iso:)) : nil,
                lastDay: days.count > 2 ? days[2].string.flatMap(CalendarDate.init(iso:)) : nil,
                movies: rows["movies"] ?? 0, revisedDays: revisions.first?.int ?? 0,
                keptRevisions: revisions.count > 1 ? revisions[1].int ?? 0 : 0,
                weeks: rows["weeks"] ?? 0, readingList: rows["reading_list"] ?? 0, rows: rows, problems: problems
            )
        }
    }

    /// Copies every row of this archive into `destination` (another store or the same kind), table
    /// by table in key order, a batch of rows per transaction; rows already there with the same key
    /// are replaced, so running it again changes nothing. Returns each table's rows on both sides.
    ///
    /// - Parameter progress: the table, rows copied so far, rows in all; after every batch.
    public func copy(to destination: RelationalBoxOfficeArchive, batchSize: Int = 500,
                     progress: @escaping @Sendable (String, Int, Int) -> Void = { _, _, _ in }) async throws -> [CopiedTable] {
        try await onArchiveThread { try self.copyRows(to: destination, batchSize: batchSize, progress: progress) }
    }

    private func copyRows(to destination: RelationalBoxOfficeArchive, batchSize: Int, progress: (String, Int, Int) -> Void) throws -> [CopiedTable] {
        var copied: [CopiedTable] = []
        // A copy into a new (empty) archive, or again into its copy, is the same archive: it takes the
        // source's identity. Rows merged into another archive that holds days keep that one's (its site is its own).
        let identity = "SELECT identity FROM archive_identity"
        let merging = try destination.withSession { db in try !db.query("SELECT 1 FROM days LIMIT 1").isEmpty }
            && (try withSession { try $0.query(identity).first?.first?.string }) != (try destination.withSession { try $0.query(identity).first?.first?.string })
        for table in ArchiveTable.allCases where !(merging && table == .archive_identity) {
            let columns = try withSession { try $0.columns(of: table) }
            let theirs = try destination.withSession { try $0.columns(of: table) }
            guard Set(columns) == Set(theirs) else {
                throw ArchiveError.unreadable(path: destination.displayAddress,
                                              reason: "its table \(table.rawValue) has other columns than the source's; open it with this boxoffice first")
            }
            let total = try withSession { try $0.query("SELECT count(*) FROM \(table.rawValue)").first?.first?.int ?? 0 }
            let select = "SELECT \(columns.joined(separator: ", ")) FROM \(table.rawValue) ORDER BY \(table.key.joined(separator: ", ")) LIMIT ? OFFSET ?"
            var done = 0
            progress(table.rawValue, 0, total)
            while done < total {
                let rows = try withSession { try $0.query(select, [.integer(Int64(batchSize)), .integer(Int64(done))]) }
                if rows.isEmpty { break }
                _ = try destination.withSession { db in
                    try db.transaction {
                        try db.query(table.upsert(columns: columns, rows: rows.count), rows.flatMap { $0 })
                    }
                }
                done += rows.count
                progress(table.rawValue, done, total)
            }
            let after = try destination.withSession { try $0.query("SELECT count(*) FROM \(table.rawValue)").first?.first?.int ?? 0 }
            let (compared, differing) = try compareRows(of: table, columns: columns, with: destination, select: select, batchSize: batchSize)
            copied.append(CopiedTable(table: table.rawValue, source: total, destination: after, compared: compared, differing: differing))
        }
        // What is kept from the rankings is made again from the copied ones, then the statistics.
        try destination.withSession { db in
            try db.transaction {
                try db.query("DELETE FROM movie_months")
                try db.query(ArchiveSchema.movieMonthsRebuild)
                try db.query("DELETE FROM movie_runs")
                try db.query(ArchiveSchema.movieRunsRebuild)
                try Self.rebuildDistributors(db)
            }
            try db.refreshStatistics()
        }
        return copied
    }

    /// Reads every row of `table` back from `destination` by its key, a batch at a time, and compares
    /// it with the source's value by value (numbers as numbers: PostgreSQL answers in text).
    private func compareRows(of table: ArchiveTable, columns: [String], with destination: RelationalBoxOfficeArchive, select: String,
                             batchSize: Int) throws -> (compared: Int, differing: Int) {
        let keyIndexes = table.key.compactMap { columns.firstIndex(of: $0) }
        let tuple = "(" + Array(repeating: "?", count: keyIndexes.count).joined(separator: ", ") + ")"
        var compared = 0, differing = 0
        while true {
            let rows = try withSession { try $0.query(select, [.integer(Int64(batchSize)), .integer(Int64(compared))]) }
            if rows.isEmpty { break }
            // Keys compared as text: a VALUES list's parameters have no column to take a type from
            // (PostgreSQL will not compare its date column with text).
            let keys = table.key.map { "CAST(\($0) AS TEXT)" }.joined(separator: ", ")
            let lookup = "SELECT \(columns.joined(separator: ", ")) FROM \(table.rawValue) WHERE (\(keys)) IN (VALUES "
                + Array(repeating: tuple, count: rows.count).joined(separator: ", ") + ")"
            let theirs = try destination.withSession { db in
                try db.query(lookup, rows.flatMap { row in keyIndexes.map { ArchiveValue.text(row[$0].text ?? "") } })
            }
            var byKey: [[String]: [ArchiveValue]] = [:]
            for row in theirs { byKey[keyIndexes.map { row[$0].text ?? "" }] = row }
            for row in rows {
                guard let other = byKey[keyIndexes.map { row[$0].text ?? "" }], other.count == row.count,
                      zip(row, other).allSatisfy(Self.same) else {
                    differing += 1
                    continue
                }
            }
            compared += rows.count
        }
        return (compared, differing)
    }

    /// One value as both stores give it back: both absent, the same number, or the same text.
    static func same(_ pair: (ArchiveValue, ArchiveValue)) -> Bool {
        switch pair {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        default:
            if pair.0.text == pair.1.text { return true }
            guard case .text = pair.0, case .text = pair.1 else {
                return pair.0.double.map { value in pair.1.double == value } ?? false
            }
            return false
        }
    }
}
