import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// The months and years a change's days are in: their own pages, those a year after them (a month's
/// and a year's pages compare with the same days a year earlier; a day's row with the same weekday
/// 364 days before, that day's month too), and the pages beside one new to the site (their link to it).
enum PeriodChange {
    static func pages(_ change: SiteChange, in map: SiteMap, of kind: (CalendarDate) -> SitePage) -> [SitePage] {
        let held = Set((map.pages?.years ?? []).map { SitePage.year($0) } + (map.pages?.months ?? []).map { SitePage.month($0) })
        let own = unique((change.days + change.weekends.map(\.start)).map(kind)).filter(held.contains)
        let yearLater = unique((change.days.map { CalendarDate(year: $0.year + 1, month: $0.month, day: 1)! }
                                + change.days.map { $0.adding(days: MarketHistory.sameWeekdayYearEarlier) }).map(kind)).filter(held.contains)
        let beside = own.filter(change.isNew).flatMap { [map.previous($0), map.next($0)].compactMap { $0 } }
        return own + yearLater + beside
    }

    /// In order, each once.
    static func unique(_ pages: [SitePage]) -> [SitePage] {
        var seen: Set<SitePage> = []
        return pages.sorted { $0.path < $1.path }.filter { seen.insert($0).inserted }
    }
}

/// `years/YYYY`: the year's 결산 (`ReviewYear`), its JSON the review's pinned object.
enum YearPages: SitePageKind {
    static let resourceTitle = "Year in review"

    static func owns(_ page: SitePage) -> Bool { if case .year = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.years.map { .year($0) } }

    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        change.days.isEmpty && change.weekends.isEmpty ? [] : PeriodChange.pages(change, in: map) { .year($0.year) }
    }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? {
        guard case .year(let year) = page else { return nil }
        return SiteMap.beside(map.pages?.years ?? [], year, by: step).map { .year($0) }
    }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .year(let year) = page else { return [] }
        let (map, language) = (context.map, context.language)
        let review = try await ReviewYear(answers: context.site.answers).execute(year)
        let around = [map.previous(page), map.next(page)].compactMap { $0 }.map { ($0, $0.name) }
        let inYear = (map.pages?.months ?? []).filter { $0.hasPrefix("\(year)-") }.map { (SitePage.month($0), $0) }
        let document = context.site.years.build(review, links: context.links(page, [context.front] + around + inYear + HolidayPages.links(map, year: year, language: language)),
                                           movieLink: { code in MovieCode(code).map { page.href(to: .movie($0)) } },
                                           // Every distributor with a code has its page (a whole build writes them all).
                                           distributorLink: { page.href(to: .distributor($0)) })
        return SiteTheme.files(document, json: review.json())
    }
}

/// `months/YYYY-MM`: the month to its last counted day (`MonthPageDocumentBuilder`).
enum MonthPages: SitePageKind {
    static let resourceTitle = "Month"

    static func owns(_ page: SitePage) -> Bool { if case .month = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.months.map { .month($0) } }

    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        guard !change.days.isEmpty || !change.weekends.isEmpty else { return [] }
        // And the months of a holiday's span one of the days is in (their link to it).
        let holidays = change.days.compactMap { map.pages?.holiday(holding: $0) }
        let spans = holidays.flatMap { [$0.span.lowerBound, $0.span.upperBound] }.map { SitePage.month(SitePage.month(of: $0)) }
        let held = Set(map.pages?.months ?? [])
        return PeriodChange.pages(change, in: map) { .month(SitePage.month(of: $0)) }
            + PeriodChange.unique(spans).filter { if case .month(let month) = $0 { held.contains(month) } else { false } }
    }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? {
        guard case .month(let month) = page else { return nil }
        return SiteMap.beside(map.pages?.months ?? [], month, by: step).map { .month($0) }
    }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .month(let month) = page else { return [] }
        return SiteTheme.files(try await document(month, page: page, context))
    }

    /// A month's page: its lead, its films by admissions in the month (each linked to its page), its
    /// days (each linked to its page), its weekends and its distributors, as the theme lays them out.
    /// A month still going is read to the last day KOFIC has published (the market's rule, by the
    /// clock): the days after it are not counted yet (집계 전), never missing.
    private static func document(_ month: String, page: SitePage, _ context: SitePageContext) async throws -> ReportDocument {
        let (answers, style, language, map) = (context.site.answers, context.site.style, context.language, context.map)
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
        let distributors = DistributorsQuestion.present(shown, in: style, distributorLink: distributorLink,
                                                        movieLink: { map.pages?.hasMoviePage($0) == true ? page.href(to: .movie($0)) : nil }).document
        var nav: [(SitePage, String)] = [context.front, (.year(start.year), String(start.year))]
        if let previous = map.previous(page) { nav.append((previous, "← " + previous.name)) }
        if let next = map.next(page) { nav.append((next, next.name + " →")) }
        nav += HolidayPages.links(map, month: month, language: language)
        let weekends = (map.pages?.weekends ?? []).filter { SitePage.month(of: $0) == month }
        let lead = whole.map { PageLeads(language: language).period($0, leader: topAnswer.movies.first.map { ($0.title, $0.audience) }, pending: pending) } ?? ""
        let parts = MonthPageDocumentBuilder.Parts(
            lead: lead, days: market,
            weekendLinks: weekends.map { Link(title: context.weekendName($0), href: page.href(to: .weekend($0))) },
            films: top, distributors: distributors)
        return MonthPageDocumentBuilder(language: language).build(month: month, parts: parts, links: context.links(page, nav))
    }
}

/// `alltime`: the top 100 of the archive's whole-market lists (`AllTimeQuestion`).
enum AllTimePages: SitePageKind {
    /// The all-time page's films.
    static let limit = 100
    static let resourceTitle = "All-time box office"

    static func owns(_ page: SitePage) -> Bool { page == .allTime }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { [.allTime] }

    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] { change.days.isEmpty ? [] : [.allTime] }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? { nil }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        let answer = try await context.site.answers.answer(AllTimeQuestion(limit: limit))
        let built = AllTimeQuestion.document(answer, in: context.site.style, links: context.links(page, [context.front]),
                                             movieLink: { page.href(to: .movie($0)) })
        return SiteTheme.files(built, json: Data(AllTimeDocumentBuilder.pageJSON(answer.movies, span: answer.span).rendered().utf8))
    }
}
