import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

extension SQLiteBoxOfficeArchive: BoxOfficeArchive {
    public func store(_ day: ArchivedDay, extraLists: [ChartList: DailyBoxOffice] = [:]) async throws -> ArchiveOutcome {
        let date = day.report.date.iso
        return try withDatabase { db in
            try db.transaction { () throws -> ArchiveOutcome in
                let existing = try db.run("SELECT revision, provisional, fetched_at FROM days WHERE date = ?", [.text(date)]).first
                var outcome = ArchiveOutcome.added
                if let existing {
                    let revision = existing[0].int ?? 1
                    let before = try numbers(db, date: date)
                    let after = Dictionary(uniqueKeysWithValues: day.report.rows.map { ($0.entry.movieCode.rawValue, Numbers($0.entry)) })
                    if before == after {
                        if existing[1].int == 1, !day.provisional {
                            try db.run("UPDATE days SET provisional = 0, fetched_at = ? WHERE date = ?",
                                       [.integer(Int64(day.fetchedAt.timeIntervalSince1970)), .text(date)])
                        }
                        try replaceExtraLists(db, date: date, extraLists)
                        return .unchanged
                    }
                    try db.run("""
                        INSERT INTO ranking_revisions
                        SELECT r.date, d.revision, d.fetched_at, r.list, r.movie_code, r.rank, r.title, r.audience,
                               r.audience_accumulated, r.sales, r.sales_accumulated, r.screens, r.shows
                        FROM rankings r JOIN days d ON d.date = r.date WHERE r.date = ?
                        """, [.text(date)])
                    try db.run("DELETE FROM rankings WHERE date = ?", [.text(date)])
                    try db.run("UPDATE days SET fetched_at = ?, source = ?, provisional = ?, revision = ? WHERE date = ?", [
                        .integer(Int64(day.fetchedAt.timeIntervalSince1970)), .text(day.source), SQLiteValue(day.provisional),
                        .integer(Int64(revision + 1)), .text(date),
                    ])
                    outcome = .revised(revision: revision + 1, summary: Self.summarise(before: before, after: after))
                } else {
                    try db.run("INSERT INTO days (date, fetched_at, source, provisional, revision) VALUES (?, ?, ?, ?, 1)", [
                        .text(date), .integer(Int64(day.fetchedAt.timeIntervalSince1970)), .text(day.source), SQLiteValue(day.provisional),
                    ])
                }
                let insert = try db.prepare("INSERT INTO rankings (date, list, movie_code, \(ArchiveSchema.rankingColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                for row in day.report.rows { try insert.run(Self.values(row.entry, date: date, list: .all)) }
                try replaceExtraLists(db, date: date, extraLists)
                return outcome
            }
        }
    }

    private func replaceExtraLists(_ db: SQLiteDatabase, date: String, _ lists: [ChartList: DailyBoxOffice]) throws {
        let insert = try db.prepare("INSERT INTO rankings (date, list, movie_code, \(ArchiveSchema.rankingColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for (list, chart) in lists where list != .all {
            try db.run("DELETE FROM rankings WHERE date = ? AND list = ?", [.text(date), .text(list.rawValue)])
            for entry in chart.entries { try insert.run(Self.values(entry, date: date, list: list)) }
        }
    }

    /// The numbers that make a revision: if any of them changes, the day was revised.
    struct Numbers: Hashable {
        var rank, audience, audienceAccumulated, sales, salesAccumulated, screens, shows: Int
        init(_ e: BoxOfficeEntry) {
            (rank, audience, audienceAccumulated, sales, salesAccumulated, screens, shows) =
                (e.rank, e.audience, e.audienceAccumulated, e.sales, e.salesAccumulated, e.screens, e.shows)
        }
        init(_ row: [SQLiteValue]) {
            (rank, audience, audienceAccumulated, sales, salesAccumulated, screens, shows) = (
                row[1].int ?? 0, row[2].int ?? 0, row[3].int ?? 0, row[4].int ?? 0, row[5].int ?? 0, row[6].int ?? 0, row[7].int ?? 0
            )
        }
    }

    private func numbers(_ db: SQLiteDatabase, date: String) throws -> [String: Numbers] {
        let rows = try db.run("""
            SELECT movie_code, rank, audience, audience_accumulated, sales, sales_accumulated, screens, shows
            FROM rankings WHERE date = ? AND list = 'all'
            """, [.text(date)])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0].string ?? "", Numbers($0)) })
    }

    static func summarise(before: [String: Numbers], after: [String: Numbers]) -> String {
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.count
        let total = { (numbers: [String: Numbers]) in numbers.values.reduce(0) { $0 + $1.audience } }
        let (old, new) = (total(before), total(after))
        let delta = new - old
        return "\(changed) of \(max(before.count, after.count)) movies changed; audience \(old) → \(new) (\(delta >= 0 ? "+" : "")\(delta))"
    }

    static func values(_ e: BoxOfficeEntry, date: String, list: ChartList) -> [SQLiteValue] {
        [
            .text(date), .text(list.rawValue), .text(e.movieCode.rawValue), SQLiteValue(e.rank), SQLiteValue(e.movement.places),
            SQLiteValue(e.movement.isNew), .text(e.title), SQLiteValue(e.openDate?.iso), SQLiteValue(e.audience),
            SQLiteValue(e.audienceChange), SQLiteValue(e.audienceChangePercent), SQLiteValue(e.audienceAccumulated),
            SQLiteValue(e.sales), SQLiteValue(e.salesChange), SQLiteValue(e.salesChangePercent), SQLiteValue(e.salesShare),
            SQLiteValue(e.salesAccumulated), SQLiteValue(e.screens), SQLiteValue(e.shows),
        ]
    }
}
