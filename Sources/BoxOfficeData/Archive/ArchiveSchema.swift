import Foundation
import BoxOfficeDomain

/// One step of the archive's schema, named as `doctor` and an error say it. Its name is its
/// identity: an archive records the names it has applied (`MigrationLedger`), and the store's counter
/// (SQLite's `user_version`, PostgreSQL's `schema_version`) mirrors how many.
struct ArchiveMigration: Sendable {
    let name: String
    let sql: String
    /// What SQL both stores speak cannot do, run after `sql` in the same transaction (decoding a
    /// column's JSON in Swift: SQLite's and PostgreSQL's JSON functions differ).
    let fill: (@Sendable (any ArchiveSession) throws -> Void)?

    init(_ name: String, _ sql: String, fill: (@Sendable (any ArchiveSession) throws -> Void)? = nil) {
        (self.name, self.sql, self.fill) = (name, sql, fill)
    }
}

/// The archive's schema, as named forward migrations applied in order.
enum ArchiveSchema {
    /// The whole market's list as an SQL literal (`'all'`): the one place the SQL spells its key.
    static let wholeMarket = "'\(ChartList.wholeMarketKey)'"

    static let migrations: [ArchiveMigration] = [
        ArchiveMigration("days, rankings and movies", """
        CREATE TABLE days (
            date        TEXT PRIMARY KEY,      -- YYYY-MM-DD
            fetched_at  INTEGER NOT NULL,      -- Unix seconds
            source      TEXT NOT NULL,
            provisional INTEGER NOT NULL,      -- 1 when fetched before noon in Seoul the day after
            revision    INTEGER NOT NULL       -- 1, then +1 for each fetch whose numbers differed
        ) WITHOUT ROWID;

        -- Every row of every list fetched for a day: list \(ArchiveSchema.wholeMarket) is the daily top ten; 'K'/'F' (nation)
        -- and 'Y'/'N' (diversity/commercial) come from --wide.
        CREATE TABLE rankings (
            date                 TEXT NOT NULL REFERENCES days(date) ON DELETE CASCADE,
            list                 TEXT NOT NULL,
            movie_code           TEXT NOT NULL,
            rank                 INTEGER NOT NULL,
            rank_change          INTEGER NOT NULL,
            is_new               INTEGER NOT NULL,
            title                TEXT NOT NULL,
            open_date            TEXT,
            audience             INTEGER NOT NULL,
            audience_change      INTEGER NOT NULL,
            audience_change_pct  REAL NOT NULL,
            audience_accumulated INTEGER NOT NULL,
            sales                INTEGER NOT NULL,
            sales_change         INTEGER NOT NULL,
            sales_change_pct     REAL NOT NULL,
            sales_share          REAL NOT NULL,
            sales_accumulated    INTEGER NOT NULL,
            screens              INTEGER NOT NULL,
            shows                INTEGER NOT NULL,
            PRIMARY KEY (date, list, movie_code)
        ) WITHOUT ROWID;
        CREATE INDEX rankings_by_movie ON rankings (movie_code, list, date);

        -- The numbers a day had before a later fetch revised them.
        CREATE TABLE ranking_revisions (
            date                 TEXT NOT NULL,
            revision             INTEGER NOT NULL,
            fetched_at           INTEGER NOT NULL,
            list                 TEXT NOT NULL,
            movie_code           TEXT NOT NULL,
            rank                 INTEGER NOT NULL,
            title                TEXT NOT NULL,
            audience             INTEGER NOT NULL,
            audience_accumulated INTEGER NOT NULL,
            sales                INTEGER NOT NULL,
            sales_accumulated    INTEGER NOT NULL,
            screens              INTEGER NOT NULL,
            shows                INTEGER NOT NULL,
            PRIMARY KEY (date, revision, list, movie_code)
        ) WITHOUT ROWID;

        -- Movie details (the cache behind CachedMovieDetailsRepository). Lists are JSON arrays.
        CREATE TABLE movies (
            movie_code        TEXT PRIMARY KEY,
            title             TEXT NOT NULL,
            title_en          TEXT NOT NULL,
            title_original    TEXT NOT NULL,
            runtime_minutes   INTEGER,
            production_year   INTEGER,
            open_date         TEXT,
            production_status TEXT NOT NULL,
            kind              TEXT NOT NULL,
            nations           TEXT NOT NULL,
            genres            TEXT NOT NULL,
            directors         TEXT NOT NULL,   -- [{"name":…,"name_en":…}]
            actors            TEXT NOT NULL,   -- [{"name":…,"name_en":…,"role":…}]
            show_types        TEXT NOT NULL,
            companies         TEXT NOT NULL,   -- [{"name":…,"part":…}]
            watch_grades      TEXT NOT NULL,
            fetched_at        INTEGER NOT NULL
        ) WITHOUT ROWID;
        """),
        // 2: the books reading list (`boxoffice books save / list`).
        ArchiveMigration("the reading list", """
        CREATE TABLE reading_list (
            book_key    TEXT PRIMARY KEY,   -- the ISBN-13, else "source:id"
            saved_at    INTEGER NOT NULL,   -- Unix seconds
            source      TEXT NOT NULL,      -- kakao | google
            source_id   TEXT NOT NULL,
            title       TEXT NOT NULL,
            subtitle    TEXT,
            authors     TEXT NOT NULL,      -- JSON array
            translators TEXT NOT NULL,      -- JSON array
            publisher   TEXT,
            published   TEXT,               -- at its precision: 2019, 2019-05 or 2019-05-21
            isbn13      TEXT,
            isbn10      TEXT,
            pages       INTEGER,
            price       REAL,
            sale_price  REAL,
            currency    TEXT,
            status      TEXT,
            description TEXT,
            cover_url   TEXT,
            info_url    TEXT
        ) WITHOUT ROWID;
        """),
        // 3: weekly charts (`boxoffice weekly`, `backfill --weekly`), kept as days are: a week per
        // transaction, keyed by kind and first day, earlier numbers kept when KOFIC revises them.
        ArchiveMigration("weekly charts", """
        CREATE TABLE weeks (
            kind        TEXT NOT NULL,      -- weekend | week | weekdays
            start_date  TEXT NOT NULL,      -- YYYY-MM-DD, the range's first day
            end_date    TEXT NOT NULL,
            fetched_at  INTEGER NOT NULL,
            source      TEXT NOT NULL,
            revision    INTEGER NOT NULL,
            PRIMARY KEY (kind, start_date)
        ) WITHOUT ROWID;

        CREATE TABLE weekly_rankings (
            kind                 TEXT NOT NULL,
            start_date           TEXT NOT NULL,
            movie_code           TEXT NOT NULL,
            rank                 INTEGER NOT NULL,
            rank_change          INTEGER NOT NULL,
            is_new               INTEGER NOT NULL,
            title                TEXT NOT NULL,
            open_date            TEXT,
            audience             INTEGER NOT NULL,
            audience_change      INTEGER NOT NULL,
            audience_change_pct  REAL NOT NULL,
            audience_accumulated INTEGER NOT NULL,
            sales                INTEGER NOT NULL,
            sales_change         INTEGER NOT NULL,
            sales_change_pct     REAL NOT NULL,
            sales_share          REAL NOT NULL,
            sales_accumulated    INTEGER NOT NULL,
            screens              INTEGER NOT NULL,
            shows                INTEGER NOT NULL,
            PRIMARY KEY (kind, start_date, movie_code),
            FOREIGN KEY (kind, start_date) REFERENCES weeks (kind, start_date) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE INDEX weekly_rankings_by_movie ON weekly_rankings (movie_code, kind, start_date);

        CREATE TABLE weekly_ranking_revisions (
            kind                 TEXT NOT NULL,
            start_date           TEXT NOT NULL,
            revision             INTEGER NOT NULL,
            fetched_at           INTEGER NOT NULL,
            movie_code           TEXT NOT NULL,
            rank                 INTEGER NOT NULL,
            title                TEXT NOT NULL,
            audience             INTEGER NOT NULL,
            audience_accumulated INTEGER NOT NULL,
            sales                INTEGER NOT NULL,
            sales_accumulated    INTEGER NOT NULL,
            screens              INTEGER NOT NULL,
            shows                INTEGER NOT NULL,
            PRIMARY KEY (kind, start_date, revision, movie_code)
        ) WITHOUT ROWID;
        """),
        // 4: each day's market, kept with the day when it is stored (history market reads a row a day,
        // not ten), and an index the market's scans read without the rankings' wide rows.
        ArchiveMigration("each day's market", """
        ALTER TABLE days ADD COLUMN audience INTEGER;
        ALTER TABLE days ADD COLUMN market_sales INTEGER;
        ALTER TABLE days ADD COLUMN korean_sales INTEGER;
        ALTER TABLE days ADD COLUMN korean_list_audience INTEGER;
        ALTER TABLE days ADD COLUMN korean_nation_audience INTEGER;
        ALTER TABLE days ADD COLUMN nation_unknown_audience INTEGER;
        UPDATE days SET
            audience = (SELECT sum(r.audience) FROM rankings r WHERE r.date = days.date AND r.list = \(ArchiveSchema.wholeMarket)),
            market_sales = (SELECT CAST(round(r.sales * 100.0 / r.sales_share) AS INTEGER) FROM rankings r
                            WHERE r.date = days.date AND r.list = \(ArchiveSchema.wholeMarket) AND r.sales_share > 0
                            ORDER BY r.sales_share DESC, r.movie_code LIMIT 1),
            korean_sales = (SELECT CAST(round(r.sales * 100.0 / r.sales_share) AS INTEGER) FROM rankings r
                            WHERE r.date = days.date AND r.list = '\(ChartList.korean.rawValue)' AND r.sales_share > 0
                            ORDER BY r.sales_share DESC, r.movie_code LIMIT 1),
            korean_list_audience = (SELECT sum(r.audience) FROM rankings r
                                    WHERE r.date = days.date AND r.list = \(ArchiveSchema.wholeMarket)
                                      AND EXISTS (SELECT 1 FROM rankings k WHERE k.date = r.date AND k.list = '\(ChartList.korean.rawValue)' AND k.movie_code = r.movie_code));
        UPDATE days SET korean_list_audience = 0
            WHERE korean_list_audience IS NULL AND EXISTS (SELECT 1 FROM rankings k WHERE k.date = days.date AND k.list = '\(ChartList.korean.rawValue)');
        \(nationUpdate) WHERE 1 = 1;
        CREATE INDEX rankings_by_list ON rankings (list, date, movie_code, audience, sales);

        -- Each movie's top-ten admissions and days by calendar month, kept from the rankings (\(ArchiveSchema.wholeMarket)):
        -- a stored day adds its rows, a revised day takes its old ones away first, archive copy rebuilds
        -- it. What the market's months and years sum.
        CREATE TABLE movie_months (
            month      TEXT NOT NULL,      -- YYYY-MM
            movie_code TEXT NOT NULL,
            audience   INTEGER NOT NULL,
            days       INTEGER NOT NULL,
            PRIMARY KEY (month, movie_code)
        ) WITHOUT ROWID;
        \(movieMonthsRebuildV4);
        """),
        // 5: people and companies as KOBIS answered them (cache-through, like movies), and KOBIS's
        // code lists (regions, nations, grades …).
        ArchiveMigration("people, companies and code lists", """
        CREATE TABLE filmographies (
            kind        TEXT NOT NULL,      -- person | company
            code        TEXT NOT NULL,      -- KOBIS's eight digits
            name        TEXT,
            body        TEXT NOT NULL,      -- KOBIS's own JSON form of the person or company
            fetched_at  INTEGER NOT NULL,   -- Unix seconds
            PRIMARY KEY (kind, code)
        ) WITHOUT ROWID;
        CREATE TABLE codes (
            parent      TEXT NOT NULL,      -- comCode: 0105000000 regions, 2204000000 nations …
            code        TEXT NOT NULL,      -- fullCd
            position    INTEGER NOT NULL,   -- KOBIS's order
            name        TEXT NOT NULL,      -- korNm
            name_en     TEXT,               -- engNm
            fetched_at  INTEGER NOT NULL,
            PRIMARY KEY (parent, code)
        ) WITHOUT ROWID;
        """),
        // 6: weeks keep their list in a column of its own, as days do (a segment's week was kept
        // under the kind `weekend:K`): the three weekly tables rebuilt with `list` in their keys.
        ArchiveMigration("weeks keyed by list", weeksByList),
        // 7: the market's index also holds what a forecast reads of each row (its runs' days and
        // titles), so that read is the index's alone, not the rankings' wide rows: three years of
        // days read in 2.8 ms, not 4.7 (the SQLite shell, the six real years' archive); the archive
        // grows by about a seventh. Same keys in the same order: every query of the old one is served.
        ArchiveMigration("the market index covers forecasts", """
        DROP INDEX rankings_by_list;
        CREATE INDEX rankings_by_list ON rankings (list, date, movie_code, audience, sales, audience_accumulated, shows, open_date, title)
        """),
        // 8: what the site's year, all-time and distributor pages read, kept as days and details are
        // stored instead of read again from every ranking: each movie's month also holds its sales,
        // best rank, first and last day, highest accumulated audience and title (a morning's pages read a
        // row a movie a month, not ten a day), and each movie's distributors are rows of their own,
        // found by code (not a LIKE over every film's companies).
        ArchiveMigration("movie months in full, distributors by code", """
        CREATE TABLE movie_months_v8 (
            month       TEXT NOT NULL,
            movie_code  TEXT NOT NULL,
            audience    INTEGER NOT NULL,
            days        INTEGER NOT NULL,
            sales       INTEGER NOT NULL,
            best_rank   INTEGER NOT NULL,
            first_day   TEXT NOT NULL,
            last_day    TEXT NOT NULL,
            accumulated INTEGER NOT NULL,
            title       TEXT NOT NULL,          -- on its last day of the month
            PRIMARY KEY (month, movie_code)
        ) WITHOUT ROWID;
        DROP TABLE movie_months;
        ALTER TABLE movie_months_v8 RENAME TO movie_months;
        \(movieMonthsRebuild);
        CREATE INDEX movie_months_by_movie ON movie_months (movie_code, month);

        -- Each movie's distributors (MovieDetails.distributing: 배급사, each once, in KOBIS's order), kept
        -- from movies.companies whenever a movie's details are stored.
        CREATE TABLE movie_distributors (
            movie_code   TEXT NOT NULL,
            position     INTEGER NOT NULL,
            company_code TEXT,
            name         TEXT NOT NULL,
            PRIMARY KEY (movie_code, position)
        ) WITHOUT ROWID;
        CREATE INDEX movie_distributors_by_company ON movie_distributors (company_code, movie_code);
        """, fill: { db in try RelationalBoxOfficeArchive.rebuildDistributors(db) }),
        // 9: the forecasts a day's report showed, kept with the day (`ShownForecastsArchive`): its page,
        // rewritten later, shows them without forecasting the day again (a morning's day-before page,
        // a rebuild of a site cron kept). Deleted when the day is revised.
        ArchiveMigration("the forecasts a report showed", """
        CREATE TABLE shown_forecasts (
            date                   TEXT NOT NULL REFERENCES days(date) ON DELETE CASCADE,
            movie_code             TEXT NOT NULL,
            no_forecast            TEXT,      -- why the report gave none (re_release, too_early, last_week_not_archived,
                                              -- not_enough_to_learn_from); NULL: the forecast below
            day_of_run             INTEGER,
            accumulated            INTEGER,
            expected               INTEGER,   -- the final audience, with its 80 % interval
            low                    INTEGER,
            high                   INTEGER,
            training_runs          INTEGER,
            next_mark              INTEGER,   -- the next milestone, its date and range (NULL: not expected) and chance
            next_date              TEXT,
            next_low               TEXT,
            next_high              TEXT,
            next_chance            REAL,
            pace_day               INTEGER,   -- the pace against the biggest earlier run (NULL: none)
            pace_accumulated       INTEGER,
            pace_title             TEXT,
            pace_year              INTEGER,
            pace_other_accumulated INTEGER,
            PRIMARY KEY (date, movie_code)
        ) WITHOUT ROWID;
        """),
        // 10: each movie's whole run in a row, kept as days are stored (as movie_months is): what the
        // site's map, its all-time chart and a movie page's pace read of every run, a row a movie
        // instead of a row a movie a month (the map) or a scan of the years' rankings (the pace).
        ArchiveMigration("each movie's run", """
        CREATE TABLE movie_runs (
            movie_code       TEXT PRIMARY KEY,
            audience         INTEGER NOT NULL,   -- its days' admissions in the list, summed
            sales            INTEGER NOT NULL,
            days             INTEGER NOT NULL,
            first_day        TEXT NOT NULL,
            last_day         TEXT NOT NULL,
            accumulated      INTEGER NOT NULL,   -- the highest audience_accumulated
            last_accumulated INTEGER NOT NULL,   -- audience_accumulated, title and open_date on its last day
            title            TEXT NOT NULL,
            open_date        TEXT,
            earliest_open    TEXT,               -- the earliest and latest open date of its days (NULL: none has one)
            latest_open      TEXT,
            dated_days       INTEGER NOT NULL    -- its days with an open date
        ) WITHOUT ROWID;
        \(movieRunsRebuild);
        CREATE INDEX movie_runs_by_total ON movie_runs (accumulated DESC, movie_code);
        """),
        ArchiveMigration("the charts KOFIC had no list for", """
        -- A chart KOFIC answered with an empty list: not a day or a week (nothing reads it as one), only
        -- that it was asked and when, so that a backfill need not ask again (its --refresh does).
        CREATE TABLE IF NOT EXISTS no_lists (
            kind       TEXT NOT NULL,      -- 'day', or the week's kind ('weekend', 'week', 'weekdays')
            list       TEXT NOT NULL,
            start_date TEXT NOT NULL,      -- the day, or the week's first day
            asked_at   INTEGER NOT NULL,   -- Unix seconds
            PRIMARY KEY (kind, list, start_date)
        ) WITHOUT ROWID
        """),
        // 12: what makes the archive the same wherever it is kept (a site records it); made here, once.
        ArchiveMigration("the archive's identity", """
        -- One row: a random value made by this migration (a copy of the archive carries it; a site's
        -- manifest records it, so that another archive's run does not write into that site).
        CREATE TABLE IF NOT EXISTS archive_identity (
            one      INTEGER NOT NULL PRIMARY KEY CHECK (one = 1),
            identity TEXT NOT NULL,
            made_at  INTEGER NOT NULL      -- Unix seconds
        ) WITHOUT ROWID
        """, fill: { db in
            try db.query("INSERT INTO archive_identity (one, identity, made_at) VALUES (1, ?, ?) ON CONFLICT (one) DO NOTHING",
                         [.text(UUID().uuidString.lowercased()), .integer(Int64(Date().timeIntervalSince1970))])
        }),
    ]

