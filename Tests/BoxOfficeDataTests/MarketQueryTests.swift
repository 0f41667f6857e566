@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// The market's queries on both stores, on real lists: 2017-12-25..2018-01-20 of `kofic/long` with
/// KOFIC's K lists of January 2018 (`kofic/nation`) stored as `--wide` stores them.
struct MarketQueryTests {
    static func list(_ fixture: String) throws -> DailyBoxOffice {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data(fixture)) as! [String: Any]
        let items = (object["boxOfficeResult"] as! [String: Any])["dailyBoxOfficeList"] as! [[String: String]]
        let date = CalendarDate(compact: String(fixture.split(separator: "=")[1].prefix(8)))!
        return DailyBoxOffice(date: date, entries: items.map(LongRecordings.entry))
    }

    func filled(_ store: ArchiveStore, _ scratch: TemporaryFolder) async throws -> RelationalBoxOfficeArchive {
        try await fill(try store.open(in: scratch))
    }

    func fill(_ archive: RelationalBoxOfficeArchive) async throws -> RelationalBoxOfficeArchive {
        for day in LongRecordings.daily.keys.sorted() where day >= "20171225" && day <= "20180120" {
            let chart = DailyBoxOffice(date: CalendarDate(compact: day)!, entries: LongRecordings.daily[day]!.map(LongRecordings.entry))
            let korean = day >= "20180101" ? [ChartList.korean: try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day)_repNationCd=K.json")] : [:]
            _ = try await archive.store(archivedDay(chart), extraLists: korean)
        }
        return archive
    }

    @Test(arguments: ArchiveStore.allCases)
    func marketDaysAreTheUnfilteredListsAndTheKoreanTotals(_ store: ArchiveStore) async throws {
        let scratch = TemporaryFolder("market")
        let archive = try await filled(store, scratch)
        let days = try await archive.marketDays(from: CalendarDate(iso: "2017-12-30")!, to: CalendarDate(iso: "2018-01-03")!)
        #expect(days.map(\.date.iso) == ["2017-12-30", "2017-12-31", "2018-01-01", "2018-01-02", "2018-01-03"])
        for day in days {
            let items: [BoxOfficeEntry] = LongRecordings.daily[day.date.compact]!.map(LongRecordings.entry)
            let audience = items.reduce(0) { $0 + $1.audience }
            #expect(day.audience == audience)
            let best = items.max { $0.salesShare < $1.salesShare }!
            #expect(day.marketSales == MarketDay.listTotal(sales: best.sales, share: best.salesShare))
            if day.date.year == 2018 {
                let k = try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day.date.compact)_repNationCd=K.json")
                let kBest = k.entries.max { $0.salesShare < $1.salesShare }!
                #expect(day.koreanSales == MarketDay.listTotal(sales: kBest.sales, share: kBest.salesShare) && day.koreanByList)
                let codes = Set(k.entries.map { $0.movieCode })
                let korean = items.filter { codes.contains($0.movieCode) }.reduce(0) { $0 + $1.audience }
                #expect(day.koreanAudience == korean)
            } else {
                // No K list, no details: the nation of every movie is unknown.
                #expect(day.koreanSales == nil && !day.koreanByList && day.unknownNationAudience == day.audience)
            }
        }
        // Details stored later count on the days the movie ranked: 신과함께-죄와 벌 by its first nation.
        var details = try recordedMovie("20184574")
        details.code = MovieCode("20150976")!
        details.nations = ["한국"]
        try await archive.storeDetails(details, fetchedAt: Date())
        let later = try #require(try await archive.marketDays(from: CalendarDate(iso: "2017-12-30")!, to: CalendarDate(iso: "2017-12-30")!).first)
        let own = LongRecordings.daily["20171230"]!.map(LongRecordings.entry).first { $0.movieCode.rawValue == "20150976" }!.audience
        #expect(later.koreanAudience == own && later.unknownNationAudience == later.audience - own && !later.koreanByList)
    }

    @Test(arguments: ArchiveStore.allCases)
    func moviesByMonthTitlesAndDistributors(_ store: ArchiveStore) async throws {
        let scratch = TemporaryFolder("market")
        let archive = try await filled(store, scratch)
        // Each period's movies and leader: months grouped in the store, weeks summed from their days.
        var expected: [String: Int] = [:]
        for day in 1...20 {
            for entry in LongRecordings.daily[String(format: "201801%02d", day)]!.map(LongRecordings.entry) { expected[entry.movieCode.rawValue, default: 0] += entry.audience }
        }
        let leader = expected.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        let january = CalendarDate(iso: "2018-01-01")!...CalendarDate(iso: "2018-01-31")!
        let asked = try await archive.periodMovies(.month, from: january.lowerBound, to: CalendarDate(iso: "2018-02-28")!)
        #expect(asked[january.lowerBound]?.movies == expected.count)
        #expect(asked[january.lowerBound]?.leader == MarketMovieAudience(code: MovieCode(leader.key)!, title: "신과함께-죄와 벌", audience: leader.value))
        #expect(asked[CalendarDate(iso: "2018-02-01")!] == nil, "nothing archived in February")
        let byDay = try await archive.periodMovies(.day, from: CalendarDate(iso: "2017-12-20")!, to: CalendarDate(iso: "2018-03-01")!)
        let firstOfJanuary = try #require(byDay[CalendarDate(iso: "2018-01-01")!])
        let items = LongRecordings.daily["20180101"]!.map(LongRecordings.entry)
        #expect(firstOfJanuary.movies == items.count && firstOfJanuary.leader?.audience == items.map(\.audience).max())
        #expect(byDay.count == 27, "the 27 archived days")
        // The week of Monday 2018-01-08: its seven days' movies, the biggest summed over them.
        let weeks = try await archive.periodMovies(.week, from: CalendarDate(iso: "2018-01-03")!, to: CalendarDate(iso: "2018-01-20")!)
        var week: [String: Int] = [:]
        for day in 8...14 {
            for entry in LongRecordings.daily[String(format: "201801%02d", day)]!.map(LongRecordings.entry) { week[entry.movieCode.rawValue, default: 0] += entry.audience }
        }
        #expect(weeks.keys.map(\.iso).sorted() == ["2018-01-03", "2018-01-08", "2018-01-15"])
        #expect(weeks[CalendarDate(iso: "2018-01-08")!]?.movies == week.count)
        #expect(weeks[CalendarDate(iso: "2018-01-08")!]?.leader?.audience == week.values.max())

        // Titles: exact first, else a part of one (case aside); a % in the text is no wildcard.
        #expect(try await archive.archivedMovies(titled: "1987").map(\.code.rawValue) == ["20170590"])
        #expect(try await archive.archivedMovies(titled: "신과함께").map(\.code.rawValue) == ["20150976"])
        #expect(try await archive.archivedMovies(titled: "%").isEmpty)

        // Distributors come from the details (with KOBIS's company codes), split where a movie has two.
        var details = try recordedMovie("20184574")
        details.code = MovieCode("20170590")!
        details.companies = [.init(name: "CJ엔터테인먼트", part: "배급사", code: "20100103"), .init(name: "우정필름", part: "제작사", code: "1")]
        try await archive.storeDetails(details, fetchedAt: Date())
        let distributed = try await archive.distributedMovies(from: CalendarDate(iso: "2018-01-01")!, to: CalendarDate(iso: "2018-01-20")!)
        let movie = try #require(distributed.first { $0.code.rawValue == "20170590" })
        #expect(movie.distributors == [.init(name: "CJ엔터테인먼트", part: "배급사", code: "20100103")] && movie.hasDetails)
        #expect(movie.audience == expected["20170590"])
        #expect(distributed.filter { !$0.hasDetails }.count == distributed.count - 1)
    }
}

