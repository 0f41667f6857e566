import BoxOfficeDomain
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice forecast` and `forecast backtest` on an archive filled through the loopback fake with
/// real days of the long recordings (KOBIS's daily top ten, 2018-2019), by `backfill`: once for the
/// whole suite (`FilledArchives`), each test on a copy of its own.
@Suite(FilledArchives.Scope()) struct ForecastEndToEndTests {
    /// A run folder whose archive holds 2018-01-01 to `last` (2019-04-20 or 2019-12-31: days from the
    /// long recordings, the movies' details synthesized: the forecast reads the chart's numbers
    /// only), copied from the suite's, and a fake of its own serving the same days.
    static func filledArchive(to last: String = "2019-12-31") async throws -> (BinaryRunner, KOFICFake) {
        let filled = try #require(FilledArchives.current, "the suite fills the archives")
        let run = try BinaryRunner()
        try FileManager.default.copyItem(at: try await filled.folder(to: last).appendingPathComponent("Reports"),
                                         to: run.directory.appendingPathComponent("Reports"))
        return (run, try FilledArchives.fake())
    }

    @Test func aMovieAndTheBacktestFromTheArchive() async throws {
        let (run, fake) = try await Self.filledArchive()
        #expect(try run.archivedDays().count == 730)
        // 어벤져스: 엔드게임 (20184889), found by its title: opened 2019-04-24; as of its day 7 (04-30).
        let forecast = try await run.run(["forecast", "엔드게임", "--date", "2019-04-30", "--format", "csv"], environment: run.environment(nil))
        #expect(forecast.status == 0, "\(forecast.stderr)")
        let rows = KoreanReportTests.csvRows(forecast.stdout)
        let header = try #require(rows.first)
        let row = try #require(rows.dropFirst().first)
        func value(_ key: String) -> String { header.firstIndex(of: key).map { row[$0] } ?? "" }
        #expect(value("movie_code") == "20184889" && value("as_of") == "2019-04-30" && value("day_of_run") == "7")
        // The recordings: 7,331,158 by 2019-04-30; its last figure in the archive (2019-12-31 and later) 13,9xx,xxx.
        #expect(value("accumulated") == "7331158")
        let final = try #require(Int(value("forecast_final"))), low = try #require(Int(value("forecast_final_low"))),
            high = try #require(Int(value("forecast_final_high")))
        #expect(low <= final && final <= high && low >= Int(value("accumulated"))!)
        // Its final in this archive (to 2019-12-31) is 13,9xx,xxx: inside the 80 % interval, within 20 %.
        let last = try #require(LongRecordings.daily.filter { $0.key <= "20191231" }.values.flatMap { $0 }
            .filter { $0["movieCd"] == "20184889" }.compactMap { Int($0["audiAcc"] ?? "") }.max())
        #expect((low...high).contains(last) && abs(Double(final - last)) / Double(last) < 0.2, "\(final) against \(last)")
        #expect(!value("next_milestone").isEmpty)
        #expect(try await #require(FilledArchives.current).requests(to: "2019-12-31") > 730, "the days were fetched through the fake")
        let requestsBefore = fake.requests.count
        let markdown = try await run.run(["forecast", "20184889", "--date", "2019-04-30", "--lang", "ko"], environment: run.environment(nil))
        #expect(markdown.status == 0 && markdown.stdout.contains("흥행 전망") && markdown.stdout.contains("최종 관객 예상"), "\(markdown.all)")
        // A dated milestone says what its date is worth: the rate the build measured, and on which years.
        let near = try #require(MeasuredMilestoneDates.measured.nearWithinOneDay.fraction)
        #expect(markdown.stdout.contains("2017\\~2022년의 100만 관객 영화에서, 보고서 3\\~7일 뒤에 이뤄진 돌파의 \(Int((near * 100).rounded()))%가 예상일 ±1일 안에 있었고"),
                "\(markdown.stdout)")
        // The back-test at this day says which runs it scored and the years that chose the method.
        #expect(markdown.stdout.range(of: #"\(20[12][0-9]\\~2019년 100만 관객 영화의 예측 [0-9]+건, 예측 방법은 2017\\~2022년·2024년 영화로 고름\)"#,
                                      options: .regularExpression) != nil, "\(markdown.stdout)")
        #expect(fake.requests.count == requestsBefore, "answered from the archive")

        let backtest = try await run.run(["forecast", "backtest", "--from", "2019-01-01", "--to", "2019-06-30", "--format", "csv"],
                                   environment: run.environment(nil))
        #expect(backtest.status == 0, "\(backtest.stderr)")
        let cases = KoreanReportTests.csvRows(backtest.stdout)
        #expect(cases.count > 20 && cases.first?.contains("forecast_final") == true && cases.first?.contains("naive_final") == true)
        // The milestone's range comes last, and holds the date in every case that has one.
        let columns = try #require(cases.first)
        #expect(Array(columns.suffix(2)) == ["next_milestone_date_low", "next_milestone_date_high"])
        let (dateColumn, lowColumn, highColumn) = (columns.firstIndex(of: "next_milestone_date")!, columns.count - 2, columns.count - 1)
        let dated = cases.dropFirst().filter { !$0[dateColumn].isEmpty }
        #expect(!dated.isEmpty && dated.allSatisfy { $0[lowColumn] <= $0[dateColumn] && $0[dateColumn] <= $0[highColumn] })
        let table = try await run.run(["forecast", "backtest", "--from", "2019-01-01", "--to", "2019-06-30"], environment: run.environment(nil))
        #expect(table.status == 0 && table.stdout.contains("| 14 |"), "\(table.stdout)")
    }

    /// The daily report carries each ranked movie's forecast (at least 3 days into its run), the same
    /// as `forecast` says, in its CSV columns, its highlights (both languages) and its chat message.
    @Test func theDailyReportCarriesTheForecasts() async throws {
        let (run, fake) = try await Self.filledArchive()
        let receiver = try NotifyTests.Receiver()
        let report = try await run.run(["report", "--date", "2019-04-30", "--format", "md,csv", "--lang", "ko", "--recheck-days", "0",
                                  "--notify", receiver.url], environment: run.environment(fake))
        #expect(report.status == 0, "\(report.stderr)")
        let rows = KoreanReportTests.csvRows(try run.file("Reports/daily/2019-04-30.csv"))
        let header = try #require(rows.first)
        let pinned = ["forecast_final", "forecast_final_low", "forecast_final_high", "next_milestone", "next_milestone_date",
                      "next_milestone_date_low", "next_milestone_date_high"]
        for column in pinned { #expect(header.contains(column), "\(column)") }
        // The range's two columns come after every column before them (appended, not inserted).
        #expect(Array(header.suffix(2)) == ["next_milestone_date_low", "next_milestone_date_high"])
        func value(_ row: [String], _ key: String) -> String { header.firstIndex(of: key).map { row[$0] } ?? "" }
        let endgame = try #require(rows.first { $0.contains("20184889") })
        let forecast = KoreanReportTests.csvRows(try await run.run(["forecast", "20184889", "--date", "2019-04-30", "--format", "csv"],
                                                             environment: run.environment(nil)).stdout)
        let fheader = try #require(forecast.first), frow = try #require(forecast.dropFirst().first)
        for key in pinned {
            #expect(value(endgame, key) == frow[fheader.firstIndex(of: key)!], "\(key): the report and the command agree")
        }
        // A movie in its first two days has no forecast; every row with one has low <= final <= high,
        // and a milestone's range holds its date exactly where there is one (ISO dates compare as text).
        var ranges = 0
        for row in rows.dropFirst() {
            guard let final = Int(value(row, "forecast_final")) else { continue }
            #expect(Int(value(row, "forecast_final_low"))! <= final && final <= Int(value(row, "forecast_final_high"))!)
            let (date, low, high) = (value(row, "next_milestone_date"), value(row, "next_milestone_date_low"), value(row, "next_milestone_date_high"))
            #expect(date.isEmpty == low.isEmpty && date.isEmpty == high.isEmpty, "\(row)")
            if !date.isEmpty {
                #expect(low <= date && date <= high, "\(low) <= \(date) <= \(high)")
                ranges += 1
            }
        }
        #expect(ranges > 0, "some milestone is dated on 2019-04-30")
        let markdown = try run.file("Reports/daily/2019-04-30.md")
        #expect(markdown.contains("어벤져스: 엔드게임: 최종 ") && markdown.contains(" 명 예상 ("), "\(markdown)")
        #expect(markdown.range(of: #"어벤져스: 엔드게임: 5월 [0-9]+일\(.\)(\\~[0-9]+월 [0-9]+일\(.\) 사이)? [0-9]+만 돌파 예상"#, options: .regularExpression) != nil,
                "\(markdown)")
        #expect(receiver.messages.first?["text"]?.contains("어벤져스: 엔드게임: 최종 ") == true)
        // What a date is worth is said where a date is shown, in the report and in the chat message
        // (its one movie's), and not where none is.
        #expect(markdown.contains("예측 방법을 고르는 데 쓴 2017"))
        let chat = try #require(receiver.messages.first?["text"])
        #expect(chat.contains("예측 방법을 고르는 데 쓴 2017") == chat.contains("돌파 예상"), "\(chat)")
    }

    /// With a key, `forecast` first fetches the days of the movie's run the archive lacks (here the
    /// archive ends on 2019-04-20, before 엔드게임 opened), then forecasts from the archive alone.
    @Test func aMovieTheArchiveLacksIsFetchedFirst() async throws {
        let (run, fake) = try await Self.filledArchive(to: "2019-04-20")
        let before = fake.requests.count
        let forecast = try await run.run(["forecast", "20184889", "--date", "2019-04-30", "--format", "csv"], environment: run.environment(fake))
        #expect(forecast.status == 0, "\(forecast.stderr)")
        #expect(forecast.stderr.contains("that the archive lacks, from KOFIC"), "\(forecast.stderr)")
        let fetched = fake.requests.dropFirst(before).compactMap { $0.query["targetDt"] }
        #expect(fetched.contains("20190430") && fetched.contains("20190424") && !fetched.contains { $0 > "20190430" }, "\(fetched)")
        #expect(try run.archivedDays().last == "2019-04-30")
        // Again: nothing to fetch, the same answer.
        let count = fake.requests.count
        let again = try await run.run(["forecast", "20184889", "--date", "2019-04-30", "--format", "csv"], environment: run.environment(fake))
        #expect(again.stdout == forecast.stdout && fake.requests.count == count)
    }

    @Test func refusals() async throws {
        let (run, _) = try await Self.filledArchive()
        let missing = try await run.run(["forecast", "99999999", "--date", "2019-01-29"], environment: run.environment(nil))
        #expect(missing.status == 66 && missing.stderr.contains("the archive holds no day of movie 99999999"), "\(missing.stderr)")
        // With a key, KOFIC is asked once for a movie the archive does not know; one it does not know either is said so.
        let fake = try KOFICFake() // an unrecorded code: assumed, an empty movieInfo (KOFICFake.missingMovie; no recording shows one)
        let unknown = try await run.run(["forecast", "99999999", "--date", "2019-01-29"], environment: run.environment(fake))
        #expect(unknown.status == 66 && unknown.stderr.contains("KOFIC knows no movie 99999999") && !unknown.stderr.contains("backfill"), "\(unknown.stderr)")
        #expect(fake.requests.map(\.path).filter { $0.hasSuffix("searchMovieInfo.json") }.count == 1 && fake.requests.count == 1, "\(fake.requests.map(\.target))")
        let usage = try await run.run(["forecast", "backtest", "--from", "2019-02-01", "--to", "2019-01-01"], environment: run.environment(nil))
        #expect(usage.status == 64)
    }

    /// A run whose last seven days the archive lacks is not forecast (its momentum would read the
    /// missing days as days it sold nothing: 프로젝트 Y, five days in, came out at 62 million), as
    /// the daily report does not forecast it either; the refusal names the days to fill.
    @Test func aRunWhoseLastWeekIsNotArchivedIsNotForecast() async throws {
        let run = try BinaryRunner()
        let report = try await run.run(["report", "--sample", "--date", "2026-01-25", "--archive", "one-day.sqlite", "--output", "out", "--quiet"],
                                 environment: run.environment(nil))
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try run.read("out/daily/2026-01-25.md").contains("No forecast until a run's last seven days are all at hand"))
        let forecast = try await run.run(["forecast", "20249624", "--date", "2026-01-25", "--archive", "one-day.sqlite"], environment: run.environment(nil))
        #expect(forecast.status == 66 && forecast.stdout.isEmpty, "\(forecast.stdout)")
        #expect(forecast.stderr.contains("the archive lacks 4 of 프로젝트 Y's last seven days, 2026-01-21 to 2026-01-24")
                && forecast.stderr.contains("boxoffice backfill --from 2026-01-21 --to 2026-01-24"), "\(forecast.stderr)")
    }
}

/// The suite's two archives, each filled once by `backfill` through a fake: 2018-01-01 to
/// 2019-04-20, and a copy of it filled on to 2019-12-31 (730 days in all, where each test once
/// filled its own: 2,665). Made on first use within the suite's scope and removed when it ends.
final class FilledArchives: @unchecked Sendable {
    @TaskLocal static var current: FilledArchives?

    /// Provides the suite's archives to its tests, and lets them go when the suite ends.
    struct Scope: SuiteTrait, TestScoping {
        func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
            let archives = FilledArchives()
            try await FilledArchives.$current.withValue(archives) { try await function() }
            withExtendedLifetime(archives) {}
        }
    }

    private let lock = NSLock()
    private var fills: [String: Task<(folder: TemporaryFolder, requests: Int), any Error>] = [:]

    /// A fake serving the long recordings' days, the movies' details synthesized.
    static func fake() throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        configuration.synthesizeMovies = true
        return try KOFICFake(configuration)
    }

    /// The folder holding `Reports/archive.sqlite` filled to `last`.
    func folder(to last: String) async throws -> URL { try await fill(to: last).folder.url }

    /// The requests its backfills sent the fakes.
    func requests(to last: String) async throws -> Int { try await fill(to: last).requests }

    private func fill(to last: String) async throws -> (folder: TemporaryFolder, requests: Int) {
        let task = lock.withLock {
            if let task = fills[last] { return task }
            let task = Task { try await self.make(to: last) }
            fills[last] = task
            return task
        }
        return try await task.value
    }

    /// 2019-04-20 from nothing; a later day from a copy of 2019-04-20's archive.
    private func make(to last: String) async throws -> (folder: TemporaryFolder, requests: Int) {
        let early = "2019-04-20"
        let run = try BinaryRunner()
        var from = "2018-01-01", before = 0
        if last > early {
            let base = try await fill(to: early)
            try FileManager.default.copyItem(at: base.folder.url.appendingPathComponent("Reports"), to: run.directory.appendingPathComponent("Reports"))
            (from, before) = (CalendarDateString.next(after: early), base.requests)
        }
        let fake = try Self.fake()
        let result = try await run.run(["backfill", "--from", from, "--to", last, "--max-requests", "100000", "--concurrency", "8", "--quiet"],
                                       environment: run.environment(fake), timeout: 600)
        guard result.status == 0 else { throw SetupFailure("the backfill to \(last) failed: \(result.stderr)") }
        return (run.folder, before + fake.requests.count)
    }
}
