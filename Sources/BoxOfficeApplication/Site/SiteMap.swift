import BoxOfficeDomain
import BoxOfficeReports

/// Every file the output folder publishes, page by page: what it is (`SitePage`, which names its
/// path), its formats, who writes it, and its neighbours. Built here from the archive (the site's
/// pages, each kind's as its declaration says: `SitePageKinds`) and the reports' manifest (what each
/// report wrote); the front page, the MCP resources and the site's crawl enumerate it.
public struct SiteMap: Sendable, Hashable {
    /// Who writes a page's files.
    public enum Owner: String, Sendable {
        /// Built from the archive (`boxoffice site`, and each run that archives when the folder holds a site).
        case site
        /// A chart's report (`report`, `weekly`, `backfill`): its Markdown, CSV, HTML as asked.
        case report
        /// Rewritten by every run that writes: the front page, `latest.*`, the feed.
        case folder
    }

    public struct Entry: Sendable, Hashable {
        public var page: SitePage
        /// `html`, `json`, `md`, `csv`, `xml`, sorted.
        public var formats: [String]
        public var owner: Owner

        /// Its files' paths under the output folder (`daily/2026-01-25.md` …).
        public var files: [String] { formats.map(page.file) }
    }

    /// The pages the site builds from the archive: the whole market's archived days and weekends, the
    /// charted movies, the distributors of charted movies (by KOBIS code).
    public struct ArchivedPages: Sendable, Hashable {
        /// Oldest first.
        public let days: [CalendarDate]
        /// Their Fridays, oldest first.
        public let weekends: [CalendarDate]
        public let movies: [MovieCode]
        public let distributors: [String]
        /// The days, the movies and the distributors, to look one up.
        let archived: Set<CalendarDate>, charted: Set<MovieCode>, distributing: Set<String>
        /// `YYYY-MM` of each month with an archived day, oldest first.
        public let months: [String]
        public let years: [Int]
        /// The 설 and 추석 holidays the archive holds a day of, oldest first.
        public let holidays: [Holiday]

        public init(days: [CalendarDate], weekends: [CalendarDate], movies: [MovieCode], distributors: [String]) {
            (self.days, self.weekends, archived) = (days.sorted(), weekends.sorted(), Set(days))
            (self.movies, self.distributors, charted, distributing) = (movies.sorted { $0.rawValue < $1.rawValue }, distributors.sorted(), Set(movies), Set(distributors))
            // Made once here (a run asks for them often; days come a day at a time, the months a few times a day).
            var (months, years): ([String], [Int]) = ([], [])
            for day in self.days {
                if years.last != day.year { years.append(day.year) }
                let month = SitePage.month(of: day)
                if months.last != month { months.append(month) }
            }
            (self.months, self.years) = (months, years)
            holidays = Holiday.held(by: archived)
        }

        /// The archived holiday the day is one of (nil: none).
        public func holiday(holding date: CalendarDate) -> Holiday? { holidays.first { $0.span.contains(date) } }

        /// Whether the movie has a page (a charted movie).
        public func hasMoviePage(_ code: MovieCode) -> Bool { charted.contains(code) }

        /// Whether the distributor has a page (a charted movie's, by its KOBIS code).
        public func hasDistributorPage(_ code: String) -> Bool { distributing.contains(code) }

        /// What the front page leads to: the years, the newest year's months, the weekends of the year
        /// before the newest day (newest first), the all-time chart once a day is archived, and the
        /// holidays' pages once one is (the newest day's holiday first, to two weeks after it).
        public var navigation: SiteNavigation {
            guard let newest = days.last else { return SiteNavigation(years: [], months: [], weekends: [], hasAllTime: false) }
            var navigation = SiteNavigation(years: years.reversed(), months: months.filter { $0.hasPrefix("\(newest.year)-") }.reversed(),
                                            weekends: weekends.filter { $0 >= newest.adding(days: -366) && $0 <= newest }.suffix(SiteNavigation.recentWeekends).reversed(),
                                            hasAllTime: true)
            // A holiday from its first day to two weeks after its last, as the press follows it.
            navigation.holiday = holidays.last { $0.span.lowerBound <= newest && newest <= $0.span.upperBound.adding(days: SiteNavigation.holidayDays) }
            navigation.hasHolidays = !holidays.isEmpty
            return navigation
        }

        /// The span every archived day is within.
        static let first = CalendarDate(year: 1900, month: 1, day: 1)!, last = CalendarDate(year: 2999, month: 12, day: 31)!
    }

    /// The files each report wrote, by its page (the reports' manifest).
    public var reports: [SitePage: [String]]
    /// The site's pages; nil where the folder holds no site (reports alone).
    public var pages: ArchivedPages?

    public init(reports: [SitePage: [String]], pages: ArchivedPages?) {
        // Each page's formats sorted, once (as the manifest keeps them, most are already).
        self.reports = reports.mapValues { formats in zip(formats, formats.dropFirst()).allSatisfy { $0 < $1 } ? formats : Array(Set(formats)).sorted() }
        self.pages = pages
    }

    /// The formats of a site's page.
    public static let pageFormats = ["html", "json"]

    /// What a day's page links beside its movies, month and year: the calendar's days before and
    /// after where archived (a run that adds a day rewrites exactly those), and the archived weekend
    /// it is in. The same for either writer of the page, a report or the site.
    public struct DayLinks: Sendable, Hashable {
        public var previous: CalendarDate?
        public var next: CalendarDate?
        public var weekend: CalendarDate?
        /// The distributors (KOBIS codes) the site has a page of: the day's distributors link them.
        public var distributorPages: Set<String> = []
        /// The archived 설 or 추석 holiday the day is one of (its page).
        public var holiday: Holiday?

