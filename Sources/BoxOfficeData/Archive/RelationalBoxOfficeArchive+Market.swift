import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The market over time: each day's totals, movies' admissions by day or month, distributors, and
/// archived titles. Only the unfiltered list (`ArchiveSchema.wholeMarket`) is read for ranks, audiences and the market's
/// sales; the K list (`--wide`) only for which movies are Korean and for all Korean films' sales.
extension RelationalBoxOfficeArchive {
    public func marketDays(from: CalendarDate, to: CalendarDate) async throws -> [MarketDay] {
        try await read { db in
            // Kept with each day (ArchiveSchema.marketColumns): one row a day.
            var days: [MarketDay] = []
            try db.scan("""
                SELECT CAST(date AS TEXT), audience, market_sales, korean_sales, korean_list_audience, korean_nation_audience, nation_unknown_audience
                FROM days WHERE date BETWEEN ?1 AND ?2 ORDER BY date
                """, [.text(from.iso), .text(to.iso)]) { row in
                guard let date = row[0].string.flatMap(CalendarDate.init(iso:)) else { return }
                let byList = row[4].int
                days.append(MarketDay(date: date, audience: row[1].int ?? 0, marketSales: row[2].int, koreanSales: row[3].int,
                                      koreanAudience: byList ?? row[5].int ?? 0, unknownNationAudience: byList == nil ? row[6].int ?? 0 : 0,
                                      koreanByList: byList != nil))
            }
            return days
        }
    }

    public func periodMovies(_ kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate) async throws -> [CalendarDate: PeriodMovies] {
        let periods = kind.periods(from: from, to: to)
        return try await read { db in
            var found: [CalendarDate: (movies: Int, code: String?, audience: Int)] = [:]
            if kind == .week {
                // A week is no prefix of its dates: its days' rows, summed here.
                var sums: [CalendarDate: [String: Int]] = [:]
                var index = 0
                try db.scan("""
                    SELECT CAST(date AS TEXT), movie_code, audience FROM rankings WHERE list = \(ArchiveSchema.wholeMarket) AND date BETWEEN ?1 AND ?2 ORDER BY date
                    """, [.text(from.iso), .text(to.iso)]) { row in
                    guard let date = row[0].string.flatMap(CalendarDate.init(iso:)), let code = row[1].string else { return }
                    while index < periods.count, periods[index].upperBound < date { index += 1 }
                    guard index < periods.count else { return }
                    sums[periods[index].lowerBound, default: [:]][code, default: 0] += row[2].int ?? 0
                }
                for (start, movies) in sums {
                    let leader = movies.max { ($0.value, $1.key) < ($1.value, $0.key) }
                    found[start] = (movies.count, leader?.key, leader?.value ?? 0)
                }
            } else {
                // A day, month or year is its dates' prefix: each movie's admissions grouped by it, the months the
                // range holds whole from movie_months (a row a movie a month), its other days from the rankings.
                let length = kind == .day ? 10 : kind == .month ? 7 : 4
                let start = Dictionary(periods.map { (String($0.lowerBound.iso.prefix(length)), $0.lowerBound) }, uniquingKeysWith: { first, _ in first })
                var sums: [CalendarDate: [String: Int]] = [:]
                func add(_ row: [ArchiveValue]) {
                    guard let bucket = row[0].string, let first = start[String(bucket.prefix(length))], let code = row[1].string else { return }
                    sums[first, default: [:]][code, default: 0] += row[2].int ?? 0
                }
                let wholeFrom = from.day == 1 ? from : from.lastOfMonth.adding(days: 1)
                let wholeTo = to == to.lastOfMonth ? to : CalendarDate(year: to.year, month: to.month, day: 1)!.adding(days: -1)
                var byDay = [(from, to)]
                if kind != .day, wholeFrom < wholeTo {
                    try db.scan("""
                        SELECT substr(month, 1, \(length)), movie_code, sum(audience) FROM movie_months WHERE month BETWEEN ?1 AND ?2 GROUP BY 1, 2
                        """, [.text(String(wholeFrom.iso.prefix(7))), .text(String(wholeTo.iso.prefix(7)))], add)
                    byDay = [(from, wholeFrom.adding(days: -1)), (wholeTo.adding(days: 1), to)] // either may be empty
                }
                for (first, last) in byDay where first <= last {
                    try db.scan("""
                        SELECT substr(CAST(r.date AS TEXT), 1, \(length)), r.movie_code, sum(r.audience) FROM rankings r
                        WHERE r.list = \(ArchiveSchema.wholeMarket) AND r.date BETWEEN ?1 AND ?2 GROUP BY 1, 2
                        """, [.text(first.iso), .text(last.iso)], add)
                }
                for (first, movies) in sums {
                    let leader = movies.max { ($0.value, $1.key) < ($1.value, $0.key) }
                    found[first] = (movies.count, leader?.key, leader?.value ?? 0)
                }
            }
            // The leaders' titles in one query (a title KOFIC changed: the greatest).
            let leaders = Array(Set(found.values.compactMap(\.code))).sorted()
            var titles: [String: String] = [:]
            if !leaders.isEmpty {
                let marks = leaders.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
                for row in try db.query("SELECT movie_code, max(title) FROM rankings WHERE list = \(ArchiveSchema.wholeMarket) AND movie_code IN (\(marks)) GROUP BY movie_code",
                                        leaders.map { .text($0) }) {
                    if let code = row[0].string { titles[code] = row[1].string }
                }
            }
            return found.mapValues { entry in
                PeriodMovies(movies: entry.movies, leader: entry.code.flatMap(MovieCode.init).map {
                    MarketMovieAudience(code: $0, title: titles[$0.rawValue] ?? $0.rawValue, audience: entry.audience)
                })
            }
        }
    }

