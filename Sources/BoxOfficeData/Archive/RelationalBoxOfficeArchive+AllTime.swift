import BoxOfficeDomain
import Foundation

extension RelationalBoxOfficeArchive {
    /// The all-time chart from the whole market's daily lists only: each film's highest accumulated
    /// audience, its title and open date on its last charted day (else its details' open date).
    public func allTimeMovies(limit: Int) async throws -> [AllTimeMovie] {
        try await read { db in
            // The films' totals in one pass over the list's index, the top `limit` of them only then
            // given their title and open date, each by its row's key (a correlated ORDER BY … LIMIT 1
            // per film had SQLite walk the whole list's index once a film: seconds on nine years).
            // The films' totals from movie_months (a row a movie a month), the top `limit` of them only then
            // given their title and open date, each by a row's key.
            let rows = try db.query("""
                SELECT top.movie_code, top.total, top.first_day, top.last_day,
                       (SELECT t.title FROM rankings t WHERE t.date = top.last_day AND t.list = \(ArchiveSchema.wholeMarket) AND t.movie_code = top.movie_code),
                       (SELECT o.open_date FROM rankings o WHERE o.date = top.last_day AND o.list = \(ArchiveSchema.wholeMarket) AND o.movie_code = top.movie_code),
                       (SELECT m.open_date FROM movies m WHERE m.movie_code = top.movie_code)
                FROM (SELECT movie_code, max(accumulated) AS total, min(first_day) AS first_day, max(last_day) AS last_day
                      FROM movie_months GROUP BY movie_code ORDER BY max(accumulated) DESC, movie_code LIMIT ?1) top
                ORDER BY top.total DESC, top.movie_code
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
