import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The market over time: each day's totals, movies' admissions by day or month, distributors, and
/// archived titles. Only the unfiltered list (`'all'`) is read for ranks, audiences and the market's
/// sales; the K list (`--wide`) only for which movies are Korean and for all Korean films' sales.
extension RelationalBoxOfficeArchive {
    public func marketDays(from: CalendarDate, to: CalendarDate) async throws -> [MarketDay] {
        try await session { db in
            // The row with the largest share of each day's unfiltered and Korean lists: its total is the list's.
            var totals: [String: (all: Int?, korean: Int?, hasKorean: Bool)] = [:]
            try db.scan("""
                SELECT CAST(date AS TEXT), list, sales, sales_share FROM (
                    SELECT date, list, sales, sales_share,
                           ROW_NUMBER() OVER (PARTITION BY date, list ORDER BY sales_share DESC, movie_code) AS n
                    FROM rankings WHERE date BETWEEN ?1 AND ?2 AND list IN ('all', '\(ChartList.korean.rawValue)')) t
                WHERE n = 1
                """, [.text(from.iso), .text(to.iso)]) { row in
                guard let date = row[0].string else { return }
                let total = MarketDay.listTotal(sales: row[2].int ?? 0, share: row[3].double ?? 0)
                if row[1].string == ChartList.korean.rawValue {
                    totals[date, default: (nil, nil, false)].korean = total
                    totals[date, default: (nil, nil, false)].hasKorean = true
                } else {
                    totals[date, default: (nil, nil, false)].all = total
                }
            }
            var days: [MarketDay] = []
            try db.scan("""
                SELECT CAST(r.date AS TEXT), sum(r.audience), sum(r.sales),
                       sum(CASE WHEN k.movie_code IS NOT NULL THEN r.audience ELSE 0 END),
                       sum(CASE WHEN m.nations LIKE '["\(Self.korea)"%' THEN r.audience ELSE 0 END),
                       sum(CASE WHEN m.movie_code IS NULL THEN r.audience ELSE 0 END)
                FROM rankings r
                LEFT JOIN rankings k ON k.date = r.date AND k.list = '\(ChartList.korean.rawValue)' AND k.movie_code = r.movie_code
                LEFT JOIN movies m ON m.movie_code = r.movie_code
                WHERE r.list = 'all' AND r.date BETWEEN ?1 AND ?2
                GROUP BY r.date ORDER BY r.date
                """, [.text(from.iso), .text(to.iso)]) { row in
                guard let text = row[0].string, let date = CalendarDate(iso: text) else { return }
                let total = totals[text] ?? (nil, nil, false)
                days.append(MarketDay(date: date, audience: row[1].int ?? 0, topTenSales: row[2].int ?? 0, marketSales: total.all,
                                      koreanSales: total.korean, koreanAudience: (total.hasKorean ? row[3] : row[4]).int ?? 0,
                                      unknownNationAudience: total.hasKorean ? 0 : row[5].int ?? 0, koreanByList: total.hasKorean))
            }
            return days
        }
    }

    /// KOBIS's name for Korea as a movie's nation (`nationNm`), as the details store it.
    static let korea = "한국"

    public func marketMovies(from: CalendarDate, to: CalendarDate, byMonth: Bool) async throws -> [MarketMovieAudience] {
        // Whole months inside the range are summed by month; the days at its ends by day.
        let firstWhole = from.day == 1 ? from : from.lastOfMonth.adding(days: 1)
        let lastWhole = to == to.lastOfMonth ? to : CalendarDate(year: to.year, month: to.month, day: 1)!.adding(days: -1)
        let months = byMonth && firstWhole < lastWhole
        return try await session { db in
            var movies: [MarketMovieAudience] = []
            try db.scan("""
                SELECT CASE WHEN ?5 = 1 AND r.date BETWEEN ?3 AND ?4 THEN substr(CAST(r.date AS TEXT), 1, 7) || '-01'
                            ELSE CAST(r.date AS TEXT) END,
                       r.movie_code, max(r.title), sum(r.audience)
                FROM rankings r
                WHERE r.list = 'all' AND r.date BETWEEN ?1 AND ?2
                GROUP BY 1, 2
                """, [.text(from.iso), .text(to.iso), .text(firstWhole.iso), .text(lastWhole.iso), .integer(months ? 1 : 0)]) { row in
                guard let start = row[0].string.flatMap(CalendarDate.init(iso:)), let code = row[1].string.flatMap(MovieCode.init) else { return }
                movies.append(MarketMovieAudience(start: start, code: code, title: row[2].string ?? code.rawValue, audience: row[3].int ?? 0))
            }
            return movies
        }
    }

    public func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie] {
        try await session { db in
            try db.query("""
                SELECT r.movie_code, max(r.title), sum(r.audience), sum(r.sales), max(m.companies), count(m.movie_code)
                FROM rankings r LEFT JOIN movies m ON m.movie_code = r.movie_code
                WHERE r.list = 'all' AND r.date BETWEEN ?1 AND ?2
                GROUP BY r.movie_code
                """, [.text(from.iso), .text(to.iso)]).compactMap { row in
                guard let code = row[0].string.flatMap(MovieCode.init) else { return nil }
                let companies = MovieDetailsRecord.decode(row[4].string, as: [MovieDetailsRecord.Company].self).map(\.domain)
                                return DistributedMovie(code: code, title: row[1].string ?? code.rawValue, audience: row[2].int ?? 0, sales: row[3].int ?? 0,
                                        distributors: MovieDetails.distributing(companies), hasDetails: (row[5].int ?? 0) > 0)
            }
        }
    }

    public func archivedMovies(titled text: String) async throws -> [ArchivedTitle] {
        try await session { db in
            let sql = """
                SELECT movie_code, max(title), min(CAST(date AS TEXT)), max(audience_accumulated) FROM rankings
                WHERE list = 'all' AND %@ GROUP BY movie_code ORDER BY max(audience_accumulated) DESC, movie_code LIMIT 20
                """
            func found(_ rows: [[ArchiveValue]]) -> [ArchivedTitle] {
                rows.compactMap { row in
                    guard let code = row[0].string.flatMap(MovieCode.init), let first = row[2].string.flatMap(CalendarDate.init(iso:)) else { return nil }
                    return ArchivedTitle(code: code, title: row[1].string ?? code.rawValue, firstCharted: first, audienceAccumulated: row[3].int ?? 0)
                }
            }
            let exact = found(try db.query(sql.replacingOccurrences(of: "%@", with: "title = ?1"), [.text(text)]))
            if !exact.isEmpty { return exact }
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
            return found(try db.query(sql.replacingOccurrences(of: "%@", with: "lower(title) LIKE lower(?1) ESCAPE '\\'"), [.text("%\(escaped)%")]))
        }
    }
}
