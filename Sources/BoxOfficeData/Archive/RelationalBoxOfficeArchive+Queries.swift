import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

extension RelationalBoxOfficeArchive {
    public func archivedDates(from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate> {
        try await read { db in
            let rows = try db.query("SELECT date FROM days WHERE date BETWEEN ? AND ?", [.text(from.iso), .text(to.iso)])
            return Set(rows.compactMap { $0[0].string.flatMap(CalendarDate.init(iso:)) })
        }
    }

    public func archivedSpan() async throws -> ClosedRange<CalendarDate>? {
        try await read { db in
            let ends = try db.query("SELECT CAST(min(date) AS TEXT), CAST(max(date) AS TEXT) FROM days").first
            guard let first = ends?[0].string.flatMap(CalendarDate.init(iso:)), let last = ends?[1].string.flatMap(CalendarDate.init(iso:)) else { return nil }
            return first...last
        }
    }

    public func isEmpty() async throws -> Bool {
        try await read { try $0.query("SELECT 1 FROM days UNION ALL SELECT 1 FROM weeks LIMIT 1").isEmpty }
    }

    public func day(_ date: CalendarDate, list: ChartList) async throws -> ArchivedDay? {
        try await read { db -> ArchivedDay? in
            guard let day = try db.query("SELECT fetched_at, source, provisional, revision FROM days WHERE date = ?", [.text(date.iso)]).first
            else { return nil }
            let rows = try db.query("""
                SELECT movie_code, \(ArchiveSchema.rankingColumns) FROM rankings
                WHERE date = ? AND list = ? ORDER BY rank
                """, [.text(date.iso), .text(list.rawValue)])
            // A segment's list is kept only for the days it was asked for.
            if !list.isWholeMarket, rows.isEmpty { return nil }
            let reportRows = try rows.map { row -> DailyReport.Row in
                let entry = try Self.entry(row)
                let details = try Self.details(db, entry.movieCode)
                return DailyReport.Row(entry: entry, details: details?.details, detailsGap: .notInArchive)
            }
            return ArchivedDay(
                report: DailyReport(date: date, rows: reportRows, list: list),
                fetchedAt: Date(timeIntervalSince1970: TimeInterval(day[0].int ?? 0)),
                source: day[1].string ?? "", provisional: day[2].int == 1, revision: day[3].int ?? 1
            )
        }
    }

    public func revisions(of date: CalendarDate) async throws -> [DayRevision] {
        try await read { db -> [DayRevision] in
            guard let day = try db.query("SELECT revision, fetched_at FROM days WHERE date = ?", [.text(date.iso)]).first else { return [] }
            let fields = DayRevision.Field.allCases.map(\.rawValue).joined(separator: ", ")
            func row(_ values: [ArchiveValue]) -> DayRevision.Row? {
                guard let code = values[0].string.flatMap(MovieCode.init) else { return nil }
                var numbers: [DayRevision.Field: Int] = [:]
                for (index, field) in DayRevision.Field.allCases.enumerated() { numbers[field] = values[2 + index].int }
                return DayRevision.Row(code: code, title: values[1].string ?? "", numbers: numbers)
            }
            var revisions: [DayRevision] = []
            let old = try db.query("""
                SELECT movie_code, title, \(fields), revision, fetched_at FROM ranking_revisions
                WHERE date = ? AND list = \(ArchiveSchema.wholeMarket) ORDER BY revision, rank
                """, [.text(date.iso)])
            for values in old {
                let number = values[9].int ?? 0
                if revisions.last?.revision != number {
                    revisions.append(DayRevision(revision: number, fetchedAt: Date(timeIntervalSince1970: TimeInterval(values[10].int ?? 0)), rows: []))
                }
                if let row = row(values) { revisions[revisions.count - 1].rows.append(row) }
            }
            let current = try db.query("SELECT movie_code, title, \(fields) FROM rankings WHERE date = ? AND list = \(ArchiveSchema.wholeMarket) ORDER BY rank",
                                     [.text(date.iso)])
            revisions.append(DayRevision(revision: day[0].int ?? 1, fetchedAt: Date(timeIntervalSince1970: TimeInterval(day[1].int ?? 0)),
                                         rows: current.compactMap(row)))
            return revisions
        }
    }

    public func movieRun(_ code: MovieCode) async throws -> MovieRun? {
        try await read { db -> MovieRun? in
            let rows = try db.query("""
                SELECT date, rank, audience, audience_accumulated, sales, screens, title, open_date, sales_accumulated FROM rankings
                WHERE movie_code = ? AND list = \(ArchiveSchema.wholeMarket) ORDER BY date
                """, [.text(code.rawValue)])
            let details = try Self.details(db, code)?.details
            guard !rows.isEmpty || details != nil else { return nil }
            let days = rows.compactMap { row -> MovieRun.Day? in
                guard let date = row[0].string.flatMap(CalendarDate.init(iso:)) else { return nil }
                return MovieRun.Day(date: date, rank: row[1].int ?? 0, audience: row[2].int ?? 0,
                                    audienceAccumulated: row[3].int ?? 0, sales: row[4].int ?? 0, salesAccumulated: row[8].int ?? 0,
                                    screens: row[5].int ?? 0)
            }
            return MovieRun(code: code, title: rows.last?[6].string ?? details?.title ?? code.rawValue, details: details, days: days,
                            openDate: rows.compactMap { $0[7].string.flatMap(CalendarDate.init(iso:)) }.min())
        }
    }

    public func charted(through date: CalendarDate, openedSince: CalendarDate) async throws -> ChartedHistory {
        try await read { db in
            // Off `rankings_by_list` alone (it holds every column read here: schema 7), in its order (by
            // day), grouped by movie here: no sort, no lookups in the table; from the first day such a
            // run can have (its previews), not the archive's first. Every row of those days counts in
            // its day's sums; the runs are those that opened since `openedSince`.
            let sql = """
                SELECT movie_code, date, audience, audience_accumulated, shows, title, open_date FROM rankings
                WHERE list = \(ArchiveSchema.wholeMarket) AND date <= ?1 AND date >= ?2
                """
            let since = openedSince.iso
            var occupancy: [ChartOccupancy] = [], dayIndex: [CalendarDate: Int] = [:]
            var runs: [(code: String, title: String, open: CalendarDate, days: [RunSeries.Day])] = []
            var position: [String: Int] = [:]
            // Rows come a day at a time (from SQLite; from PostgreSQL mostly): the day's text is parsed once.
            var dayText = "", day = CalendarDate(year: 1, month: 1, day: 1)!
            // Read column by column: a row of the same day as the last, or of a run under the same
            // title, makes no string of them (a title is most of a row's bytes).
            try db.scanRows(sql, [.text(date.iso), .text(Self.firstDayOfRuns(openedSince: openedSince).iso)]) { row in
                guard let code = row[0].string else { return }
                if !row.string(1, equals: dayText) {
                    guard let text = row[1].string, let parsed = CalendarDate(iso: text) else { return }
                    (dayText, day) = (text, parsed)
                }
                let entry = RunSeries.Day(date: day, audience: row.int(2) ?? 0, accumulated: row.int(3) ?? 0, shows: row.int(4) ?? 0)
                // Rows come by day from SQLite, in no promised order from PostgreSQL.
                if let index = occupancy.last?.date == day ? occupancy.count - 1 : dayIndex[day] {
                    occupancy[index].audience += entry.audience
                    occupancy[index].shows += entry.shows
                } else {
                    dayIndex[day] = occupancy.count
                    occupancy.append(ChartOccupancy(date: day, audience: entry.audience, shows: entry.shows))
                }
                // ISO dates compare as text: the open date is read once a run, for the runs kept.
                guard row.string(6, isAtLeast: since) else { return }
                if let index = position[code] {
                    runs[index].days.append(entry)
                    // The newest title it ranked under.
                    if !row.string(5, equals: runs[index].title), let title = row[5].string { runs[index].title = title }
                } else if let open = row[6].string.flatMap(CalendarDate.init(iso:)) {
                    position[code] = runs.count
                    runs.append((code, row[5].string ?? code, open, [entry]))
                }
            }
            let series = runs.compactMap { run in
                MovieCode(run.code).map { RunSeries(code: $0, title: run.title, openDate: run.open, days: run.days) }
            }.sorted { $0.code.rawValue < $1.code.rawValue }
            return ChartedHistory(runs: series, occupancy: occupancy.sorted { $0.date < $1.date })
        }
    }

    /// How long before its open date a run's paid previews may rank (the candidates' scan starts so early).
    static let longestPreviews = 60

    /// The runs a pace read groups from their days by code; more, and it groups the window's days at once.
    static let mostRunsGroupedByCode = 200

    /// The first day a run that opened since `openedSince` can have ranked (never before 1900: PostgreSQL
    /// refuses dates of year 0, which "every run" reaches from its earliest open date).
    static func firstDayOfRuns(openedSince: CalendarDate) -> CalendarDate {
        max(openedSince.adding(days: -longestPreviews), CalendarDate(year: 1900, month: 1, day: 1)!)
    }

    public func paceCandidates(through date: CalendarDate, openedSince: CalendarDate) async throws -> [PaceCandidate] {
        try await read { db in try Self.paceCandidates(db, through: date, openedSince: openedSince) }
    }

    /// - Parameter keptRuns: whether runs may be read from `movie_runs` where it gives what their days
    ///   would (false: every run grouped from its days, as a test compares).
    static func paceCandidates(_ db: any ArchiveSession, through date: CalendarDate, openedSince: CalendarDate,
                               keptRuns: Bool = true) throws -> [PaceCandidate] {
        let since = Self.firstDayOfRuns(openedSince: openedSince)
        // The runs ranked since `since` that opened since `openedSince`, each with its open date, its first and
        // last day in that window, its total and title on the last: grouped from the window's rankings.
        let grouped = { (movies: String, values: [ArchiveValue]) in
            try db.query("""
                SELECT g.movie_code, g.open_date, g.first_date, g.last_date, t.audience_accumulated, t.title
                FROM (SELECT movie_code, min(open_date) AS open_date, min(date) AS first_date, max(date) AS last_date FROM rankings
                      WHERE list = \(ArchiveSchema.wholeMarket) AND date <= ?1 AND date >= ?3 AND open_date >= ?2 \(movies) GROUP BY movie_code) g
                JOIN rankings t ON t.movie_code = g.movie_code AND t.date = g.last_date AND t.list = \(ArchiveSchema.wholeMarket)
                """, [.text(date.iso), .text(openedSince.iso), .text(since.iso)] + values)
        }
        var rows: [[ArchiveValue]] = []
        var others: [String] = []
        if keptRuns {
            // A run whose every day is in the window and through `date`, and gives the one open date, is its
            // row of movie_runs as it is (schema 10); the rest (previews before the window, an open date KOBIS
            // changed or left out, days after `date`: a page of a day before the newest) are grouped from
            // their own days through `date`.
            for run in try db.query("""
                SELECT movie_code, earliest_open, first_day, last_day, last_accumulated, title, latest_open, dated_days, days
                FROM movie_runs WHERE last_day >= ?1 AND (latest_open >= ?2 OR last_day > ?3)
                """, [.text(since.iso), .text(openedSince.iso), .text(date.iso)]) {
                let whole = run[7].int == run[8].int && run[1].string == run[6].string && (run[2].string ?? "") >= since.iso
                    && (run[3].string ?? "") <= date.iso
                if whole { rows.append(Array(run.prefix(6))) } else if let code = run[0].string { others.append(code) }
            }
        }
        if !keptRuns || others.count > Self.mostRunsGroupedByCode {
            // Far before the newest day most runs are grouped: the window's days at once.
            rows = try grouped("", [])
        } else if !others.isEmpty {
            let marks = others.indices.map { "?\($0 + 4)" }.joined(separator: ", ")
            rows += try grouped("AND movie_code IN (\(marks))", others.map { .text($0) })
        }
        return rows.compactMap { row -> PaceCandidate? in
            guard let code = row[0].string.flatMap(MovieCode.init), let open = row[1].string.flatMap(CalendarDate.init(iso:)),
                  let first = row[2].string.flatMap(CalendarDate.init(iso:)), let last = row[3].string.flatMap(CalendarDate.init(iso:)) else { return nil }
            return PaceCandidate(code: code, title: row[5].string ?? code.rawValue, openDate: open, firstDay: first, lastDay: last,
                                 lastAccumulated: row[4].int ?? 0)
        }.sorted { ($0.lastAccumulated, $1.code.rawValue) > ($1.lastAccumulated, $0.code.rawValue) }
    }

    public func accumulated(of code: MovieCode, on date: CalendarDate) async throws -> Int? {
        try await read { db in
            try db.query("SELECT audience_accumulated FROM rankings WHERE date = ? AND list = \(ArchiveSchema.wholeMarket) AND movie_code = ?",
                         [.text(date.iso), .text(code.rawValue)]).first?.first?.int
        }
    }

    public func changeMark() async throws -> String {
        try await read { db in
            let days = try db.query("SELECT count(*), sum(revision), max(fetched_at) FROM days").first ?? []
            let movies = try db.query("SELECT count(*), max(fetched_at) FROM movies").first ?? []
            let weeks = try db.query("SELECT count(*), sum(revision), max(fetched_at) FROM weeks").first ?? []
            return (days + movies + weeks).map { $0.int.map(String.init) ?? "-" }.joined(separator: ":")
        }
    }

    /// Each movie's totals over a range, as one SQL select of `movie_code, audience, sales, days,
    /// best_rank, first_day, last_day, accumulated`, grouped by movie: the range's whole months from
    /// `movie_months` (a row a movie a month), its other days from the rankings. Its placeholders
    /// are ?1 to ?6 (the values returned), so a caller's own begin at ?7.
    static func movieTotals(from: CalendarDate, to: CalendarDate) -> (sql: String, values: [ArchiveValue]) {
        let wholeFrom = from.day == 1 ? from : from.lastOfMonth.adding(days: 1)
        let wholeTo = to == to.lastOfMonth ? to : CalendarDate(year: to.year, month: to.month, day: 1)!.adding(days: -1)
        // No whole month: no month matches '9999-12' ≤ month ≤ '0000-01', every day is read from the rankings.
        let (months, before, after): ((String, String), (CalendarDate, CalendarDate), (CalendarDate, CalendarDate)) = wholeFrom < wholeTo
            ? ((String(wholeFrom.iso.prefix(7)), String(wholeTo.iso.prefix(7))), (from, wholeFrom.adding(days: -1)), (wholeTo.adding(days: 1), to))
            : (("9999-12", "0000-01"), (from, to), (to.adding(days: 1), to))
        let days = "SELECT movie_code, audience, sales, 1 AS days, rank AS best_rank, date AS first_day, date AS last_day, audience_accumulated AS accumulated "
            + "FROM rankings WHERE list = \(ArchiveSchema.wholeMarket) AND date BETWEEN"
        return ("""
            SELECT movie_code, sum(audience) AS audience, sum(sales) AS sales, sum(days) AS days, min(best_rank) AS best_rank,
                   min(first_day) AS first_day, max(last_day) AS last_day, max(accumulated) AS accumulated
            FROM (SELECT movie_code, audience, sales, days, best_rank, first_day, last_day, accumulated FROM movie_months WHERE month BETWEEN ?1 AND ?2
                  UNION ALL \(days) ?3 AND ?4
                  UNION ALL \(days) ?5 AND ?6) parts
            GROUP BY movie_code
            """, [.text(months.0), .text(months.1), .text(before.0.iso), .text(before.1.iso), .text(after.0.iso), .text(after.1.iso)])
    }

    public func topMovies(from: CalendarDate, to: CalendarDate, limit: Int) async throws -> [TopMovie] {
        try await read { db in
            let totals = Self.movieTotals(from: from, to: to)
            let rows = try db.query("""
                SELECT top.movie_code, top.audience, top.sales, top.days, top.best_rank, top.first_day, top.last_day, top.accumulated,
                       -- Its title on its newest day of the range, by the key of that row (no quote mark in SQL: PostgreSQL numbers the marks outside quotes).
                       (SELECT t.title FROM rankings t WHERE t.date = top.last_day AND t.list = \(ArchiveSchema.wholeMarket) AND t.movie_code = top.movie_code),
                       (SELECT m.companies FROM movies m WHERE m.movie_code = top.movie_code)
                FROM (\(totals.sql) ORDER BY sum(audience) DESC, movie_code LIMIT ?7) top
                ORDER BY top.audience DESC, top.movie_code
                """, totals.values + [.integer(Int64(limit))])
            return rows.compactMap { row -> TopMovie? in
                guard let code = row[0].string.flatMap(MovieCode.init), let first = row[5].string.flatMap(CalendarDate.init(iso:)),
                      let last = row[6].string.flatMap(CalendarDate.init(iso:)) else { return nil }
                return TopMovie(code: code, title: row[8].string ?? code.rawValue, audience: row[1].int ?? 0, sales: row[2].int ?? 0,
                                daysInChart: row[3].int ?? 0, bestRank: row[4].int ?? 0, firstDate: first, lastDate: last,
                                audienceAccumulated: row[7].int ?? 0, distributors: MovieDetailsRecord.distributors(row[9].string))
            }
        }
    }

    public func context(on date: CalendarDate, for codes: [MovieCode]) async throws -> [MovieCode: HistoryContext] {
        try await read { db in
            let sql = """
                SELECT count(*), min(rank),
                       (SELECT audience FROM rankings WHERE movie_code = ?1 AND list = \(ArchiveSchema.wholeMarket) AND date = ?2),
                       (SELECT audience FROM rankings WHERE movie_code = ?1 AND list = \(ArchiveSchema.wholeMarket) AND date = ?3),
                       (SELECT min(date) FROM rankings WHERE movie_code = ?1 AND list = \(ArchiveSchema.wholeMarket) AND date <= ?2 AND date > ?4)
                FROM rankings WHERE movie_code = ?1 AND list = \(ArchiveSchema.wholeMarket) AND date <= ?2
                """
            var result: [MovieCode: HistoryContext] = [:]
            for code in codes {
                let rows = try db.query(sql, [.text(code.rawValue), .text(date.iso), .text(date.adding(days: -7).iso), .text(date.adding(days: -90).iso)])
                guard let row = rows.first, let count = row[0].int, count > 0 else { continue }
                var lastWeek: Double? = nil
                if let today = row[2].int, let before = row[3].int, before > 0 {
                    lastWeek = (Double(today) - Double(before)) / Double(before) * 100
                }
                // The stretch began then only if the day before it is archived without the movie.
                var stretchStart = row[4].string.flatMap(CalendarDate.init(iso:))
                if let start = stretchStart, try db.query("""
                    SELECT 1 FROM days d WHERE d.date = ?1
                      AND NOT EXISTS (SELECT 1 FROM rankings r WHERE r.date = ?1 AND r.list = \(ArchiveSchema.wholeMarket) AND r.movie_code = ?2)
                    """, [.text(start.adding(days: -1).iso), .text(code.rawValue)]).isEmpty {
                    stretchStart = nil
                }
                result[code] = HistoryContext(audienceChangeLastWeekPercent: lastWeek, daysInTopTen: count, bestRank: row[1].int ?? 0,
                                              stretchStart: stretchStart)
            }
            return result
        }
    }

    static func entry(_ row: [ArchiveValue]) throws -> BoxOfficeEntry {
        guard let code = row[0].string.flatMap(MovieCode.init) else {
            throw ArchiveError.unreadable(path: "", reason: "a ranking row has no valid movie code")
        }
        let isNew = row[3].int == 1
        return BoxOfficeEntry(
            rank: row[1].int ?? 0, movement: isNew ? .new : .moved(places: row[2].int ?? 0), movieCode: code,
            title: row[4].string ?? "", openDate: row[5].string.flatMap(CalendarDate.init(iso:)),
            audience: row[6].int ?? 0, audienceChange: row[7].int ?? 0, audienceChangePercent: row[8].double ?? 0,
            audienceAccumulated: row[9].int ?? 0, sales: row[10].int ?? 0, salesChange: row[11].int ?? 0,
            salesChangePercent: row[12].double ?? 0, salesShare: row[13].double ?? 0, salesAccumulated: row[14].int ?? 0,
            screens: row[15].int ?? 0, shows: row[16].int ?? 0
        )
    }
}
