@testable import BoxOfficeData
import BoxOfficeDomain
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
        let archive = try store.open(in: scratch)
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
    }

    @Test(arguments: ArchiveStore.allCases)
    func moviesByMonthTitlesAndDistributors(_ store: ArchiveStore) async throws {
        let scratch = TemporaryFolder("market")
        let archive = try await filled(store, scratch)
        // One whole month (December is cut at the 25th, so by day), then January by day at its end.
        let movies = try await archive.marketMovies(from: CalendarDate(iso: "2017-12-25")!, to: CalendarDate(iso: "2018-01-20")!, byMonth: true)
        #expect(!movies.contains { $0.start.iso == "2017-12-01" }, "December is not whole in the range")
        let januaryMovies = try await archive.marketMovies(from: CalendarDate(iso: "2018-01-01")!, to: CalendarDate(iso: "2018-01-31")!, byMonth: true)
        #expect(januaryMovies.allSatisfy { $0.start.iso == "2018-01-01" })
        var expected: [String: Int] = [:]
        for day in 1...20 {
            for entry in LongRecordings.daily[String(format: "201801%02d", day)]!.map(LongRecordings.entry) { expected[entry.movieCode.rawValue, default: 0] += entry.audience }
        }
        var mine: [String: Int] = [:]
        for movie in januaryMovies { mine[movie.code.rawValue, default: 0] += movie.audience }
        #expect(mine == expected)
        var december = 0
        for day in 25...31 { december += LongRecordings.daily["201712\(day)"]!.map(LongRecordings.entry).reduce(0) { $0 + $1.audience } }
        let total = movies.reduce(0) { $0 + $1.audience }
        #expect(total == december + expected.values.reduce(0, +))

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
