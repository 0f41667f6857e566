import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Where the site's pages go: each page's files written atomically, one page at a time, and only
/// when their bytes change (an interrupted build leaves each page old or new; running it again finishes).
public protocol SiteOutput: Sendable {
    /// Writes the page's files unless they hold these bytes already; whether it wrote.
    func write(_ page: SitePage, files: [(format: String, contents: Data)]) throws -> Bool
    /// Whether the page's file of `format` is there (a day's report, written by `report`).
    func exists(_ page: SitePage, format: String) -> Bool
    /// Rewrites the front page, which links the months and years written.
    func refreshFrontPage() throws
}

/// Builds the site from the archive alone, with no request to KOFIC: a page for each charted movie
/// (`movies/CODE`), each month (`months/YYYY-MM`) and each year (`years/YYYY`), each as HTML with its
/// JSON beside it, linked to each other and from the front page. Days are the daily reports `report`
/// writes (`daily/DATE`), linked where they are there.
public struct BuildSite: Sendable {
    public struct Summary: Sendable, Hashable {
        public var pages: Int
        public var written: Int
    }

    let archive: any ChartReading & MarketReading
    let answers: AnswerFromArchive
    let presenter: ArchiveAnswerPresenter
    let years: YearReviewDocumentBuilder
    let language: ReportLanguage
    let output: any SiteOutput
    /// Told after each page: pages done, pages in all.
    let progress: @Sendable (Int, Int) -> Void

    public init(archive: any ChartReading & MarketReading, answers: AnswerFromArchive, presenter: ArchiveAnswerPresenter,
                years: YearReviewDocumentBuilder, language: ReportLanguage, output: any SiteOutput,
                progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) {
        self.archive = archive
        self.answers = answers
        self.presenter = presenter
        self.years = years
        self.language = language
        self.output = output
        self.progress = progress
    }

    /// Builds every page the archive has data for, then the front page.
    public func execute() async throws -> Summary {
        let dates = try await archivedDates()
        guard let first = dates.first, let last = dates.last else {
            try output.refreshFrontPage()
            return Summary(pages: 0, written: 0)
        }
        guard case .top(let movies, _, _, _) = try await answers.answer(.top(from: first, to: last, limit: Int.max / 2)) else { return Summary(pages: 0, written: 0) }
        let summary = try await write(movies.map { .movie($0.code) } + Self.periods(of: dates), dates: dates)
        try output.refreshFrontPage()
        return summary
    }

    /// Rebuilds the pages the days touched: their movies, their months and years (a report run's last
    /// step, before its front page is rewritten).
    public func execute(touching days: [CalendarDate]) async throws -> Summary {
        var movies: [MovieCode] = []
        for day in days { movies += try await archive.day(day)?.report.rows.map(\.entry.movieCode) ?? [] }
        var seen: Set<SitePage> = []
        let pages = (movies.map { SitePage.movie($0) } + Self.periods(of: days)).filter { seen.insert($0).inserted }
        return try await write(pages, dates: try await archivedDates())
    }

    private func archivedDates() async throws -> [CalendarDate] {
        try await archive.archivedDates(from: CalendarDate(year: 1900, month: 1, day: 1)!, to: CalendarDate(year: 2999, month: 12, day: 31)!).sorted()
    }

    /// The months and years the days are in, oldest first.
    private static func periods(of days: [CalendarDate]) -> [SitePage] {
        Array(Set(days.map(SitePage.month(of:)))).sorted().map { .month($0) } + Array(Set(days.map(\.year))).sorted().map { .year($0) }
    }

    private func write(_ pages: [SitePage], dates: [CalendarDate]) async throws -> Summary {
        let months = Array(Set(dates.map(SitePage.month(of:)))).sorted(), years = Array(Set(dates.map(\.year))).sorted()
        var written = 0
        for (index, page) in pages.enumerated() {
            if try output.write(page, files: try await files(page, months: months, years: years)) { written += 1 }
            progress(index + 1, pages.count)
        }
        return Summary(pages: pages.count, written: written)
    }

    /// A page's HTML and JSON, from one document (a year's JSON is its review's).
    private func files(_ page: SitePage, months: [String], years held: [Int]) async throws -> [(format: String, contents: Data)] {
        let document: ReportDocument
        var json: Data? = nil
        switch page {
        case .movie(let code):
            document = with(links(page, [(.front, language.term("front_page"))]), presenter.present(try await answers.answer(.movie(code))).document)
        case .month(let month):
            document = try await monthDocument(month, page: page, months: months)
        case .year(let year):
            let review = try await ReviewYear(answers: answers).execute(year)
            let around = held.filter { abs($0 - year) == 1 }.map { (SitePage.year($0), String($0)) }
            let inYear = months.filter { $0.hasPrefix("\(year)-") }.map { (SitePage.month($0), $0) }
            document = years.build(review, links: links(page, [(.front, language.term("front_page"))] + around + inYear),
                                   movieLink: { code in MovieCode(code).map { page.href(to: .movie($0)) } })
            json = try review.json()
        case .front, .day:
            return []
        }
        return [("html", Data(HTMLRenderer().render(document).utf8)),
                ("json", json ?? Data(OutputFormat.json.render(document).utf8))]
    }

    /// A month: its days (the market, each day linked to its report where there is one), its films by
    /// admissions in the month (each linked to its page) and its distributors.
    private func monthDocument(_ month: String, page: SitePage, months: [String]) async throws -> ReportDocument {
        let start = CalendarDate(iso: month + "-01")!
        let last = (28...31).compactMap { CalendarDate(year: start.year, month: start.month, day: $0) }.last ?? start
        let market = presenter.present(try await answers.answer(.market(from: start, to: last, by: .day))).document
        let topAnswer = try await answers.answer(.top(from: start, to: last, limit: 20))
        let top = presenter.present(topAnswer).document
        let distributors = presenter.present(try await answers.answer(.distributors(from: start, to: last, limit: 10))).document
        let index = months.firstIndex(of: month)
        var nav: [(SitePage, String)] = [(.front, language.term("front_page")), (.year(start.year), String(start.year))]
        if let index, index > 0 { nav.append((.month(months[index - 1]), "← " + months[index - 1])) }
        if let index, index + 1 < months.count { nav.append((.month(months[index + 1]), months[index + 1] + " →")) }
        var blocks: [Block] = [.links(links(page, nav))]
        blocks.append(.heading(language.term("month_days")))
        blocks += market.blocks
        let days = (0...last.days(since: start)).map { start.adding(days: $0) }.filter { output.exists(.day($0), format: "html") }
        if !days.isEmpty { blocks.append(.links(days.map { Link(title: language.longDate($0), href: page.href(to: .day($0))) })) }
        blocks.append(.heading(language.term("month_films")))
        blocks += top.blocks
        if case .top(let movies, _, _, _) = topAnswer {
            blocks.append(.links(movies.map { Link(title: $0.title, href: page.href(to: .movie($0.code))) }))
        }
        blocks.append(.heading(language.term("year_distributors")))
        blocks += distributors.blocks
        return ReportDocument(language: language.code, title: language.term("month_title", ["month": month]), metadata: market.metadata,
                              blocks: blocks, dataset: market.dataset)
    }

    private func links(_ page: SitePage, _ targets: [(SitePage, String)]) -> [Link] {
        targets.map { Link(title: $0.1, href: page.href(to: $0.0)) }
    }

    /// The document with the page's navigation first.
    private func with(_ links: [Link], _ document: ReportDocument) -> ReportDocument {
        var document = document
        document.blocks.insert(.links(links), at: 0)
        return document
    }
}
