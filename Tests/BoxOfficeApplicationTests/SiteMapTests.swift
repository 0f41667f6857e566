import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports
import Testing

/// The site map: each published path read back to its page, every file named once with its owner,
/// and each page's neighbours.
@Suite struct SiteMapTests {
    static let day = CalendarDate(iso: "2026-01-25")!, friday = CalendarDate(iso: "2026-01-23")!

    @Test func everyPathReadsBackToItsPage() {
        let pages: [SitePage] = [.front, .feed, .latest, .allTime, .day(Self.day), .movie(MovieCode("20249255")!), .month("2026-01"), .year(2026),
                                 .distributor("20100043"), .weekend(Self.friday), .holiday(Holiday(.chuseok, year: 2025)), .holidays,
                                 .dailyReport(Self.day, .korean),
                                 .dailyReport(Self.day, .region("0105001")), .weeklyReport(WeeklyKind.weekend.range(containing: Self.friday), .all),
                                 .weeklyReport(WeeklyKind.week.range(containing: Self.friday), .diversity)]
        for page in pages { #expect(SitePage(path: page.path) == page, "\(page.path)") }
        #expect(pages.map(\.path).contains("weekly-diversity/week-2026-01-19"))
        // Only what `path` gives: no other spelling, folder or day.
        for path in ["months/2026-1", "weekly/weekend-2026-01-24", "daily-bogus/2026-01-25", "movies/abc", "daily/2026-02-30", "a/b/c",
                     "years/26x", "index.html", "daily/../archive", "weekly/weekend2026-01-23", "daily/2026-1-25", "daily/20260125",
                     "daily-korean/2026-01-25x", "daily/0000-01-01", "daily/2026-01-25/x", "holidays/2025-lunar", "holidays/25-chuseok",
                     "holidays/2025-chuseok-x"] {
            #expect(SitePage(path: path) == nil, "\(path)")
        }
    }

    /// Every page the site builds is one declared kind's: the map's site entries are the kinds' pages,
    /// each owned by exactly one kind, and each kind's MCP resources titled.
    @Test func everySitePageIsOneDeclaredKinds() {
        let days = (0..<400).map { CalendarDate(iso: "2025-01-01")!.adding(days: $0) }
        let pages = SiteMap.ArchivedPages(days: days, weekends: [Self.friday], movies: [MovieCode("20249255")!], distributors: ["20100043"])
        let site = SiteMap(reports: [.dailyReport(Self.day, .korean): ["md"]], pages: pages).entries.filter { $0.owner == .site }.map(\.page)
        #expect(site.contains(.holiday(Holiday(.seollal, year: 2025))) && site.contains(.holiday(Holiday(.chuseok, year: 2025))) && site.contains(.holidays) && site.contains(.allTime))
        for page in site { #expect(SitePageKinds.resourceTitle(of: page) != nil, "\(page.path)") }
        for page in [SitePage.front, .feed, .latest, .dailyReport(Self.day, .korean)] { #expect(SitePageKinds.resourceTitle(of: page) == nil, "\(page.path)") }
        #expect(Set(site).count == site.count, "each page once")
    }

    @Test func eachFileIsNamedOnceWithItsOwner() {
        let before = Self.day.adding(days: -1)
        let reports: [SitePage: [String]] = [.day(Self.day): ["md", "html", "csv"], .day(before): ["md"],
                                             .dailyReport(Self.day, .korean): ["md"], .day(CalendarDate(iso: "2025-12-31")!): ["csv"]]
        let pages = SiteMap.ArchivedPages(days: [before, Self.day], weekends: [Self.friday], movies: [MovieCode("20249255")!], distributors: ["20100043"])
        let map = SiteMap(reports: reports, pages: pages)
        let files = map.entries.flatMap(\.files)
        #expect(files.count == Set(files).count, "each file once")
        let owners = Dictionary(map.entries.map { ($0.page, $0) }, uniquingKeysWith: { first, _ in first })
        // Every archived day's page is the site's to keep, beside what a report wrote (its HTML the same document).
        #expect(owners[.day(Self.day)]?.owner == .site && owners[.day(Self.day)]?.formats == ["csv", "html", "json", "md"])
        #expect(owners[.day(before)]?.owner == .site && owners[.day(before)]?.formats == ["html", "json", "md"])
        // A reported day the archive lacks is still published (a run without the archive wrote it).
        #expect(owners[.day(CalendarDate(iso: "2025-12-31")!)]?.owner == .report)
        #expect(owners[.latest]?.formats == ["csv", "html", "json", "md"], "latest.* copy the newest day's files")
        for page: SitePage in [.front, .feed, .allTime, .year(2026), .month("2026-01"), .weekend(Self.friday), .movie(MovieCode("20249255")!),
                               .distributor("20100043"), .dailyReport(Self.day, .korean)] {
            #expect(owners[page] != nil, "\(page.path)")
        }
        // A folder holding no site publishes its reports and front pages alone.
        let reportsOnly = SiteMap(reports: reports, pages: nil)
        #expect(Set(reportsOnly.entries.map(\.owner)) == [.report, .folder] && !reportsOnly.entries.contains { $0.page == .allTime })
    }

    /// `newestDay` is found without listing every page: it is still the newest day `entries` names,
    /// whoever owns it, and the months and years are those of the days (across a year's turn).
    @Test func theNewestDayIsTheListingsNewestDay() {
        let (december, january) = (CalendarDate(iso: "2025-12-31")!, CalendarDate(iso: "2026-01-02")!)
        let site = SiteMap.ArchivedPages(days: [january, december, Self.day], weekends: [], movies: [], distributors: [])
        #expect(site.months == ["2025-12", "2026-01"] && site.years == [2025, 2026])
        let maps = [
            SiteMap(reports: [.day(Self.day): ["md"]], pages: site),                          // the site's newest, a report's too
            SiteMap(reports: [.day(Self.day.adding(days: 1)): ["csv", "md"]], pages: site),   // a reported day newer than the archive
            SiteMap(reports: [.day(december): ["html"], .day(january): ["md"]], pages: nil),  // reports alone
            SiteMap(reports: [.dailyReport(Self.day, .korean): ["md"]], pages: nil),          // no whole-market day
        ]
        for map in maps {
            let listed = map.entries.compactMap { entry -> (CalendarDate, SiteMap.Entry)? in if case .day(let date) = entry.page { (date, entry) } else { nil } }
                .max { $0.0 < $1.0 }?.1
            #expect(map.newestDay == listed)
        }
        #expect(maps[1].newestDay?.owner == .report && maps[1].newestDay?.formats == ["csv", "md"])
        #expect(maps[3].newestDay == nil)
    }

    /// A month's, a year's, a weekend's, a list's report's: the archived one before or after; a day's: its links'.
    @Test func neighboursAreTheArchivedOnesOfTheSameKind() {
        let days = ["2025-12-30", "2026-01-02", "2026-01-25"].compactMap(CalendarDate.init(iso:))
        let map = SiteMap(reports: [.dailyReport(days[0], .korean): ["md"], .dailyReport(days[2], .korean): ["md"], .dailyReport(days[1], .foreign): ["md"]],
                          pages: SiteMap.ArchivedPages(days: days, weekends: [Self.friday, Self.friday.adding(days: -14)], movies: [], distributors: []))
        // A day's are its links' (the calendar's days beside it, where archived): none across a gap.
        #expect(map.previous(.day(days[1])) == nil && map.next(.day(days[1])) == nil)
        let beside = SiteMap(reports: [:], pages: SiteMap.ArchivedPages(days: [days[1].adding(days: -1), days[1], days[1].adding(days: 1)], weekends: [], movies: [], distributors: []))
        #expect(beside.previous(.day(days[1])) == .day(days[1].adding(days: -1)) && beside.next(.day(days[1])) == .day(days[1].adding(days: 1)))
        #expect(map.previous(.month("2026-01")) == .month("2025-12") && map.next(.year(2025)) == .year(2026))
        #expect(map.previous(.weekend(Self.friday)) == .weekend(Self.friday.adding(days: -14)), "the archived weekend before, not the calendar's")
        #expect(map.next(.dailyReport(days[0], .korean)) == .dailyReport(days[2], .korean), "its own list's next report")
        #expect(map.previous(.movie(MovieCode("20249255")!)) == nil)
    }

    /// A day's page links the calendar's days beside it where archived (a run adding a day rewrites
    /// exactly those) and the archived weekend it is in: one answer for either writer.
    @Test func aDaysLinksAreTheCalendarsNeighboursAndItsWeekend() {
        let sunday = Self.friday.adding(days: 2), monday = Self.friday.adding(days: 3)
        let map = SiteMap(reports: [:], pages: SiteMap.ArchivedPages(days: [Self.friday, Self.friday.adding(days: 1), sunday, monday.adding(days: 2)],
                                                            weekends: [Self.friday], movies: [], distributors: []))
        #expect(map.dayLinks(sunday) == SiteMap.DayLinks(previous: Self.friday.adding(days: 1), next: nil, weekend: Self.friday))
        #expect(map.dayLinks(Self.friday).previous == nil && map.dayLinks(Self.friday).weekend == Self.friday)
        #expect(map.dayLinks(monday.adding(days: 2)) == SiteMap.DayLinks(), "a Wednesday after a hole: no neighbour, no weekend")
        #expect(SiteMap(reports: [:], pages: nil).dayLinks(sunday) == SiteMap.DayLinks(), "no site, no links")
    }

    /// A reports folder's name read back to its list: every list's folder, and nothing else.
    @Test func aFolderIsReadBackToItsList() {
        for list in [ChartList.all, ChartList.region("0105001", name: nil)] + ChartList.named {
            for base in ["daily", "weekly"] { #expect(SitePage.list(inFolder: SitePage.folder(base, of: list), base: base) == list, "\(SitePage.folder(base, of: list))") }
        }
        #expect(SitePage.list(inFolder: "daily-korean", base: "daily") == .korean && SitePage.list(inFolder: "daily", base: "daily") == .all)
        #expect(SitePage.folder("weekly", of: .region("0105001")) == "weekly-region-0105001")
        for other in ["dailyx", "daily-", "daily-unknown", "weekly-korean", "movies", "daily-korean-2"] {
            #expect(SitePage.list(inFolder: other, base: "daily") == nil, "\(other)")
        }
    }
}
