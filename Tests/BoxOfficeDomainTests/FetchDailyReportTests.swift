import BoxOfficeDomain
import Foundation
import Testing

@Suite struct FetchDailyReportTests {
    let day = CalendarDate(iso: "2023-04-26")!

    struct Chart: DailyBoxOfficeRepository {
        let entries: [BoxOfficeEntry]
        func dailyBoxOffice(on date: CalendarDate) async throws -> DailyBoxOffice { DailyBoxOffice(date: date, entries: entries) }
    }

    /// Records how many requests are in flight at once; answers per code.
    final class Movies: MovieDetailsRepository, @unchecked Sendable {
        let lock = NSLock()
        var inFlight = 0, peak = 0, calls = 0
        let answer: @Sendable (MovieCode) throws -> MovieDetails?

        init(answer: @escaping @Sendable (MovieCode) throws -> MovieDetails? = { .stub(code: $0) }) { self.answer = answer }

        func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
            lock.withLock { inFlight += 1; calls += 1; peak = max(peak, inFlight) }
            try await Task.sleep(nanoseconds: 20_000_000)
            lock.withLock { inFlight -= 1 }
            return try answer(code)
        }
    }

    func tenEntries() -> [BoxOfficeEntry] { (1...10).map { .stub(rank: $0, code: "2023000\($0 - 1)") } }

    @Test(arguments: [1, 3, 10])
    func fetchesEveryMovieWithBoundedConcurrency(_ bound: Int) async throws {
        let movies = Movies()
        let report = try await FetchDailyReport(boxOffice: Chart(entries: tenEntries()), movies: movies, concurrency: bound).execute(date: day)
        #expect(report.rows.count == 10)
        #expect(report.rows.allSatisfy { $0.details?.code == $0.entry.movieCode })
        #expect(movies.calls == 10)
        #expect(movies.peak <= bound)
        #expect(movies.peak == bound) // 10 slow requests saturate any bound up to 10
    }

    @Test func keepsRowsWhoseDetailsAreMissingOrFailed() async throws {
        let movies = Movies { code in
            switch code.rawValue {
            case "20230001": return nil
            case "20230002": throw SourceError.unreachable(detail: "timed out")
            case "20230003": throw SourceError.unusableAnswer(detail: "field showTm has \"x\"")
            default: return .stub(code: code)
            }
        }
        let report = try await FetchDailyReport(boxOffice: Chart(entries: tenEntries()), movies: movies).execute(date: day)
        #expect(report.rows.count == 10)
        #expect(report.rows[1].details == nil && report.rows[1].detailsGap == .unknownToSource)
        #expect(report.rows[2].detailsGap.map { "\($0)" }?.contains("timed out") == true)
        #expect(report.rows[3].detailsGap.map { "\($0)" }?.contains("showTm") == true)
        #expect(report.rows.filter { $0.details != nil }.count == 7)
    }

    @Test(arguments: [SourceError.keyRejected(detail: "320010"), .quotaExhausted(detail: "limit")])
    func runEndingFaultsEndTheRun(_ fault: SourceError) async {
        let movies = Movies { code in
            if code.rawValue == "20230004" { throw fault }
            return .stub(code: code)
        }
        await #expect(throws: fault) {
            try await FetchDailyReport(boxOffice: Chart(entries: tenEntries()), movies: movies).execute(date: day)
        }
    }

    @Test func anEmptyDayIsAnEmptyReport() async throws {
        let movies = Movies()
        let report = try await FetchDailyReport(boxOffice: Chart(entries: []), movies: movies).execute(date: day)
        #expect(report.rows.isEmpty && report.date == day)
        #expect(movies.calls == 0)
    }

    @Test func aMovieListedTwiceIsFetchedOnce() async throws {
        let movies = Movies()
        let entries: [BoxOfficeEntry] = [.stub(rank: 1, code: "20230001"), .stub(rank: 2, code: "20230001")]
        let report = try await FetchDailyReport(boxOffice: Chart(entries: entries), movies: movies).execute(date: day)
        #expect(movies.calls == 1)
        #expect(report.rows.allSatisfy { $0.details != nil })
    }
}
