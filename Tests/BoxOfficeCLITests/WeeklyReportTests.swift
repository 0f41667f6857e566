import BoxOfficeCLI
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice weekly` through the real HTTP code against the loopback fake. The one whole weekly
/// body recorded is the weekend (weekGb 1) of 2011-12-30 to 2012-01-01; for the whole week and
/// the weekdays the fake serves that body with its showRange rewritten (the recorded shape,
/// synthesized numbers), so those two cases check the request and the layout, not KOFIC's numbers.
@Suite(.serialized) struct WeeklyReportTests {
    static func recordedRows() throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: Fixtures.data("kofic/weekly/20120101-weekGb1.json")) as? [String: Any]
        return ((object?["boxOfficeResult"] as? [String: Any])?["weeklyBoxOfficeList"] as? [[String: String]]) ?? []
    }

    @Test(arguments: [("weekend", "1", "20120101", "weekend-2011-12-30"), ("week", "0", "20120101", "week-2011-12-26"),
                      ("weekdays", "2", "20111229", "weekdays-2011-12-26")])
    func eachKindAsksKOFICForItsWeekAndWritesItsFiles(_ kind: String, _ weekGb: String, _ targetDt: String, _ name: String) async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        let result = try await run.run(["weekly", "--kind", kind, "--week", "2011-12-28", "--format", "md,csv,html,json", "-q"],
                                 environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == ["md", "csv", "html", "json"].map { "Reports/weekly/\(name).\($0)\n" }.joined())
        let request = try #require(fake.requests.first { $0.path.hasSuffix("searchWeeklyBoxOfficeList.json") })
        #expect(request.query["weekGb"] == weekGb && request.query["targetDt"] == targetDt)
        #expect(fake.requests.filter { $0.path.hasSuffix("searchMovieInfo.json") }.count == 10, "every ranked movie's details")
        #expect(try run.file("Reports/index.html").contains("href=\"weekly/\(name).html\""))
        try run.expectNoKey(result)
    }

    /// The recorded weekend: every number in every format equals the body KOFIC sent.
    @Test func theWeekendsNumbersAreTheRecordingsInEveryFormat() async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        for lang in ["en", "ko"] {
            let result = try await run.run(["weekly", "--week", "2012-01-01", "--format", "md,csv,html,json", "--lang", lang, "-q", "--output", lang],
                                     environment: run.environment(fake))
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try run.file("en/weekly/weekend-2011-12-30.csv") == run.file("ko/weekly/weekend-2011-12-30.csv"))
        #expect(try run.file("en/weekly/weekend-2011-12-30.json") == run.file("ko/weekly/weekend-2011-12-30.json"))
        let csv = KoreanReportTests.csvRows(try run.file("en/weekly/weekend-2011-12-30.csv"))
        #expect(csv[0] == ["week_start", "week_end", "kind", "rank", "rank_change", "is_new", "movie_code", "title", "open_date",
                           "audience", "audience_change", "audience_change_pct", "audience_accumulated", "sales", "sales_change",
                           "sales_change_pct", "sales_share", "sales_accumulated", "screens", "shows", "title_en", "genres", "directors",
                           "nations", "runtime_minutes", "watch_grade", "details_missing", "distributors", "production_companies"])
        let json = try JSONSerialization.jsonObject(with: Data(try run.file("en/weekly/weekend-2011-12-30.json").utf8)) as? [String: Any]
        let jsonRows = try #require(json?["rows"] as? [[String: Any]])
        let markdown = try run.file("ko/weekly/weekend-2011-12-30.md"), html = try run.file("en/weekly/weekend-2011-12-30.html")
        #expect(markdown.hasPrefix("# 주말 박스오피스 — 2011년 12월 30일 (금) \\~ 2012년 1월 1일 (일)"), "(Markdown escapes the tilde)")
        for (index, recorded) in try Self.recordedRows().enumerated() {
            let row = csv[index + 1], object = jsonRows[index]
            #expect(row[0] == "2011-12-30" && row[1] == "2012-01-01" && row[2] == "weekend")
            for (column, field) in [(9, "audiCnt"), (10, "audiInten"), (12, "audiAcc"), (13, "salesAmt"), (14, "salesInten"),
                                    (17, "salesAcc"), (18, "scrnCnt"), (19, "showCnt")] {
                #expect(row[column] == recorded[field], "\(recorded["movieNm"]!) \(field)")
                #expect(object[csv[0][column]] as? Int == Int(recorded[field]!), "JSON \(recorded["movieNm"]!) \(field)")
            }
            #expect(row[6] == recorded["movieCd"] && row[7] == recorded["movieNm"])
            let audience = NumberFormatTestHelper.grouped(Int(recorded["audiCnt"]!)!)
            #expect(markdown.contains("| \(recorded["rank"]!) | ") && markdown.contains(" | \(audience) | "))
            #expect(html.contains(">\(audience)</td>"))
        }
        #expect(markdown.contains("- 미션임파서블:고스트프로토콜, 관객 101만 명으로 1위 (매출 점유율 35.8%)."), "the trade's words in prose; the table keeps 1,007,683")
        #expect(markdown.contains("- 미션임파서블:고스트프로토콜, 전주 같은 기간 대비 관객 18.9% 감소."))
    }

    /// Assumed (no recording shows one): a week KOFIC has no chart for is an empty list. No list is
    /// not a report (was: "a week without data exits 0 with a report that says so"): 66, nothing written.
    @Test func aWeekWithoutAListWritesNothing() async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        let result = try await run.run(["weekly", "--week", "2015-03-04", "--format", "md", "-q"], environment: run.environment(fake))
        #expect(result.status == 66 && result.stderr.contains("KOFIC has no chart for the weekend of 2015-03-06 to 2015-03-08"), "\(result.stderr)")
        #expect(run.files().filter { $0.hasPrefix("Reports/") && !$0.contains(".sqlite") && !$0.hasSuffix(".lock") }.isEmpty, "\(run.files())")
    }

    @Test func aWeekNotOverYetIsAUsageError() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["weekly", "--week", "2099-01-01"], environment: run.environment(try KOFICFake()))
        #expect(result.status == 64 && result.stderr.contains("is not over in Seoul yet; the last complete one is"))
        #expect(try await run.run(["weekly", "--kind", "fortnight"], environment: run.environment(nil)).status == 64)
    }

    /// The default week around Seoul's Monday and Friday midnights, with the clock injected.
    @Test(arguments: [
        // Sunday 2024-02-11 23:30 KST: the weekend of 02-09 is not over; the one before is.
        ("weekend", "2024-02-11T14:30:00Z", "20240204"), ("weekend", "2024-02-11T15:30:00Z", "20240211"),
        // Friday 2024-02-09 00:30 KST: this week's Monday–Thursday is over; a minute before midnight it was not.
        ("weekdays", "2024-02-08T14:59:00Z", "20240201"), ("weekdays", "2024-02-08T15:30:00Z", "20240208"),
        ("week", "2024-02-11T14:59:00Z", "20240204"), ("week", "2024-02-11T15:01:00Z", "20240211"),
    ])
    func theDefaultWeekFollowsSeoulsCalendar(_ kind: String, _ utc: String, _ targetDt: String) async throws {
        // Every week has a chart (an empty one is "no list yet": exit 75).
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        let fake = try KOFICFake(configuration)
        let folder = TemporaryFolder("weekly-clock")
        let instant = ISO8601DateFormatter().date(from: utc)!
        let status = await BoxOfficeApp.run(["weekly", "--kind", kind, "--output", folder.path, "--no-archive", "--format", "md", "--quiet",
                                             "--deadline", "3600"],
                                            environment: ["KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey],
                                            clock: FixedTimeSource(instant))
        #expect(status == 0)
        #expect(fake.requests.first?.query["targetDt"] == targetDt, "\(kind) at \(utc)")
    }
}
