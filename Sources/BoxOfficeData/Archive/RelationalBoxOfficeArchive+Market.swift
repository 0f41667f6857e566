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
            // The leaders' titles in one query, from their months (a title KOFIC changed: the greatest of
            // their months' last days'; the rankings' own index of the list would be walked whole for it).
            let leaders = Array(Set(found.values.compactMap(\.code))).sorted()
            var titles: [String: String] = [:]
            if !leaders.isEmpty {
                let marks = leaders.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
                for row in try db.query("SELECT movie_code, max(title) FROM movie_months WHERE movie_code IN (\(marks)) GROUP BY movie_code",
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
            let totals = Self.movieTotals(from: from, to: to)
            let rows = try db.query("""
                SELECT t.movie_code,
                       (SELECT n.title FROM rankings n WHERE n.date = t.last_day AND n.list = \(ArchiveSchema.wholeMarket) AND n.movie_code = t.movie_code),
                       t.audience, t.sales, m.movie_code, m.nations, m.watch_grades, y.days
                FROM (\(totals.sql)) t
                LEFT JOIN movies m ON m.movie_code = t.movie_code
                LEFT JOIN (SELECT movie_code, count(*) AS days FROM rankings WHERE list = ?7 AND date BETWEEN ?8 AND ?9 GROUP BY movie_code) y
                       ON y.movie_code = t.movie_code
                """, totals.values + [.text(ChartList.diversity.rawValue), .text(from.iso), .text(to.iso)])
            // Their distributors from their rows (schema 8), not decoded from each film's companies.
            let codes = rows.compactMap { $0[4].string }
            var distributors: [String: [MovieDetails.Company]] = [:]
            if !codes.isEmpty {
                let marks = codes.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
                try db.scan("SELECT movie_code, company_code, name FROM movie_distributors WHERE movie_code IN (\(marks)) ORDER BY movie_code, position",
                            codes.map { .text($0) }) { row in
                    guard let code = row[0].string else { return }
                    distributors[code, default: []].append(MovieDetails.Company(name: row[2].string ?? "", part: MovieDetails.distributorRole,
                                                                                code: row[1].string))
                }
            }
            return rows.compactMap { row in
                guard let code = row[0].string.flatMap(MovieCode.init) else { return nil }
                return DistributedMovie(code: code, title: row[1].string ?? code.rawValue, audience: row[2].int ?? 0, sales: row[3].int ?? 0,
                                        distributors: distributors[code.rawValue] ?? [], hasDetails: row[4].string != nil,
                                        nations: MovieDetailsRecord.decode(row[5].string), watchGrades: MovieDetailsRecord.decode(row[6].string),
                                        onDiversityList: (row[7].int ?? 0) > 0)
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
            // A row a movie (schema 10): its admissions, first day and newest title.
            try db.query("SELECT movie_code, first_day, title FROM movie_runs ORDER BY audience DESC, movie_code", []).compactMap { row in
                guard let code = row[0].string.flatMap(MovieCode.init), let year = row[1].string.flatMap({ Int($0.prefix(4)) }) else { return nil }
                return ChartedTitle(code: code, title: row[2].string ?? code.rawValue, firstYear: year)
            }
        }
    }

    public func distributorCodes() async throws -> [String] {
        try await read { db in
            try db.query("""
                SELECT DISTINCT company_code FROM movie_distributors d
                WHERE company_code IS NOT NULL AND EXISTS (SELECT 1 FROM movie_runs r WHERE r.movie_code = d.movie_code)
                ORDER BY company_code
                """, []).compactMap { $0[0].string }
        }
    }

    public func distributorsYears(_ codes: Set<String>) async throws -> DistributorsYears {
        guard !codes.isEmpty else { return DistributorsYears(films: [:]) }
        return try await read { db in
            // The codes' movies by their distributors' rows (schema 8), their totals by year from movie_months.
            let sorted = codes.sorted()
            let marks = sorted.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
            let movies = "SELECT DISTINCT movie_code FROM movie_distributors WHERE company_code IN (\(marks))"
            var distributors: [String: [MovieDetails.Company]] = [:]
            for row in try db.query("""
                SELECT movie_code, company_code, name FROM movie_distributors WHERE movie_code IN (\(movies)) ORDER BY movie_code, position
                """, sorted.map { .text($0) }) {
                guard let code = row[0].string else { continue }
                distributors[code, default: []].append(MovieDetails.Company(name: row[2].string ?? "", part: MovieDetails.distributorRole, code: row[1].string))
            }
            // Their months summed by year here, each year's title its newest month's.
            var years: [String: [Int: (audience: Int, sales: Int, newest: String, title: String)]] = [:]
            try db.scan("SELECT movie_code, month, audience, sales, title FROM movie_months WHERE movie_code IN (\(movies))", sorted.map { .text($0) }) { row in
                guard let code = row[0].string, let month = row[1].string, let at = Int(month.prefix(4)) else { return }
                let (audience, sales, title) = (row[2].int ?? 0, row[3].int ?? 0, row[4].string ?? code)
                guard var year = years[code]?[at] else { years[code, default: [:]][at] = (audience, sales, month, title); return }
                year.audience += audience
                year.sales += sales
                if month > year.newest { (year.newest, year.title) = (month, title) }
                years[code]?[at] = year
            }
            var films: [Int: [DistributedMovie]] = [:]
            for (movie, byYear) in years {
                guard let code = MovieCode(movie) else { continue }
                for (at, year) in byYear {
                    films[at, default: []].append(DistributedMovie(code: code, title: year.title, audience: year.audience, sales: year.sales,
                                                                   distributors: distributors[movie] ?? [], hasDetails: true))
                }
            }
            return DistributorsYears(films: films)
        }
    }
}
