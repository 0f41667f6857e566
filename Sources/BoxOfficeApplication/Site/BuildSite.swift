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
        async let days = archive.archivedDates(from: SiteMap.Pages.first, to: SiteMap.Pages.last)
        async let weekends = archive.archivedWeeks(.weekend, list: .all)
        async let distributors = archive.distributorCodes()
        let reports = output.reportFiles()
        let charted = try await titles
        let pages = SiteMap.Pages(days: Array(try await days), weekends: try await weekends, movies: charted.map(\.code),
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
        // Every distributor's page leads with the standing year's shares and ranks: a run that moves
        // it to the next year (the first day of a new year archived), or stores a day of it (a
        // backfill, a revision), changes them all; a morning of the running year changes none.
        let stored = Set(days)
        let everyDistributor = whole || days.contains { $0.year == standingYear }
            || SiteIndex.standingYear(days: pages.days.filter { !stored.contains($0) }) != standingYear
        let index = Task {
            everyDistributor ? try await SiteIndex.read(answers, years: years, standingYear: standingYear)
                : try await SiteIndex.read(archive, answers: answers, touching: reports, standingYear: standingYear)
        }
        defer { index.cancel() }
        let movieDistributors = SiteIndex.movieDistributors(of: reports)
        let movies: [MovieCode] = reports.flatMap { $0.rows.map(\.entry.movieCode) } + (try await dayBefore.value)
        let distributors = everyDistributor ? pages.distributors.map { SitePage.distributor($0) }
            : movies.flatMap { movieDistributors[$0] ?? [] }.map { SitePage.distributor($0) }
        var seen: Set<SitePage> = []
        // The days themselves and those around each (a backfill's days, a later context; the days
        // beside a report's new day, for their links to it), and the days of a weekend archived now
        // (their link to its page).
        let archived = pages.archived
        var dayPages = (days.flatMap { [$0, $0.adding(days: -1), $0.adding(days: 1)] } + weekends.flatMap { week in (0...2).map { week.start.adding(days: $0) } })
            .filter(archived.contains).map { SitePage.day($0) }
        // A day's page says the year so far against the same days a year earlier, and each movie's days
        // in the list: a day stored before others (a backfill's, a revised one) changes the pages of the
        // archived days after it, through the end of the year after it (none for a morning's new day).
        if let first = days.min(), let last = days.max().flatMap({ CalendarDate(year: $0.year + 1, month: 12, day: 31) }) {
            dayPages += pages.days.filter { $0 > first && $0 <= last }.map { SitePage.day($0) }
        }
        // A weekend's page, and those of the weekends beside it (their links, their screens' change);
        // and the page of the archived weekend each day is in (its links to its days).
        let archivedWeekends = Set(pages.weekends)
        let weekendPages = (weekends.flatMap { [$0.start.adding(days: -7), $0.start, $0.start.adding(days: 7)] }.filter(archivedWeekends.contains)
            + days.compactMap(map.weekend(holding:))).map { SitePage.weekend($0) }
        let allTime: [SitePage] = days.isEmpty ? [] : [.allTime]
        // A day of a holiday changes every page of its festival (each one's earlier holidays and place,
        // its neighbours' links), the page of every holiday, and the months its span is in (their link to it).
        let holidays = Set(days.compactMap(pages.holiday(holding:)))
        let festivals = Set(holidays.map(\.festival))
        let holidayPages: [SitePage] = festivals.isEmpty ? []
            : [.holidays] + pages.holidays.filter { festivals.contains($0.festival) }.map { SitePage.holiday($0) }
            + Set(holidays.flatMap { [SitePage.month(of: $0.span.lowerBound), SitePage.month(of: $0.span.upperBound)] })
                .filter { pages.months.contains($0) }.sorted().map { SitePage.month($0) }
        // A month's and a year's pages compare with the same days a year earlier: those a year after
        // the days (a backfill's), where archived, change with them.
        let (heldMonths, heldYears) = (Set(pages.months), Set(pages.years))
        // (A day's row is compared with the same weekday 364 days before: that day's month too.)
        let yearLater = Self.periods(of: days.map { CalendarDate(year: $0.year + 1, month: $0.month, day: 1)! }
                                     + days.map { $0.adding(days: MarketHistory.sameWeekdayYearEarlier) }).filter { page in
            switch page {
            case .month(let month): heldMonths.contains(month)
            case .year(let year): heldYears.contains(year)
            default: false
            }
        }
        // A month or a year new to the site: the pages beside it gain their link to it.
        let own = Self.periods(of: days + weekends.map(\.start))
        let beside = own.filter { !output.exists($0, format: "html") }.flatMap { [map.previous($0), map.next($0)].compactMap { $0 } }
        // The longest to build first (a year's, the all-time chart, a month's), so the last to finish is a short one.
        let periods = (own + yearLater + beside).sorted { ($0.isYear ? 0 : 1) < ($1.isYear ? 0 : 1) }
        let touched = whole ? map.entries.filter { $0.owner == .site }.map(\.page)
            : (periods.prefix(1) + allTime + periods.dropFirst() + holidayPages + distributors + weekendPages + movies.map { SitePage.movie($0) } + dayPages)
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

    /// The months and years the days are in, oldest first (months, then years).
    private static func periods(of days: [CalendarDate]) -> [SitePage] {
        Array(Set(days.map(SitePage.month(of:)))).sorted().map { .month($0) } + Array(Set(days.map(\.year))).sorted().map { .year($0) }
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

    /// A page's HTML and JSON, from one document (a year's JSON is its review's).
    private func files(_ page: SitePage, _ build: Build) async throws -> [(format: String, contents: Data)] {
        let (map, forecasts) = (build.map, build.forecasts)
        let document: ReportDocument
        var json: Data? = nil
        switch page {
        case .movie(let code):
            let (run, pace) = try await { let answer = try await answers.answer(MovieRunQuestion(code)); return (answer.run, answer.pace) }()
            // Its distributors as its details credit them, each leading to its page (the map's): the
            // page waits for no index, and is the same whichever run writes it.
            let distributors = (run.details.map { MovieDetails.distributing($0.companies) } ?? []).compactMap { company in
                company.code.flatMap { map.pages?.hasDistributorPage($0) == true ? (SitePage.distributor($0), company.name) : nil }
            }
            document = MovieRunQuestion.document(run, pace: pace, forecast: forecasts[code], links: links(page, [(.front, language.term("front_page"))] + distributors),
                                                 in: style)
        case .weekend(let start):
            return try await weekendFiles(start, page: page, map: map)
        case .allTime:
            let answer = try await answers.answer(AllTimeQuestion(limit: Self.allTimeLimit))
            let built = AllTimeQuestion.document(answer, in: style, links: links(page, [(.front, language.term("front_page"))]),
                                                 movieLink: { page.href(to: .movie($0)) })
            return [("html", Data(HTMLRenderer().render(built).utf8)), ("json", Data(AllTimeDocumentBuilder.pageJSON(answer.movies, span: answer.span).rendered().utf8))]
        case .distributor(let code):
            let index = try await build.index.value
            guard let record = index.distributors[code] else { return [] }
            document = distributorPages.build(name: record.name, code: code, years: record.years, standing: record.standing,
                                              standingYear: index.standingYear, biggest: record.biggest,
                                              links: links(page, [(.front, language.term("front_page"))]), movieLink: { page.href(to: .movie($0)) },
                                              yearLink: { page.href(to: .year($0)) })
        case .month(let month):
            document = try await monthDocument(month, page: page, map: map)
        case .year(let year):
            let review = try await ReviewYear(answers: answers).execute(year)
            let around = [map.previous(page), map.next(page)].compactMap { $0 }.map { ($0, $0.name) }
            let inYear = (map.pages?.months ?? []).filter { $0.hasPrefix("\(year)-") }.map { (SitePage.month($0), $0) }
            document = years.build(review, links: links(page, [(.front, language.term("front_page"))] + around + inYear + holidayLinks(map, year: year)),
                                   movieLink: { code in MovieCode(code).map { page.href(to: .movie($0)) } },
                                   // Every distributor with a code has its page (a whole build writes them all).
                                   distributorLink: { page.href(to: .distributor($0)) })
            json = review.json()
        case .day(let date):
            // The day as a report of it shows it (`DayPage`: its movies' history, and the forecasts a
            // report of it showed, as kept with the day): as this run rendered it, else from the
            // archive, as `history day` shows it. A day no report wrote (backfilled) had no
            // forecasts, and gets none (a year's rebuild would forecast every day).
            let report: DailyReport, source: String
            if let rendered = build.rendered[date] {
                (report, source) = (rendered, try await archive.day(date)?.source ?? "")
            } else {
                let answer = try await answers.answer(DayQuestion(date))
                var archived = answer.report
                if let forecast, archived.list.hasForecast, map.reports[.day(date)] != nil {
                    archived = try await forecast.asShown(archived)
                }
                (report, source) = (archived, answer.day.source)
            }
            document = DayPage.document(report, builder: DailyReportDocumentBuilder(language: language, source: language.translatedFromEnglish(source),
                                                                                   generatedAt: style.generatedAt),
                                        links: map.dayLinks(date))
        case .holiday, .holidays:
            return try await holidayFiles(page, map: map)
        case .front, .dailyReport, .weeklyReport, .latest, .feed:
            return []
        }
        // What the run wrote itself is not rendered again (the new day's HTML, a report's).
        let skipped = build.skipping[page] ?? []
        return (skipped.contains("html") ? [] : [("html", Data(HTMLRenderer().render(document).utf8))])
            + (skipped.contains("json") ? [] : [("json", json ?? Data(OutputFormat.json.render(document).utf8))])
    }

    /// A month's page: its lead, its films by admissions in the month (each linked to its page), its
    /// days (each linked to its page), its weekends and its distributors, as the theme lays them out.
    /// A month still going is read to the last day KOFIC has published (the market's rule, by the
    /// clock): the days after it are not counted yet (집계 전), never missing.
    private func monthDocument(_ month: String, page: SitePage, map: SiteMap) async throws -> ReportDocument {
        let start = CalendarDate(iso: month + "-01")!
        let end = start.lastOfMonth
        let marketAnswer = try await answers.answer(MarketQuestion(from: start, to: end, by: .day))
        let pending = marketAnswer.pending
        let last = pending.map { max(start, $0.adding(days: -1)) } ?? end
        // The month's archived days as rows, each linked to its page; those it lacks named in the note, not drawn empty.
        let market = MarketQuestion.present(marketAnswer, in: style, showsEmptyPeriods: false,
                                            periodLink: { map.hasDayPage($0.totals.start) ? page.href(to: .day($0.totals.start)) : nil },
                                            movieLink: { map.pages?.hasMoviePage($0) == true ? page.href(to: .movie($0)) : nil }).document
        let whole = try await answers.answer(MarketQuestion(from: start, to: last, by: .month)).periods.first
        let topAnswer = try await answers.answer(TopMoviesQuestion(from: start, to: last, limit: 20))
        let distributorsAnswer = try await answers.answer(DistributorsQuestion(from: start, to: last, limit: Int.max / 2))
        let distributorLink: (String) -> String? = { map.pages?.hasDistributorPage($0) == true ? page.href(to: .distributor($0)) : nil }
        // Each film's title links its page (every film of a month's list has one), each distributor its own (by the month's names).
        let codes = Dictionary(distributorsAnswer.shares.compactMap { share in share.companyCode.flatMap { code in share.name.map { ($0, code) } } },
                               uniquingKeysWith: { first, _ in first })
        let top = TopMoviesQuestion.present(topAnswer, in: style, movieLink: { page.href(to: .movie($0)) },
                                            distributorLink: { codes[$0].flatMap(distributorLink) }).document
        var shown = distributorsAnswer
        shown.shares = Array(shown.shares.filter { $0.name != nil }.prefix(10)) + shown.shares.filter { $0.name == nil }
        let distributors = DistributorsQuestion.present(shown, in: style, distributorLink: distributorLink).document
        var nav: [(SitePage, String)] = [(.front, language.term("front_page")), (.year(start.year), String(start.year))]
        if let previous = map.previous(page) { nav.append((previous, "← " + previous.name)) }
        if let next = map.next(page) { nav.append((next, next.name + " →")) }
        nav += holidayLinks(map, month: month)
        let weekends = (map.pages?.weekends ?? []).filter { SitePage.month(of: $0) == month }
        let lead = whole.map { PageLeads(language: language).period($0, leader: topAnswer.movies.first.map { ($0.title, $0.audience) }, pending: pending) } ?? ""
        let parts = MonthPageDocumentBuilder.Parts(
            lead: lead, days: market,
            weekendLinks: weekends.map { Link(title: weekendName($0), href: page.href(to: .weekend($0))) },
            films: top, distributors: distributors)
        return MonthPageDocumentBuilder(language: language).build(month: month, parts: parts, links: links(page, nav))
    }

    /// The all-time page's films.
    public static let allTimeLimit = 100

    /// A weekend's page: its chart against the archived weekend before, linked to its days, the
    /// weekends around it, its month, the front page and the weekly report of the same weekend.
    private func weekendFiles(_ start: CalendarDate, page: SitePage, map: SiteMap) async throws -> [(format: String, contents: Data)] {
        let weeks = try await archive.weeks(.weekend, from: start.adding(days: -7), to: start)
        guard let week = weeks.first(where: { $0.chart.range.start == start })?.chart else { return [] }
        let before = weeks.first { $0.chart.range.start == start.adding(days: -7) }?.chart
        let chart = WeekendChart(week, before: before)
        let held = Set(map.pages?.weekends ?? []), month = SitePage.month(of: start)
        var targets: [(SitePage, String)] = [(.front, language.term("front_page"))]
        if held.contains(start.adding(days: -7)) { targets.append((.weekend(start.adding(days: -7)), "← " + weekendName(start.adding(days: -7)))) }
        if held.contains(start.adding(days: 7)) { targets.append((.weekend(start.adding(days: 7)), weekendName(start.adding(days: 7)) + " →")) }
        // Its month, where the month has a page (an archived day: a weekend archived alone has none).
        if map.pages?.months.contains(month) == true { targets.append((.month(month), language.monthTitle(month))) }
        let report = SitePage.weeklyReport(week.range, .all)
        if map.reports[report]?.contains("html") == true { targets.append((report, language.term("weekend_report"))) }
        // A film of the weekend chart that no archived day ranked has no page: its title is not linked.
        let days = (0...2).map { start.adding(days: $0) }.filter { map.pages?.archived.contains($0) == true }
        let document = weekendPages.build(chart, links: links(page, targets), days: days.map { ($0, page.href(to: .day($0))) },
                                          movieLink: { map.pages?.hasMoviePage($0) == true ? page.href(to: .movie($0)) : nil })
        return [("html", Data(HTMLRenderer().render(document).utf8)), ("json", Data(WeekendPageDocumentBuilder.json(chart).rendered().utf8))]
    }

    /// A holiday's page (its lead, its films, the earlier holidays of its festival), or the page of
    /// every archived holiday: `HolidayQuestion`'s answer, linked to the site; JSON its page object.
    private func holidayFiles(_ page: SitePage, map: SiteMap) async throws -> [(format: String, contents: Data)] {
        var nav: [(SitePage, String)] = [(.front, language.term("front_page"))], days: [(SitePage, String)] = []
        let question: HolidayQuestion
        if case .holiday(let holiday) = page {
            question = HolidayQuestion(festival: holiday.festival, year: holiday.year)
            nav += [(.holidays, language.term("holidays_page")), (.year(holiday.year), language.term("year_title", ["year": String(holiday.year)]))]
            for (neighbour, arrow) in [(map.previous(page), "← "), (map.next(page), " →")] {
                guard case .holiday(let other)? = neighbour else { continue }
                nav.append((.holiday(other), arrow == "← " ? arrow + language.holidayName(other) : language.holidayName(other) + arrow))
            }
            // Its days, each to its page.
            days = holiday.span.lowerBound.through(holiday.span.upperBound).filter { map.pages?.archived.contains($0) == true }
                .map { (SitePage.day($0), language.longDate($0)) }
        } else {
            question = HolidayQuestion()
        }
        let held = Set(map.pages?.holidays ?? [])
        let holidayLinks = HolidayDocumentBuilder.Links(holiday: { held.contains($0) ? page.href(to: .holiday($0)) : nil },
                                                        movie: { map.pages?.hasMoviePage($0) == true ? page.href(to: .movie($0)) : nil },
                                                        navigation: links(page, nav), days: links(page, days))
        let document = HolidayQuestion.present(try await answers.answer(question), in: style, links: holidayLinks).document
        return [("html", Data(HTMLRenderer().render(document).utf8)), ("json", Data(OutputFormat.json.render(document).utf8))]
    }

    /// A year's links to its holidays' pages and to the page of every holiday (none for a year of none).
    private func holidayLinks(_ map: SiteMap, year: Int) -> [(SitePage, String)] {
        let holidays = (map.pages?.holidays ?? []).filter { $0.year == year }
        // (A year of none: its page does not change when another year's first holiday is archived.)
        guard !holidays.isEmpty else { return [] }
        return holidays.map { (SitePage.holiday($0), language.holidayName($0)) } + [(.holidays, language.term("holidays_page"))]
    }

    /// A month's links to the holidays whose days it holds.
    private func holidayLinks(_ map: SiteMap, month: String) -> [(SitePage, String)] {
        (map.pages?.holidays ?? []).filter { SitePage.month(of: $0.span.lowerBound) == month || SitePage.month(of: $0.span.upperBound) == month }
            .map { (SitePage.holiday($0), language.holidayName($0)) }
    }

    /// `2026-01-23 ~ 2026-01-25` in the site's language.
    private func weekendName(_ start: CalendarDate) -> String {
        language.term("weekend_title", ["start": language.longDate(start), "end": language.longDate(start.adding(days: 2))])
    }

    private func links(_ page: SitePage, _ targets: [(SitePage, String)]) -> [Link] {
        targets.map { Link(title: $0.1, href: page.href(to: $0.0)) }
    }
}

/// The site's distributors, read once a build: each with a KOBIS code, its films by year (a film
/// with several distributors split in equal parts). The rest of what pages link to is the site
/// map's (a movie's page names its distributors from its own details).
struct SiteIndex: Sendable {
    struct Distributor: Sendable {
        var name: String
        var years: [DistributorPageDocumentBuilder.Year]
        /// Its share and rank among distributors in the last complete year the archive holds.
        var standing: DistributorPageDocumentBuilder.Standing?
        /// Its biggest film, the whole film's admissions (not its part of a shared release).
        var biggest: DistributorPageDocumentBuilder.Film?
    }

    var distributors: [String: Distributor]
    /// The year the distributors' pages lead with (nil: none).
    var standingYear: Int? = nil

    /// The year a distributor's page leads with: the last complete year the archive holds (every
    /// day of it archived) before the newest day's, else the newest year before it. The newest day's
    /// year is the running one until a day of the next is archived: its shares stay on the year's
    /// page, so a morning does not rewrite every distributor's page. Nil while no earlier year is held.
    static func standingYear(days: [CalendarDate]) -> Int? {
        guard let newest = days.last else { return nil }
        var counts: [Int: Int] = [:]
        for day in days where day.year < newest.year { counts[day.year, default: 0] += 1 }
        let complete = counts.filter { year, count in
            count == CalendarDate(year: year, month: 12, day: 31)!.days(since: CalendarDate(year: year, month: 1, day: 1)!) + 1
        }.keys.max()
        return complete ?? counts.keys.max()
    }

    /// Every distributor's films in each of the archive's years.
    static func read(_ answers: AnswerFromArchive, years: [Int], standingYear: Int?) async throws -> SiteIndex {
        var found = DistributorsYears(films: [:])
        var standings: [String: DistributorPageDocumentBuilder.Standing] = [:]
        for year in years {
            let movies = try await answers.distributedMovies(from: CalendarDate(year: year, month: 1, day: 1)!, to: CalendarDate(year: year, month: 12, day: 31)!)
            found.films[year] = movies.filter { $0.distributors.contains { $0.code != nil } }
            if year == standingYear { standings = self.standings(movies, year: year) }
        }
        return SiteIndex(distributors: distributors(found, wanted: nil, standings: standings), standingYear: standingYear)
    }

    /// A report run's index: the distributors of its days' movies only (from the movies' details),
    /// each with its films of every year, made by the same rule as the whole index (`distributors`), so
    /// a page is the same whichever built it.
    static func read(_ archive: any ChartReading & MarketReading, answers: AnswerFromArchive, touching reports: [DailyReport],
                     standingYear: Int?) async throws -> SiteIndex {
        let wanted = Set(movieDistributors(of: reports).values.flatMap { $0 })
        // The standing year's films and the distributors' years read side by side (two readers of the pool).
        async let found = archive.distributorsYears(wanted)
        var standings: [String: DistributorPageDocumentBuilder.Standing] = [:]
        if let year = standingYear, !wanted.isEmpty {
            standings = self.standings(try await answers.distributedMovies(from: CalendarDate(year: year, month: 1, day: 1)!,
                                                                        to: CalendarDate(year: year, month: 12, day: 31)!), year: year)
        }
        return SiteIndex(distributors: distributors(try await found, wanted: wanted, standings: standings), standingYear: standingYear)
    }

    /// Each distributor's share and rank among the year's distributors (`history distributors`' rule).
    static func standings(_ movies: [DistributedMovie], year: Int) -> [String: DistributorPageDocumentBuilder.Standing] {
        var standings: [String: DistributorPageDocumentBuilder.Standing] = [:]
        for (index, share) in DistributorShare.shares(movies).filter({ $0.name != nil }).enumerated() {
            if let code = share.companyCode { standings[code] = .init(year: year, share: share, rank: index + 1) }
        }
        return standings
    }

    /// Each of the days' movies' distributors' codes, from the movies' details (no read).
    static func movieDistributors(of reports: [DailyReport]) -> [MovieCode: [String]] {
        var movieDistributors: [MovieCode: [String]] = [:]
        for row in reports.flatMap(\.rows) {
            let codes = (row.details.map { MovieDetails.distributing($0.companies) } ?? []).compactMap(\.code)
            for code in codes where !(movieDistributors[row.entry.movieCode] ?? []).contains(code) { movieDistributors[row.entry.movieCode, default: []].append(code) }
        }
        return movieDistributors
    }

    /// Each distributor with a KOBIS code (of `wanted`; nil: every one) with its films by year, biggest
    /// first, each film its equal part of a shared release (`history distributors`' rule,
    /// `DistributorShare.shares`); its name the one of its newest year. No share of a year: it changes
    /// with every day of the year, and the page of a distributor none of whose films a day charted is
    /// not rewritten (the year's page, rewritten each day, has the shares).
    static func distributors(_ found: DistributorsYears, wanted: Set<String>?,
                             standings: [String: DistributorPageDocumentBuilder.Standing] = [:]) -> [String: Distributor] {
        var distributors: [String: Distributor] = [:]
        for year in found.films.keys.sorted() {
            let movies = (found.films[year] ?? []).sorted { $0.code.rawValue < $1.code.rawValue }
            var films: [String: [DistributedMovie]] = [:]
            var biggest: [String: DistributedMovie] = [:]
            for movie in movies {
                for code in movie.distributors.compactMap(\.code) where wanted?.contains(code) ?? true {
                    films[code, default: []].append(movie.distributorsPart)
                    if movie.audience > biggest[code]?.audience ?? -1 { biggest[code] = movie }
                }
            }
            for share in DistributorShare.shares(movies) {
                guard let code = share.companyCode, let list = films[code] else { continue }
                var distributor = distributors[code] ?? Distributor(name: share.name ?? code, years: [], standing: standings[code])
                distributor.name = share.name ?? distributor.name
                if let film = biggest[code], film.audience > distributor.biggest?.audience ?? -1 {
                    distributor.biggest = .init(title: film.title, year: year, audience: film.audience)
                }
                distributor.years.append(.init(year: year, movies: list.sorted { $0.audience > $1.audience }))
                distributors[code] = distributor
            }
        }
        return distributors
    }
}
