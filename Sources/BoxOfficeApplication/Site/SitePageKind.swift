import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// A kind of page the site builds from the archive, declared once: which pages of it the archive
/// holds, which archive changes rewrite them, its neighbours, its MCP resources' title and its
/// document. The site map, the MCP resources, a whole build and a run's incremental update all read
/// the declarations (`SitePageKinds.all`); none of them names a kind. Its address (folder and file
/// name) is `SitePage`'s, the one place that spells paths.
///
/// A new page kind is a `SitePage` case, a type conforming here (listed in `SitePageKinds.all`) with
/// its document, and its labels. `rewritten(by:in:)` has no default: a kind that does not say which
/// changes rewrite its pages does not compile, so a morning cannot leave it stale unnoticed.
protocol SitePageKind: Sendable {
    /// Whether `page` is one of this kind's.
    static func owns(_ page: SitePage) -> Bool
    /// Its pages the archive holds, in the order the site map lists them.
    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage]
    /// The pages of this kind a run's change to the archive rewrites (those the map holds).
    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage]
    /// The page before (`step` -1) or after (+1) of its kind, where it is a sequence (nil: none).
    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage?
    /// What an MCP resource of it is titled (English).
    static var resourceTitle: String { get }
    /// Its files (`html`, `json`), as the theme renders its document.
    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile]
}

/// A page's file: its format (`html`, `json`) and its bytes.
typealias SiteFile = (format: String, contents: Data)

/// Every kind of page the site builds, in the order the site map lists them.
public enum SitePageKinds {
    static let all: [any SitePageKind.Type] = [
        AllTimePages.self, YearPages.self, MonthPages.self, WeekendPages.self, HolidayIndexPage.self, HolidayPages.self,
        DayPages.self, MoviePages.self, DistributorPages.self,
    ]

    /// The kind of a page the site builds (nil: a report's, or the folder's own: the front page, the feed).
    static func kind(of page: SitePage) -> (any SitePageKind.Type)? { all.first { $0.owns(page) } }

    /// What an MCP resource of a site's page is titled (nil: not a site's page).
    public static func resourceTitle(of page: SitePage) -> String? { kind(of: page)?.resourceTitle }
}

/// What a run changed in the archive, as the page kinds' rewrite rules read it.
struct SiteChange: Sendable {
    /// The whole market's days stored (a morning's new day, a backfill's, a revised one).
    var days: [CalendarDate]
    /// The whole market's weekend charts archived.
    var weekends: [WeekRange]
    /// The movies whose pages change: the days' ranked movies, and the day before's that the newest
    /// day no longer ranks (their forecasts gone).
    var movies: [MovieCode]
    /// Each of the days' movies' distributors (KOBIS codes, from the movies' details).
    var movieDistributors: [MovieCode: [String]]
    /// Every distributor's page changes: the standing year moved, or a day of it was stored.
    var everyDistributor: Bool
    /// Whether the site has no page there yet (a month or a year new to it: its neighbours gain a link).
    var isNew: @Sendable (SitePage) -> Bool
}
