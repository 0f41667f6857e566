import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Weekly charts in `weeks`, `weekly_rankings` and `weekly_ranking_revisions`, kept as days are.
extension RelationalBoxOfficeArchive {
    public func storeWeek(_ week: ArchivedWeek) async throws -> ArchiveOutcome {
        let range = week.chart.range
        let key: [ArchiveValue] = [.text(range.kind.rawValue), .text(week.list.rawValue), .text(range.start.iso)]
        return try await session { db in
            try db.transaction(locking: .week(range.kind, range.start)) { () throws -> ArchiveOutcome in
                let fetched = ArchiveValue.integer(Int64(week.fetchedAt.timeIntervalSince1970))
                var outcome = ArchiveOutcome.added
                if let existing = try db.query("SELECT revision FROM weeks WHERE kind = ? AND list = ? AND start_date = ?", key).first {
                    let revision = existing[0].int ?? 1
                    let rows = try db.query("""
                        SELECT movie_code, rank, audience, audience_accumulated, sales, sales_accumulated, screens, shows
                        FROM weekly_rankings WHERE kind = ? AND list = ? AND start_date = ?
                        """, key)
                    let before = Dictionary(rows.map { ($0[0].string ?? "", Numbers($0)) }, uniquingKeysWith: { first, _ in first })
                    let after = Dictionary(week.chart.entries.map { ($0.movieCode.rawValue, Numbers($0)) }, uniquingKeysWith: { first, _ in first })
                    if before == after { return .unchanged }
                    try db.query("""
                        INSERT INTO weekly_ranking_revisions
                        SELECT r.kind, r.list, r.start_date, w.revision, w.fetched_at, r.movie_code, r.rank, r.title, r.audience,
                               r.audience_accumulated, r.sales, r.sales_accumulated, r.screens, r.shows
                        FROM weekly_rankings r JOIN weeks w ON w.kind = r.kind AND w.list = r.list AND w.start_date = r.start_date
                        WHERE r.kind = ? AND r.list = ? AND r.start_date = ?
                        """, key)
                    try db.query("DELETE FROM weekly_rankings WHERE kind = ? AND list = ? AND start_date = ?", key)
                    try db.query("UPDATE weeks SET fetched_at = ?, source = ?, revision = ? WHERE kind = ? AND list = ? AND start_date = ?",
                               [fetched, .text(week.source), .integer(Int64(revision + 1))] + key)
                    outcome = .revised(revision: revision + 1, summary: Self.summarise(before: before, after: after))
                } else {
                    try db.query("INSERT INTO weeks (kind, list, start_date, end_date, fetched_at, source, revision) VALUES (?, ?, ?, ?, ?, ?, 1)",
                               key + [.text(range.end.iso), fetched, .text(week.source)])
                }
                try Self.insertRankings(db, into: "weekly_rankings (kind, list, start_date", key: key, week.chart.entries)
                return outcome
            }
        }
    }

    public func archivedWeeks(_ kind: WeeklyKind, list: ChartList) async throws -> [CalendarDate] {
        try await read { db in
            try db.query("SELECT start_date FROM weeks WHERE kind = ? AND list = ? ORDER BY start_date", [.text(kind.rawValue), .text(list.rawValue)])
                .compactMap { $0[0].string.flatMap(CalendarDate.init(iso:)) }
        }
    }

    public func weeks(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList) async throws -> [ArchivedWeek] {
        let key: [ArchiveValue] = [.text(kind.rawValue), .text(list.rawValue)]
        return try await read { db -> [ArchivedWeek] in
            let weeks = try db.query("""
                SELECT start_date, end_date, fetched_at, source, revision FROM weeks
                WHERE kind = ? AND list = ? AND start_date BETWEEN ? AND ? ORDER BY start_date
                """, key + [.text(from.iso), .text(to.iso)])
            return try weeks.compactMap { row -> ArchivedWeek? in
                guard let start = row[0].string.flatMap(CalendarDate.init(iso:)), let end = row[1].string.flatMap(CalendarDate.init(iso:))
                else { return nil }
                let rankings = try db.query("""
                    SELECT movie_code, \(ArchiveSchema.rankingColumns) FROM weekly_rankings
                    WHERE kind = ? AND list = ? AND start_date = ? ORDER BY rank
                    """, key + [.text(start.iso)])
                let chart = WeeklyBoxOffice(range: WeekRange(kind: kind, start: start, end: end), entries: try rankings.map(Self.entry))
                return ArchivedWeek(chart: chart, fetchedAt: Date(timeIntervalSince1970: TimeInterval(row[2].int ?? 0)),
                                    source: row[3].string ?? "", revision: row[4].int ?? 1, list: list)
            }
        }
    }
}
