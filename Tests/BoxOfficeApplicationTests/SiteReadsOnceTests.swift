@testable import BoxOfficeApplication
import BoxOfficeDomain
import Foundation
import Testing

/// A site build's pages that read the same span's distributed movies (the year's page, the front
/// page's distributors, the distributors' index) share one read: asked at once or one after the
/// other, the archive is read once a span, and each asker gets what the archive answered.
@Suite struct SiteReadsOnceTests {
    /// Answers `distributedMovies` with one film named after the span, counting the reads (every
    /// other read is not a site build's shared one and is not asked here).
    final class CountingMarket: MarketReading, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var reads: [String] = []

        func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie] {
            lock.withLock { reads.append("\(from.iso)..\(to.iso)") }
            // Slow enough that the askers below overlap it.
            try await Task.sleep(for: .milliseconds(50))
            return [DistributedMovie(code: MovieCode("20240001")!, title: "\(from.iso)..\(to.iso)", audience: from.year, sales: to.year,
                                     distributors: [], hasDetails: false)]
        }

        func marketDays(from: CalendarDate, to: CalendarDate) async throws -> [MarketDay] { [] }
        func periodMovies(_ kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate) async throws -> [CalendarDate: PeriodMovies] { [:] }
        func distributorsYears(_ codes: Set<String>) async throws -> DistributorsYears { DistributorsYears(films: [:]) }
        func distributorCodes() async throws -> [String] { [] }
        func allTimeMovies(limit: Int) async throws -> [AllTimeMovie] { [] }
    }

    @Test func eachSpanIsReadOnceWhoeverAsksAndWhenever() async throws {
        let (market, reads) = (CountingMarket(), SiteReadsOnce())
        let year = (CalendarDate(year: 2022, month: 1, day: 1)!, CalendarDate(year: 2022, month: 12, day: 31)!)
        let month = (CalendarDate(year: 2022, month: 12, day: 1)!, CalendarDate(year: 2022, month: 12, day: 31)!)
        // Five askers at once: three of the year, two of the month.
        let titles = try await withThrowingTaskGroup(of: String.self) { group in
            for span in [year, month, year, year, month] {
                group.addTask { try await reads.distributedMovies(from: span.0, to: span.1, in: market).map(\.title).joined() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(titles.sorted() == ["2022-01-01..2022-12-31", "2022-01-01..2022-12-31", "2022-01-01..2022-12-31",
                                    "2022-12-01..2022-12-31", "2022-12-01..2022-12-31"])
        #expect(market.reads.sorted() == ["2022-01-01..2022-12-31", "2022-12-01..2022-12-31"])
        // Asked again later in the build: still the one read.
        #expect(try await reads.distributedMovies(from: year.0, to: year.1, in: market).first?.title == "2022-01-01..2022-12-31")
        #expect(market.reads.count == 2)
        // A build of its own reads again.
        _ = try await SiteReadsOnce().distributedMovies(from: year.0, to: year.1, in: market)
        #expect(market.reads.count == 3)
    }
}