    /// The market columns of `days` (schema 4), as `RelationalBoxOfficeArchive.store` fills them:
    /// `audience` the top ten's admissions; `market_sales` all films' sales (the unfiltered list's
    /// largest-share row, salesAmt ÷ salesShare × 100, `MarketDay.listTotal`); `korean_sales` and
    /// `korean_list_audience` from the day's K list (`--wide`), NULL without one.
    /// `korean_nation_audience` and `nation_unknown_audience`: the top ten's admissions of movies
    /// whose details name Korea first, and of movies without details; set by `nationUpdate` when the
    /// day is stored and again for its days when a movie's details are.
    static let marketColumns = ["audience", "market_sales", "korean_sales", "korean_list_audience", "korean_nation_audience",
                                "nation_unknown_audience"]

    /// Sets the nation columns of the days a `WHERE` appended to it picks, from their rankings and the
    /// movies' details (a movie is Korean when its first nation is KOBIS's 한국).
    static let nationUpdate = """
        UPDATE days SET
            korean_nation_audience = (SELECT coalesce(sum(CASE WHEN m.nations LIKE '["\(korea)"%' THEN r.audience ELSE 0 END), 0)
                                      FROM rankings r JOIN movies m ON m.movie_code = r.movie_code WHERE r.date = days.date AND r.list = \(ArchiveSchema.wholeMarket)),
            nation_unknown_audience = (SELECT coalesce(sum(r.audience), 0) FROM rankings r
                                       WHERE r.date = days.date AND r.list = \(ArchiveSchema.wholeMarket)
                                         AND NOT EXISTS (SELECT 1 FROM movies m WHERE m.movie_code = r.movie_code))
        """

