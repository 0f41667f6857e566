@testable import BoxOfficeApplication
@testable import BoxOfficeCLI
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice site`: the reports folder as a linked site, built from the archive alone (the bundled
/// week, backfilled with no key and no network), crawled from its front page as a reader would.
@Suite struct SiteTests {
    /// Every relative link of the HTML pages reachable from `start`, followed: the pages reached, and
    /// the links that point at no file.
    /// The week before the sample's last day (2026-01-19 to 01-24) archived through the fake and its
    /// site built (in `lang`, else the default): where a morning's report of 01-25 lands. Stop the fake.
    static func siteOfTheWeekBefore(lang: String? = nil) async throws -> (KOFICFake, BinaryRunner) {
        let fake = try KOFICFake()
        do {
            let run = try BinaryRunner()
            let backfill = try await run.run(["backfill", "--from", "2026-01-19", "--to", "2026-01-24", "--quiet"], environment: run.environment(fake))
            try #require(backfill.status == 0, "\(backfill.all)")
            let site = try await run.run(["site"] + (lang.map { ["--lang", $0] } ?? []) + ["--quiet"], environment: run.environment(nil))
            try #require(site.status == 0, "\(site.all)")
            return (fake, run)
        } catch {
            fake.stop()
            throw error
        }
    }

    static func crawl(_ run: BinaryRunner, from start: String) throws -> (pages: Set<String>, broken: [String]) {
        var seen: Set<String> = [start], queue = [start], broken: [String] = []
        while let page = queue.popLast() {
            let html = try run.read(page)
            let folder = (page as NSString).deletingLastPathComponent
            var rest = html[...]
            while let range = rest.range(of: "href=\"") {
                rest = rest[range.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let href = String(rest[..<end])
                rest = rest[end...]
                guard !href.contains("://"), !href.hasPrefix("#"), !href.hasPrefix("mailto:") else { continue }
                let target = (URL(fileURLWithPath: "/" + folder).appendingPathComponent(href).standardized.path).dropFirst()
                let path = String(target)
                guard run.exists(path) else { broken.append("\(page) → \(href)"); continue }
                if path.hasSuffix(".html"), seen.insert(path).inserted { queue.append(path) }
            }
        }
        return (seen, broken)
    }

    /// A distributor's page leads with the last complete year the archive holds before the newest
    /// day's (that one still running); with none complete, the newest year before it; else no year.
    @Test func theDistributorsStandingYearIsTheLastCompleteOne() {
        func days(_ from: String, _ to: String) -> [CalendarDate] { CalendarDate(iso: from)!.through(CalendarDate(iso: to)!) }
        #expect(SiteIndex.standingYear(days: days("2022-01-01", "2025-01-02")) == 2024, "every day of 2024 archived")
        #expect(SiteIndex.standingYear(days: days("2022-01-01", "2024-12-31")) == 2023, "2024 runs until a day of 2025 is archived")
        #expect(SiteIndex.standingYear(days: days("2022-01-01", "2022-12-31") + days("2023-01-02", "2024-03-01")) == 2022,
                "2023 lacks a day: the last complete year")
        #expect(SiteIndex.standingYear(days: days("2024-07-01", "2025-09-29")) == 2024, "none complete: the year over before the newest day's")
        #expect(SiteIndex.standingYear(days: days("2026-01-19", "2026-01-25")) == nil)
    }

    /// A reader's first look, in Korean: every page gives its own headline before its first table and
    /// before anything drawn, and every title of the day's chart and bars leads to the film's page.
    @Test func everyPageLeadsWithItsOwnNumbersBeforeItsFirstTable() async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--quiet"], environment: offline).status == 0)
        #expect(try await run.run(["site", "--archive", "Reports/sample.sqlite", "--lang", "ko", "--rebuild", "--quiet"], environment: offline).status == 0)
        /// The page's first paragraph of its own (after its title, metadata and navigation), which must come before any table or drawing.
        func lead(_ page: String) throws -> String {
            let body = try run.read(page).components(separatedBy: "<main")[1]
            let before = body.components(separatedBy: "<table")[0]
            #expect(!before.contains("<svg"), "\(page): nothing drawn before its lead and its first table")
            return try #require(before.components(separatedBy: "<p>").dropFirst().first.map { String($0.prefix { $0 != "<" }) }, "\(page) has no lead")
        }
        // The front page: the newest day in one sentence, its number one named.
        let front = try lead("Reports/index.html")
        #expect(front.hasPrefix("2026년 1월 25일 (일) 박스오피스 1위는 만약에 우리, 관객 96,266명.") && front.contains("상위 10편 관객 31만 명"), "\(front)")
        // The day: its audience, sales, number one, and the same weekdays a week and 364 days before, in words (not archived).
        let day = try lead("Reports/daily/2026-01-25.html")
        #expect(day == "2026년 1월 25일 (일) 관객 31만 명(상위 10편 합), 전체 매출 35억 원. 1위는 만약에 우리, 관객 96,266명. "
                + "지난주와 1년 전 같은 요일(2025년 1월 26일)은 아카이브에 없어 비교하지 않습니다.", "\(day)")
        // Every title in the day's chart leads to its film's page; no separate list of them.
        let chart = try run.read("Reports/daily/2026-01-25.html").components(separatedBy: "<table")[1].components(separatedBy: "</table>")[0]
        let titles = chart.components(separatedBy: "k-title\" data-label=\"영화명\">").dropFirst()
        #expect(titles.count == 10 && titles.allSatisfy { $0.hasPrefix("<a href=\"../movies/") }, "\(titles.map { $0.prefix(80) })")
        // So does each title its bars draw, and each distributor's biggest film in the month's table.
        let bars = try run.read("Reports/daily/2026-01-25.html").components(separatedBy: "<span class=\"bar-label\">").dropFirst()
        #expect(bars.count == 10 && bars.allSatisfy { $0.hasPrefix("<a href=\"../movies/") }, "\(bars.map { $0.prefix(80) })")
        #expect(try run.read("Reports/months/2026-01.html").contains("data-label=\"대표 영화\"><a href=\"../movies/20249255.html\""))
        // A film's card names its distributor, which leads to its page too.
        #expect(try run.read("Reports/movies/20249255.html").contains("<dt>배급사</dt><dd><a href=\"../distributors/20100103.html\">(주)쇼박스</a></dd>"))
        // And every distributor it names to its page ((주)쇼박스, 20100103), in the chart and in the month's films.
        #expect(chart.contains("data-label=\"배급사\"><a href=\"../distributors/20100103.html\""), "the day's distributor column links")
        #expect(try run.read("Reports/months/2026-01.html").contains("<a href=\"../distributors/20100103.html\" rel=\"noreferrer\">(주)쇼박스</a>"))
        // All-time: the span it covers, in the long date form, and its number one, before its rows; its JSON carries the span.
        let allTime = try lead("Reports/alltime.html")
        #expect(allTime.hasPrefix("아카이브의 2026년 1월 19일부터 2026년 1월 25일까지 전체 일별 순위 기준, 역대 1위는 주토피아 2, 누적 관객 852만 명."), "\(allTime)")
        let allTimeJSON = try #require(try JSONSerialization.jsonObject(with: Data(run.read("Reports/alltime.json").utf8)) as? [String: Any])
        #expect(allTimeJSON["first_day"] as? String == "2026-01-19" && allTimeJSON["last_day"] as? String == "2026-01-25" && allTimeJSON["movies"] != nil)
        // A distributor: its biggest film (the archive holds no complete year before the newest day's, so no year's share).
        let distributor = try lead("Reports/distributors/20100103.html")
        #expect(distributor == "가장 많은 관객이 든 영화는 만약에 우리, 2026년 관객 43만 명.", "\(distributor)")
        // The month leads too (its figures checked in theSiteOfTheBundledWeekIsLinkedWholeFromItsFrontPage).
        #expect(try lead("Reports/months/2026-01.html").hasPrefix("2026년 1월 1일~31일"))
    }

    @Test func theSiteOfTheBundledWeekIsLinkedWholeFromItsFrontPage() async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--from", "2026-01-19", "--to", "2026-01-25", "--quiet"], environment: offline).status == 0)
        #expect(try await run.run(["report", "--sample", "--quiet"], environment: offline).status == 0)
        // The sample's site is English; rebuilt in Korean (a site changes its language only so).
        let site = try await run.run(["site", "--archive", "Reports/sample.sqlite", "--lang", "ko", "--rebuild", "--quiet"], environment: offline)
        #expect(site.status == 0, "\(site.all)")
        let movies = try run.archiveColumn("SELECT DISTINCT movie_code FROM rankings WHERE list = 'all' ORDER BY 1", "Reports/sample.sqlite")
        #expect(movies.count == 19)
        // Each distributor with a KOBIS code in the movies' details has a page.
        let distributors = run.files().filter { $0.hasPrefix("Reports/distributors/") && $0.hasSuffix(".html") }
        #expect(distributors.count >= 5, "\(distributors)")
        // The week's days (the one `report` wrote too: the same document), each movie, the month, the year, the distributors, the all-time chart.
        let pageCount = 7 + movies.count + 2 + distributors.count + 1
        #expect(site.stdout == "site Reports: \(pageCount) pages, \(pageCount) written\n")

        let (pages, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken)")
        // The month's table has a row for each archived day; the days it lacks are named in its note, not drawn empty.
        let month = try run.read("Reports/months/2026-01.html")
        #expect(month.contains(">2026-01-19</a></td>") && !month.contains(">2026-01-01</a></td>") && month.contains("2026-01-01"))
        // It leads with its own numbers: the month's audience and sales, before its first table and any drawing;
        // its days compared with nothing the archive lacks (the same dates of 2025 are not archived), said in words.
        let body = month.components(separatedBy: "<main")[1]
        let lead = try #require(body.components(separatedBy: "<table")[0].components(separatedBy: "<p>").dropFirst().first)
        // In the trade's words (the site is Korean here): 만 in prose, the long date form, the days each side counts.
        #expect(lead.hasPrefix("2026년 1월 1일~31일(31일 중 아카이브에 있는 7일) 관객 130만 명(상위 10편 합), 전체 매출 149억 원.")
                && lead.contains("1위는 만약에 우리, 관객 43만 명(관객 점유율 32.8%)."), "\(lead)")
        // The site is built long after January (the clock's today): the month's last six days are missing, not 집계 전;
        // its own first 18 days missing keep it from a comparison, and it says so (not that 2025 is to blame).
        #expect(lead.contains("이 기간에 아카이브에 없는 날(18일)이 있어 비교하지 않습니다.") && !lead.contains("집계 전") && !lead.contains("2025년"), "\(lead)")
        #expect(!body.components(separatedBy: "<table")[0].contains("<svg"), "nothing drawn before the lead and the chart")
        // Its films' titles lead to their pages from the table itself (no list of the same titles after it), the first its chart's.
        let filmLinks = month.components(separatedBy: "<a href=\"../movies/20249255.html\"").dropFirst()
        #expect(!filmLinks.isEmpty && month.components(separatedBy: "<a href=\"../movies/20249255.html\"")[0].suffix(60).contains("k-title\" data-label="),
                "the film's title's cell links it")
        #expect(!month.contains("<ul class=\"inline\"><li><a href=\"../daily/"), "the days link from the table, not a list after it")
        // Its table keeps the exact sales (prose and headlines round them): 2026-01-19's whole market, from the sample archive.
        let daySales = try run.archiveColumn("SELECT CAST(market_sales AS TEXT) FROM days WHERE date = '2026-01-19'", "Reports/sample.sqlite")
        let grouped = daySales.first.map { digits in
            String(digits.reversed().enumerated().map { $0.offset > 0 && $0.offset % 3 == 0 ? ",\($0.element)" : "\($0.element)" }.joined().reversed())
        }
        #expect(grouped.map { month.range(of: "k-sales_market\"[^>]*>\($0)</td>", options: .regularExpression) != nil } == true, "\(daySales)")
        // A reader's page says what is missing in words; the commands that fill it are the CLI's to print.
        for page in pages {
            let html = try run.read(page)
            #expect(!["report", "backfill", "site", "movie", "history", "weekly"].contains { html.contains("boxoffice \($0)") }, "\(page)")
            // Nor an option of one (`--wide`): the stylesheet's custom properties (`--bg`) aside.
            let text = html.replacingOccurrences(of: #"<style>[\s\S]*?</style>"#, with: "", options: .regularExpression)
            #expect(text.range(of: #"(^|[\s(])--[a-z]"#, options: .regularExpression) == nil, "\(page)")
        }
        // The site map names exactly the files published (the folder's own state, hidden, and the archive aside),
        // and every HTML file it names is reached from the front page (latest.html is the newest day's copy).
        let map = ReportsFolderResources(folder: run.directory.appendingPathComponent("Reports").path).map
        let named = Set(map.entries.flatMap(\.files).map { "Reports/" + $0 })
        let published = Set(run.files().filter { $0.hasPrefix("Reports/") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } && !$0.contains(".sqlite") })
        #expect(named == published, "\(named.symmetricDifference(published).sorted())")
        #expect(named.filter { $0.hasSuffix(".html") && $0 != "Reports/latest.html" }.isSubset(of: pages),
                "\(named.filter { $0.hasSuffix(".html") }.subtracting(pages).sorted())")
        // Every charted movie, the month and the year, reached from the front page; each with its JSON beside it.
        let wanted = movies.map { "Reports/movies/\($0).html" } + ["Reports/months/2026-01.html", "Reports/years/2026.html", "Reports/alltime.html"] + distributors
        #expect(Set(wanted).isSubset(of: pages), "\(Set(wanted).subtracting(pages).sorted())")
        for page in wanted {
            let json = try JSONSerialization.jsonObject(with: Data(try run.read(String(page.dropLast(5)) + ".json").utf8))
            #expect(json is [String: Any] || json is [Any], "\(page)")
        }

        // The year's JSON: the archive's own sums, the days it lacks named (the year's first 18), only the month it holds.
        let year = try #require(try JSONSerialization.jsonObject(with: Data(try run.read("Reports/years/2026.json").utf8)) as? [String: Any])
        let sales = try run.archiveColumn("SELECT CAST(sum(market_sales) AS TEXT) FROM days", "Reports/sample.sqlite").first.flatMap { Int($0) }
        let audience = try run.archiveColumn("SELECT CAST(sum(audience) AS TEXT) FROM rankings WHERE list = 'all'", "Reports/sample.sqlite").first.flatMap { Int($0) }
        #expect(year["sales"] as? Int == sales && year["audience"] as? Int == audience && year["days"] as? Int == 7)
        #expect((year["missing"] as? [String])?.count == 18 && (year["missing"] as? [String])?.first == "2026-01-01")
        #expect((year["months"] as? [[String: Any]])?.map { $0["month"] as? String } == ["2026-01"])
        let first = try #require((year["movies"] as? [[String: Any]])?.first)
        let itsAudience = try run.archiveColumn("SELECT CAST(sum(audience) AS TEXT) FROM rankings WHERE list = 'all' AND movie_code = '\(first["movie_code"] as? String ?? "")'",
                                               "Reports/sample.sqlite").first.flatMap { Int($0) }
        #expect(first["audience"] as? Int == itsAudience && first["title"] as? String == "만약에 우리")
        // Every movie of the bundled week has its details; none says it lacks them.
        let moviePage = try run.read("Reports/movies/20249255.html")
        #expect(!moviePage.contains("boxoffice movie 20249255"))
        // Its page shows what the archive holds of it: its details, and its total sales as KOFIC counted them by its last charted day.
        for label in ["개봉일", "감독", "장르", "관람등급", "제작국가", "배급사", "누적매출액(마지막 순위일)"] {
            #expect(moviePage.contains("<dt>\(label)</dt>"), "\(label)")
        }
        let salesTotal = try run.archiveColumn("SELECT CAST(sales_accumulated AS TEXT) FROM rankings WHERE list = 'all' AND movie_code = '20249255' "
                                               + "ORDER BY date DESC LIMIT 1", "Reports/sample.sqlite").first.flatMap { Int($0) }
        #expect(moviePage.contains("<dt>누적매출액(마지막 순위일)</dt><dd>\(ReportLanguage.korean.sentences.headlineWon(salesTotal ?? 0))</dd>"))
        // A distributor's page: its films of the year, each leading to its movie's page.
        let showbox = try run.read("Reports/distributors/20100103.html")
        #expect(showbox.contains("href=\"../movies/20249255.html\"") && showbox.contains("2026"))
        // From the table itself: one link to the film, in its title's cell (no list of the same titles after the table).
        let filmLink = showbox.components(separatedBy: "<a href=\"../movies/20249255.html\"")
        #expect(filmLink.count == 2 && filmLink[0].suffix(60).contains("k-title\" data-label="), "\(showbox)")
        // The front page says the days the archive lacks once: the month's are the year's own (January 1-18).
        let frontPage = try run.read("Reports/index.html")
        #expect(frontPage.components(separatedBy: "18일이 아카이브에 없습니다(첫날: 2026-01-01)").count == 2, "\(frontPage)")
        // The year's page says the same figures, in Korean.
        let yearPage = try run.read("Reports/years/2026.html")
        #expect(yearPage.contains("2026년 결산") && yearPage.contains(NumberFormatter.grouped(sales ?? 0)))

        // Built again from the same archive: nothing changed, nothing written; --rebuild writes every page.
        let same = try await run.run(["site", "--archive", "Reports/sample.sqlite", "--lang", "ko", "--quiet"], environment: offline)
        #expect(same.stdout == "site Reports: \(pageCount) pages, 0 written\n", "\(same.all)")
        let rebuilt = try await run.run(["site", "--archive", "Reports/sample.sqlite", "--lang", "ko", "--rebuild", "--quiet"], environment: offline)
        #expect(rebuilt.stdout == "site Reports: \(pageCount) pages, \(pageCount) written\n")
    }

    /// The README's first command writes the bundled week's site, its front page saying what the
    /// archive holds: the newest day's top ten (each title its movie's page) with the forecasts and the
    /// milestones coming, the year and the month so far with the days the archive lacks named, Korean
    /// films' share, the year's distributors (a page each) and every charted title to search.
    @Test func theSamplesFrontPageSaysTheWeekAndItsHoles() async throws {
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--sample", "--quiet"], environment: run.environment(nil)).status == 0)
        let front = try run.read("Reports/index.html")
        #expect(front.contains("The newest day: 2026-01-25 (Sunday)") && front.contains("<a href=\"movies/20249255.html\" rel=\"noreferrer\">만약에 우리</a>"))
        // The forecast column and the milestone the daily report says too.
        let markdown = try run.read("Reports/daily/2026-01-25.md")
        let milestone = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("- 신의악단: 1,000,000 expected") }).dropFirst(2)
        #expect(front.contains(HTMLEscaping.escape(String(milestone))), "\(milestone)")
        // January 1-18 are not archived: said once (the month's missing days are the year's), not summed as zero.
        #expect(front.components(separatedBy: "The archive lacks 18 of these days (the first: 2026-01-01)").count == 2)
        #expect(front.contains("Korean films&#39; share of 2026&#39;s top-ten admissions so far: "))
        #expect(front.contains("href=\"distributors/20100103.html\""))
        // Every movie of the week in the search's index, each leading to its page.
        let index = try #require(front.range(of: "<script type=\"application/json\" id=\"title-index\">"))
        let json = String(front[index.upperBound...].prefix { $0 != "<" })
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String]])
        #expect(entries.count == 19 && entries.allSatisfy { run.exists("Reports/" + $0[1]) } && entries.first?[0] == "만약에 우리 (2026)")
        // The days around the report's: the day before is the site's, and each links the other.
        #expect(try run.read("Reports/daily/2026-01-25.html").contains("href=\"../daily/2026-01-24.html\""))
        #expect(try run.read("Reports/daily/2026-01-24.html").contains("href=\"../daily/2026-01-25.html\""))
        #expect(run.exists("Reports/daily/2026-01-25.json"), "the site keeps the report's day too: its JSON beside the report's HTML")
    }

    /// Every report run keeps the site: the pages its day touched (the day's movies, its month, its
    /// year) are rewritten after its reports, the front page links them, and the month links the day.
    @Test func aReportRunKeepsTheSite() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        for day in ["2026-01-24", "2026-01-25"] {
            let result = try await run.run(["report", "--date", day, "--recheck-days", "0", "--quiet"], environment: run.environment(fake))
            #expect(result.status == 0, "\(result.stderr)")
        }
        let ranked = try run.archiveColumn("SELECT DISTINCT movie_code FROM rankings WHERE list = 'all' ORDER BY 1")
        for page in ranked.map({ "Reports/movies/\($0)" }) + ["Reports/months/2026-01", "Reports/years/2026"] {
            #expect(run.exists(page + ".html") && run.exists(page + ".json"), "\(page)")
        }
        let (pages, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken)")
        #expect(pages.contains("Reports/years/2026.html") && pages.contains("Reports/daily/2026-01-24.html"))
        #expect(try run.read("Reports/months/2026-01.html").contains("href=\"../daily/2026-01-25.html\""))
        // A movie whose details KOFIC did not give (the fake has none for it) says so on its page.
        var configuration = KOFICFake.Configuration()
        configuration.movies = Dictionary(uniqueKeysWithValues: ranked.map { ($0, configuration.missingMovie) })
        let bare = try KOFICFake(configuration)
        defer { bare.stop() }
        let other = try BinaryRunner()
        #expect(try await other.run(["report", "--date", "2026-01-25", "--recheck-days", "0", "--quiet"], environment: other.environment(bare)).status == 0)
        let code = try #require(try run.archiveColumn("SELECT movie_code FROM rankings WHERE list = 'all' AND date = '2026-01-25' ORDER BY rank").first)
        let bareMovie = try other.read("Reports/movies/\(code).html")
        #expect(bareMovie.contains("The archive holds no details of this movie") && !bareMovie.contains("boxoffice movie"))
        // The day's report leads to its movies, its month and its year.
        let day = try run.read("Reports/daily/2026-01-25.html")
        for code in try run.archiveColumn("SELECT movie_code FROM rankings WHERE list = 'all' AND date = '2026-01-25'") {
            #expect(day.contains("href=\"../movies/\(code).html\""), "\(code)")
        }
        #expect(day.contains("href=\"../months/2026-01.html\"") && day.contains("href=\"../years/2026.html\""))
    }

    /// The morning run's new day: its page links the day before, and the day before (re-checked, the
    /// same numbers) is rewritten to link it, without a new entry in the feed (a link is not news).
    @Test func theMorningRunLinksTheDayBeforeToTheNewDay() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2026-01-22", "--recheck-days", "0", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(!(try run.read("Reports/daily/2026-01-22.html")).contains("2026-01-23.html"))
        let feed = { () throws -> [String: String] in
            let entries = try JSONSerialization.jsonObject(with: Data(try run.read("Reports/.feed.json").utf8)) as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: entries.compactMap { entry in (entry["id"] as? String).map { ($0, "\(entry["updated"] ?? "")") } })
        }
        let before = try feed()
        try await Task.sleep(nanoseconds: 1_100_000_000) // a rewritten entry would carry a later second
        let result = try await run.run(["report", "--date", "2026-01-23", "--recheck-days", "1"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try run.archiveColumn("SELECT CAST(revision AS TEXT) FROM days WHERE date = '2026-01-22'") == ["1"], "the day before kept its numbers")
        #expect(try run.read("Reports/daily/2026-01-22.html").contains("href=\"../daily/2026-01-23.html\""))
        #expect(try run.read("Reports/daily/2026-01-23.html").contains("href=\"../daily/2026-01-22.html\""))
        let after = try feed()
        #expect(after.count == before.count + 1)
        for (id, updated) in before { #expect(after[id] == updated, "\(id)") }
    }

    /// A site keeps the language it was built in (its manifest, `.site.json`): a morning report run in
    /// another (`--lang`, `BOXOFFICE_LANG`) writes its Markdown and CSV in the run's, every page of the
    /// site (the front, the day's HTML, its movies, its month, its year) in the site's; `site --lang`
    /// in another is refused, `site --rebuild --lang` changes it.
    @Test func aKoreanSiteStaysKoreanWhateverTheRunsLanguage() async throws {
        let (fake, run) = try await Self.siteOfTheWeekBefore(lang: "ko")
        defer { fake.stop() }
        #expect(try run.read("Reports/.site.json").contains("\"ko\""))
        let morning = try await run.run(["report", "--date", "2026-01-25", "--recheck-days", "0", "--quiet"],
                                  environment: run.environment(fake, ["BOXOFFICE_LANG": "en"]))
        #expect(morning.status == 0, "\(morning.all)")
        #expect(try run.read("Reports/daily/2026-01-25.md").hasPrefix("# Daily box office"), "the run's language for its Markdown")
        let code = try #require(try run.archiveColumn("SELECT movie_code FROM rankings WHERE list = 'all' AND date = '2026-01-25' ORDER BY rank").first)
        for page in ["index.html", "latest.html", "daily/2026-01-25.html", "movies/\(code).html", "months/2026-01.html", "years/2026.html"] {
            #expect(try run.read("Reports/" + page).contains("<html lang=\"ko\""), "\(page) stays Korean")
        }
        // The feed is the site's too: the run's entry in Korean, as the feed says it is.
        let feed = try run.read("Reports/feed.xml")
        #expect(feed.contains("xml:lang=\"ko\"") && feed.contains("일별 박스오피스") && !feed.contains("Daily box office"), "\(feed)")
        let refused = try await run.run(["site", "--lang", "en"], environment: run.environment(nil))
        #expect(refused.status == 64 && refused.stderr.contains("site --rebuild --lang en"), "\(refused.all)")
        #expect(try run.read("Reports/index.html").contains("<html lang=\"ko\""))
        let rebuilt = try await run.run(["site", "--rebuild", "--lang", "en", "--quiet"], environment: run.environment(nil))
        #expect(rebuilt.status == 0, "\(rebuilt.all)")
        for page in ["index.html", "movies/\(code).html", "months/2026-01.html"] {
            #expect(try run.read("Reports/" + page).contains("<html lang=\"en\""), "\(page) rebuilt in English")
        }
        #expect(try run.read("Reports/.site.json").contains("\"en\""))
    }

    /// A run that keeps no archive (`--no-archive`) does not write into a folder whose site records
    /// its archive (was: it wrote its day and kept the front page's links): 73 before fetching, the
    /// site's files as they were, the way out named.
    @Test func aRunWithoutTheArchiveLeavesTheSiteAlone() async throws {
        let (fake, run) = try await Self.siteOfTheWeekBefore()
        defer { fake.stop() }
        let before = CronScheduleTests.published(run.directory.appendingPathComponent("Reports").path), asked = fake.requests.count
        let plain = try await run.run(["report", "--date", "2026-01-25", "--no-archive", "--quiet"], environment: run.environment(fake))
        #expect(plain.status == 73 && plain.stderr.contains("give this run's reports a folder of their own (--output DIR, or BOXOFFICE_OUTPUT)"),
                "\(plain.all)")
        #expect(fake.requests.count == asked && CronScheduleTests.published(run.directory.appendingPathComponent("Reports").path) == before)
    }

    /// The bundled sample's scratch archive writes no site but its own, and its own site is never
    /// re-pointed to a user's archive: a site an older version built (no archive recorded) is not
    /// adopted by a sample run, and `site --rebuild` from a user's archive leaves the sample's as it is.
    @Test func theBundledSampleAndAUsersSiteKeepToTheirOwnArchives() async throws {
        let (fake, run) = try await Self.siteOfTheWeekBefore()
        defer { fake.stop() }
        let reports = run.directory.appendingPathComponent("Reports").path, sample = run.directory.appendingPathComponent("sample").path
        try Data(#"{"language": "en"}"#.utf8).write(to: URL(fileURLWithPath: reports + "/.site.json"))
        let before = CronScheduleTests.published(reports)
        let adopting = try await run.run(["report", "--sample", "--quiet"], environment: run.environment(nil))
        #expect(adopting.status == 73 && adopting.stderr.contains("a folder of their own"), "\(adopting.all)")
        #expect(CronScheduleTests.published(reports) == before, "the user's site as it was")
        #expect(try await run.run(["report", "--sample", "--output", "sample", "--quiet"], environment: run.environment(nil)).status == 0)
        let sampleSite = CronScheduleTests.published(sample)
        let rebuild = try await run.run(["site", "--rebuild", "--output", "sample", "--quiet"], environment: run.environment(nil))
        #expect(rebuild.status == 73 && rebuild.stderr.contains("a folder of their own") && !rebuild.stderr.contains("--rebuild"), "\(rebuild.all)")
        #expect(CronScheduleTests.published(sample) == sampleSite, "the sample's site as it was")
    }

    /// A Korean site an older version built, before the site's manifest: a run in English keeps it
    /// Korean (the language its front page was written in), and records it.
    @Test func aKoreanSiteBuiltBeforeItsManifestStaysKorean() async throws {
        let (fake, run) = try await Self.siteOfTheWeekBefore(lang: "ko")
        defer { fake.stop() }
        try FileManager.default.removeItem(atPath: run.directory.appendingPathComponent("Reports/.site.json").path)
        let morning = try await run.run(["report", "--date", "2026-01-25", "--recheck-days", "0", "--quiet"],
                                  environment: run.environment(fake, ["BOXOFFICE_LANG": "en"]))
        #expect(morning.status == 0, "\(morning.all)")
        for page in ["index.html", "daily/2026-01-25.html", "months/2026-01.html", "years/2026.html"] {
            #expect(try run.read("Reports/" + page).contains("<html lang=\"ko\""), "\(page) stays Korean")
        }
        #expect(try run.read("Reports/.site.json").contains("\"ko\""), "the site's language recorded")
        // It recorded no archive: it now records the run's, and the run says so once.
        #expect(try run.read("Reports/.site.json").contains("\"archive\": \"") && morning.stderr.contains("recorded no archive"), "\(morning.stderr)")
        let next = try await run.run(["report", "--date", "2026-01-25", "--recheck-days", "0", "--force", "--quiet"], environment: run.environment(fake))
        #expect(next.status == 0 && !next.stderr.contains("recorded no archive"), "\(next.all)")
    }

    /// A weekend archived in a month that has no archived day (so no month page) links no month; a
    /// morning's report of its Saturday rewrites its page, which then leads to the day and its month.
    @Test func aWeekendInAMonthWithNoArchivedDayLinksNoMonthPage() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        configuration.weekly["20180701-1"] = LongRecordings.weekendBody("20180701")
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2018-07-02", "--to", "2018-07-03", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["backfill", "--weekly", "--from", "2018-06-25", "--to", "2018-07-01", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["site", "--quiet"], environment: run.environment(nil)).status == 0)
        let weekend = try run.read("Reports/weekends/2018-06-29.html")
        #expect(!weekend.contains("months/2018-06.html") && !run.exists("Reports/months/2018-06.html"))
        #expect(!weekend.contains("../daily/2018-06-30.html"))
        let morning = try await run.run(["report", "--date", "2018-06-30", "--recheck-days", "0", "--quiet"], environment: run.environment(fake))
        #expect(morning.status == 0, "\(morning.all)")
        let rewritten = try run.read("Reports/weekends/2018-06-29.html")
        #expect(rewritten.contains("../daily/2018-06-30.html") && rewritten.contains("../months/2018-06.html"))
        let (_, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken)")
    }

    /// A day's page is the same document whichever writes it: a report of the day (its HTML), or the
    /// site (a rebuild, a later run's context). Which files a report wrote is recorded in the
    /// reports' manifest (`.reports.json`), never guessed: a day reported as HTML alone keeps the
    /// report's rows and forecasts (kept with the day in the archive) through a site rebuild; a day
    /// reported as Markdown and CSV alone gets the site's page beside them. Each links the days beside it and its weekend's page.
    @Test func aDaysPageIsOneDocumentWhicheverWritesIt() async throws {
        // A real week of 2018 and its weekend chart (Friday 2018-07-06 to Sunday 07-08).
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        configuration.weekly["20180708-1"] = LongRecordings.weekendBody("20180708")
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2018-07-02", "--to", "2018-07-06", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["backfill", "--weekly", "--from", "2018-07-02", "--to", "2018-07-08", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["report", "--date", "2018-07-07", "--recheck-days", "0", "--format", "html", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["report", "--date", "2018-07-08", "--recheck-days", "0", "--format", "md,csv", "--quiet"], environment: run.environment(fake)).status == 0)
        // The first run that keeps the site chose its language (the run's: English here).
        #expect(try run.read("Reports/.site.json").contains("\"en\""))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(try run.read("Reports/.reports.json").utf8)) as? [String: [String: [String]]])
        #expect(manifest["reports"]?["daily/2018-07-07"] == ["html"] && manifest["reports"]?["daily/2018-07-08"] == ["csv", "md"], "\(manifest)")
        let reported = try run.read("Reports/daily/2018-07-07.html")
        // The report's page links the days beside it and the weekend's page, as the site's does.
        for link in ["../daily/2018-07-06.html", "../daily/2018-07-08.html", "../weekends/2018-07-06.html"] {
            #expect(reported.contains("href=\"\(link)\""), "\(link)")
        }
        #expect(try await run.run(["site", "--rebuild", "--quiet"], environment: run.environment(nil)).status == 0)
        // Rebuilt by the site: the same document, its stamp aside (the report's rows, forecasts and links).
        func body(_ html: String) -> String {
            html.replacingOccurrences(of: #"<li>Generated: [^<]*</li>"#, with: "", options: .regularExpression)
        }
        #expect(body(try run.read("Reports/daily/2018-07-07.html")) == body(reported), "the site's page of the 7th is the report's document")
        #expect(reported.contains(" expected ("), "the report showed forecasts, and so does the site's page")
        #expect(run.exists("Reports/daily/2018-07-08.html") && run.exists("Reports/daily/2018-07-08.json"), "the 8th gets the site's page")
        #expect(run.exists("Reports/daily/2018-07-07.json"), "and the 7th its JSON")
        // Its forecasts are the report's, kept with the day, not made again: a kept figure changed
        // in the archive is what the rebuilt page shows.
        let kept = try run.archiveColumn("SELECT movie_code FROM shown_forecasts WHERE date = '2018-07-07' AND no_forecast IS NULL")
        #expect(!kept.isEmpty, "the report kept the forecasts it showed")
        #expect(!reported.contains("of 7.8 million expected"))
        _ = try run.archiveColumn("UPDATE shown_forecasts SET expected = 7777777, low = 7000000, high = 8000000 WHERE date = '2018-07-07' AND no_forecast IS NULL")
        #expect(try await run.run(["site", "--rebuild", "--quiet"], environment: run.environment(nil)).status == 0)
        #expect(try run.read("Reports/daily/2018-07-07.html").contains("a final audience of 7.8 million expected"), "the page shows the kept forecasts")
    }

    /// A day's forecasts are made once, when it is first reported, and kept with it: the morning
    /// after, its report rewritten to link the new day shows the kept ones (a model changed since
    /// would make others), and the front page `site` rewrites shows the newest day's kept ones. (A kept figure changed in the archive is what each shows.)
    @Test func aDaysForecastsAreMadeOnceAndShownEverAfter() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2018-06-30", "--to", "2018-07-06", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["report", "--date", "2018-07-07", "--recheck-days", "0", "--quiet"], environment: run.environment(fake)).status == 0)
        let forecast = "SELECT movie_code FROM shown_forecasts WHERE no_forecast IS NULL AND date = "
        #expect(!(try run.archiveColumn(forecast + "'2018-07-07'")).isEmpty, "the report kept the forecasts it showed")
        #expect(!(try run.read("Reports/daily/2018-07-07.md")).contains("of 7.8 million expected"))
        _ = try run.archiveColumn("UPDATE shown_forecasts SET expected = 7777777, low = 7000000, high = 8000000 WHERE date = '2018-07-07' AND no_forecast IS NULL")
        let morning = try await run.run(["report", "--date", "2018-07-08", "--recheck-days", "1", "--quiet"], environment: run.environment(fake))
        #expect(morning.status == 0, "\(morning.all)")
        #expect(try run.archiveColumn("SELECT CAST(revision AS TEXT) FROM days WHERE date = '2018-07-07'") == ["1"], "re-checked, unchanged")
        let page = try run.read("Reports/daily/2018-07-07.html")
        #expect(page.contains("href=\"../daily/2018-07-08.html\""), "rewritten to link the new day")
        #expect(page.contains("a final audience of 7.8 million expected"), "with the forecasts it was first reported with")
        #expect(try run.read("Reports/daily/2018-07-07.md").contains("a final audience of 7.8 million expected"))
        // The newest day on the front page, as `site` rewrites it: its kept forecasts too.
        #expect(!(try run.archiveColumn(forecast + "'2018-07-08'")).isEmpty)
        _ = try run.archiveColumn("UPDATE shown_forecasts SET expected = 6666666, low = 6000000, high = 7000000 WHERE date = '2018-07-08' AND no_forecast IS NULL")
        #expect(!(try run.read("Reports/index.html")).contains("6,666,666"))
        #expect(try await run.run(["site", "--quiet"], environment: run.environment(nil)).status == 0)
        #expect(try run.read("Reports/index.html").contains("6,666,666"))
    }

    /// A morning run mends what an older version left (a reported day without its JSON, no site map
    /// recorded) once, and a month new to the site is linked from the month before.
    @Test func aRunMendsAnOlderSiteAndLinksANewMonth() async throws {
        let fake = try KOFICFake(.synthesizing)
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2026-01-27", "--to", "2026-01-29", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["site", "--quiet"], environment: run.environment(nil)).status == 0)
        #expect(try await run.run(["report", "--date", "2026-01-30", "--recheck-days", "0", "--quiet"], environment: run.environment(fake)).status == 0)
        // As an older version left it: the reported day's page without its JSON, no site map recorded.
        try FileManager.default.removeItem(at: run.directory.appendingPathComponent("Reports/daily/2026-01-30.json"))
        try FileManager.default.removeItem(at: run.directory.appendingPathComponent("Reports/" + SitePage.siteMapState))
        #expect(try await run.run(["report", "--date", "2026-01-31", "--recheck-days", "0", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(run.exists("Reports/daily/2026-01-30.json") && run.exists("Reports/" + SitePage.siteMapState))
        #expect(!(try run.read("Reports/months/2026-01.html")).contains("2026-02.html"))
        #expect(try await run.run(["report", "--date", "2026-02-01", "--recheck-days", "0", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try run.read("Reports/months/2026-01.html").contains("href=\"../months/2026-02.html\""), "January links the new February")
        #expect(try run.read("Reports/months/2026-02.html").contains("href=\"../months/2026-01.html\""))
        let (_, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken)")
    }

    /// The first report into a folder whose archive was backfilled, with no site built, writes every
    /// page the site map names: its month, year and search link no page that was never written.
    @Test func theFirstReportAfterABackfillWritesTheWholeSite() async throws {
        let fake = try KOFICFake(.synthesizing)
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2026-01-20", "--to", "2026-01-28", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(!run.exists("Reports/months/2026-01.html") && !run.exists("Reports/" + SitePage.siteMapState), "a backfill alone builds no site")
        #expect(try await run.run(["report", "--date", "2026-01-29", "--recheck-days", "0", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(run.exists("Reports/daily/2026-01-20.html") && run.exists("Reports/daily/2026-01-20.json"), "the backfilled days' pages")
        let (pages, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken)")
        let movies = try run.archiveColumn("SELECT DISTINCT movie_code FROM rankings WHERE list = 'all'")
        #expect(movies.allSatisfy { pages.contains("Reports/movies/\($0).html") }, "every charted movie's page is reachable")
    }

    /// A backfill into the archive of a folder that holds a site keeps it, as a report does: the new
    /// days' pages, their movies', the days beside them and the front page, in the site's language.
    @Test func aBackfillKeepsTheSite() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2026-01-19", "--to", "2026-01-22", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["site", "--lang", "ko", "--quiet"], environment: run.environment(nil)).status == 0)
        #expect(!run.exists("Reports/daily/2026-01-23.html"))
        let later = try await run.run(["backfill", "--from", "2026-01-23", "--to", "2026-01-24", "--quiet"], environment: run.environment(fake))
        #expect(later.status == 0 && later.stdout.contains("\nsite Reports: "), "\(later.all)")
        let day = try run.read("Reports/daily/2026-01-23.html")
        #expect(day.contains("<html lang=\"ko\"") && day.contains("href=\"../daily/2026-01-24.html\""))
        #expect(try run.read("Reports/daily/2026-01-22.html").contains("href=\"../daily/2026-01-23.html\""), "the day before links the new day")
        #expect(try run.read("Reports/index.html").contains("2026년 1월 24일"), "the front page's newest day")
        // A backfill of one day writes that day's page too (not only the pages beside it, which link it).
        #expect(try await run.run(["backfill", "--from", "2026-01-25", "--to", "2026-01-25", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try run.read("Reports/daily/2026-01-25.html").contains("href=\"../daily/2026-01-24.html\""))
        let (_, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken)")
        // A backfill of the same days a year earlier changes the later month's and year's pages (their
        // change against the year before), which it rewrites.
        func changes(_ page: String) throws -> [String] {
            let rows = (try JSONSerialization.jsonObject(with: Data(try run.read(page).utf8)) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
            return rows.compactMap { $0["audience_change_pct"] as? Double }.map { String($0) }
        }
        #expect(try changes("Reports/months/2026-01.json").isEmpty)
        var earlier = KOFICFake.Configuration()
        earlier.synthesizeDays = true
        let yearBefore = try KOFICFake(earlier)
        defer { yearBefore.stop() }
        // Each day is compared with the same weekday a year before (364 days earlier): 2025-01-20 to 2025-01-26.
        #expect(try await run.run(["backfill", "--from", "2025-01-20", "--to", "2025-01-26", "--quiet"], environment: run.environment(yearBefore)).status == 0)
        #expect(try changes("Reports/months/2026-01.json").count == 7, "each day of the week now has its change against the year before")
    }

    /// A day stored before others changes the pages of the archived days after it (each movie's days
    /// in the list, its change on the week before): a backfill of earlier days rewrites them, not only
    /// the days beside its own.
    @Test func aBackfillOfEarlierDaysRewritesTheLaterDaysPages() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--from", "2026-01-21", "--to", "2026-01-25", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try await run.run(["site", "--quiet"], environment: run.environment(nil)).status == 0)
        func daysInList(_ day: String) throws -> [String: Int] {
            let rows = (try JSONSerialization.jsonObject(with: Data(try run.read("Reports/daily/\(day).json").utf8)) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
            var days: [String: Int] = [:]
            for row in rows { if let code = row["movie_code"] as? String, let count = row["days_in_top10"] as? Int { days[code] = count } }
            return days
        }
        let before = try daysInList("2026-01-25")
        #expect(before["20249255"] == 5, "\(before)")
        #expect(try await run.run(["backfill", "--from", "2026-01-19", "--to", "2026-01-20", "--quiet"], environment: run.environment(fake)).status == 0)
        #expect(try daysInList("2026-01-25")["20249255"] == 7, "the week's last day counts the two days stored after it")
        #expect(try daysInList("2026-01-23")["20249255"] == 5)
    }

    /// A real year none of us wrote (2018's recorded lists), backfilled through the fake, built as a
    /// site: every link from the front page resolves, every charted movie, month and the year has its
    /// page, the year's sales are KOFIC's published 1조 8,140억 to 0.1 %, its films' admissions the
    /// lists' own sums, and the year's HTML says the JSON's numbers.
    @Test func aRealYearBackfilledThroughTheFakeIsWholeAndMatchesKOFIC() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        let backfill = try await run.run(["backfill", "--from", "2018-01-01", "--to", "2018-12-31", "--concurrency", "16", "--max-requests", "100000", "--quiet"],
                                   environment: run.environment(fake))
        #expect(backfill.status == 0, "\(backfill.all)")
        let site = try await run.run(["site", "--quiet"], environment: run.environment(nil))
        #expect(site.status == 0, "\(site.all)")
        let (pages, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken.prefix(5))")
        let movies = try run.archiveColumn("SELECT DISTINCT movie_code FROM rankings WHERE list = 'all'")
        let wanted = movies.map { "Reports/movies/\($0).html" } + (1...12).map { String(format: "Reports/months/2018-%02d.html", $0) } + ["Reports/years/2018.html"]
        // The movies are reached through the days, months and year; the search's index names each too.
        #expect(Set(wanted).subtracting(pages).isEmpty, "\(Set(wanted).subtracting(pages).sorted().prefix(5))")
        #expect(pages.filter { $0.hasPrefix("Reports/daily/2018-") }.count == 365)
        let year = try #require(try JSONSerialization.jsonObject(with: Data(try run.read("Reports/years/2018.json").utf8)) as? [String: Any])
        let sales = try #require(year["sales"] as? Int)
        #expect(abs(Double(sales) - 1_814_000_000_000) / 1_814_000_000_000 < 0.001, "\(sales)")
        let films = try #require(year["movies"] as? [[String: Any]])
        let sums = try run.archiveColumn("SELECT movie_code || ' ' || CAST(sum(audience) AS TEXT) FROM rankings WHERE list = 'all' GROUP BY movie_code")
        #expect(Set(films.map { "\($0["movie_code"] ?? "") \($0["audience"] ?? "")" }) == Set(sums) && films.count == movies.count)
        let html = try run.read("Reports/years/2018.html")
        #expect(html.contains("₩" + NumberFormatter.grouped(sales)) && html.contains(NumberFormatter.grouped(year["audience"] as? Int ?? -1)))
        for film in films.prefix(20) { #expect(html.contains(NumberFormatter.grouped(film["audience"] as? Int ?? -1)), "\(film["title"] ?? "")") }
        #expect(!(try run.read("Reports/index.html")).contains("lacks"), "a whole year archived: no hole to name")
    }

    /// 2018's real weekend charts (`kofic/long/weekend-2018-2022.csv`) archived through the fake with
    /// its days: each weekend has its page, reached from the front page, its JSON KOFIC's columns
    /// (last weekend's rank = rank + rankInten, the change = audiChange, both null for a NEW row), the
    /// screens' change against the archived weekend before, per screen and weeks in release counted
    /// here from the CSV alone; the all-time page is `history alltime`'s top 100.
    @Test func realWeekendsHaveTheirPagesAndTheAllTimeChartIsHistorys() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        let sundays = LongRecordings.weekend.keys.filter { $0.hasPrefix("2018") }.sorted()
        #expect(sundays.count == 52)
        for sunday in sundays { configuration.weekly["\(sunday)-1"] = LongRecordings.weekendBody(sunday) }
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        for arguments in [["--from", "2018-01-01", "--to", "2018-12-31"], ["--weekly", "--from", "2018-01-01", "--to", "2018-12-31"]] {
            let backfill = try await run.run(["backfill"] + arguments + ["--concurrency", "16", "--max-requests", "100000", "--quiet"], environment: run.environment(fake))
            #expect(backfill.status == 0, "\(backfill.all)")
        }
        let site = try await run.run(["site", "--lang", "ko", "--quiet"], environment: run.environment(nil))
        #expect(site.status == 0, "\(site.all)")
        let (pages, broken) = try Self.crawl(run, from: "Reports/index.html")
        #expect(broken.isEmpty, "\(broken.prefix(5))")

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let compact = DateFormatter(), iso = DateFormatter()
        for (formatter, format) in [(compact, "yyyyMMdd"), (iso, "yyyy-MM-dd")] {
            (formatter.calendar, formatter.timeZone, formatter.locale, formatter.dateFormat) = (calendar, calendar.timeZone, Locale(identifier: "en_US_POSIX"), format)
        }
        var archivedBefore: [String: String]? = nil
        for sunday in sundays {
            let friday = iso.string(from: compact.date(from: sunday)!.addingTimeInterval(-2 * 86_400))
            #expect(pages.contains("Reports/weekends/\(friday).html"), "\(friday)")
            let page = try #require(try JSONSerialization.jsonObject(with: Data(try run.read("Reports/weekends/\(friday).json").utf8)) as? [String: Any])
            #expect(page["start"] as? String == friday && page["end"] as? String == iso.string(from: compact.date(from: sunday)!))
            let movies = try #require(page["movies"] as? [[String: Any]])
            let rows = try #require(LongRecordings.weekend[sunday])
            #expect(movies.count == rows.count)
            for (movie, row) in zip(movies, rows) {
                let rank = Int(row["rank"]!)!, isNew = row["rankOldAndNew"] == "NEW", audience = Int(row["audiCnt"]!)!, screens = Int(row["scrnCnt"]!)!
                #expect(movie["rank"] as? Int == rank && movie["movie_code"] as? String == row["movieCd"] && movie["audience"] as? Int == audience)
                #expect(movie["screens"] as? Int == screens)
                #expect(isNew ? movie["last_rank"] is NSNull : movie["last_rank"] as? Int == rank + Int(row["rankInten"]!)!, "\(friday) \(rank)")
                #expect(isNew ? movie["audience_change_pct"] is NSNull : movie["audience_change_pct"] as? Double == Double(row["audiChange"]!)!)
                let before = archivedBefore?[row["movieCd"]!].flatMap { Int($0) }
                #expect(before.map { movie["screens_change"] as? Int == screens - $0 } ?? (movie["screens_change"] is NSNull), "\(friday) \(rank)")
                #expect(movie["per_screen"] as? Int == Int((Double(audience) / Double(screens)).rounded()))
                if let opened = iso.date(from: row["openDt"] ?? "") {
                    let weekday = calendar.component(.weekday, from: opened) // Sunday 1 … Saturday 7
                    let openingFriday = opened.addingTimeInterval(Double(4 - (weekday + 5) % 7) * 86_400)
                    let weeks = Int((iso.date(from: friday)!.timeIntervalSince(openingFriday) / 86_400).rounded()) / 7 + 1
                    #expect(openingFriday <= iso.date(from: friday)! ? movie["weeks_in_release"] as? Int == weeks : movie["weeks_in_release"] is NSNull,
                            "\(friday) \(row["movieNm"]!)")
                } else {
                    #expect(movie["weeks_in_release"] is NSNull)
                }
            }
            var screensNow: [String: String] = [:]
            for row in rows { screensNow[row["movieCd"] ?? ""] = row["scrnCnt"] ?? "" }
            archivedBefore = screensNow
        }
        // A weekend's days lead to it, and it to them.
        let saturday = try run.read("Reports/daily/2018-07-07.html")
        #expect(saturday.contains("../weekends/2018-07-06.html"))
        #expect(try run.read("Reports/weekends/2018-07-06.html").contains("../daily/2018-07-07.html"))

        // The all-time page: history's question, its top 100, linked from the front page.
        #expect(pages.contains("Reports/alltime.html"))
        let history = try await run.run(["history", "alltime", "--limit", "100", "--format", "json"], environment: run.environment(nil))
        let asked = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]]
        let allTime = try #require(try JSONSerialization.jsonObject(with: Data(try run.read("Reports/alltime.json").utf8)) as? [String: Any])
        let movies = try #require(allTime["movies"] as? [[String: Any]])
        #expect(movies.count == 100 && asked?.count == 100)
        let keys = ["rank", "movie_code", "title", "open_date", "audience_total", "first_day", "last_day"]
        for (movie, row) in zip(movies, asked ?? []) {
            #expect(Set(movie.keys) == Set(keys))
            for key in keys { #expect("\(movie[key] ?? "-")" == "\(row[key] ?? "-")", "\(key)") }
        }
        // And each film as 2018's recorded lists have it: its highest accumulated audience, its first and
        // last charted day, its title and open date on that last day; the 100 biggest, in order.
        var recorded: [String: (total: Int, first: String, last: String, title: String, open: String)] = [:]
        for day in LongRecordings.daily.keys.filter({ $0.hasPrefix("2018") }).sorted() {
            let date = iso.string(from: compact.date(from: day)!)
            for row in LongRecordings.daily[day] ?? [] {
                let code = row["movieCd"]!, total = Int(row["audiAcc"]!)!
                var film = recorded[code] ?? (total, date, date, "", "")
                (film.total, film.last, film.title, film.open) = (max(film.total, total), date, row["movieNm"] ?? "", row["openDt"] ?? "")
                recorded[code] = film
            }
        }
        let biggest = recorded.sorted { ($0.value.total, $1.key) > ($1.value.total, $0.key) }.prefix(100)
        #expect(movies.map { $0["movie_code"] as? String } == biggest.map(\.key))
        for (movie, film) in zip(movies, biggest.map(\.value)) {
            #expect(movie["audience_total"] as? Int == film.total && movie["first_day"] as? String == film.first && movie["last_day"] as? String == film.last)
            #expect(movie["title"] as? String == film.title && (film.open.isEmpty ? movie["open_date"] is NSNull || movie["open_date"] is String
                                                                   : movie["open_date"] as? String == film.open), "\(film.title)")
        }
    }

    /// A report run reads only its movies' distributors (`SiteIndex.read(touching:)`), a whole build
    /// every distributor: the same names, years and films for those distributors, so their pages are
    /// the same whichever wrote them.
    @Test func aReportRunsIndexAgreesWithTheWholeOne() async throws {
        let run = try BinaryRunner()
        #expect(try await run.run(["backfill", "--sample", "--from", "2026-01-19", "--to", "2026-01-25", "--quiet"], environment: run.environment(nil)).status == 0)
        let archive = try SQLiteBoxOfficeArchive(path: run.directory.appendingPathComponent("Reports/sample.sqlite").path, mode: .existing)
        let day = try #require(try await archive.day(CalendarDate(year: 2026, month: 1, day: 25)!)).report
        // The year the distributors' pages lead with (a test's choice: the sample holds one year).
        let answers = AnswerFromArchive(archive: archive, clock: SystemTimeSource())
        let whole = try await SiteIndex.read(answers, years: [2026], standingYear: 2026)
        let touching = try await SiteIndex.read(archive, answers: answers, touching: [day], standingYear: 2026)
        #expect(touching.distributors.count >= 5, "\(touching.distributors.keys.sorted())")
        // The site map's distributors (read cheaply from the derived tables) are the whole index's: each has its page.
        #expect(try await archive.distributorCodes() == whole.distributors.keys.sorted())
        for (code, distributor) in touching.distributors {
            let other = try #require(whole.distributors[code])
            #expect(distributor.name == other.name && distributor.years.map(\.year) == other.years.map(\.year), "\(code)")
            // The lead's share and rank among the year's distributors: the same whichever index read them.
            #expect(distributor.standing != nil && distributor.standing?.rank == other.standing?.rank
                    && distributor.standing?.share == other.standing?.share, "\(code)")
            for (mine, theirs) in zip(distributor.years, other.years) {
                #expect(mine.movies.map(\.code) == theirs.movies.map(\.code)
                        && mine.movies.map(\.audience) == theirs.movies.map(\.audience), "\(code) \(mine.year)")
            }
        }
        #expect(whole.distributors.count >= 5)
    }

    /// A morning's report rewrites only the pages the day changed: every distributor's page and every
    /// movie's is still the one a rebuild writes (a distributor's shows no figure the day changed, such
    /// as a share of the year; a movie the day no longer ranks loses the forecasts of the day before).
    @Test func aMorningLeavesEveryDistributorsAndMoviesPageAsARebuildWritesIt() async throws {
        let (fake, run) = try await Self.siteOfTheWeekBefore()
        defer { fake.stop() }
        let morning = try await run.run(["report", "--date", "2026-01-25", "--recheck-days", "0", "--quiet"], environment: run.environment(fake))
        #expect(morning.status == 0, "\(morning.all)")
        let pages = run.files().filter { $0.hasPrefix("Reports/distributors/") || $0.hasPrefix("Reports/movies/") }
        #expect(pages.filter { $0.hasPrefix("Reports/distributors/") }.count >= 10 && pages.filter { $0.hasPrefix("Reports/movies/") }.count >= 10, "\(pages)")
        let kept = try Dictionary(uniqueKeysWithValues: pages.map { ($0, try run.read($0)) })
        #expect(try await run.run(["site", "--rebuild", "--quiet"], environment: run.environment(nil)).status == 0)
        // The same document, its stamp aside.
        func body(_ page: String) -> String {
            page.replacingOccurrences(of: #"<li>Generated: [^<]*</li>"#, with: "", options: .regularExpression)
        }
        for page in pages { #expect(body(try run.read(page)) == kept[page].map(body), "\(page)") }
    }

    @Test func aSiteNeedsAnArchiveAndSaysSo() async throws {
        let run = try BinaryRunner()
        // An archive with nothing in it: a front page that says so, and the operator told how to fill it.
        _ = try SQLiteBoxOfficeArchiveFile.create(run.directory.appendingPathComponent("empty.sqlite").path)
        let empty = try await run.run(["site", "--archive", "empty.sqlite", "--quiet"], environment: run.environment(nil))
        #expect(empty.status == 0 && empty.stdout == "site Reports: 0 pages, 0 written\n", "\(empty.all)")
        // The command that fills it is said to the operator, not written on the reader's page.
        let front = try run.read("Reports/index.html")
        #expect(empty.stderr.contains("boxoffice backfill") && !front.contains("boxoffice backfill") && front.contains("No daily report yet."), "\(empty.all)")
        let missing = try await run.run(["site", "--archive", "none.sqlite"], environment: run.environment(nil))
        #expect(missing.status == 66 && missing.stderr.hasPrefix("boxoffice: error:") && !run.exists("none.sqlite"), "\(missing.all)")
        #expect(try await run.run(["site", "--no-such-option"], environment: run.environment(nil)).status == 64)
    }
}

private extension NumberFormatter {
    /// 14,876,647,798: grouped by thousands with commas, as the reports write numbers.
    static func grouped(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// An archive file with its tables and no day, as a first run creates it.
enum SQLiteBoxOfficeArchiveFile {
    static func create(_ path: String) throws -> Bool {
        _ = try BoxOfficeData.SQLiteBoxOfficeArchive(path: path, mode: .create)
        return FileManager.default.fileExists(atPath: path)
    }
}
