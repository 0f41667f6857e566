@testable import BoxOfficeCLI
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Charts of KOFIC's segments and regions (`report --nation/--kind/--region`, `weekly` likewise)
/// through the fake: the recorded Korean list of 2018-01-05 (`kofic/nation`), 2024's diversity list
/// (`kofic/derived-2024`), and the recorded region codes. Each is one more `Chart` value published by
/// the one sequence: its own folder, its own ranks and shares, kept apart in the archive.
@Suite(.serialized) struct SegmentChartTests {
    func fake(_ change: (inout KOFICFake.Configuration) -> Void = { _ in }) throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) ?? LongRecordings.kindBody($0, "N") }
        change(&configuration)
        return try KOFICFake(configuration)
    }

    func csv(_ text: String) -> [[String: String]] {
        let lines = text.replacingOccurrences(of: "\u{FEFF}", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard let header = lines.first.map(LongRecordings.parse) else { return [] }
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, LongRecordings.parse($0))) }
    }

    static func recordedKorean(_ day: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day)_repNationCd=K.json")) as? [String: Any]
        return try #require((object?["boxOfficeResult"] as? [String: Any])?["dailyBoxOfficeList"] as? [[String: Any]])
    }

    @Test func theKoreanListIsItsOwnChartWithItsOwnRanksAndKeptApartInTheArchive() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2018-01-05", "--nation", "K", "--quiet"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == ["md", "csv", "html"].map { "Reports/daily-korean/2018-01-05.\($0)" })
        // latest.* are the national chart's: a segment's run leaves them alone; the front page lists it under its own heading.
        #expect(!run.files().contains { $0.hasPrefix("Reports/latest.") })
        let index = try run.read("Reports/index.html")
        #expect(index.contains("Every day — Korean films") && index.contains("href=\"daily-korean/2018-01-05.html\""), "\(index)")
        let rows = csv(try run.read("Reports/daily-korean/2018-01-05.csv"))
        let recorded = try Self.recordedKorean("20180105")
        #expect(rows.map { $0["movie_code"] } == recorded.map { $0["movieCd"] as? String })
        #expect(rows.map { $0["rank"] } == recorded.map { $0["rank"] as? String })
        #expect(rows.map { $0["sales_share"] } == recorded.map { $0["salesShare"] as? String }) // the segment's own share
        #expect(rows.map { $0["audience"] } == recorded.map { $0["audiCnt"] as? String })
        let markdown = try run.read("Reports/daily-korean/2018-01-05.md")
        #expect(markdown.hasPrefix("# Daily box office — 2018-01-05 (Friday) — Korean films\n"))
        #expect(markdown.contains("rank, rank change and share of sales are within the list"))
        // The totals' and the leader's shares are the list's own, and say so (the K list's shares add up to its whole).
        let share = recorded.reduce(0.0) { $0 + Double($1["salesShare"] as? String ?? "0")! }
        #expect(markdown.contains("% of the sales of the list's films (Korean films).") && share > 99 && share < 101)
        #expect(markdown.contains("leads the list (Korean films) with"))
        // One request for the K list, one for the day's national list (the archive keeps a list with its day).
        let lists = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }
        #expect(lists.map { $0.query["repNationCd"] ?? "-" }.sorted() == ["-", "K"])
        // Kept apart: the national history still reads the national list.
        let day = try await run.run(["history", "day", "2018-01-05", "--format", "csv"], environment: run.environment(nil))
        #expect(day.status == 0, "\(day.stderr)")
        #expect(csv(day.stdout).map { $0["movie_code"] } == LongRecordings.daily["20180105"]!.map { $0["movieCd"] })
        // The K list is in the archive, apart: the market's Korean share reads it.
        let market = try await run.run(["history", "market", "--from", "2018-01-05", "--to", "2018-01-05", "--by", "day", "--format", "csv"],
                                 environment: run.environment(nil))
        #expect(csv(market.stdout).first?["korean_share_basis"] == "kofic_k_list", "\(market.stderr)")
        // And history reads it back as its own chart, offline.
        let archived = try await run.run(["history", "day", "2018-01-05", "--nation", "K", "--format", "csv"], environment: run.environment(nil))
        #expect(archived.status == 0, "\(archived.stderr)")
        #expect(csv(archived.stdout).map { $0["rank"] ?? "" } == recorded.map { $0["rank"] as? String ?? "-" })
        #expect(csv(archived.stdout).map { $0["movie_code"] ?? "" } == recorded.map { $0["movieCd"] as? String ?? "-" })
        #expect(csv(archived.stdout).map { $0["sales_share"] ?? "" } == recorded.map { $0["salesShare"] as? String ?? "-" })
        let archivedMarkdown = try await run.run(["history", "day", "2018-01-05", "--nation", "K"], environment: run.environment(nil))
        #expect(archivedMarkdown.stdout.hasPrefix("# Daily box office — 2018-01-05 (Friday) — Korean films\n"))
        let lacking = try await run.run(["history", "day", "2018-01-05", "--nation", "F"], environment: run.environment(nil))
        #expect(lacking.stdout.contains("no foreign list of 2018-01-05; fetch it: boxoffice report --date 2018-01-05 --nation F --archive "),
                "\(lacking.stdout)\(lacking.stderr)")
        let refused = try await run.run(["history", "top", "--from", "2018-01-05", "--to", "2018-01-05", "--nation", "K"], environment: run.environment(nil))
        #expect(refused.status == 64 && refused.stderr.contains("history top takes no --nation"), "\(refused.stderr)")
        // In Korean.
        let korean = try await run.run(["report", "--date", "2018-01-05", "--nation", "K", "--lang", "ko", "--force", "--quiet", "--format", "md"],
                                 environment: run.environment(fake))
        #expect(korean.status == 0, "\(korean.stderr)")
        #expect(try run.read("Reports/daily-korean/2018-01-05.md").hasPrefix("# 일별 박스오피스 — 2018년 1월 5일 (금) — 한국영화\n"))
    }

    @Test func theDiversityListOf2024() async throws {
        let fake = try fake() // 2024-01-03's recorded Y list, served by the fake for multiMovieYn=Y
        defer { fake.stop() }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2024-01-03", "--kind", "diversity", "--no-archive", "--quiet", "--format", "csv"],
                                 environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let rows = csv(try run.read("Reports/daily-diversity/2024-01-03.csv"))
        let recorded = LongRecordings.diversity2024["20240103"]!
        #expect(rows.map { $0["title"] } == recorded.map { $0["movieNm"] }) // a title holding a comma, whole
        #expect(rows.map { $0["rank"] } == recorded.map { $0["rank"] })
        #expect(fake.requests.contains { $0.query["multiMovieYn"] == "Y" && $0.query["targetDt"] == "20240103" })
    }

    /// No region-filtered list is recorded anywhere: the fake answers it with the day's national body
    /// (assumed: the daily list's shape, as KOFIC documents it). What is checked is ours: the region's
    /// code from its name through KOBIS's recorded region codes, the request, the folder, the title.
    @Test func aRegionByItsNameThroughTheRecordedRegionCodes() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--date", "2018-01-05", "--region", "부산", "--quiet", "--format", "md"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Reports/daily-region-0105011/2018-01-05.md\n")
        #expect(fake.requests.contains { $0.query["wideAreaCd"] == "0105011" })
        #expect(try run.read("Reports/daily-region-0105011/2018-01-05.md").hasPrefix("# Daily box office — 2018-01-05 (Friday) — 부산시\n"))
        // The region codes were kept: a second run asks for them no more.
        let before = fake.requests.filter { $0.path.hasSuffix("searchCodeList.json") }.count
        _ = try await run.run(["report", "--date", "2018-01-05", "--region", "0105001", "--quiet", "--format", "md"], environment: run.environment(fake))
        #expect(fake.requests.filter { $0.path.hasSuffix("searchCodeList.json") }.count == before)
        #expect(run.files().contains("Reports/daily-region-0105001/2018-01-05.md"))
        // The front page names each region from KOBIS's code table, never from a report's text: a
        // region published as CSV only (no title to read) is named too.
        let csvOnly = try await run.run(["report", "--date", "2018-01-05", "--region", "0105002", "--quiet", "--format", "csv"], environment: run.environment(fake))
        #expect(csvOnly.status == 0, "\(csvOnly.stderr)")
        let index = try run.read("Reports/index.html")
        for name in ["부산시", "서울시", "경기도"] { #expect(index.contains(name), "\(name) on the front page") }

        let unknown = try await run.run(["report", "--date", "2018-01-05", "--region", "평양"], environment: run.environment(fake))
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("boxoffice: error: unknown region \u{201C}평양\u{201D}; KOBIS's regions: 서울시, 경기도, 강원도"))
        let two = try await run.run(["report", "--nation", "K", "--kind", "diversity"], environment: run.environment(fake))
        #expect(two.status == 64)
    }

    /// A run opens its archive once, inside its lock and its deadline (a region's list is resolved
    /// through the same handle): counted with strace, on a new archive and a warm one, for a
    /// region's report too.
    @Test(.enabled(if: MachineTool.strace.runsHere, Comment(rawValue: MachineTool.strace.skipReason)))
    func aReportOpensItsArchiveFileOnce() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let env = run.environment(fake)
        for arguments in [["--date", "2018-01-05"], ["--date", "2018-01-05"], ["--date", "2018-01-05", "--region", "부산"]] {
            let result = try await run.run(["-f", "-e", "trace=openat", "-o", "trace.txt", BinaryRunner.binary.path, "report", "--quiet"] + arguments,
                                     environment: env, executable: "/usr/bin/strace")
            #expect(result.status == 0, "\(result.all)")
            let trace = try run.read("trace.txt").split(separator: "\n")
            let opens = trace.indices.filter { trace[$0].contains("archive.sqlite\"") }
            #expect(opens.count == 1, "\(arguments): \(opens.map { trace[$0] })")
            // Its lock is taken first: the archive is opened inside it.
            let lock = trace.firstIndex { $0.contains("archive.sqlite.lock\"") }
            #expect(lock != nil && opens.first.map { lock! < $0 } == true, "\(arguments): the archive opened before its lock was taken")
        }
    }

    /// The code list's envelope is not recorded: the top-level `codes` (what public clients read), a
    /// bare array and a `codeListResult` envelope are all read alike.
    @Test(arguments: ["top", "bare", "result"])
    func theRegionCodesInEveryPlausibleEnvelope(_ shape: String) async throws {
        let array = try Fixtures.text("kofic/more/codes/searchCodeList_comCode=0105000000_codes-array-only.json").trimmingCharacters(in: .whitespacesAndNewlines)
        let body = switch shape {
        case "top": #"{"codes":"# + array + "}"
        case "bare": array
        default: #"{"codeListResult":{"codes":"# + array + "}}"
        }
        let fake = try fake { $0.codeLists["0105000000"] = body }
        defer { fake.stop() }
        let run = try BinaryRunner()
        let result = try await run.run(["codes", "regions", "--format", "csv", "--no-archive"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let recorded = try #require(try JSONSerialization.jsonObject(with: Data(array.utf8)) as? [[String: String]])
        let rows = csv(result.stdout)
        #expect(rows.map { $0["code"] } == recorded.map { $0["fullCd"] })
        #expect(rows.map { $0["name"] } == recorded.map { $0["korNm"] })
        #expect(rows.allSatisfy { $0["name_en"] == "" }) // KOBIS's "" English names: absent
    }

    @Test func aWeeklySegmentAsksKOFICForItsListAndIsKeptApart() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let result = try await run.run(["weekly", "--week", "2012-01-01", "--nation", "F", "--quiet", "--format", "md,csv"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Reports/weekly-foreign/weekend-2011-12-30.md\nReports/weekly-foreign/weekend-2011-12-30.csv\n")
        #expect(fake.requests.contains { $0.path.hasSuffix("searchWeeklyBoxOfficeList.json") && $0.query["repNationCd"] == "F" })
        #expect(try run.read("Reports/weekly-foreign/weekend-2011-12-30.md").contains("— Foreign films\n"))
        #expect(try run.read("Reports/index.html").contains("href=\"weekly-foreign/weekend-2011-12-30.md\""), "the Markdown, when no HTML was written")
        // Kept apart from the national weekend: the national one's queries do not see it.
        #expect(try run.archiveColumn("SELECT kind || ' ' || list FROM weeks") == ["weekend F"])
        let national = try await run.run(["history", "weekly", "--from", "2011-12-30", "--to", "2011-12-30", "--format", "csv"], environment: run.environment(nil))
        #expect(national.status == 0 && csv(national.stdout).isEmpty, "\(national.stdout)\(national.stderr)")
        let foreign = try await run.run(["history", "weekly", "--from", "2011-12-30", "--to", "2011-12-30", "--nation", "F", "--format", "csv"],
                                  environment: run.environment(nil))
        let week = try #require(csv(foreign.stdout).first, "\(foreign.stderr)")
        let leader = try #require(csv(try run.read("Reports/weekly-foreign/weekend-2011-12-30.csv")).first)
        #expect(csv(foreign.stdout).count == 1 && week["week_start"] == "2011-12-30" && week["number_one"] == leader["title"])
        let foreignTitle = try await run.run(["history", "weekly", "--from", "2011-12-30", "--to", "2011-12-30", "--nation", "F"], environment: run.environment(nil))
        #expect(foreignTitle.stdout.hasPrefix("# ") && foreignTitle.stdout.split(separator: "\n").first?.hasSuffix("— Foreign films") == true,
                "\(foreignTitle.stdout.prefix(200))")
        // The recorded K list's ranks, for the Korean list of a day, are in the archive under their own key.
        let day = try await run.run(["report", "--date", "2018-01-05", "--nation", "K", "--quiet", "--format", "md"], environment: run.environment(fake))
        #expect(day.status == 0, "\(day.stderr)")
        #expect(try run.archiveColumn("SELECT movie_code FROM rankings WHERE list = 'K' ORDER BY rank")
            == (try Self.recordedKorean("20180105")).compactMap { $0["movieCd"] as? String })
    }

    /// `BOXOFFICE_LISTS`: the schedule publishes each list it names at the national list's passes,
    /// after it, each pass remembered on its own (in process, on an injected clock).
    @Test func theScheduleAlsoPublishesTheListsItIsGiven() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let folder = TemporaryFolder("schedule-lists")
        let output = folder.appending("Reports")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        // The weekend before was done already, for both lists.
        try Data("weekend-2017-12-29 first\nweekend-2017-12-29 repull\nkorean-weekend-2017-12-29 first\nkorean-weekend-2017-12-29 repull\n".utf8).write(to: URL(fileURLWithPath: output + "/.cron-state"))
        func environment(_ lists: String) -> [String: String] {
            ["KOFIC_API_KEY": fake.configuration.apiKey, "KOFIC_BASE_URL": fake.baseURL.absoluteString,
             "BOXOFFICE_RECHECK_DAYS": "0", "BOXOFFICE_LISTS": lists, "SOURCE_DATE_EPOCH": "1641421800",
             "BOXOFFICE_DEADLINE": "900"] // in process, beside the whole suite: a deadline of minutes
        }
        func call(_ seoul: String, lists: String = "korean", _ arguments: [String] = ["--when-due"]) async throws -> (Int32, String) {
            let clock = FixedTimeSource(Date(timeIntervalSince1970: TimeInterval(CronScheduleTests.epoch(seoul))))
            let printed = LineCollector()
            let status = await BoxOfficeApp.run(["schedule"] + arguments + ["--output", output], settings: try Settings(environment: environment(lists)),
                                                clock: clock, output: { printed.append($0) }, errors: { printed.append($0) })
            return (status, printed.text)
        }
        func log() -> [String] {
            ((try? String(contentsOfFile: output + "/boxoffice-cron.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        #expect(try await call("2018-01-06 07:00").0 == 0)
        #expect(log().isEmpty, "nothing is due before 07:30")
        let (status, printed) = try await call("2018-01-06 07:30")
        #expect(status == 0, "\(printed)")
        #expect(log().map { $0.split(separator: " ").first { $0.hasPrefix("pass=") } ?? "" } == ["pass=first", "pass=korean-first"], "\(log())")
        #expect(FileManager.default.fileExists(atPath: output + "/daily/2018-01-05.md"))
        let korean = try String(contentsOfFile: output + "/daily-korean/2018-01-05.md", encoding: .utf8)
        #expect(korean.hasPrefix("# Daily box office — 2018-01-05 (Friday) — Korean films\n"))
        let lists = fake.requests.filter { $0.path.hasSuffix("searchDailyBoxOfficeList.json") }.map { $0.query["repNationCd"] ?? "-" }
        #expect(lists.filter { $0 == "K" }.count == 1, "\(lists)")
        let state = try String(contentsOfFile: output + "/.cron-state", encoding: .utf8)
        #expect(state.contains("\n2018-01-05 first\n") && state.contains("\nkorean-2018-01-05 first\n"), "\(state)")
        #expect(try await call("2018-01-06 08:00").0 == 0)
        #expect(log().count == 2, "each pass once")
        // The dry run names the lists; a list the schedule cannot read is refused, exit 64, before anything runs.
        let (_, dry) = try await call("2018-01-06 12:30", lists: "korean 0105001", ["--when-due", "--dry-run"])
        #expect(dry.contains("lists:     national, korean, region-0105001"), "\(dry)")
        #expect(dry.contains("pass:      report of 2018-01-05, region-0105001 list") && dry.contains("korean report of 2018-01-05 (re-pull)"), "\(dry)")
        let refusal = #expect(throws: UsageError.self) { try Settings(environment: environment("korean seoul")) }
        let report = ErrorReport(try #require(refusal))
        #expect(report.message.contains("BOXOFFICE_LISTS: unknown list \"seoul\"") && report.status == .usage, "\(report.message)")
        #expect(log().count == 2)
    }
}

/// Lines a run in this process printed, kept instead of printed.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}