    /// Schema 6: `weeks`, `weekly_rankings` and `weekly_ranking_revisions` rebuilt with a `list`
    /// column in their keys, each row's list taken out of its kind (`weekend:K` → `weekend`, `K`).
    /// Plain SQL both stores run (no instr/strpos): the kinds are WeeklyKind's. A date column begins
    /// its line, as PostgreSQL's translation of the schema reads them.
    static var weeksByList: String {
        let kinds = WeeklyKind.allCases.map(\.rawValue).sorted { $0.count > $1.count } // weekdays before week
        let kind = "CASE " + kinds.map { "WHEN kind LIKE '\($0):%' THEN '\($0)'" }.joined(separator: " ") + " ELSE kind END"
        let list = "CASE " + kinds.map { "WHEN kind LIKE '\($0):%' THEN substr(kind, \($0.count + 2))" }.joined(separator: " ")
            + " ELSE \(wholeMarket) END"
        let ranking = """
            rank INTEGER NOT NULL, rank_change INTEGER NOT NULL, is_new INTEGER NOT NULL, title TEXT NOT NULL,
            open_date TEXT,
            audience INTEGER NOT NULL, audience_change INTEGER NOT NULL, audience_change_pct REAL NOT NULL,
            audience_accumulated INTEGER NOT NULL, sales INTEGER NOT NULL, sales_change INTEGER NOT NULL,
            sales_change_pct REAL NOT NULL, sales_share REAL NOT NULL, sales_accumulated INTEGER NOT NULL,
            screens INTEGER NOT NULL, shows INTEGER NOT NULL
            """
        let rankingNames = "rank, rank_change, is_new, title, open_date, audience, audience_change, audience_change_pct, "
            + "audience_accumulated, sales, sales_change, sales_change_pct, sales_share, sales_accumulated, screens, shows"
        return """
            CREATE TABLE weeks_v6 (
                kind        TEXT NOT NULL,
                list        TEXT NOT NULL,
                start_date  TEXT NOT NULL,
                end_date    TEXT NOT NULL,
                fetched_at  INTEGER NOT NULL,
                source      TEXT NOT NULL,
                revision    INTEGER NOT NULL,
                PRIMARY KEY (kind, list, start_date)
            ) WITHOUT ROWID;
            CREATE TABLE weekly_rankings_v6 (
                kind TEXT NOT NULL, list TEXT NOT NULL,
                start_date TEXT NOT NULL,
                movie_code TEXT NOT NULL,
                \(ranking),
                PRIMARY KEY (kind, list, start_date, movie_code),
                FOREIGN KEY (kind, list, start_date) REFERENCES weeks_v6 (kind, list, start_date) ON DELETE CASCADE
            ) WITHOUT ROWID;
            CREATE TABLE weekly_ranking_revisions_v6 (
                kind TEXT NOT NULL, list TEXT NOT NULL,
                start_date TEXT NOT NULL,
                revision INTEGER NOT NULL,
                fetched_at INTEGER NOT NULL, movie_code TEXT NOT NULL, rank INTEGER NOT NULL, title TEXT NOT NULL,
                audience INTEGER NOT NULL, audience_accumulated INTEGER NOT NULL, sales INTEGER NOT NULL,
                sales_accumulated INTEGER NOT NULL, screens INTEGER NOT NULL, shows INTEGER NOT NULL,
                PRIMARY KEY (kind, list, start_date, revision, movie_code)
            ) WITHOUT ROWID;
            INSERT INTO weeks_v6 SELECT \(kind), \(list), start_date, end_date, fetched_at, source, revision FROM weeks;
            INSERT INTO weekly_rankings_v6 SELECT \(kind), \(list), start_date, movie_code, \(rankingNames) FROM weekly_rankings;
            INSERT INTO weekly_ranking_revisions_v6 SELECT \(kind), \(list), start_date, revision, fetched_at, movie_code, rank, title,
                audience, audience_accumulated, sales, sales_accumulated, screens, shows FROM weekly_ranking_revisions;
            DROP TABLE weekly_ranking_revisions;
            DROP TABLE weekly_rankings;
            DROP TABLE weeks;
            ALTER TABLE weeks_v6 RENAME TO weeks;
            ALTER TABLE weekly_rankings_v6 RENAME TO weekly_rankings;
            ALTER TABLE weekly_ranking_revisions_v6 RENAME TO weekly_ranking_revisions;
            CREATE INDEX weekly_rankings_by_movie ON weekly_rankings (movie_code, kind, list, start_date)
            """
    }