        public init(previous: CalendarDate? = nil, next: CalendarDate? = nil, weekend: CalendarDate? = nil) {
            (self.previous, self.next, self.weekend) = (previous, next, weekend)
        }
    }

    /// A day's links (none where the folder holds no site).
    public func dayLinks(_ date: CalendarDate) -> DayLinks {
        guard let archived = pages?.archived else { return DayLinks() }
        let (previous, next) = (date.adding(days: -1), date.adding(days: 1))
        var links = DayLinks(previous: archived.contains(previous) ? previous : nil, next: archived.contains(next) ? next : nil, weekend: weekend(holding: date))
        links.distributorPages = pages?.distributing ?? []
        links.holiday = pages?.holiday(holding: date)
        return links
    }

    /// Whether the whole market's day has a page (HTML): a report's, or the site's (every archived
    /// day, where the folder holds one).
    public func hasDayPage(_ date: CalendarDate) -> Bool {
        (reports[.day(date)] ?? []).contains("html") || pages?.archived.contains(date) == true
    }

    /// The archived weekend a day is in (nil: a weekday, or its weekend not archived).
    public func weekend(holding date: CalendarDate) -> CalendarDate? {
        let start = WeeklyKind.weekend.range(containing: date).start
        return date >= start && pages?.weekends.contains(start) == true ? start : nil
    }

    /// Every published file's page, the front page first, then the site's pages by kind, then the
    /// reports; `latest.*` are copies of the newest whole-market day's files, whoever wrote them.
    public var entries: [Entry] {
        let entries = pagesAndReports
        // An empty folder publishes nothing yet (the first run writes its front page).
        guard !entries.isEmpty else { return [] }
        return [Entry(page: .front, formats: ["html"], owner: .folder), Entry(page: .feed, formats: ["xml"], owner: .folder)]
            + (newestDay.map { [Entry(page: .latest, formats: $0.formats, owner: .folder)] } ?? []) + entries
    }

    /// The newest whole-market day's entry: `latest.*` are copies of its files (the entry `entries`
    /// holds for it, found without listing every page).
    public var newestDay: Entry? {
        let reported = reports.keys.lazy.compactMap { page -> CalendarDate? in if case .day(let date) = page { date } else { nil } }.max()
        guard let newest = [pages?.days.last, reported].compactMap({ $0 }).max() else { return nil }
        let formats = reports[.day(newest)] ?? []
        return pages?.archived.contains(newest) == true
            ? Entry(page: .day(newest), formats: Array(Set(formats + Self.pageFormats)).sorted(), owner: .site)
            : Entry(page: .day(newest), formats: formats, owner: .report)
    }

    private var pagesAndReports: [Entry] {
        var entries: [Entry] = []
        var reports = self.reports
        // An archive with no whole-market day has no site to publish yet.
        if let pages, !pages.days.isEmpty {
            // Every kind's pages, as declared (HTML and JSON; a day's beside the Markdown and CSV a report
            // wrote of it: a report that writes the day's HTML writes the same document).
            for kind in SitePageKinds.all {
                for page in kind.pages(in: pages) {
                    let reported = reports.removeValue(forKey: page) ?? []
                    entries.append(Entry(page: page, formats: reported.isEmpty ? Self.pageFormats : Array(Set(reported + Self.pageFormats)).sorted(),
                                         owner: .site))
                }
            }
        }
        entries += reports.sorted { $0.key.path < $1.key.path }.map { Entry(page: $0.key, formats: $0.value, owner: .report) }
        return entries
    }

    /// The page before this one of its kind (the day, month, year or weekend before, where there is
    /// one; a list's report: its list's report before).
    public func previous(_ page: SitePage) -> SitePage? { neighbour(page, by: -1) }

    /// The page after this one of its kind.
    public func next(_ page: SitePage) -> SitePage? { neighbour(page, by: 1) }

    private func neighbour(_ page: SitePage, by step: Int) -> SitePage? {
        if let kind = SitePageKinds.kind(of: page) { return kind.neighbour(of: page, by: step, in: self) }
        // A list's report: its list's report before or after.
        switch page {
        case .dailyReport(let date, let list):
            let dates = reports.keys.compactMap { if case .dailyReport(let other, list) = $0 { other } else { nil } }.sorted()
            return Self.beside(dates, date, by: step).map { .dailyReport($0, list) }
        case .weeklyReport(let range, let list):
            let starts = reports.keys.compactMap { if case .weeklyReport(let other, list) = $0, other.kind == range.kind { other.start } else { nil } }.sorted()
            return Self.beside(starts, range.start, by: step).map { .weeklyReport(range.kind.range(containing: $0), list) }
        default:
            return nil
        }
    }

    /// The item `step` places from `item` in `items` (nil: none there, or `item` not among them).
    static func beside<T: Equatable>(_ items: [T], _ item: T, by step: Int) -> T? {
        guard let index = items.firstIndex(of: item), items.indices.contains(index + step) else { return nil }
        return items[index + step]
    }
}

extension DayPage {
    /// The day's page with the site map's links of it.
    public static func document(_ report: DailyReport, builder: DailyReportDocumentBuilder, links: SiteMap.DayLinks) -> ReportDocument {
        document(report, builder: builder, previous: links.previous, next: links.next, weekend: links.weekend, holiday: links.holiday,
                 distributorPages: links.distributorPages)
    }
}
