import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Where the site's pages go: each page's files written atomically, one page at a time, and only
/// when their bytes change (an interrupted build leaves each page old or new; running it again finishes).
public protocol SiteOutput: FrontPagesOutput {
    /// Writes the page's files unless they hold these bytes already; whether it wrote.
    func write(_ page: SitePage, files: [(format: String, contents: Data)]) throws -> Bool
    /// Whether the page's file of `format` is there (a day's report, written by `report`).
    func exists(_ page: SitePage, format: String) -> Bool
    /// The files each report wrote, by page (as recorded when it wrote them).
    func reportFiles() -> [SitePage: [String]]
    /// Records that the folder holds a site, in which language (the first build chooses it) and from
    /// which archive (nil: of unknown identity, the recorded one kept).
    func recordSite(archive: ArchiveIdentity?) throws
    /// The archive the folder's site is built from, as recorded.
    func siteArchive() -> SiteArchive
    /// Whether the folder has published its site map before (a site kept since: every page it
    /// names written); false for a site an older version built.
    func hasPublishedMap() -> Bool
}

/// Builds the site from the archive alone, with no request to KOFIC: a page for each charted movie
/// (`movies/CODE`), each month (`months/YYYY-MM`) and each year (`years/YYYY`), each as HTML with its
/// JSON beside it, linked to each other and from the front page. Days are the daily reports `report`
/// writes (`daily/DATE`), linked where they are there.
public struct BuildSite: Sendable {
    public struct Summary: Sendable, Hashable {
        public var pages: Int
        public var written: Int
        /// The front page's part read from the archive (nil when it holds no day).
        public var front: SiteFront?
        /// Every file the folder publishes, as the build left it.
        public var map: SiteMap
        /// The site recorded no archive, and now records this one (say so, once).
        public var adopted = false

        public init(pages: Int, written: Int, front: SiteFront? = nil, map: SiteMap) {
            (self.pages, self.written, self.front, self.map) = (pages, written, front, map)
        }
    }

    let archive: any ChartReading & MarketReading
    let answers: AnswerFromArchive
    /// The run's language and stamp, for the questions' documents.
    let style: DocumentStyle
    let years: YearReviewDocumentBuilder
    let distributorPages: DistributorPageDocumentBuilder
    let weekendPages: WeekendPageDocumentBuilder
    let language: ReportLanguage
    let output: any SiteOutput
    /// The forecasts a day's report showed, on its page and the front page (nil: none).
    let forecast: ShownDayForecasts?
    /// Told after each page: pages done, pages in all.
    let progress: @Sendable (Int, Int) -> Void
    /// How the front page names the region lists.
    let regions: RegionNames
    /// Makes the front pages from the map.
    let frontPages: PublishFrontPages
    /// The build re-points a site another archive built to this one (`site --rebuild`).
    let repoints: Bool

    public init(archive: any ChartReading & MarketReading, answers: AnswerFromArchive, style: DocumentStyle,
                years: YearReviewDocumentBuilder, distributors: DistributorPageDocumentBuilder, language: ReportLanguage, output: any SiteOutput,
                frontPages: PublishFrontPages, forecast: ShownDayForecasts? = nil, regions: RegionNames = RegionNames(codes: nil),
                repoints: Bool = false, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) {
        self.repoints = repoints
        self.regions = regions
        self.frontPages = frontPages.speaking(language)
        self.archive = archive
        self.answers = answers
        self.style = style
        self.years = years
        self.distributorPages = distributors
        self.weekendPages = WeekendPageDocumentBuilder(language: language, generatedAt: style.generatedAt)
        self.language = language
        self.output = output
        self.forecast = forecast
        self.progress = progress
    }

    /// Builds every page the site map names as the site's, then the front page.
    /// - Parameter reserving: days whose page a report is about to write (the site leaves them alone).
    public func execute(reserving: Set<CalendarDate> = []) async throws -> Summary {
        answers.startingBuild()
        let adopted = try await checkBelongs()
        var summary = try await build(reserving: reserving)
        summary.adopted = adopted
        return summary
    }