    /// Fills `movie_months` from every ranked day (it must be empty first).
    static let movieMonthsRebuild = """
        INSERT INTO movie_months (\(movieMonthsColumns)) \(movieMonths(where: "1 = 1"))
        """

    static let movieMonthsColumns = "month, movie_code, audience, days, sales, best_rank, first_day, last_day, accumulated, title"

    /// `movie_months` rows made from the whole market's rankings the condition picks (of whole months),
    /// in `movieMonthsColumns` order: sums, extremes, and the title of each month's last day by its key.
    static func movieMonths(where condition: String) -> String {
        """
        SELECT g.month, g.movie_code, g.audience, g.days, g.sales, g.best_rank, g.first_day, g.last_day, g.accumulated,
               (SELECT t.title FROM rankings t WHERE t.date = g.last_day AND t.list = \(wholeMarket) AND t.movie_code = g.movie_code) AS title
        FROM (SELECT substr(CAST(date AS TEXT), 1, 7) AS month, movie_code, sum(audience) AS audience, count(*) AS days, sum(sales) AS sales,
                     min(rank) AS best_rank, min(date) AS first_day, max(date) AS last_day, max(audience_accumulated) AS accumulated
              FROM rankings WHERE list = \(wholeMarket) AND \(condition) GROUP BY 1, 2) g
        """
    }

