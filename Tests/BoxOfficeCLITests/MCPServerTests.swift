import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice mcp` driven by the official MCP Python SDK's stdio client (Tests/MCPClient/drive_server.py),
/// and by a client that knows one handshake revision only; the answers checked against the recordings.
@Suite(.requires(.pythonMCPSDK)) struct MCPServerTests {
    /// The committed example reports (the sample's day, 2026-01-25).
    static let reports = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Reports").path
    static let driver = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("MCPClient/drive_server.py").path

    /// Runs one scenario of the driver; its JSON report and stderr (the server's log lines).
    static func drive(_ scenario: String, _ serverArguments: [String], run: BinaryRunner, environment: [String: String],
                      timeout: Double = 120) async throws -> (seen: [String: Any], stderr: String) {
        let python = try #require(MachineTool.pythonWithMCPSDK)
        let result = try await run.run([driver, scenario, BinaryRunner.binary.path] + serverArguments, environment: environment,
                                 executable: python, timeout: timeout)
        #expect(result.status == 0, "\(scenario): \(result.stderr.suffix(3000))")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout.prefix(500))")
        return (seen, result.stderr)
    }

    /// A recorded day's list: movie code → (rank, audience).
    static func recordedDay(_ compact: String) throws -> [String: (rank: Int, audience: Int)] {
        let body = try JSONSerialization.jsonObject(with: Fixtures.data("kofic/\(Fixtures.week)/daily/\(compact).json")) as! [String: Any]
        let list = (body["boxOfficeResult"] as! [String: Any])["dailyBoxOfficeList"] as! [[String: String]]
        return Dictionary(uniqueKeysWithValues: list.map { ($0["movieCd"]!, (Int($0["rank"]!)!, Int($0["audiCnt"]!)!)) })
    }

    static func rows(_ structured: Any?) -> [[String: Any]] { (structured as? [String: Any])?["rows"] as? [[String: Any]] ?? [] }

    static func call(_ seen: [String: Any], _ key: String) -> [String: Any] {
        ((seen["calls"] as? [String: Any])?[key] as? [String: Any]) ?? [:]
    }

    /// A day's answer holds the recording's ranks and audiences, movie by movie.
    static func expectDay(_ structured: Any?, _ compact: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let recorded = try recordedDay(compact)
        let rows = rows(structured)
        #expect(rows.count == recorded.count, sourceLocation: sourceLocation)
        for row in rows {
            let code = row["movie_code"] as? String ?? ""
            #expect(row["rank"] as? Int == recorded[code]?.rank && row["audience"] as? Int == recorded[code]?.audience,
                    "\(compact) \(code)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["sample-auto", "sample-legacy", "sample-modern"])
    func everyToolOnTheSampleThroughTheSDK(_ scenario: String) async throws {
        let run = try BinaryRunner()
        let reports = Self.reports
        let (seen, stderr) = try await Self.drive(scenario, ["--sample", "--archive", "sample.sqlite", "--output", reports], run: run,
                                            environment: run.environment(nil, ["BOXOFFICE_LANG": "ko"]))
        // Negotiated, not assumed: the SDK probes server/discover (auto) or sends initialize (legacy).
        #expect(seen["protocolVersion"] as? String == (scenario == "sample-legacy" ? "2025-11-25" : "2026-07-28"))

        let tools = try #require(seen["tools"] as? [String: [String: Any]])
        #expect(Set(tools.keys) == Self.toolNames)
        for (name, tool) in tools {
            #expect((tool["description"] as? String ?? "").count > 60, "\(name) says when to use it")
            // Written for an assistant: a parameter by its input's name, never a command line's option (nor a placeholder left unspelled).
            let properties = ((tool["inputSchema"] as? [String: Any])?["properties"] as? [String: [String: Any]]) ?? [:]
            for text in [tool["description"] as? String ?? ""] + properties.values.map({ $0["description"] as? String ?? "" }) {
                #expect(!text.contains("--") && !text.contains("{") && !text.contains("}"), "\(name): \(text)")
            }
            #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object")
            #expect((tool["outputSchema"] as? [String: Any])?["type"] as? String == "object", "\(name) declares its output")
        }

        // The output schema names the CSV's columns (derived from the same dataset the JSON renderer writes),
        // and the SDK checked every structured answer below against it.
        let dailySchema = try #require(tools["daily_box_office"]?["outputSchema"] as? [String: Any])
        let rowSchema = ((dailySchema["properties"] as? [String: Any])?["rows"] as? [String: Any])?["items"] as? [String: Any]
        let keys = rowSchema?["required"] as? [String] ?? []
        #expect(["date", "rank", "movie_code", "audience", "audience_accumulated", "distributors", "forecast_final", "next_milestone_date"]
            .allSatisfy(keys.contains), "\(keys)")

        // Resources: the reports folder's reports, newest first, with their MIME types; read as they are on disk.
        let resources = try #require(seen["resources"] as? [[String: String]])
        #expect(resources.first?["uri"]?.hasPrefix("boxoffice://daily/2026-01-25.") == true)
        #expect(resources.contains { $0["uri"] == "boxoffice://daily/2026-01-25.md" && $0["mimeType"] == "text/markdown" })
        // Exactly the site map's files, which are every file the folder publishes: each report and page in
        // its folders (the distributors' and weekends' too), the all-time chart, the front page, `latest.*`
        // and the feed; not the folder's hidden state or the archive.
        let published = (FileManager.default.subpaths(atPath: reports) ?? []).filter { path in
            let name = (path as NSString).lastPathComponent
            return ["md", "csv", "html", "json", "xml"].contains((name as NSString).pathExtension) && !name.hasPrefix(".")
        }
        #expect(published.contains { $0.hasPrefix("distributors/") } && published.contains("alltime.json") && published.contains("index.html")
                && published.contains("feed.xml"))
        #expect(Set(resources.compactMap { $0["uri"] }) == Set(published.map { "boxoffice://" + $0 }))
        let first = try #require(seen["firstResource"] as? [String: String])
        let path = reports + "/" + (first["uri"] ?? "").dropFirst("boxoffice://".count)
        #expect(first["text"] == String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))

        // The day: yesterday in the sample's Seoul (2026-01-25), in Korean by BOXOFFICE_LANG; another day in English.
        let daily = Self.call(seen, "daily")
        try Self.expectDay(daily["structured"], "20260125")
        #expect((daily["text"] as? String ?? "").hasPrefix("# 일별 박스오피스 — 2026년 1월 25일 (일)"))
        #expect((daily["text"] as? String ?? "").contains("(주)쇼박스"), "the distributor, from the movie's details")
        let english = Self.call(seen, "daily_en")
        try Self.expectDay(english["structured"], "20260119")
        #expect((english["text"] as? String ?? "").hasPrefix("# Daily box office — 2026-01-19 (Monday)"))

        // The weekend chart recorded for 2011-12-30 to 2012-01-01: its number one and audience, a row for the week,
        // and its ten films as `movies`, equal to the site's weekend page's JSON built from the same archive (the
        // week first): asked for the last week (the recording's), for a day of it, or for a range it is the newest of.
        let weekly = Self.rows(Self.call(seen, "weekly")["structured"])
        #expect(weekly.first?["number_one"] as? String == "미션임파서블:고스트프로토콜" && weekly.first?["number_one_audience"] as? Int == 1_007_683)
        let site = try await run.run(["site", "--archive", "sample.sqlite", "--output", "site", "--quiet"], environment: run.environment(nil))
        #expect(site.status == 0, "\(site.all)")
        let page = try JSONSerialization.jsonObject(with: Data(try run.read("site/weekends/2011-12-30.json").utf8)) as? [String: Any]
        let films = try #require(page?["movies"] as? [[String: Any]]).map { film in
            NSDictionary(dictionary: film.merging(["week_start": "2011-12-30", "week_end": "2012-01-01", "kind": "weekend"]) { $1 })
        }
        #expect(films.count == 10)
        for key in ["weekly", "weekly_week", "weekly_range"] {
            let structured = Self.call(seen, key)["structured"] as? [String: Any]
            #expect(Self.rows(structured).map { $0["week_start"] as? String } == ["2011-12-30"], "\(key): a row a week")
            #expect((structured?["movies"] as? [[String: Any]])?.map { NSDictionary(dictionary: $0) } == films, "\(key): \(structured ?? [:])")
        }
        let movieKeys = ((((tools["weekly_box_office"]?["outputSchema"] as? [String: Any])?["properties"] as? [String: Any])?["movies"]
            as? [String: Any])?["items"] as? [String: Any])?["required"] as? [String]
        #expect(movieKeys == WeeklyArchiveTests.filmKeys)

        // The movie by code (its recorded details); by a title that several movies hold, the choice.
        let movie = try #require(Self.call(seen, "movie")["structured"] as? [String: Any])
        #expect(movie["movie_code"] as? String == "20249255" && movie["open_date"] as? String == "2025-12-31")
        #expect(movie["directors"] as? [String] == ["김도영"])
        let several = Self.call(seen, "movie_title")
        #expect(several["isError"] as? Bool == true && (several["text"] as? String ?? "").contains("20113557"))
        let search = Self.rows(Self.call(seen, "search")["structured"])
        #expect(search.count == 5 && search.contains { $0["movie_code"] as? String == "20113557" })

        // The run: every recorded day of 만약에 우리 (the week fetched into the archive as it was asked).
        let history = Self.rows(Self.call(seen, "history")["structured"])
        var expected: [String: Int] = [:]
        for day in 19...25 { expected["2026-01-\(day)"] = try Self.recordedDay("202601\(day)")["20249255"]?.audience }
        #expect(history.count == 7)
        for row in history { #expect(row["audience"] as? Int == expected[row["date"] as? String ?? ""], "\(row)") }

        // The market tools, called together: each day's admissions is the recorded list's sum; the distributors biggest
        // first; the compared runs each recorded day of both movies.
        let market = Self.rows(Self.call(seen, "market")["structured"])
        #expect(market.count == 7)
        // The week has no year before: the tool says which days it lacks, to an assistant (no command line; a reader's page never says it).
        let marketText = Self.call(seen, "market")["text"] as? String ?? ""
        #expect(marketText.contains("전년 같은 기간(2025-01-20 ~ 2025-01-26)이 아카이브에 다 있지 않아") && !marketText.contains("boxoffice backfill"), "\(marketText)")
        for row in market {
            let day = (row["period_start"] as? String ?? "").replacingOccurrences(of: "-", with: "")
            let recorded = try Self.recordedDay(day).values.reduce(0) { $0 + $1.audience }
            #expect(row["audience"] as? Int == recorded, "\(row)")
        }
        let distributors = Self.call(seen, "distributors")
        #expect(Self.rows(distributors["structured"]).map { $0["distributor"] as? String } == ["(주)쇼박스", "월트디즈니컴퍼니코리아 유한책임회사", "씨제이 씨지브이(CJ CGV)(주)"])
        #expect((distributors["text"] as? String ?? "").contains("split between them in equal parts"))
        let compared = Self.rows(Self.call(seen, "compare")["structured"])
        #expect(compared.filter { $0["movie_code"] as? String == "20249255" }.count == 7 && Set(compared.compactMap { $0["movie_code"] as? String }).count == 2)
        #expect((seen["compareOne"] as? [String: Any])?["code"] as? Int == -32602)
        // The all-time chart of the sample's archive: each film's highest recorded total (audiAcc), biggest first.
        var totals: [String: Int] = [:]
        for day in 19...25 {
            let body = try JSONSerialization.jsonObject(with: Fixtures.data("kofic/\(Fixtures.week)/daily/202601\(day).json")) as! [String: Any]
            for item in (body["boxOfficeResult"] as! [String: Any])["dailyBoxOfficeList"] as! [[String: String]] {
                totals[item["movieCd"]!] = max(totals[item["movieCd"]!] ?? 0, Int(item["audiAcc"]!)!)
            }
        }
        let expectedAllTime = totals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
        let allTime = Self.rows(Self.call(seen, "alltime")["structured"])
        #expect(allTime.map { $0["movie_code"] as? String } == expectedAllTime.map(\.key) && allTime.map { $0["audience_total"] as? Int } == expectedAllTime.map(\.value),
                "\(allTime)")
        // "역대" is the archive's: the answer carries the span it covers beside its rows (the recorded week), and says it first.
        let allTimeAnswer = Self.call(seen, "alltime")
        let allTimeObject = allTimeAnswer["structured"] as? [String: Any] ?? [:]
        #expect(allTimeObject["first_day"] as? String == "2026-01-19" && allTimeObject["last_day"] as? String == "2026-01-25", "\(allTimeObject.keys)")
        #expect((allTimeAnswer["text"] as? String ?? "").contains("2026년 1월 19일부터 2026년 1월 25일까지"))
        // The market's too.
        let marketObject = Self.call(seen, "market")["structured"] as? [String: Any] ?? [:]
        #expect(marketObject["first_day"] as? String == "2026-01-19" && marketObject["last_day"] as? String == "2026-01-25")
        // The day of its run from its recorded open date (2025-12-31): 2026-01-19 is day 20.
        #expect(history.compactMap { $0["day_of_release"] as? Int }.sorted() == Array(20...26))
        // Its pace on day 26: the biggest other run the archive charts on its own day 26 is 신의악단 (also opened
        // 2025-12-31: 683,463 on 2026-01-25 as recorded); 2,001,028 - 683,463 = 1,317,565 ahead, 132만 명 in Korean.
        #expect((Self.call(seen, "history")["text"] as? String ?? "").contains("만약에 우리 개봉 26일차 200만 명: '신의악단'(2025)의 같은 날보다 132만 명 많음"))

        // Top movies of the week: the sums of the recorded days.
        var sums: [String: Int] = [:]
        for day in 19...25 { for (code, entry) in try Self.recordedDay("202601\(day)") { sums[code, default: 0] += entry.audience } }
        let top = Self.rows(Self.call(seen, "top")["structured"])
        let biggest = sums.sorted { $0.value > $1.value }.prefix(3)
        #expect(top.map { $0["movie_code"] as? String ?? "" } == biggest.map(\.key))
        #expect(top.map { $0["audience"] as? Int ?? 0 } == biggest.map(\.value))

        // One version of 2026-01-25 (no changes); the archive's status; the forecast, learnt from the bundled base.
        #expect(Self.call(seen, "revisions")["isError"] as? Bool == false)
        let status = try #require(Self.call(seen, "status")["structured"] as? [String: Any])
        #expect(status["store"] as? String == "SQLite" && status["fetches_missing"] as? Bool == true)
        #expect(status["last_day"] as? String == "2026-01-25" && (status["days_archived"] as? Int ?? 0) >= 2)
        let forecast = Self.call(seen, "forecast")
        #expect(forecast["isError"] as? Bool == false, "\(forecast["text"] ?? "")")
        let heading = try #require(Self.rows(forecast["structured"]).first)
        // From the recorded Sunday: 2,001,028 on day 26 of a run that opened 2025-12-31, still selling 96,266 a day.
        #expect(heading["accumulated"] as? Int == 2_001_028 && heading["day_of_run"] as? Int == 26)
        let final = heading["forecast_final"] as? Int ?? 0, low = heading["forecast_final_low"] as? Int ?? 0
        let high = heading["forecast_final_high"] as? Int ?? 0
        #expect(2_001_028 + 96_266 * 3 < final && low <= final && final <= high && high < 5_000_000, "\(heading)")

        // Failures inside a tool: one line, as isError results, in the server's language when the call names none (ko here).
        #expect(Self.call(seen, "future")["text"] as? String == "2026-12-31은(는) 서울 기준 어제(2026-01-25) 이후입니다. KOFIC에 아직 박스오피스가 없습니다(집계 전)")
        #expect((Self.call(seen, "unrecorded")["text"] as? String ?? "").hasPrefix("the bundled sample has no recording of 2025-05-01"))
        // Malformed arguments and unknown tools: JSON-RPC errors naming the field.
        for (key, field) in [("badDate", "argument date:"), ("badLimit", "argument limit:"), ("unknownArgument", "argument day:"),
                             ("unknownTool", "argument name: unknown tool weather"), ("neitherCodeNorTitle", "argument code: give the movie's code"),
                             ("backwardsRange", "argument to: 2026-01-19 is before from 2026-01-25"),
                             ("weekAndRange", "argument week: give a week, or a range (from and to), not both")] {
            let error = try #require(seen[key] as? [String: Any], "\(key)")
            #expect(error["code"] as? Int == -32602 && (error["message"] as? String ?? "").hasPrefix(field), "\(key): \(error)")
        }
        // Two calls at once, each answered with its own day; a cancelled call, then the server answers on.
        let together = try #require(seen["together"] as? [Any])
        try Self.expectDay(together.first, "20260120")
        try Self.expectDay(together.last, "20260121")
        #expect(seen["cancelledAtOnce"] as? String == "cancelled")
        try Self.expectDay(seen["afterCancel"], "20260122")
        #expect(!stderr.contains("Traceback"))
    }

    /// Every tool the server offers, whatever revision the client speaks.
    static let toolNames: Set<String> = ["daily_box_office", "weekly_box_office", "movie", "search_movies", "movie_history", "top_movies",
                                         "day_revisions", "archive_status", "forecast", "market", "distributors", "compare_movies",
                                         "person", "company", "all_time_box_office", "holiday_box_office"]

    /// A client that knows only one handshake revision gets that revision, and its features only.
    @Test func aClientOfOneRevisionGetsIt() async throws {
        let run = try BinaryRunner()
        for (version, answered, structured) in [("2025-06-18", "2025-06-18", true), ("2024-11-05", "2024-11-05", false),
                                                ("1999-01-01", "2025-11-25", true)] {
            let (seen, _) = try await Self.drive("raw-\(version)", ["--sample", "--archive", "sample.sqlite", "--quiet", "--output", Self.reports],
                                           run: run, environment: run.environment(nil))
            let before = (seen["beforeInitialize"] as? [String: Any])?["error"] as? [String: Any]
            #expect(before?["code"] as? Int == -32600, "nothing is served before a revision is agreed")
            let initialize = try #require((seen["initialize"] as? [String: Any])?["result"] as? [String: Any])
            #expect(initialize["protocolVersion"] as? String == answered)
            #expect(((initialize["capabilities"] as? [String: Any])?["tools"]) != nil)
            let tools = try #require(((seen["tools"] as? [String: Any])?["result"] as? [String: Any])?["tools"] as? [[String: Any]])
            #expect(Set(tools.compactMap { $0["name"] as? String }) == Self.toolNames && tools.allSatisfy { ($0["outputSchema"] != nil) == structured }, "\(version)")
            let call = try #require((seen["call"] as? [String: Any])?["result"] as? [String: Any])
            #expect((call["structuredContent"] != nil) == structured && call["resultType"] == nil, "no 2026 fields on a handshake connection")
            let text = ((call["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
            #expect(text.contains("96,266"), "the day's leader's audience in the Markdown")
            #expect(((seen["notJSON"] as? [String: Any])?["error"] as? [String: Any])?["code"] as? Int == -32700)
            let resources = ((seen["resources"] as? [String: Any])?["result"] as? [String: Any])?["resources"] as? [[String: Any]] ?? []
            // The committed sample: 2026-01-25's md, csv and html, and the bundled week's site pages.
            let uris = resources.compactMap { $0["uri"] as? String }
            #expect(["md", "csv", "html"].allSatisfy { format in uris.contains { $0.hasSuffix("daily/2026-01-25.\(format)") } }
                    && uris.contains { $0.hasSuffix("movies/20249255.html") } && uris.contains { $0.hasSuffix("years/2026.html") }
                    && resources.allSatisfy { ($0["title"] != nil) == structured }, "\(uris)")
            for key in ["noSuchResource", "outsideTheFolder"] {
                #expect(((seen[key] as? [String: Any])?["error"] as? [String: Any])?["code"] as? Int == -32002, "\(key): \(seen[key] ?? "")")
            }
            #expect(((seen["unknownMethod"] as? [String: Any])?["error"] as? [String: Any])?["code"] as? Int == -32601)
            let wrong = try #require((seen["wrongEnvelope"] as? [String: Any])?["error"] as? [String: Any])
            #expect(wrong["code"] as? Int == -32022 && ((wrong["data"] as? [String: Any])?["supported"] as? [String])?.contains("2026-07-28") == true)
            #expect(seen["exitStatus"] as? Int == 0, "stdin closed: the server ends")
        }
    }

    /// With a key and an archive: a day the archive lacks is fetched from KOFIC once, kept, and
    /// answered from the archive with no request the second time.
    @Test func aMissingDayIsFetchedOnceThenAnsweredFromTheArchive() async throws {
        let run = try BinaryRunner()
        try await Self.cacheThrough(run: run, archive: "archive.sqlite") { try run.archivedDays("archive.sqlite") }
    }

    /// The same on a PostgreSQL archive (a team's), whose change mark and writes are the server's.
    @Test(.requires(.postgreSQLServer)) func aMissingDayIsFetchedOnceOnPostgreSQLToo() async throws {
        let database = try PostgreSQLTestDatabase()
        let run = try BinaryRunner()
        try await Self.cacheThrough(run: run, archive: database.address) {
            try PostgreSQLConnection(address: database.address).run("SELECT date FROM days ORDER BY date").compactMap { $0.first ?? nil }
        }
    }

    static func cacheThrough(run: BinaryRunner, archive: String, archivedDays: () throws -> [String]) async throws {
        var configuration = KOFICFake.Configuration()
        let recorded = try Fixtures.day("20260125")
        // The first answer as recorded; every later one KOFIC's revision (the leader's audience + 1,000).
        let asked = LockedCounter()
        configuration.dailyNow = { targetDt in
            guard targetDt == "20260125" else { return nil }
            return asked.next() == 1 ? recorded : KOFICFake.raisingFirstAudience(recorded, by: 1_000)
        }
        let fake = try KOFICFake(configuration)
        let (seen, stderr) = try await Self.drive("fake-cache", ["--archive", archive], run: run,
                                            environment: run.environment(fake, ["BOXOFFICE_LANG": "en"]))
        let first = try #require(seen["first"] as? [String: Any]), second = try #require(seen["second"] as? [String: Any])
        try Self.expectDay(first["structured"], "20260125")
        #expect((second["structured"] as? NSDictionary) == (first["structured"] as? NSDictionary), "the same answer from the archive")
        let lists = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") && $0.query["targetDt"] == "20260125" }
        #expect(lists.count == 2, "the day asked for once by the server, once by the report that revised it: \(lists.map(\.query))")
        let details = fake.requests.filter { $0.path.hasSuffix("searchMovieInfo.json") }
        #expect(details.count == Set(details.compactMap { $0.query["movieCd"] }).count, "each movie's details once")
        #expect(try archivedDays() == ["2026-01-25"])
        let status = try #require((seen["status"] as? [String: Any])?["structured"] as? [String: Any])
        #expect(status["days_archived"] as? Int == 1)
        // After another process stored the revision, the server answers it (what it kept is stale).
        #expect(seen["revisionStored"] as? Int == 0)
        let third = Self.rows((seen["third"] as? [String: Any])?["structured"])
        let leader = try #require(Self.rows(first["structured"]).first { $0["rank"] as? Int == 1 })
        #expect(third.first { $0["rank"] as? Int == 1 }?["audience"] as? Int == (leader["audience"] as? Int ?? 0) + 1_000)
        // What KOFIC changed, old → new: the leader's audience (and nothing else the fake changed).
        let changes = Self.rows((seen["revisions"] as? [String: Any])?["structured"])
        let audience = changes.filter { $0["field"] as? String == "audience" }
        #expect(audience.count == 1 && audience.first?["movie_code"] as? String == leader["movie_code"] as? String)
        #expect("\(audience.first?["old"] ?? "")" == "96266" && "\(audience.first?["new"] ?? "")" == "97266", "\(changes)")
        #expect(!stderr.contains(BinaryRunner.sentinelKey) && !(first["text"] as? String ?? "").contains(BinaryRunner.sentinelKey))
        try run.expectNoKey(BinaryRunner.Result(status: 0, stdout: "\(seen)", stderr: stderr))
    }

    /// A cancelled call stops its fetch: the day's KOFIC request never answers (a stall), the server
    /// answers another call meanwhile, and the cancel ends the work itself (its log says so), with no
    /// details asked for and nothing in the archive.
    @Test func aCancelledCallStopsItsWork() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.daily = ["20260124": try Fixtures.day("20260124")]
        configuration.faults = [.forDaily(.stall(seconds: 60))]
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let (seen, stderr) = try await Self.drive("fake-cancel", ["--archive", "archive.sqlite"], run: run, environment: run.environment(fake))
        #expect((seen["statusMeanwhile"] as? [String: Any])?["isError"] as? Bool == false)
        #expect(seen["outcome"] as? String == "cancelled")
        #expect(stderr.contains("daily_box_office: stopped after") && stderr.contains("its request cancelled"), "\(stderr)")
        #expect((seen["statusLater"] as? [String: Any]).flatMap { ($0["structured"] as? [String: Any])?["days_archived"] as? Int } == 0)
        #expect(try run.archivedDays("archive.sqlite").isEmpty)
        #expect(fake.requests.filter { $0.path.hasSuffix("searchMovieInfo.json") }.isEmpty, "no details asked for")
    }

    /// Eight calls at once for eight days the archive lacks (as an assistant asks): every one is
    /// answered with its own day, each day asked of KOFIC once, and none says another run is in
    /// progress because of the server's own work. Asked again, the archive answers with no request.
    @Test func parallelCallsForMissingDaysAreAllAnswered() async throws {
        var configuration = KOFICFake.Configuration()
        // Assumed: any day the recordings lack answered with a recorded day renamed (the fake's synthesis).
        configuration.synthesizeDays = true
        configuration.synthesizeMovies = true
        configuration.latency = 0.05
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let (seen, stderr) = try await Self.drive("fake-parallel", ["--archive", "archive.sqlite"], run: run, environment: run.environment(fake))
        let days = (11...18).map { "2026-01-\($0)" }
        for key in ["first", "again"] {
            let answers = try #require(seen[key] as? [String: [String: Any]])
            for day in days {
                #expect(answers[day]?["isError"] as? Bool == false, "\(key) \(day): \(answers[day]?["text"] ?? "")")
                let rows = Self.rows(answers[day]?["structured"])
                #expect(rows.count == 10 && rows.allSatisfy { $0["date"] as? String == day }, "\(key) \(day)")
            }
        }
        let same = try #require(seen["sameDay"] as? [[String: Any]])
        #expect(same.count == 2 && same.allSatisfy { $0["isError"] as? Bool == false && Self.rows($0["structured"]).count == 10 })
        let lists = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }.compactMap { $0.query["targetDt"] }
        #expect(lists.sorted() == (10...18).map { "202601\(String(format: "%02d", $0))" }, "each day asked once: \(lists.sorted())")
        let details = fake.requests.filter { $0.path.hasSuffix("searchMovieInfo.json") }
        #expect(details.count == Set(details.compactMap { $0.query["movieCd"] }).count, "each movie's details once")
        #expect(try run.archivedDays("archive.sqlite") == (10...18).map { "2026-01-\(String(format: "%02d", $0))" })
        #expect(!stderr.contains("in progress") && !"\(seen)".contains("in progress"), "\(stderr.suffix(2000))")
    }

    /// `person`, `company` and a segment's and a region's `daily_box_office`, called together through the
    /// SDK against the fake's recorded people, companies, K list of 2018-01-05 and region codes.
    @Test func peopleCompaniesAndSegmentsAnsweredTogether() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        let (seen, _) = try await Self.drive("fake-filmography", ["--archive", "archive.sqlite"], run: run, environment: run.environment(fake))
        let tools = try #require(seen["tools"] as? [String: [String: Any]])
        for name in ["person", "company"] {
            let properties = (tools[name]?["outputSchema"] as? [String: Any])?["properties"] as? [String: Any]
            #expect(properties?["subject"] != nil && properties?["rows"] != nil, "\(name) declares its subject and rows")
        }
        let company = try #require(Self.call(seen, "company")["structured"] as? [String: Any], "\(Self.call(seen, "company"))")
        #expect((company["subject"] as? [String: Any])?["name"] as? String == "그린나래미디어(주)")
        let recorded = try JSONSerialization.jsonObject(with: try Fixtures.data("kofic/more/company/searchCompanyInfo_companyCd=20123058.json")) as? [String: Any]
        let films = ((recorded?["companyInfoResult"] as? [String: Any])?["companyInfo"] as? [String: Any])?["filmos"] as? [Any]
        #expect((company["rows"] as? [Any])?.count == films?.count)
        #expect((Self.call(seen, "company")["text"] as? String ?? "").hasPrefix("# 그린나래미디어(주) — 참여 영화"))
        let person = try #require(Self.call(seen, "person")["structured"] as? [String: Any])
        #expect((person["subject"] as? [String: Any])?["name"] as? String == "리나")
        let several = Self.call(seen, "companyName")
        #expect(several["isError"] as? Bool == true && (several["text"] as? String ?? "").contains("20101670"))
        let unknown = Self.call(seen, "companyUnknown")
        #expect(unknown["isError"] as? Bool == true && unknown["text"] as? String == "KOBIS knows no company with code 99999999")
        let korean = Self.rows(Self.call(seen, "korean")["structured"])
        let list = try JSONSerialization.jsonObject(with: try Fixtures.data("kofic/nation/searchDailyBoxOfficeList_targetDt=20180105_repNationCd=K.json")) as? [String: Any]
        let items = ((list?["boxOfficeResult"] as? [String: Any])?["dailyBoxOfficeList"] as? [[String: String]]) ?? []
        #expect(korean.map { $0["movie_code"] as? String } == items.map { $0["movieCd"] })
        // Archived as report --nation K keeps it (with the day's national list): asked twice at once, it is fetched once.
        #expect(Self.rows(Self.call(seen, "koreanAgain")["structured"]).map { $0["movie_code"] as? String } == items.map { $0["movieCd"] })
        #expect(try run.archiveColumn("SELECT movie_code FROM rankings WHERE list = 'K' ORDER BY rank", "archive.sqlite") == items.compactMap { $0["movieCd"] })
        #expect(fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") && $0.query["repNationCd"] == "K" }.count == 1)
        #expect((Self.call(seen, "busan")["text"] as? String ?? "").hasPrefix("# Daily box office — 2018-01-05 (Friday) — 부산시"))
        #expect(fake.requests.contains { $0.query["wideAreaCd"] == "0105011" })
        #expect((seen["badCode"] as? [String: Any])?["code"] as? Int == -32602)
        // A segment's week, asked twice at once, is fetched once and archived apart as `weekly --nation K` keeps it
        // (the fake answers the filtered weekly list with the recorded weekend's body: the shape is the weekly list's).
        let weekly = Self.rows(Self.call(seen, "weeklyKorean")["structured"]).map { $0["movie_code"] as? String }
        #expect(!weekly.isEmpty && weekly == Self.rows(Self.call(seen, "weeklyKoreanAgain")["structured"]).map { $0["movie_code"] as? String },
                "\(Self.call(seen, "weeklyKorean"))")
        #expect(try run.archiveColumn("SELECT kind || ' ' || list || ' ' || start_date FROM weeks", "archive.sqlite") == ["weekend K 2011-12-30"])
        #expect(fake.requests.filter { $0.path.hasSuffix("searchWeeklyBoxOfficeList.json") && $0.query["repNationCd"] == "K" }.count == 1)
    }

    /// While another process holds the archive's lock (the morning cron run), a call that needs a
    /// fetch waits for it within `--lock-wait`, then answers from what is archived and says so; a day
    /// the archive lacks says so in one line; once the other process lets go, the day is fetched.
    @Test func anotherProcessHoldingTheArchiveIsWaitedForThenAnsweredFrom() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.daily = ["20260124": try Fixtures.day("20260124"), "20260125": try Fixtures.day("20260125")]
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let (seen, _) = try await Self.drive("fake-locked", ["--archive", "archive.sqlite", "--lock-wait", "2"], run: run, environment: run.environment(fake))
        try Self.expectDay((seen["before"] as? [String: Any])?["structured"], "20260124")
        // A day the archive holds needs no fetch: answered at once, with no word of the other run.
        let archived = try #require(seen["archivedDay"] as? [String: Any])
        try Self.expectDay(archived["structured"], "20260124")
        // (Said in its text: an answer that waited for the lock says so. No wall-clock bound: a loaded machine stretches any.)
        #expect(!(archived["text"] as? String ?? "").contains("Another boxoffice run"), "no wait for the lock")
        // The two that needed a fetch waited their bound (2 s each, one turn after the other), no longer.
        let waited = seen["waitedSeconds"] as? Double ?? 0
        #expect(waited >= 3.8 && waited < 30, "\(waited)")
        let half = try #require(seen["half"] as? [String: Any])
        #expect(half["isError"] as? Bool == false)
        #expect((half["text"] as? String ?? "").hasPrefix("> Another boxoffice run held the archive for 2 s, so nothing was fetched"))
        // The range's answer is 2026-01-24's alone: its leader's audience as recorded.
        let leader = try #require(try Self.recordedDay("20260124").max { $0.value.audience < $1.value.audience })
        #expect(Self.rows(half["structured"]).first?["movie_code"] as? String == leader.key)
        #expect(Self.rows(half["structured"]).first?["audience"] as? Int == leader.value.audience)
        let lacked = try #require(seen["lacked"] as? [String: Any])
        #expect(lacked["isError"] as? Bool == true)
        #expect(lacked["text"] as? String == "another boxoffice run has held the archive for 2 s, so nothing was fetched, "
            + "and the archive holds no day 2026-01-25 yet; ask again when that run ends")
        try Self.expectDay((seen["afterRelease"] as? [String: Any])?["structured"], "20260125")
        #expect(try run.archivedDays("archive.sqlite") == ["2026-01-24", "2026-01-25"])
        // The look-ups' cache writes go through the server's one writer: while another process held the archive
        // nothing was kept (the answers came from KOBIS all the same); once it let go, what is asked is kept (the
        // movie asked while locked is kept in memory for a minute, so another is asked).
        let whileLocked = (seen["cachedWhileLocked"] as? [[String: Any]]) ?? []
        #expect(whileLocked.count == 2 && whileLocked.allSatisfy { $0["isError"] as? Bool == false }, "\(whileLocked)")
        #expect(seen["keptWhileLocked"] as? Int == 0)
        #expect(((seen["cachedAfterRelease"] as? [[String: Any]]) ?? []).allSatisfy { $0["isError"] as? Bool == false })
        #expect(try run.archiveColumn("SELECT movie_code FROM movies WHERE movie_code = '20212077'", "archive.sqlite") == ["20212077"])
        #expect(try run.archiveColumn("SELECT code FROM filmographies WHERE code = '10000066'", "archive.sqlite") == ["10000066"])
    }

    /// Without a key the archive alone answers: a day it lacks is said, with how to fill it; a
    /// PostgreSQL address is shown without its password, in every answer and log line.
    @Test func withoutAKeyTheArchiveAloneAnswers() async throws {
        let run = try BinaryRunner()
        // An archive holding one day (report --sample writes it), then served without a key or the sample.
        let report = try await run.run(["backfill", "--sample", "--from", "2026-01-25", "--to", "2026-01-25", "--quiet"], environment: run.environment(nil))
        #expect(report.status == 0, "\(report.stderr)")
        let python = try #require(MachineTool.pythonWithMCPSDK)
        let script = """
            import asyncio, json, os, sys
            from mcp import Client, StdioServerParameters
            async def main():
                params = StdioServerParameters(command=sys.argv[1], args=["mcp", "--archive", sys.argv[2]], env=dict(os.environ))
                async with Client(params) as client:
                    out = {}
                    for key, date, lang in (("held", "2026-01-25", None), ("lacked", "2026-01-24", None), ("lackedKorean", "2026-01-23", "ko")):
                        r = await client.call_tool("daily_box_office", {"date": date, **({"lang": lang} if lang else {})})
                        out[key] = {"isError": r.is_error, "text": r.content[0].text}
                    print(json.dumps(out))
            asyncio.run(main())
            """
        let held = try await run.run(["-c", script, BinaryRunner.binary.path, "Reports/sample.sqlite"], environment: run.environment(nil), executable: python)
        #expect(held.status == 0, "\(held.stderr.suffix(2000))")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(held.stdout.utf8)) as? [String: [String: Any]])
        #expect(seen["held"]?["isError"] as? Bool == false && (seen["held"]?["text"] as? String ?? "").contains("96,266"))
        #expect(seen["lacked"]?["isError"] as? Bool == true)
        // Said to an assistant (no command line to run), in its call's language.
        #expect(seen["lacked"]?["text"] as? String == "the archive holds no day 2026-01-24")
        #expect(seen["lackedKorean"]?["isError"] as? Bool == true && seen["lackedKorean"]?["text"] as? String == "아카이브에 2026-01-23 자료가 없습니다")

        let address = "postgresql://reader:s3cret-pw@127.0.0.1:9/boxoffice"
        let status = try await run.run(["-c", script.replacingOccurrences(of: "daily_box_office\", {\"date\": date, **({\"lang\": lang} if lang else {})}", with: "archive_status\", {}"),
                                  BinaryRunner.binary.path, address], environment: run.environment(nil), executable: python)
        #expect(status.status == 0, "\(status.stderr.suffix(2000))")
        #expect(status.stdout.contains("reader:***@127.0.0.1:9") && !status.all.contains("s3cret-pw"), "\(status.all.prefix(1500))")
    }
}

/// Counts calls from any thread.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int { lock.withLock { count += 1; return count } }
}