extension MarketQueryTests {
    /// An archive of schema 3 (before the days kept their market) gets the same figures from its
    /// rankings when it is opened: the migration's SQL and the store's Swift agree.
    @Test func theMigrationFillsTheMarketAsStoringDoes() async throws {
        let scratch = TemporaryFolder("market-migration")
        let file = scratch.appending("v3.sqlite")
        let archive = try await fill(try ArchiveStore.open(file))
        let range = (CalendarDate(iso: "2017-12-25")!, CalendarDate(iso: "2018-01-20")!)
        let stored = try await archive.marketDays(from: range.0, to: range.1)
        let storedMonths = try await archive.periodMovies(.month, from: CalendarDate(iso: "2017-12-01")!, to: CalendarDate(iso: "2018-01-31")!)
        let database = try SQLiteDatabase(path: file)
        try database.execute("""
            DROP INDEX rankings_by_list;
            ALTER TABLE days DROP COLUMN audience; ALTER TABLE days DROP COLUMN market_sales;
            ALTER TABLE days DROP COLUMN korean_sales; ALTER TABLE days DROP COLUMN korean_list_audience;
            ALTER TABLE days DROP COLUMN korean_nation_audience; ALTER TABLE days DROP COLUMN nation_unknown_audience;
            DROP TABLE movie_months; DROP TABLE movie_distributors; DROP TABLE filmographies; DROP TABLE codes; DROP TABLE shown_forecasts;
            DROP TABLE movie_runs;
            PRAGMA user_version = 3;
            """)
        let migrated = try await SQLiteBoxOfficeArchive(path: file).marketDays(from: range.0, to: range.1)
        #expect(migrated.count == 27 && migrated == stored)
        #expect(migrated.filter(\.koreanByList).count == 20)
        let reopened = try SQLiteBoxOfficeArchive(path: file)
        #expect(try await reopened.periodMovies(.month, from: CalendarDate(iso: "2017-12-01")!, to: CalendarDate(iso: "2018-01-31")!) == storedMonths)
    }

