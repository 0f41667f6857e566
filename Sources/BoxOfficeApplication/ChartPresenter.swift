import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Turns a chart edition into what a reader gets: its report files, its feed entry, its chat
/// message; in the run's language.
public struct ChartPresenter: Sendable {
    let builder: DailyReportDocumentBuilder
    /// The instant the reports say they were made (the feed entry's `updated`).
    let generated: Date

    public init(builder: DailyReportDocumentBuilder, generated: Date) {
        self.builder = builder
        self.generated = generated
    }

    public func document(_ edition: ChartEdition) -> ReportDocument {
        switch edition {
        case .daily(let report): builder.build(report)
        case .weekly(let report): builder.build(report)
        }
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
