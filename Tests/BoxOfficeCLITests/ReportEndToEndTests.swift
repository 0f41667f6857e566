import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeURLSession
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite(.serialized) struct ReportEndToEndTests {
    @Test func sampleReportNeedsNoKeyAndNoNetwork() async throws {
        let run = try BinaryRunner()
        let scratch = TemporaryFolder("tmp")
        let result = try await run.run(["report", "--sample"], environment: run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9", "TMPDIR": scratch.url.path]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Reports/daily/2026-01-25.md\nReports/daily/2026-01-25.csv\nReports/daily/2026-01-25.html\n")
        #expect(result.stderr.contains("[1/5] fetch the daily box office for 2026-01-25"))
        // The bundled week's site is built from a scratch archive, gone when the run ends.
        #expect(result.stderr.contains("archive to a scratch archive of the bundled week") && run.exists("Reports/movies/20249255.html"))
        #expect((try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)).isEmpty)
        // The recorded Sunday: 만약에 우리 (20249255) at #1, 96,266 admissions (11,875 fewer than
        // Saturday), 2,001,028 in all, distributed by (주)쇼박스, produced by 커버넌트픽처스(주).
        let markdown = try run.file("Reports/daily/2026-01-25.md")
        // Each title leads to its film's page (the site is kept beside the report), in the chart and the cards.
        #expect(markdown.contains("| 1 | – | [만약에 우리](../movies/20249255.html) | [(주)쇼박스](../distributors/20100103.html) | 96,266 | -11,875 | 2,001,028 | -11.0% | 2025-12-31 | 26 | 972,367,770 |"))
        #expect(markdown.contains("| 1 | [만약에 우리](../movies/20249255.html) | Once We Were Us | [(주)쇼박스](../distributors/20100103.html) | 커버넌트픽처스(주) | 멜로/로맨스 | 김도영 | 한국 | 114 min |"))
        // It leads with the day's own numbers, before the chart: the audience, the sales, the number one, and
        // the same weekdays a week and a year before in words (the sample holds neither).
        let lead = try #require(markdown.components(separatedBy: "| Rank |")[0].split(separator: "\n").last)
        #expect(lead.hasPrefix("2026-01-25 (Sunday): 313,199 admissions in the top ten") && lead.contains("만약에 우리 was number one with 96,266")
                && lead.contains("The same weekday a week before and a year before (2025-01-26) are not archived: no comparison."), "\(lead)")
        // latest.md stands at the root: its links lead where the day's do.
        #expect(try run.file("Reports/latest.md").contains("[만약에 우리](movies/20249255.html)") && run.exists("Reports/movies/20249255.html"))
        // A complete chart: ten movies, every one with its details, so no note at all.
        let rows = KoreanReportTests.csvRows(try run.file("Reports/daily/2026-01-25.csv"))
        let missing = try #require(rows.first?.firstIndex(of: "details_missing"))
        let distributors = try #require(rows.first?.firstIndex(of: "distributors"))
        #expect(rows.count == 11 && rows.dropFirst().allSatisfy { $0[missing] == "false" && !$0[distributors].isEmpty })
        #expect(!markdown.contains("## Notes") && !markdown.contains("No details"))
        #expect(result.stderr.contains("10 movies, 0 without details"))
    }

    @Test func reportsARecordedDayFromTheFake() async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26", "--output", "out"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n") == ["out/daily/2023-04-26.md", "out/daily/2023-04-26.csv", "out/daily/2023-04-26.html"])
        // One list request, then one detail request per ranked movie.
        let paths = fake.requests.map(\.path)
        #expect(paths.first == "/boxoffice/searchDailyBoxOfficeList.json")
        #expect(paths.dropFirst().allSatisfy { $0 == "/movie/searchMovieInfo.json" } && paths.count == 11)
        #expect(Set(fake.requests.dropFirst().compactMap { $0.query["movieCd"] }).count == 10)
        // Only one of that day's movies has recorded details (더 퍼스트 슬램덩크, 20228555, from the
        // recorded week): every other row stays, with a note (and exit 0).
        let csv = try run.file("out/daily/2023-04-26.csv")
        #expect(csv.split(separator: "\r\n").count == 11)
        #expect(csv.contains(",20198482,드림,,2023-04-26,0,93416,93416,100.0,101276,"))
        let markdown = try run.file("out/daily/2023-04-26.md")
        #expect(markdown.contains("9. No details for 2001 스페이스 오디세이 (19688005): KOFIC has no details for this movie."))
        #expect(!markdown.contains("10. No details") && !markdown.contains("No details for 더 퍼스트 슬램덩크"))
        try run.expectNoKey(result)
    }

    /// No list is not a report (was: "an empty day exits 0 with a report"): an older day KOFIC has
    /// no list for exits 66 and writes nothing; yesterday in Seoul exits 75 ("yet") and leaves a kept
    /// folder byte-identical, its archive without the day.
    @Test func aDayWithoutAListWritesNothing() async throws {
        let fake = try KOFICFake() // unrecorded day: the fake answers an empty list (assumed shape)
        let run = try BinaryRunner()
        let old = try await run.run(["report", "--date", "2024-01-01", "--format", "md"], environment: run.environment(fake))
        #expect(old.status == 66 && old.stderr.contains("KOFIC has no chart for 2024-01-01"), "\(old.stderr)")
        #expect(fake.requests.count == 1)
        #expect(try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake)).status == 0)
        let before = CronScheduleTests.published(run.directory.appendingPathComponent("Reports").path)
        // 2023-04-28 09:00 in Seoul: yesterday, 04-27, is unrecorded.
        let yesterday = try await run.run(["report", "--notify-on", "failure", "--notify", "http://127.0.0.1:9/hook"],
                                          environment: run.environment(fake, ["BOXOFFICE_NOW": String(CronScheduleTests.epoch("2023-04-28 09:00"))]))
        #expect(yesterday.status == 75 && yesterday.stderr.contains("KOFIC has no list for 2023-04-27 yet"), "\(yesterday.stderr)")
        #expect(!yesterday.stderr.contains("webhook") && !yesterday.stderr.contains("notify"), "no message sent: \(yesterday.stderr)")
        #expect(CronScheduleTests.published(run.directory.appendingPathComponent("Reports").path) == before)
        #expect(try run.archivedDays() == ["2023-04-26"])
        // In a Korean run, in Korean (BOXOFFICE_LANG, or --lang).
        for language in [["BOXOFFICE_LANG": "ko"], [:]] {
            let korean = try await run.run(["report"] + (language.isEmpty ? ["--lang", "ko"] : []),
                                           environment: run.environment(fake, ["BOXOFFICE_NOW": String(CronScheduleTests.epoch("2023-04-28 09:00"))]
                                            .merging(language) { $1 }))
            #expect(korean.status == 75 && korean.stderr.contains("KOFIC에 2023-04-27 박스오피스가 아직 없습니다(집계 전)"), "\(korean.stderr)")
        }
        let key = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(nil, ["BOXOFFICE_LANG": "ko"]))
        #expect(key.status == 77 && key.stderr.contains("API 키가 없습니다: KOFIC_API_KEY를 설정하세요"), "\(key.stderr)")
    }

    @Test func hostileTitlesAreSafeInAllFormats() async throws {
        var configuration = KOFICFake.Configuration()
        let hostile = #"<script>alert(1)</script> | =HYPERLINK(\"http://x\",\"y\") \"q\""#
        let recorded = try Fixtures.text("kofic/daily/20230426.json")
        // The recording with its first title replaced (JSON-escaped) by hostile text.
        configuration.daily["20230426"] = recorded.replacingOccurrences(of: #""movieNm":"드림""#, with: "\"movieNm\":\"\(hostile)\"")
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let html = try run.file("Reports/daily/2023-04-26.html")
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; | =HYPERLINK(&quot;http://x&quot;"))
        let markdown = try run.file("Reports/daily/2023-04-26.md")
        #expect(markdown.contains("&lt;script&gt;alert(1)&lt;/script&gt; \\| =HYPERLINK(\"http://x\",\"y\") \"q\""))
        let csv = try run.file("Reports/daily/2023-04-26.csv")
        #expect(csv.contains(#","<script>alert(1)</script> | =HYPERLINK(""http://x"",""y"") ""q""","#))
    }

    @Test func writesAtomicallyAndKeepsThePreviousReportOnFailure() async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(fake)).status == 0)
        let before = try run.file("Reports/daily/2023-04-26.md")
        // Now the list answer is broken: exit 65, the earlier files untouched, no temporaries.
        var broken = KOFICFake.Configuration()
        broken.faults = [.forDaily(.body("{\"boxOfficeResult\":"))]
        let result = try await run.run(["report", "--date", "2023-04-26"], environment: run.environment(try KOFICFake(broken)))
        #expect(result.status == 65)
        #expect(try run.file("Reports/daily/2023-04-26.md") == before)
        // The report's files and the site's JSON of the day (the folder keeps the site), nothing half-written.
        #expect(run.files().filter { $0.hasPrefix("Reports/daily") }.sorted()
                == ["Reports/daily/2023-04-26.csv", "Reports/daily/2023-04-26.html", "Reports/daily/2023-04-26.json", "Reports/daily/2023-04-26.md"])
        #expect(try run.archivedDays() == ["2023-04-26"])
    }

    @Test func aMovieWhoseDetailsFailKeepsItsRow() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forMovie("20199882", .status(500)), .forMovie("20210028", .body("<html>oops</html>"))]
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2022-01-05", "--format", "md"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fake.requests.filter { $0.query["movieCd"] == "20199882" }.count == 3) // retried
        #expect(result.stderr.contains("retrying /movie/searchMovieInfo.json?movieCd=20199882: HTTP 500, try 2 of 3"))
        let markdown = try run.file("Reports/daily/2022-01-05.md")
        #expect(markdown.contains("No details for 경관의 피 (20199882): the service could not be reached: HTTP 500."))
        #expect(markdown.contains("(20210028): the answer could not be used: the answer is HTML, not JSON."))
        try run.expectNoKey(result)
    }
}

