/// The archive's tables, in an order their foreign keys allow filling them in (days before their
/// rankings, weeks before theirs), each with its primary key. Both stores hold the same tables.
enum ArchiveTable: String, CaseIterable, Sendable {
    case days, rankings, ranking_revisions, movies, reading_list, weeks, weekly_rankings, weekly_ranking_revisions, filmographies, codes, shown_forecasts, no_lists, archive_identity

    var key: [String] {
        switch self {
        case .days: ["date"]
        case .rankings: ["date", "list", "movie_code"]
        case .ranking_revisions: ["date", "revision", "list", "movie_code"]
        case .movies: ["movie_code"]
        case .reading_list: ["book_key"]
        case .weeks: ["kind", "list", "start_date"]
        case .weekly_rankings: ["kind", "list", "start_date", "movie_code"]
        case .weekly_ranking_revisions: ["kind", "list", "start_date", "revision", "movie_code"]
        case .filmographies: ["kind", "code"]
        case .codes: ["parent", "code"]
        case .shown_forecasts: ["date", "movie_code"]
        case .no_lists: ["kind", "list", "start_date"]
        case .archive_identity: ["one"]
        }
    }

    /// An insert that replaces the row with the same key: `ON CONFLICT … DO UPDATE`, which both
    /// SQLite (3.24 and later) and PostgreSQL speak, unlike SQLite's `INSERT OR REPLACE`.
    /// - Parameter rows: how many rows of values the statement takes (their values one after another).
    func upsert(columns: [String], rows: Int = 1) -> String {
        let updates = columns.filter { !key.contains($0) }.map { "\($0) = excluded.\($0)" }
        let row = "(" + columns.map { _ in "?" }.joined(separator: ", ") + ")"
        return "INSERT INTO \(rawValue) (\(columns.joined(separator: ", "))) VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
            + " ON CONFLICT (\(key.joined(separator: ", "))) "
            + (updates.isEmpty ? "DO NOTHING" : "DO UPDATE SET " + updates.joined(separator: ", "))
    }
}