    /// A revised day takes its old numbers out of the month before adding the new: a movie gone from
    /// the day leaves the month when it has no other day there.
    @Test(arguments: ArchiveStore.allCases)
    func aRevisedDayMovesTheMonthsSums(_ store: ArchiveStore) async throws {
        let scratch = TemporaryFolder("market-revision")
        let archive = try store.open(in: scratch)
        let first = DailyBoxOffice(date: CalendarDate(iso: "2018-03-31")!, entries: LongRecordings.daily["20180331"]!.map(LongRecordings.entry))
        _ = try await archive.store(archivedDay(first))
        var revised = first
        revised.entries[0].audience += 1_000
        let gone = revised.entries.removeLast()
        _ = try await archive.store(archivedDay(revised))
        let months = try await archive.periodMovies(.month, from: CalendarDate(iso: "2018-03-01")!, to: CalendarDate(iso: "2018-03-31")!)
        let march = try #require(months[CalendarDate(iso: "2018-03-01")!])
        #expect(march.movies == 9, "\(gone.title) left the month with its only day")
        #expect(march.leader?.audience == max(revised.entries[0].audience, revised.entries.map(\.audience).max()!))
        let leaderCode = try #require(march.leader?.code)
        #expect(march.leader?.audience == revised.entries.first { $0.movieCode == leaderCode }?.audience)
        // Every column of the month (sales, best rank, first and last day, highest total) is what the rankings give.
        #expect(try archive.derivedDataProblems() == [])
        #expect(try await archive.topMovies(from: CalendarDate(iso: "2018-03-01")!, to: CalendarDate(iso: "2018-03-31")!, limit: 20)
            .contains { $0.code == gone.movieCode } == false)
    }

    /// Schema 8 keeps each movie's month in full (sales, best rank, first and last day, highest total)
    /// and its distributors as rows by code: an archive of schema 7 gets both from its rankings and
    /// details when it is opened, and every answer read from them is the one it gave before.
    @Test(arguments: ArchiveStore.allCases)
    func schemaEightKeepsMonthsInFullAndDistributorsByCode(_ store: ArchiveStore) async throws {
        let scratch = TemporaryFolder("schema-eight")
        let location = try store.location(in: scratch)
        let archive = try await fill(try ArchiveStore.open(location))
        var details = try recordedMovie("20184574")
        details.code = MovieCode("20170590")!
        details.companies = [.init(name: "CJ엔터테인먼트", part: "배급사", code: "20100103"), .init(name: "우정필름", part: "제작사", code: "1"),
                             .init(name: "메가박스중앙(주)플러스엠", part: "배급사", code: "20112621")]
        try await archive.storeDetails(details, fetchedAt: Date())
        // A range of whole months and days on either side (2017-12-25 .. 2018-01-20), and one of days alone.
        let (from, to) = (CalendarDate(iso: "2017-12-25")!, CalendarDate(iso: "2018-01-20")!)
        func answers(_ archive: RelationalBoxOfficeArchive) async throws -> [AnyHashable] {
            [try await archive.topMovies(from: from, to: to, limit: 50),
             try await archive.topMovies(from: CalendarDate(iso: "2018-01-03")!, to: CalendarDate(iso: "2018-01-09")!, limit: 5),
             try await archive.allTimeMovies(limit: 20), try await archive.chartedTitles(),
             try await archive.distributedMovies(from: from, to: to).sorted { $0.code.rawValue < $1.code.rawValue },
             try await archive.distributorsYears(["20100103", "20112621"])]
        }
        let before = try await answers(archive)
        let years = try #require(before.last as? DistributorsYears)
        #expect(years.films.values.joined().contains { $0.code.rawValue == "20170590" && $0.distributors.map(\.code) == ["20100103", "20112621"] })
        // Back to schema 7's layout: movie_months of four columns, no distributors' rows (nor schema 9's and 10's tables).
        let back = ["DROP TABLE movie_runs", "DROP TABLE shown_forecasts", "DROP TABLE movie_distributors", "DROP TABLE movie_months", """
            CREATE TABLE movie_months (
                month      TEXT NOT NULL,
                movie_code TEXT NOT NULL,
                audience   INTEGER NOT NULL,
                days       INTEGER NOT NULL,
                PRIMARY KEY (month, movie_code)
            )
            """, ArchiveSchema.movieMonthsRebuildV4]
        switch store {
        case .sqlite:
            let database = try SQLiteDatabase(path: location)
            for statement in back { try database.execute(statement) }
            try database.execute("PRAGMA user_version = 7")
        case .postgresql:
            let connection = try PostgreSQLConnection(address: location)
            for statement in back.flatMap(PostgreSQLArchiveSchema.translate) { try connection.run(statement) }
            try connection.run("DELETE FROM schema_version WHERE version > 7")
        }
        let migrated = try ArchiveStore.open(location)
        #expect(try migrated.schemaVersion() == ArchiveSchema.currentVersion)
        #expect(try await answers(migrated) == before)
        #expect(try migrated.derivedDataProblems() == [])
        // A planted fault in the distributors' rows is found.
        _ = try migrated.withSession { try $0.query("DELETE FROM movie_distributors WHERE company_code = '20112621'", []) }
        #expect(try migrated.derivedDataProblems() == ["movie_distributors: 1 movie(s) disagree with their details' companies"])
    }
}
