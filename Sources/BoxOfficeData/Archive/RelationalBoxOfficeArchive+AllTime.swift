import BoxOfficeDomain
import Foundation

extension RelationalBoxOfficeArchive {
    /// The all-time chart from the whole market's daily lists only: each film's highest accumulated
    /// audience, its title on its last charted day, its newest open date in the lists (else its details').
    public func allTimeMovies(limit: Int) async throws -> [AllTimeMovie] {
        try await read { db in
            let rows = try db.query("""
                SELECT r.movie_code, max(r.audience_accumulated), min(r.date), max(r.date),
                       (SELECT t.title FROM rankings t WHERE t.movie_code = r.movie_code AND t.list = \(ArchiveSchema.wholeMarket)
                          ORDER BY t.date DESC LIMIT 1),
                       (SELECT o.open_date FROM rankings o WHERE o.movie_code = r.movie_code AND o.list = \(ArchiveSchema.wholeMarket)
                          AND o.open_date IS NOT NULL ORDER BY o.date DESC LIMIT 1),
                       (SELECT m.open_date FROM movies m WHERE m.movie_code = r.movie_code)
                FROM rankings r
                WHERE r.list = \(ArchiveSchema.wholeMarket)
                GROUP BY r.movie_code
                ORDER BY max(r.audience_accumulated) DESC, r.movie_code
                LIMIT ?1
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
