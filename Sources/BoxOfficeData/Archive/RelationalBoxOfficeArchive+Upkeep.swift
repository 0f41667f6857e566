import BoxOfficeDomain
import Foundation

/// What `boxoffice archive check` reports of an archive.
public struct ArchiveSummary: Hashable, Sendable {
    public var schemaVersion: Int
    public var days: Int
    public var firstDay: CalendarDate?
    public var lastDay: CalendarDate?
    public var movies: Int
    /// Days KOFIC revised after their first fetch, and the earlier versions kept of them.
    public var revisedDays: Int
    public var keptRevisions: Int
    public var weeks: Int
    public var readingList: Int
    /// Rows per table.
    public var rows: [String: Int]
    /// What the store's own check and the archive's consistency checks found; empty when sound.
    public var problems: [String]
}

/// One table's rows after `archive copy`.
public struct CopiedTable: Hashable, Sendable {
    public var table: String
    public var source: Int
    public var destination: Int
    /// The destination holds every source row (and perhaps rows of its own, when it was not empty).
    public var verified: Bool { destination >= source }
}

extension RelationalBoxOfficeArchive {
    /// Row counts per table, in the tables' order.
    public func rowCounts() throws -> [(table: String, rows: Int)] {
        try withSession { db in
            try ArchiveTable.allCases.map { ($0.rawValue, try db.query("SELECT count(*) FROM \($0.rawValue)").first?.first?.int ?? 0) }
        }
    }

    /// The store's own integrity check, then the archive's rules: every day has its chart, every
    /// ranking its day, and the kept revisions are older than the day's current one.
    public func integrityProblems() throws -> [String] {
        try withSession { db in
            var problems = try db.storeIntegrityProblems()
            let rules: [(String, String)] = [
                ("days without their chart", "SELECT count(*) FROM days d WHERE NOT EXISTS (SELECT 1 FROM rankings r WHERE r.date = d.date AND r.list = 'all')"),
                ("rankings of a day that is not archived", "SELECT count(*) FROM rankings r WHERE NOT EXISTS (SELECT 1 FROM days d WHERE d.date = r.date)"),
                ("kept revisions of a day that is not archived, or not older than its current revision", """
                    SELECT count(*) FROM ranking_revisions v WHERE NOT EXISTS (SELECT 1 FROM days d WHERE d.date = v.date AND v.revision < d.revision)
                    """),
                ("weekly rankings of a week that is not archived", """
                    SELECT count(*) FROM weekly_rankings r WHERE NOT EXISTS (SELECT 1 FROM weeks w WHERE w.kind = r.kind AND w.start_date = r.start_date)
                    """),
                ("kept weekly revisions not older than their week's current one", """
                    SELECT count(*) FROM weekly_ranking_revisions v WHERE NOT EXISTS
                        (SELECT 1 FROM weeks w WHERE w.kind = v.kind AND w.start_date = v.start_date AND v.revision < w.revision)
                    """),
            ]
            for (rule, sql) in rules {
                let count = try db.query(sql).first?.first?.int ?? 0
                if count > 0 { problems.append("\(count) \(rule)") }
            }
            return problems
        }
    }

    public func summary() throws -> ArchiveSummary {
        let counts = try rowCounts()
        let problems = try integrityProblems()
        return try withSession { db in
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
                     progress: (String, Int, Int) -> Void = { _, _, _ in }) throws -> [CopiedTable] {
        var copied: [CopiedTable] = []
        for table in ArchiveTable.allCases {
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
                try destination.withSession { db in
                    try db.transaction {
                        try db.query(table.upsert(columns: columns, rows: rows.count), rows.flatMap { $0 })
                    }
                }
                done += rows.count
                progress(table.rawValue, done, total)
            }
            let after = try destination.withSession { try $0.query("SELECT count(*) FROM \(table.rawValue)").first?.first?.int ?? 0 }
            copied.append(CopiedTable(table: table.rawValue, source: total, destination: after))
        }
        return copied
    }
}