    private func build(reserving: Set<CalendarDate>) async throws -> Summary {
        let prepared = try await prepare()
        let map = prepared.map
        let dates = map.pages?.days ?? []
        guard !dates.isEmpty else {
            try await refreshFrontPage(front: nil, map: map)
            return Summary(pages: 0, written: 0, map: map)
        }
        let (answers, years) = (self.answers, map.pages?.years ?? [])
        let standingYear = SiteIndex.standingYear(days: dates)
        let index = Task { try await SiteIndex.read(answers, years: years, standingYear: standingYear) }
        // A build that fails or is cancelled first does not leave it reading.
        defer { index.cancel() }
        let front = try await front(map: map, titles: prepared.titles)
        let pages = map.entries.filter { entry in
            guard entry.owner == .site else { return false }
            if case .day(let date) = entry.page { return !reserving.contains(date) }
            return true
        }.map(\.page)
        let written = try await write(pages, Build(index: index, map: map, forecasts: Self.forecasts(of: front)))
        try await refreshFrontPage(front: front, map: map)
        return Summary(pages: pages.count, written: written, front: front, map: map)
    }

    /// The site map as the archive holds it now, with the charted titles it was read from (the front
    /// page's search): a run reads it once, to render its day's links (`SiteMap.dayLinks`) and to
    /// keep the site.
    public struct Prepared: Sendable {
        public let map: SiteMap
        let titles: [ChartedTitle]
    }

    public func prepare() async throws -> Prepared {
        // Four reads at once (each on a reader of the archive's pool).
        async let titles = archive.chartedTitles()
        async let days = archive.archivedDates(from: SiteMap.ArchivedPages.first, to: SiteMap.ArchivedPages.last)
        async let weekends = archive.archivedWeeks(.weekend, list: .all)
        async let distributors = archive.distributorCodes()
        let reports = output.reportFiles()
        let charted = try await titles
        let pages = SiteMap.ArchivedPages(days: Array(try await days), weekends: try await weekends, movies: charted.map(\.code),
                                  distributors: try await distributors)
        return Prepared(map: SiteMap(reports: reports, pages: pages), titles: charted)
    }

    /// Rebuilds the pages the days touched: their movies and those movies' distributors, their months
    /// and years, the days and those beside them (a report run's last step, before its front page
    /// is rewritten, with the front's part this returns). In a folder that has never published its
    /// map, every page the map names (the first run to keep a site there).
    /// - Parameter reports: the whole market's days the run wrote, as it rendered them (their forecasts
    ///   made): the newest of the archive's is not forecast twice.
    /// - Parameter weekends: the whole market's weekend charts the run archived (their pages, and
    ///   those of the weekends around them, are rewritten).
    /// - Parameter rendered: whether `reports` are as the run rendered them, forecasts made (a
    ///   backfill's are the archive's: the front page forecasts the newest day itself).
    /// - Parameter wrote: the formats the run wrote of `reports`' days: the site writes the rest of
    ///   their pages' files (a report's HTML is the same document as the site's; one writer a run).
    /// - Parameter prepared: the map the run read (nil: read now).
    public func execute(touching reports: [DailyReport], weekends: [WeekRange] = [], rendered: Bool = true, wrote: Set<String> = [],
                        prepared: Prepared? = nil) async throws -> Summary {
        answers.startingBuild()
        let adopted = try await checkBelongs()
        var summary = try await keep(touching: reports, weekends: weekends, rendered: rendered, wrote: wrote, prepared: prepared)
        summary.adopted = adopted
        return summary
    }

