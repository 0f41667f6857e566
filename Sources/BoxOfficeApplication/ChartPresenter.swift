import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Turns a chart edition into what a reader gets: its report files, its feed entry, its chat
/// message; in the run's language.
public struct ChartPresenter: Sendable {
    let builder: DailyReportDocumentBuilder
    /// The instant the reports say they were made (the feed entry's `updated`).
    let generated: Date
    /// Whether the site is kept beside the reports: a whole-market day's HTML is then the site's page
    /// of it (`DayPage`: its movies', month's and year's pages, the days around it and its weekend, as
    /// `dayLinks` gives them). `PublishChart` says so when it keeps the site.
    var linksSite: Bool
    /// Whether a day's page is there on disk (a new one makes the day before gain its link):
    /// `PublishChart` asks its output.
    var dayPageExists: @Sendable (CalendarDate) -> Bool = { _ in false }
    /// A day's links as the site map gives them (`PublishChart` reads the map once a run).
    var dayLinks: @Sendable (CalendarDate) -> SiteMap.DayLinks = { _ in SiteMap.DayLinks() }

    /// The HTML's builder, in the site's language where the folder holds a site (nil: `builder`):
    /// the run's `--lang` chooses the Markdown and CSV, never a page of the site.
    let pageBuilder: DailyReportDocumentBuilder?

    public init(builder: DailyReportDocumentBuilder, pageBuilder: DailyReportDocumentBuilder? = nil, generated: Date, linksSite: Bool = false) {
        self.builder = builder
        self.pageBuilder = pageBuilder
        self.generated = generated
        self.linksSite = linksSite
    }

    public func document(_ edition: ChartEdition) -> ReportDocument {
        document(edition, builder: builder)
    }

    private func document(_ edition: ChartEdition, builder: DailyReportDocumentBuilder) -> ReportDocument {
        switch edition {
        case .daily(let report):
            if linksSite, report.list.countsInMarket { return DayPage.document(report, builder: builder, links: dayLinks(report.date)) }
            return builder.build(report)
        case .weekly(let report):
            var document = builder.build(report)
            // The whole market's weekend report leads to the site's page of the same weekend (written in the same run).
            if linksSite, report.list.countsInMarket, report.range.kind == .weekend {
                let page = SitePage.weeklyReport(report.range, report.list)
                document.blocks.append(.links([Link(title: builder.language.term("weekend_page"), href: page.href(to: .weekend(report.range.start))),
                                               Link(title: builder.language.term("front_page"), href: page.href(to: .front))]))
            }
            return document
        }
    }

    /// Whether a day's page would be new: the day before it then gains its link (`PublishChart`).
    func isNewDayPage(_ chart: Chart) -> Bool {
        guard linksSite, chart.list.countsInMarket, let date = chart.date else { return false }
        return !dayPageExists(date)
    }

    public func files(_ edition: ChartEdition, formats: [OutputFormat]) -> [(format: OutputFormat, contents: Data)] {
        let document = document(edition)
        // The HTML again only where the site speaks another language than the run.
        let page = pageBuilder.flatMap { $0.language.code == builder.language.code ? nil : self.document(edition, builder: $0) }
            ?? document
        return formats.map { (format: $0, contents: Data($0.render($0 == .html ? page : document).utf8)) }
    }

    /// The feed's entry, in the site's language where the folder holds a site (the feed is one of its
    /// pages: a run in another language does not add entries in it).
    public func feedEntry(_ edition: ChartEdition) -> FeedEntry {
        let builder = pageBuilder ?? builder
        switch edition {
        case .daily(let report): return builder.feedEntry(report, updated: generated)
        case .weekly(let report): return builder.feedEntry(report, updated: generated)
        }
    }

    public func chatMessage(_ edition: ChartEdition, revision: (Int, String)?, link: String?) -> String {
        switch edition {
        case .daily(let report): builder.chatMessage(report, revision: revision, link: link)
        case .weekly(let report): builder.chatMessage(report, revision: revision, link: link)
        }
    }

    /// The chat message of a run that failed: which chart, and the error's one line.
    public func failureMessage(_ chart: Chart, error: String) -> String {
        switch chart.period {
        case .daily(let date): builder.failureMessage(day: date, error: error)
        case .weekly(let range): builder.failureMessage(week: range, error: error)
        }
    }
}
