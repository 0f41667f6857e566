import BoxOfficeApplication
import BoxOfficeReports
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// A year's review (결산) on real years: 2017 and 2018 of the recorded daily lists, archived in
/// process. Its figures are the lists' own sums, and its sales KOFIC's published total.
struct ReviewYearTests {
    static func archive(_ years: [String], into scratch: UseCasesInProcessTests.ScratchArchive) async throws {
        for targetDt in LongRecordings.daily.keys.sorted() where years.contains(String(targetDt.prefix(4))) {
            let date = CalendarDate(compact: targetDt)!
            let report = DailyReport(date: date, rows: LongRecordings.daily[targetDt]!.map { .init(entry: LongRecordings.entry($0), details: nil) })
            _ = try await scratch.archive.store(ArchivedDay(report: report, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), source: "test",
                                                            provisional: false, revision: 1))
        }
    }

    @Test func the2018ReviewIsTheListsSumsAndKOFICsPublishedSales() async throws {
        let scratch = try UseCasesInProcessTests.ScratchArchive()
        try await Self.archive(["2017", "2018"], into: scratch)
        let review = try await ReviewYear(answers: AnswerFromArchive(archive: scratch.archive, clock: UseCasesInProcessTests.clock)).execute(2018)
        let rows = LongRecordings.daily.filter { $0.key.hasPrefix("2018") }.flatMap(\.value)
        let audience = { (row: [String: String]) in Int(row["audiCnt"]!)! }
        #expect(review.year == 2018 && review.days == 365 && review.missing.isEmpty)
        #expect(review.audience == rows.reduce(0) { $0 + audience($1) }, "the top-ten lists' admissions, summed")
        // KOFIC published 2018's sales as 1조 8,140억 (shared/kofic/more/README.md): within 0.1 %.
        let sales = try #require(review.sales)
        #expect(abs(Double(sales) - 1_814_000_000_000) / 1_814_000_000_000 < 0.001, "\(sales)")
        #expect(review.koreanSalesShare == nil, "no K list archived")
        // Each film's admissions in the year are its rows' sum; biggest first.
        var byMovie: [String: Int] = [:]
        for row in rows { byMovie[row["movieCd"]!, default: 0] += audience(row) }
        #expect(review.movies.count == byMovie.count)
        #expect(review.movies.allSatisfy { byMovie[$0.movieCode] == $0.audience })
        #expect(review.movies.map(\.audience) == review.movies.map(\.audience).sorted(by: >))
        #expect(review.movies.first.map { $0.averageTicketPrice == Int((Double($0.sales) / Double($0.audience)).rounded()) } == true)
        // The months add up to the year; the year before is there.
        #expect(review.months.map(\.month) == (1...12).map { String(format: "2018-%02d", $0) })
        #expect(review.months.reduce(0) { $0 + $1.audience } == review.audience)
        #expect(review.months.reduce(0) { $0 + ($1.sales ?? 0) } == sales)
        #expect(review.yearBefore?.year == 2017 && review.yearBefore?.days == 365)
        // No details archived: every film's distributor is unknown, one row holding all the sales.
        #expect(review.distributors.count == 1 && review.distributors.first?.name == nil && review.distributors.first?.salesShare == 100)

        // As the site's JSON (`years/2018.json`): snake_case keys, numbers as numbers, what the archive
        // cannot tell a null, every figure the same as above.
        let object = try #require(try JSONSerialization.jsonObject(with: try review.json()) as? [String: Any])
        #expect(object["year"] as? Int == 2018 && object["sales"] as? Int == sales && object["audience"] as? Int == review.audience)
        #expect(object["korean_sales_share"] is NSNull)
        let movie = try #require((object["movies"] as? [[String: Any]])?.first)
        #expect(movie["movie_code"] as? String == review.movies[0].movieCode && movie["audience"] as? Int == review.movies[0].audience
            && movie["sales"] as? Int == review.movies[0].sales && movie["title"] as? String == review.movies[0].title)
        let distributor = try #require((object["distributors"] as? [[String: Any]])?.first)
        #expect(distributor["code"] is NSNull && distributor["name"] is NSNull && distributor["sales_share"] as? Double == 100)
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.map { $0["month"] as? String } == review.months.map(\.month))
        #expect(months.map { $0["sales"] as? Int } == review.months.map(\.sales) && months.allSatisfy { $0["korean_sales_share"] is NSNull })

        // A year the archive holds nothing of: every day named as missing, no sales, no film.
        let none = try await ReviewYear(answers: AnswerFromArchive(archive: scratch.archive, clock: UseCasesInProcessTests.clock)).execute(2019)
        #expect(none.days == 0 && none.missing.count == 365 && none.sales == nil && none.movies.isEmpty && none.months.isEmpty)
    }
}
