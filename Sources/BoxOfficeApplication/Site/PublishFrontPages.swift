import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// The front pages as one run leaves them, made here from the site map: `index.html` (every day,
/// weekend and list's report the map names, with the site's part), the Atom feed (its entries kept
/// between runs), and the map itself (for `latest.*`, copies of its newest day's files, and for the
/// readers of the folder alone). The output only writes them.
public struct FrontPageFiles: Sendable {
    public var index: Data
    public var feed: Data
    /// The feed's entries, to keep for the next run.
    public var feedEntries: [FeedEntry]
    public var map: SiteMap
}

/// Where the front pages go (a reports folder).
public protocol FrontPagesOutput: Sendable {
    /// The feed's entries so far; where they cannot be read, rebuilt from the map's reports (with a
    /// warning: the feed is never silently emptied).
    func feedEntries(rebuildingFrom map: SiteMap) -> [FeedEntry]
    /// Writes the front pages and `latest.*` (the map's newest day's files) all at once.
    func writeFrontPages(_ files: FrontPageFiles) throws
}

/// Makes the front pages from the site map (`PublishChart` after each chart, `BuildSite` after a build).
public struct PublishFrontPages: Sendable {
    let language: ReportLanguage
    /// The stamp the pages say, and the instant the feed says it was updated.
    let generatedAt: String
    let generated: Date
    /// Where the folder is published (the feed's links absolute under it; nil: relative).
    let siteURL: URL?

    public init(language: ReportLanguage, generatedAt: String, generated: Date, siteURL: URL?) {
        (self.language, self.generatedAt, self.generated, self.siteURL) = (language, generatedAt, generated, siteURL)
    }

    /// The same, in the site's language (the front page is the site's).
    public func speaking(_ language: ReportLanguage) -> PublishFrontPages {
        PublishFrontPages(language: language, generatedAt: generatedAt, generated: generated, siteURL: siteURL)
    }

    /// - Parameter entries: the run's new feed entries (replacing those of the same ids).
    /// - Parameter regionNames: KOBIS's names of the regions' lists, by code (else their codes).
    public func execute(_ output: any FrontPagesOutput, entries: [FeedEntry], front: SiteFront?, map: SiteMap,
                        regionNames: [String: String]) throws {
        let feedEntries = FeedEntry.merge(output.feedEntries(rebuildingFrom: map), with: entries)
        let feed = AtomFeedRenderer(language: language, siteURL: siteURL)
        let listed = Self.listed(map, regionNames: regionNames)
        var index = ReportIndexBuilder(language: language, generatedAt: generatedAt)
            .build(days: listed.days, weeks: listed.weeks, segments: listed.segments, front: front, navigation: map.pages?.navigation)
        index.feedLink = feed.href(SitePage.feed.file("xml"))
        try output.writeFrontPages(FrontPageFiles(index: Data(HTMLRenderer().render(index).utf8),
                                                  feed: Data(feed.render(feedEntries, generated: generated).utf8), feedEntries: feedEntries, map: map))
    }

    /// The front page's lists from the site map: the whole market's days and weekends, newest first,
    /// and each segment's and region's (the named lists in their table's order, regions by code; a
    /// region named as KOBIS's code table names it, else by its code).
    static func listed(_ map: SiteMap, regionNames: [String: String])
        -> (days: [(date: CalendarDate, formats: [String])], weeks: [ReportIndexBuilder.Weekly], segments: [ReportIndexBuilder.Segment]) {
        var days: [(date: CalendarDate, formats: [String])] = [], weeks: [ReportIndexBuilder.Weekly] = []
        var segments: [String: ReportIndexBuilder.Segment] = [:]
        func add(_ list: ChartList, _ change: (inout ReportIndexBuilder.Segment) -> Void) {
            var segment = segments[list.slug]
                ?? ReportIndexBuilder.Segment(list: list.regionCode.map { ChartList.region($0, name: regionNames[$0]) } ?? list, days: [], weeks: [])
            change(&segment)
            segments[list.slug] = segment
        }
        for entry in map.entries {
            switch entry.page {
            case .day(let date): days.append((date, entry.formats))
            case .dailyReport(let date, let list): add(list) { $0.days.append((date, entry.formats)) }
            case .weeklyReport(let range, let list):
                let week = ReportIndexBuilder.Weekly(range: range, name: entry.page.name, formats: entry.formats)
                if list.isWholeMarket { weeks.append(week) } else { add(list) { $0.weeks.append(week) } }
            default: break
            }
        }
        let newestWeeksFirst = { (lhs: ReportIndexBuilder.Weekly, rhs: ReportIndexBuilder.Weekly) in (lhs.range.start, lhs.name) > (rhs.range.start, rhs.name) }
        return (days.sorted { $0.date > $1.date }, weeks.sorted(by: newestWeeksFirst),
                segments.values.map { segment in
                    var segment = segment
                    segment.days.sort { $0.date > $1.date }
                    segment.weeks.sort(by: newestWeeksFirst)
                    return segment
                }.sorted { ($0.list.displayOrder, $0.list.slug) < ($1.list.displayOrder, $1.list.slug) })
    }
}
