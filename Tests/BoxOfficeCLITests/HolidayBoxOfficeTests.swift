import BoxOfficeTestSupport
import Foundation
import Testing

/// The 설 and 추석 holidays' box office on real lists none of us wrote (`kofic/long`): 추석 2017 (the
/// ten days off of 2017-09-30..10-09, a temporary holiday and 한글날 in it), 설 2018 with two of its
/// four days archived, and 추석 2018 (a substitute holiday, 2018-09-26). The spans are the press's,
/// written here; every figure is computed here from the raw lists.
@Suite struct HolidayBoxOfficeTests {
    /// Each archived holiday: festival, year, its span as the press gave it, the days backfilled.
    static let holidays: [(festival: String, year: Int, start: String, end: String, archived: (String, String))] = [
        ("chuseok", 2017, "2017-09-30", "2017-10-09", ("2017-09-30", "2017-10-09")),
        ("seollal", 2018, "2018-02-15", "2018-02-18", ("2018-02-15", "2018-02-16")),
        ("chuseok", 2018, "2018-09-22", "2018-09-26", ("2018-09-22", "2018-09-26")),
    ]

    /// A run whose archive holds the holidays' backfilled days (to `through`), with the fake stopped.
    func archived(through last: String = "2999-12-31") async throws -> BinaryRunner {
        let fake = try Self.fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        for holiday in Self.holidays {
            let result = try await run.run(["backfill", "--from", holiday.archived.0, "--to", min(holiday.archived.1, last), "--quiet"],
                                           environment: run.environment(fake))
            #expect(result.status == 0, "\(result.stderr)")
        }
        return run
    }

