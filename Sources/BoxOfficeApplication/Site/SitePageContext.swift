import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// What a page of the site is built from besides its own reads: the build's answers, language and
/// builders (its `BuildSite`), the site map, and what the run has read or rendered already.
struct SitePageContext: Sendable {
    /// The build's answers, archive, language, builders and forecasts (`site.answers` …).
    let site: BuildSite
    let build: BuildSite.Build

    var language: ReportLanguage { site.language }
    var map: SiteMap { build.map }

    /// Links from `page` to each target, titled.
    func links(_ page: SitePage, _ targets: [(SitePage, String)]) -> [Link] {
        targets.map { Link(title: $0.1, href: page.href(to: $0.0)) }
    }

    /// The front page, first of every page's links.
    var front: (SitePage, String) { (.front, language.term("front_page")) }

    /// `2026-01-23 ~ 2026-01-25` in the site's language.
    func weekendName(_ start: CalendarDate) -> String {
        language.term("weekend_title", ["start": language.longDate(start), "end": language.longDate(start.adding(days: 2))])
    }

    /// The film's page, where the site has one.
    func movieLink(from page: SitePage) -> @Sendable (MovieCode) -> String? {
        let map = self.map
        return { map.pages?.hasMoviePage($0) == true ? page.href(to: .movie($0)) : nil }
    }
}

/// The site's one look: each kind's document as its HTML page beside its JSON (the document's rows,
/// or the kind's pinned object).
enum SiteTheme {
    static func files(_ document: ReportDocument, json: Data? = nil) -> [SiteFile] {
        [("html", Data(HTMLRenderer().render(document).utf8)), ("json", json ?? Data(OutputFormat.json.render(document).utf8))]
    }
}