    public func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie] {
        try await read { db in
            try db.query("""
                SELECT r.movie_code, max(r.title), sum(r.audience), sum(r.sales), max(m.companies), count(m.movie_code),
                       max(m.nations), max(m.watch_grades),
                       (SELECT count(*) FROM rankings d WHERE d.movie_code = r.movie_code AND d.list = ?3 AND d.date BETWEEN ?1 AND ?2)
                FROM rankings r LEFT JOIN movies m ON m.movie_code = r.movie_code
                WHERE r.list = \(ArchiveSchema.wholeMarket) AND r.date BETWEEN ?1 AND ?2
                GROUP BY r.movie_code
                """, [.text(from.iso), .text(to.iso), .text(ChartList.diversity.rawValue)]).compactMap { row in
                guard let code = row[0].string.flatMap(MovieCode.init) else { return nil }
                let companies = MovieDetailsRecord.decode(row[4].string, as: [MovieDetailsRecord.Company].self).map(\.domain)
                return DistributedMovie(code: code, title: row[1].string ?? code.rawValue, audience: row[2].int ?? 0, sales: row[3].int ?? 0,
                                        distributors: MovieDetails.distributing(companies), hasDetails: (row[5].int ?? 0) > 0,
                                        nations: MovieDetailsRecord.decode(row[6].string), watchGrades: MovieDetailsRecord.decode(row[7].string),
                                        onDiversityList: (row[8].int ?? 0) > 0)
            }
        }
    }

    public func archivedMovies(titled text: String) async throws -> [ArchivedTitle] {
        try await read { db in
            let sql = """
                SELECT movie_code, max(title), min(CAST(date AS TEXT)), max(audience_accumulated) FROM rankings
                WHERE list = \(ArchiveSchema.wholeMarket) AND %@ GROUP BY movie_code ORDER BY max(audience_accumulated) DESC, movie_code LIMIT 20
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

    public func chartedTitles() async throws -> [ChartedTitle] {
        try await read { db in
            try db.query("""
                SELECT mm.movie_code, min(mm.month),
                       -- Its newest day first, then that day's title: each a search of an index (an ORDER BY
                       -- … LIMIT 1 here had SQLite walk the whole list's index once a movie).
                       (SELECT t.title FROM rankings t WHERE t.movie_code = mm.movie_code AND t.list = \(ArchiveSchema.wholeMarket)
                          AND t.date = (SELECT max(u.date) FROM rankings u WHERE u.movie_code = mm.movie_code AND u.list = \(ArchiveSchema.wholeMarket)))
                FROM movie_months mm GROUP BY mm.movie_code ORDER BY sum(mm.audience) DESC, mm.movie_code
                """, []).compactMap { row in
                guard let code = row[0].string.flatMap(MovieCode.init), let year = row[1].string.flatMap({ Int($0.prefix(4)) }) else { return nil }
                return ChartedTitle(code: code, title: row[2].string ?? code.rawValue, firstYear: year)
            }
        }
    }

    public func distributorsYears(_ codes: Set<String>) async throws -> DistributorsYears {
        guard !codes.isEmpty else { return DistributorsYears(films: [:], topTenSales: [:]) }
        return try await read { db in
            // The codes' movies by their details (a code anywhere in the JSON, then checked decoded).
            let sorted = codes.sorted()
            let matches = sorted.indices.map { "m.companies LIKE ?\($0 + 1)" }.joined(separator: " OR ")
            let year = "substr(CAST(r.date AS TEXT), 1, 4)"
            var films: [Int: [DistributedMovie]] = [:]
            for row in try db.query("""
                SELECT r.movie_code, \(year), max(r.title), sum(r.audience), sum(r.sales), max(m.companies)
                FROM movies m JOIN rankings r ON r.movie_code = m.movie_code
                WHERE r.list = \(ArchiveSchema.wholeMarket) AND (\(matches))
                GROUP BY r.movie_code, \(year)
                """, sorted.map { .text("%\($0)%") }) {
                guard let code = row[0].string.flatMap(MovieCode.init), let at = row[1].string.flatMap({ Int($0) }) else { continue }
                let companies = MovieDetailsRecord.decode(row[5].string, as: [MovieDetailsRecord.Company].self).map(\.domain)
                let distributors = MovieDetails.distributing(companies)
                guard distributors.contains(where: { $0.code.map(codes.contains) ?? false }) else { continue }
                films[at, default: []].append(DistributedMovie(code: code, title: row[2].string ?? code.rawValue, audience: row[3].int ?? 0,
                                                               sales: row[4].int ?? 0, distributors: distributors, hasDetails: true))
            }
            var totals: [Int: Int] = [:]
            for at in films.keys {
                totals[at] = try db.query("SELECT sum(sales) FROM rankings WHERE list = \(ArchiveSchema.wholeMarket) AND date BETWEEN ?1 AND ?2",
                                          [.text("\(at)-01-01"), .text("\(at)-12-31")]).first?.first?.int ?? 0
            }
            return DistributorsYears(films: films, topTenSales: totals)
        }
    }
}
