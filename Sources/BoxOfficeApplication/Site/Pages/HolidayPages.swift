import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// `holidays/YEAR-FESTIVAL`: a 설 or 추석 holiday the archive holds a day of (`HolidayQuestion`).
enum HolidayPages: SitePageKind {
    static let resourceTitle = "Holiday box office"

    static func owns(_ page: SitePage) -> Bool { if case .holiday = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.holidays.map { .holiday($0) } }

    /// A day of a holiday changes every page of its festival (each one's earlier holidays and place,
    /// its neighbours' links).
    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        let festivals = Set(change.days.compactMap { map.pages?.holiday(holding: $0)?.festival })
        return (map.pages?.holidays ?? []).filter { festivals.contains($0.festival) }.map { .holiday($0) }
    }

    /// Its festival's archived holidays before and after it.
    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? {
        guard case .holiday(let holiday) = page else { return nil }
        return SiteMap.beside((map.pages?.holidays ?? []).filter { $0.festival == holiday.festival }, holiday, by: step).map { .holiday($0) }
    }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .holiday(let holiday) = page else { return [] }
        let (map, language) = (context.map, context.language)
        var nav = [context.front, (.holidays, language.term("holidays_page")), (.year(holiday.year), language.term("year_title", ["year": String(holiday.year)]))]
        for (neighbour, arrow) in [(map.previous(page), "← "), (map.next(page), " →")] {
            guard case .holiday(let other)? = neighbour else { continue }
            nav.append((.holiday(other), arrow == "← " ? arrow + language.holidayName(other) : language.holidayName(other) + arrow))
        }
        // Its days, each to its page.
        let days = holiday.span.lowerBound.through(holiday.span.upperBound).filter { map.pages?.archived.contains($0) == true }
            .map { (SitePage.day($0), language.longDate($0)) }
        return try await HolidayIndexPage.files(HolidayQuestion(festival: holiday.festival, year: holiday.year), page: page, nav: nav, days: days, context)
    }

    /// A year's links to its holidays' pages and to the page of every holiday (none for a year of none:
    /// its page does not change when another year's first holiday is archived).
    static func links(_ map: SiteMap, year: Int, language: ReportLanguage) -> [(SitePage, String)] {
        let holidays = (map.pages?.holidays ?? []).filter { $0.year == year }
        guard !holidays.isEmpty else { return [] }
        return holidays.map { (SitePage.holiday($0), language.holidayName($0)) } + [(.holidays, language.term("holidays_page"))]
    }

    /// A month's links to the holidays whose days it holds.
    static func links(_ map: SiteMap, month: String, language: ReportLanguage) -> [(SitePage, String)] {
        (map.pages?.holidays ?? []).filter { SitePage.month(of: $0.span.lowerBound) == month || SitePage.month(of: $0.span.upperBound) == month }
            .map { (SitePage.holiday($0), language.holidayName($0)) }
    }
}

/// `holidays`: every archived holiday side by side, 설 with 설 and 추석 with 추석.
enum HolidayIndexPage: SitePageKind {
    static let resourceTitle = "Seollal and Chuseok box office"

    static func owns(_ page: SitePage) -> Bool { page == .holidays }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.holidays.isEmpty ? [] : [.holidays] }

    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        change.days.contains { map.pages?.holiday(holding: $0) != nil } ? [.holidays] : []
    }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? { nil }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        try await files(HolidayQuestion(), page: page, nav: [context.front], days: [], context)
    }

    /// The question's answer as the site's page, each holiday and film linked to its page.
    static func files(_ question: HolidayQuestion, page: SitePage, nav: [(SitePage, String)], days: [(SitePage, String)],
                      _ context: SitePageContext) async throws -> [SiteFile] {
        let held = Set(context.map.pages?.holidays ?? [])
        let links = HolidayDocumentBuilder.Links(holiday: { held.contains($0) ? page.href(to: .holiday($0)) : nil }, movie: context.movieLink(from: page),
                                                 navigation: context.links(page, nav), days: context.links(page, days))
        return SiteTheme.files(HolidayQuestion.present(try await context.site.answers.answer(question), in: context.site.style, links: links).document)
    }
}