    static func fake() throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        return try KOFICFake(configuration)
    }

    /// A morning that archives a holiday's day leaves its pages, its festival's, the page of every
    /// holiday, its month, year and days as a rebuild writes them.
    @Test func aMorningOfAHolidayLeavesItsPagesAsARebuildWritesThem() async throws {
        let run = try await archived(through: "2018-09-25")
        #expect(try await run.run(["site", "--rebuild", "--quiet"], environment: run.environment(nil)).status == 0)
        let fake = try Self.fake()
        defer { fake.stop() }
        let morning = try await run.run(["report", "--date", "2018-09-26", "--recheck-days", "0", "--quiet"], environment: run.environment(fake))
        #expect(morning.status == 0, "\(morning.all)")
        let pages = run.files().filter { ["Reports/holidays", "Reports/months/2018", "Reports/years/", "Reports/daily/2018-09-2", "Reports/index.html"].contains(where: $0.hasPrefix) }
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".json") }
        #expect(pages.contains("Reports/holidays/2017-chuseok.html") && pages.contains("Reports/holidays.json"), "\(pages)")
        let kept = try Dictionary(uniqueKeysWithValues: pages.map { ($0, try run.read($0)) })
        #expect(kept["Reports/holidays/2018-chuseok.json"]?.contains("\"missing\": []") == true, "the morning's day completes it")
        #expect(try await run.run(["site", "--rebuild", "--quiet"], environment: run.environment(nil)).status == 0)
        func body(_ page: String) -> String {
            page.replacingOccurrences(of: #"<li>Generated: [^<]*</li>"#, with: "", options: .regularExpression)
        }
        // (The morning's own day is the report's: its notes say KOFIC had no details where a rebuild says the archive has none.)
        for page in pages where !["Reports/index.html", "Reports/daily/2018-09-26.html"].contains(page) { #expect(body(try run.read(page)) == kept[page].map(body), "\(page)") }
        // The front page leads to the holiday from its first day to two weeks after its last.
        #expect(try run.read("Reports/index.html").contains("href=\"holidays/2018-chuseok.html\""))
    }

    static func compact(_ iso: String) -> String { iso.replacingOccurrences(of: "-", with: "") }

    /// The lists' days of `start...end` that are archived (`archived` as backfilled).
    static func days(_ holiday: (festival: String, year: Int, start: String, end: String, archived: (String, String))) -> [String] {
        LongRecordings.daily.keys.filter { $0 >= compact(holiday.archived.0) && $0 <= compact(holiday.archived.1) }.sorted()
    }

    /// Each film's admissions over the days, biggest first.
    static func films(_ days: [String]) -> [(code: String, audience: Int)] {
        Dictionary(days.flatMap { LongRecordings.daily[$0]! }.map { ($0["movieCd"]!, Int($0["audiCnt"]!)!) }, uniquingKeysWith: +)
            .map { (code: $0.key, audience: $0.value) }.sorted { $0.audience > $1.audience || ($0.audience == $1.audience && $0.code < $1.code) }
    }

    @Test func theHolidaysAreTheListsInTheCLIAndOnTheSite() async throws {
        let run = try await archived()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let csv = try await run.run(["history", "holidays", "--format", "csv"], environment: offline)
        #expect(csv.status == 0, "\(csv.stderr)")
        let rows = MarketHistoryTests().csv(csv.stdout)
        #expect(rows.map { "\($0["festival"]!)-\($0["year"]!)" } == Self.holidays.map { "\($0.festival)-\($0.year)" })
        for (row, holiday) in zip(rows, Self.holidays) {
            let days = Self.days(holiday), audience = MarketHistoryTests.audience(days)
            #expect(row["start"] == holiday.start && row["end"] == holiday.end, "\(holiday): the press's span")
            #expect(row["audience"] == String(audience), "\(holiday): the lists' sum over the archived days")
            #expect(row["audience_per_day"] == String(Int((Double(audience) / Double(days.count)).rounded())))
            #expect(row["number_one_code"] == Self.films(days).first?.code)
        }
        #expect(rows.map { $0["days"] } == ["10", "4", "5"], "a partial span's days are its length")
        // The market's sales over the span: each day's as `history market` counts it.
        let market = try await run.run(["history", "market", "--from", "2018-09-22", "--to", "2018-09-26", "--by", "day", "--format", "csv"], environment: offline)
        let sales = MarketHistoryTests().csv(market.stdout).compactMap { Int($0["sales"] ?? "") }.reduce(0, +)
        #expect(rows.last?["sales"] == String(sales))

        // One holiday: its films by admissions with their shares, and every earlier one of its festival.
        let one = try await run.run(["history", "holidays", "--festival", "chuseok", "--year", "2018", "--format", "json"], environment: offline)
        #expect(one.status == 0, "\(one.stderr)")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(Array(page.keys).sorted() == ["audience", "audience_per_day", "days", "earlier", "end", "festival", "missing", "movies", "sales", "start", "year"])
        let films = Self.films(Self.days(Self.holidays[2]))
        let movies = try #require(page["movies"] as? [[String: Any]])
        #expect(movies.map { $0["movie_code"] as? String } == films.map(\.code))
        #expect(movies.map { $0["rank"] as? Int } == Array(1...films.count))
        let total = films.reduce(0) { $0 + $1.audience }
        for (movie, film) in zip(movies, films) {
            #expect(abs(((movie["share_pct"] as? Double) ?? -1) - Double(film.audience) / Double(total) * 100) < 0.006)
        }
        let earlier = try #require(page["earlier"] as? [[String: Any]])
        #expect(earlier.map { $0["year"] as? Int } == [2017] && earlier.first?["days"] as? Int == 10)
        #expect(earlier.first?["audience"] as? Int == MarketHistoryTests.audience(Self.days(Self.holidays[0])))

        // The site: a page each, the same JSON, linked from the front page, the year, the month and the days.
        let site = try await run.run(["site", "--rebuild", "--lang", "ko", "--quiet"], environment: offline)
        #expect(site.status == 0, "\(site.stderr)")
        let reports = run.directory.appendingPathComponent("Reports")
        func read(_ path: String) -> String { (try? String(contentsOf: reports.appendingPathComponent(path), encoding: .utf8)) ?? "" }
        #expect(read("holidays/2018-chuseok.json") == one.stdout)
        for holiday in Self.holidays { #expect(read("holidays.html").contains("href=\"holidays/\(holiday.year)-\(holiday.festival).html\"")) }
        #expect(read("index.html").contains("href=\"holidays.html\""))
        #expect(read("years/2018.html").contains("href=\"../holidays/2018-seollal.html\"") && read("years/2018.html").contains("href=\"../holidays.html\""))
        #expect(read("months/2017-10.html").contains("href=\"../holidays/2017-chuseok.html\""))
        #expect(read("months/2017-09.html").contains("href=\"../holidays/2017-chuseok.html\""), "a span over two months: both")
        #expect(read("daily/2018-09-26.html").contains("href=\"../holidays/2018-chuseok.html\""), "the substitute holiday is a day of it")
        #expect(!read("daily/2018-09-21.html").contains("holidays/"))
        // Its lead first, in the trade's words; the partial one says which days it lacks.
        let chuseok = read("holidays/2018-chuseok.html")
        let lead = try #require(chuseok.range(of: "2018년 추석 연휴(2018년 9월 22일~26일, 5일간) 관객 "))
        #expect(lead.lowerBound < (chuseok.range(of: "<table")?.lowerBound ?? chuseok.startIndex))
        #expect(chuseok.contains("href=\"../movies/\(films[0].code).html\""))
        #expect(chuseok.contains("아카이브의 추석 연휴 2회 중 일평균 관객이"))
        let seollal = read("holidays/2018-seollal.html")
        #expect(seollal.contains("아카이브에 없는 날(2일, 합계에 넣지 않음): 2018년 2월 17일 (토), 2018년 2월 18일 (일)"), "\(seollal.prefix(3000))")
    }

    /// `holiday_box_office` through the official SDK, two calls at once as an assistant makes them:
    /// one holiday's structured content is its page's JSON, the list's `{holidays: [rows]}`.
    @Test(.requires(.pythonMCPSDK)) func theToolAnswersAsTheCLIDoes() async throws {
        let run = try await archived()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let python = try #require(MachineTool.pythonWithMCPSDK)
        let script = """
            import asyncio, json, os, sys
            from mcp import Client, StdioServerParameters
            async def main():
                params = StdioServerParameters(command=sys.argv[1], args=["mcp"], env=dict(os.environ))
                async with Client(params) as client:
                    one, every = await asyncio.gather(client.call_tool("holiday_box_office", {"festival": "chuseok", "year": 2018}),
                                                      client.call_tool("holiday_box_office", {}))
                    print(json.dumps({"one": one.structured_content, "every": every.structured_content,
                                      "errors": [one.is_error, every.is_error]}))
            asyncio.run(main())
            """
        let answered = try await run.run(["-c", script, BinaryRunner.binary.path], environment: offline, executable: python)
        #expect(answered.status == 0, "\(answered.stderr.suffix(2000))")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(answered.stdout.utf8)) as? [String: Any])
        #expect(seen["errors"] as? [Bool] == [false, false])
        let cli = try await run.run(["history", "holidays", "--festival", "chuseok", "--year", "2018", "--format", "json"], environment: offline)
        let page = try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSDictionary
        #expect((seen["one"] as? NSDictionary) == page)
        let every = try #require((seen["every"] as? [String: Any])?["holidays"] as? [[String: Any]])
        #expect(every.map { "\($0["festival"]!)-\($0["year"]!)" } == Self.holidays.map { "\($0.festival)-\($0.year)" })
        #expect(every.last?["audience"] as? Int == page?["audience"] as? Int)
    }
}
