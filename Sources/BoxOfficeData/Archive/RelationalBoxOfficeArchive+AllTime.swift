import BoxOfficeDomain
import Foundation

extension RelationalBoxOfficeArchive {
    /// The all-time chart from the whole market's daily lists only: each film's highest accumulated
    /// audience, its title and open date on its last charted day (else its details' open date).
    public func allTimeMovies(limit: Int) async throws -> [AllTimeMovie] {
        try await read { db in
            // The runs' rows (schema 10) by their highest total, through its index: the top `limit` alone are read.
            let rows = try db.query("""
                SELECT r.movie_code, r.accumulated, r.first_day, r.last_day, r.title, r.open_date,
                       (SELECT m.open_date FROM movies m WHERE m.movie_code = r.movie_code)
                FROM movie_runs r ORDER BY r.accumulated DESC, r.movie_code LIMIT ?1
                """, [.integer(Int64(limit))])
            return rows.compactMap { row -> AllTimeMovie? in
                guard let code = row[0].string.flatMap(MovieCode.init), let first = row[2].string.flatMap(CalendarDate.init(iso:)),
                      let last = row[3].string.flatMap(CalendarDate.init(iso:)) else { return nil }
                let open = row[5].string.flatMap(CalendarDate.init(iso:)) ?? row[6].string.flatMap(CalendarDate.init(iso:))
                return AllTimeMovie(code: code, title: row[4].string ?? code.rawValue, openDate: open, audienceTotal: row[1].int ?? 0,
                                    firstDay: first, lastDay: last)
            }
        }
    }
}