    /// Fills `movie_runs` from every ranked day (it must be empty first).
    static let movieRunsRebuild = """
        INSERT INTO movie_runs (\(movieRunsColumns)) \(movieRuns(where: "1 = 1"))
        """

    static let movieRunsColumns = """
        movie_code, audience, sales, days, first_day, last_day, accumulated, last_accumulated, title, open_date, earliest_open, latest_open, dated_days
        """

    /// `movie_runs` rows made from the whole market's rankings of the movies the condition picks (all
    /// of each one's days), in `movieRunsColumns` order: sums, extremes, and its last day's row by its key.
    static func movieRuns(where condition: String) -> String {
        """
        SELECT g.movie_code, g.audience, g.sales, g.days, g.first_day, g.last_day, g.accumulated, t.audience_accumulated AS last_accumulated,
               t.title AS title, t.open_date AS open_date,
               g.earliest_open, g.latest_open, g.dated_days
        FROM (SELECT movie_code, sum(audience) AS audience, sum(sales) AS sales, count(*) AS days, min(date) AS first_day, max(date) AS last_day,
                     max(audience_accumulated) AS accumulated, min(open_date) AS earliest_open, max(open_date) AS latest_open,
                     count(open_date) AS dated_days
              FROM rankings WHERE list = \(wholeMarket) AND \(condition) GROUP BY movie_code) g
        JOIN rankings t ON t.date = g.last_day AND t.list = \(wholeMarket) AND t.movie_code = g.movie_code
        """
    }

    /// Schema 4's `movie_months` (month, movie, audience, days), as migration 4 filled it.
    static let movieMonthsRebuildV4 = """
        INSERT INTO movie_months (month, movie_code, audience, days)
            SELECT substr(CAST(date AS TEXT), 1, 7), movie_code, sum(audience), count(*) FROM rankings WHERE list = \(ArchiveSchema.wholeMarket) GROUP BY 1, 2
        """

    /// KOBIS's name for Korea as a movie's nation (`nationNm`), as the details store it.
    static let korea = "한국"

    static var currentVersion: Int { migrations.count }

    /// The numeric columns of `rankings`, in `BoxOfficeEntry` order after the code.
    static let rankingColumns = """
        rank, rank_change, is_new, title, open_date, audience, audience_change, audience_change_pct,
        audience_accumulated, sales, sales_change, sales_change_pct, sales_share, sales_accumulated, screens, shows
        """
}