/// The older, partial recordings keep the one-note rule: a day whose movies the bundle mostly lacks
/// says so once, with no footnote markers (2022-01-05: only 경관의 피's details were ever recorded).
@Suite struct SampleGapNoteTests {
    @Test func aMostlyMissingBundleIsOneNote() async throws {
        let fake = try KOFICFake()
        let endpoint = KOFICEndpoint(baseURL: fake.baseURL, apiKey: fake.configuration.apiKey)
        let client = URLSessionHTTPClient(timeout: 5)
        let recorded = Set(["20199882"])
        let movies = OnlyRecorded(inner: KOFICMovieDetailsRepository(endpoint: endpoint, client: client), codes: recorded)
        let report = try await FetchDailyReport(boxOffice: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client), movies: movies,
                                                unknownMovieGap: .notInSample(recordedMovies: 1)).execute(date: CalendarDate(iso: "2022-01-05")!)
        let markdown = MarkdownRenderer().render(DailyReportDocumentBuilder(source: "s", generatedAt: "g").build(report))
        #expect(markdown.contains("1. 9 of 10 ranked movies have no recorded details in the bundled sample: 스파이더맨: 노 웨이 홈, "
            + "씽2게더, 킹스맨: 퍼스트 에이전트, 해피 뉴 이어, 특송, 드라이브 마이 카, 피드백, 램, 엔칸토: 마법의 세계."))
        #expect(!markdown.contains("2. ") && !markdown.contains("KOFIC has no details") && !markdown.contains("\\[1\\]"))
        let korean = MarkdownRenderer().render(DailyReportDocumentBuilder(language: .korean, source: "s", generatedAt: "g").build(report))
        #expect(korean.contains("1. 순위에 오른 10편 중 9편은 내장 샘플에 상세 정보 녹화본이 없습니다: 스파이더맨: 노 웨이 홈, "))
    }

    /// A details source that knows only some codes, as the bundle does.
    struct OnlyRecorded: MovieDetailsRepository {
        let inner: any MovieDetailsRepository
        let codes: Set<String>
        func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
            codes.contains(code.rawValue) ? try await inner.movieDetails(for: code) : nil
        }
    }
}