    private func keep(touching reports: [DailyReport], weekends: [WeekRange], rendered: Bool, wrote: Set<String>,
                      prepared: Prepared?) async throws -> Summary {
        let prepared = if let prepared { prepared } else { try await prepare() }
        // The reports as the run left them (it wrote its own since the map was read).
        let (map, titles) = (SiteMap(reports: output.reportFiles(), pages: prepared.map.pages), prepared.titles)
        guard let pages = map.pages, let last = pages.days.last else { return Summary(pages: 0, written: 0, map: map) }
        let days = reports.map(\.date)
        let newest = rendered ? reports.first { $0.date == last } : nil
        // Only the newest day's movies' pages show forecasts: a run that makes a day the newest
        // rewrites the pages of the day before's movies it no longer ranks (their forecasts gone).
        let archive = self.archive
        let before = days.contains(last) ? pages.days.dropLast().last.flatMap { days.contains($0) ? nil : $0 } : nil
        let ranked = Set(reports.flatMap { $0.rows.map(\.entry.movieCode) })
        let dayBefore = Task { (try await Self.report(on: before, in: archive)?.rows ?? []).map(\.entry.movieCode).filter { !ranked.contains($0) } }
        defer { dayBefore.cancel() }
        // The runs the day's movies' pages compare with, read while the rest is (kept for the build).
        async let paces: Void = answers.warmPaceCandidates(through: last)
        // The front's part is read beside the pages (a run that rendered the newest day gives its
        // pages' forecasts; one that did not waits for the front's).
        async let frontPart = front(map: map, titles: titles, rendered: newest)
        guard !days.isEmpty || !weekends.isEmpty else { return Summary(pages: 0, written: 0, front: try await frontPart, map: map) }
        // The distributors' index is read beside the pages that need none of it (the year's, the
        // all-time chart's, the month's: built first); the distributors' pages wait for it.
        // A folder that has never published its map (the first run to keep a site there, after a backfill into
        // it; a site an older version built) gets every page the map names, once: no page links one never written.
        let whole = !output.hasPublishedMap()
        let (answers, years) = (self.answers, pages.years)
        let standingYear = SiteIndex.standingYear(days: pages.days)
        // Whether the change rewrites every distributor's page is the distributors' kind's rule; the
        // index read for them follows it (every distributor's, or the days' movies' only).
        let everyDistributor = whole || DistributorPages.rewritesEvery(storing: days, in: pages)
        let index = Task {
            everyDistributor ? try await SiteIndex.read(answers, years: years, standingYear: standingYear)
                : try await SiteIndex.read(archive, answers: answers, touching: reports, standingYear: standingYear)
        }
        defer { index.cancel() }
        let movies: [MovieCode] = reports.flatMap { $0.rows.map(\.entry.movieCode) } + (try await dayBefore.value)
        let output = self.output
        let change = SiteChange(days: days, weekends: weekends, movies: movies, movieDistributors: SiteIndex.movieDistributors(of: reports),
                                everyDistributor: everyDistributor, isNew: { !output.exists($0, format: "html") })
        // Each kind's pages the change rewrites, as it declares; a year's first (the longest to build), so the last to finish is a short one.
        var seen: Set<SitePage> = []
        let touched = whole ? map.entries.filter { $0.owner == .site }.map(\.page)
            : SitePageKinds.all.flatMap { $0.rewritten(by: change, in: map) }.sorted { ($0.isYear ? 0 : 1) < ($1.isYear ? 0 : 1) }
                .filter { seen.insert($0).inserted }
        let forecasts: [MovieCode: RowForecast]
        if let newest { forecasts = Self.forecasts(newest) } else { forecasts = Self.forecasts(of: try await frontPart) }
        var build = Build(index: index, map: map, forecasts: forecasts)
        if rendered {
            for report in reports { build.rendered[report.date] = report }
            let skipped = wrote.intersection(SiteMap.pageFormats)
            if !skipped.isEmpty { for day in days { build.skipping[.day(day)] = skipped } }
        }
        let written = try await write(touched, build)
        let front = try await frontPart
        try await paces
        try await recordSite()
        return Summary(pages: touched.count, written: written, front: front, map: map)
    }

    /// Rewrites the front page with the front's part and the map a build returned (a backfill's last step).
    public func refreshFrontPage(_ summary: Summary) async throws {
        try await refreshFrontPage(front: summary.front, map: summary.map)
    }

    /// The front pages with the site's part, in the site's language, the folder then recorded as holding the site.
    private func refreshFrontPage(front: SiteFront?, map: SiteMap) async throws {
        try frontPages.execute(output, entries: [], front: front, map: map, regionNames: await regions.execute())
        try await recordSite()
    }

