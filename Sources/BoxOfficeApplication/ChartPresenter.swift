import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Turns a chart edition into what a reader gets: its report files, its feed entry, its chat
/// message; in the run's language.
public struct ChartPresenter: Sendable {
    let builder: DailyReportDocumentBuilder
    /// The instant the reports say they were made (the feed entry's `updated`).
    let generated: Date
    /// Whether the site is kept beside the reports: a whole-market day then links its movies', month's
    /// and year's pages.
    let linksSite: Bool

    public init(builder: DailyReportDocumentBuilder, generated: Date, linksSite: Bool = false) {
        self.builder = builder
        self.generated = generated
        self.linksSite = linksSite
    }

    public func document(_ edition: ChartEdition) -> ReportDocument {
        switch edition {
        case .daily(let report):
            var document = builder.build(report)
            if linksSite, report.list.countsInMarket { document.blocks += siteLinks(report) }
            return document
        case .weekly(let report): return builder.build(report)
        }
    }

    /// The site's pages a day leads to: each ranked movie's run, the day's month and year.
    private func siteLinks(_ report: DailyReport) -> [Block] {
        let l = builder.language, day = SitePage.day(report.date), month = SitePage.month(of: report.date)
        return [.heading(l.term("site_movies")),
                .links(report.rows.map { Link(title: $0.entry.title, href: day.href(to: .movie($0.entry.movieCode))) }
                    + [Link(title: l.term("month_title", ["month": month]), href: day.href(to: .month(month))),
                       Link(title: l.term("year_title", ["year": String(report.date.year)]), href: day.href(to: .year(report.date.year)))])]
    }

    public func files(_ edition: ChartEdition, formats: [OutputFormat]) -> [(format: OutputFormat, contents: Data)] {
        let document = document(edition)
        return formats.map { (format: $0, contents: Data($0.render(document).utf8)) }
    }

    public func feedEntry(_ edition: ChartEdition) -> FeedEntry {
        switch edition {
        case .daily(let report): builder.feedEntry(report, updated: generated)
        case .weekly(let report): builder.feedEntry(report, updated: generated)
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