/// The README's offline exploration: the bundled week into a sample archive, then history from it.
@Suite struct SampleArchiveTests {
    @Test func backfillAndHistoryOfTheBundledWeekNeedNoKey() async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let backfill = try await run.run(["backfill", "--sample", "--from", "2026-01-19", "--to", "2026-01-25", "--quiet"], environment: offline)
        #expect(backfill.status == 0, "\(backfill.all)")
        #expect(backfill.stdout.contains("7 fetched, 0 already archived, 0 failed") && backfill.stdout.contains("Reports/sample.sqlite"))
        #expect(try run.archivedDays("Reports/sample.sqlite") == (19...25).map { "2026-01-\($0)" })
        #expect(!run.exists("Reports/archive.sqlite"), "the user's own archive is not touched")
        let movie = try await run.run(["history", "movie", "20249255", "--sample", "--format", "csv"], environment: offline)
        let rows = KoreanReportTests.csvRows(movie.stdout)
        // 만약에 우리 was #1 on each of the seven recorded days; its audience as recorded.
        #expect(rows.dropFirst().map { $0[1] } == Array(repeating: "1", count: 7))
        #expect(rows.dropFirst().map { $0[2] } == ["48031", "43773", "41618", "39480", "49889", "108144", "96266"])
        let revisions = try await run.run(["history", "revisions", "2026-01-25", "--sample"], environment: offline)
        #expect(revisions.status == 0 && revisions.stdout.contains("## Revision 1, fetched "))
        let missing = try await run.run(["history", "revisions", "2026-01-26", "--sample"], environment: offline)
        #expect(missing.status == 0 && missing.stdout.contains("the archive holds no day 2026-01-26"))
    }
}