    /// The front page's part: the newest day with its forecasts, the year and the month so far, the
    /// year's distributors, and every charted title (biggest first) for the search.
    /// - Parameter rendered: the newest day as its report rendered it, when this run wrote it.
    /// - Parameter map: the site's pages (the years, months and weekends the front links).
    private func front(map: SiteMap, titles: [ChartedTitle], rendered: DailyReport? = nil) async throws -> SiteFront? {
        guard let pages = map.pages, let newest = pages.days.last else { return nil }
        var report: DailyReport
        if let rendered {
            report = rendered
        } else {
            guard let archived = try await archive.day(newest) else { return nil }
            report = archived.report
            if let forecast, report.list.hasForecast { report = try await forecast.asShown(report) }
        }
        let january = CalendarDate(year: newest.year, month: 1, day: 1)!, monthStart = CalendarDate(year: newest.year, month: newest.month, day: 1)!
        var year: MarketPeriod? = nil, month: MarketPeriod? = nil, distributors: [DistributorShare] = []
        year = try await answers.answer(MarketQuestion(from: january, to: newest, by: .year)).periods.first
        month = try await answers.answer(MarketQuestion(from: monthStart, to: newest, by: .month)).periods.first
        // The year's distributors so far: the whole year asked (no day after the newest is archived), the
        // same read as the year's page, made once a build.
        distributors = try await answers.answer(DistributorsQuestion(from: january, to: CalendarDate(year: newest.year, month: 12, day: 31)!, limit: 10)).shares
        return SiteFront(day: report, dayHasPage: map.hasDayPage(newest), year: year, month: month, distributors: distributors,
                         titles: titles)
    }

    /// The whole market's archived day (nil: no day).
    private static func report(on date: CalendarDate?, in archive: any ChartReading & MarketReading) async throws -> DailyReport? {
        guard let date else { return nil }
        return try await archive.day(date)?.report
    }

    /// Pages built at once: a page's reads and its rendering overlap another's (two cores' worth).
    public static let concurrency = 3

    /// The movies' forecasts of the front's newest day (its pages show them).
    private static func forecasts(of front: SiteFront?) -> [MovieCode: RowForecast] {
        front.map { forecasts($0.day) } ?? [:]
    }

    private static func forecasts(_ report: DailyReport) -> [MovieCode: RowForecast] {
        var forecasts: [MovieCode: RowForecast] = [:]
        for row in report.rows { if let forecast = row.forecast { forecasts[row.entry.movieCode] = forecast } }
        return forecasts
    }

    /// What a build's pages are made from besides the archive.
    struct Build: Sendable {
        /// Being read while the first pages are built (a distributor's page waits for it).
        var index: Task<SiteIndex, any Error>
        var map: SiteMap
        /// The movies' forecasts of the newest day (its movies' pages show them).
        var forecasts: [MovieCode: RowForecast]
        /// The days the run rendered, as it rendered them (their page is made from them, not read again).
        var rendered: [CalendarDate: DailyReport] = [:]
        /// The files of pages the run wrote itself (a report's HTML, the same document): not written again.
        var skipping: [SitePage: Set<String>] = [:]
    }

    /// Builds and writes the pages, `concurrency` at once; progress counts the pages done; how many it wrote.
    private func write(_ pages: [SitePage], _ build: Build) async throws -> Int {
        var (written, done, next) = (0, 0, 0)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            func start() {
                let page = pages[next]
                next += 1
                // A build given up on (its run's deadline, Ctrl-C) writes no page it had not begun.
                group.addTask {
                    try Task.checkCancellation()
                    return try output.write(page, files: try await files(page, build))
                }
            }
            while next < min(Self.concurrency, pages.count) { start() }
            while let wrote = try await group.next() {
                if wrote { written += 1 }
                done += 1
                progress(done, pages.count)
                if next < pages.count { start() }
            }
        }
        return written
    }

    /// A page's files as its kind builds them, less those the run wrote itself (the new day's HTML, a report's).
    private func files(_ page: SitePage, _ build: Build) async throws -> [SiteFile] {
        guard let kind = SitePageKinds.kind(of: page) else { return [] }
        let context = SitePageContext(site: self, build: build)
        let skipped = build.skipping[page] ?? []
        return try await kind.files(page, with: context).filter { !skipped.contains($0.format) }
    }
}
