import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Turns an archive's answer into a document (and the file name it is written under), in the
/// run's language.
public struct ArchiveAnswerPresenter: Sendable {
    let language: ReportLanguage
    /// The daily report's builder, saying where an archived day came from.
    let dailyBuilder: @Sendable (_ archivedSource: String) -> DailyReportDocumentBuilder
    let movieRun: MovieRunDocumentBuilder
    let revisions: RevisionsDocumentBuilder
    let top: TopMoviesDocumentBuilder
    let weeklyList: WeeklyListDocumentBuilder
    let market: MarketDocumentBuilder
    let distributors: DistributorsDocumentBuilder
    let comparison: RunComparisonDocumentBuilder

    public init(language: ReportLanguage, dailyBuilder: @escaping @Sendable (String) -> DailyReportDocumentBuilder, movieRun: MovieRunDocumentBuilder,
                revisions: RevisionsDocumentBuilder, top: TopMoviesDocumentBuilder, weeklyList: WeeklyListDocumentBuilder,
                market: MarketDocumentBuilder, distributors: DistributorsDocumentBuilder, comparison: RunComparisonDocumentBuilder) {
        self.market = market
        self.distributors = distributors
        self.comparison = comparison
        self.language = language
        self.dailyBuilder = dailyBuilder
        self.movieRun = movieRun
        self.revisions = revisions
        self.top = top
        self.weeklyList = weeklyList
    }

    /// The document and its file name without extension (`day-2026-01-25`, `movie-20249255`).
    /// A movie's run with its forecast on the archive's newest day (the site's movie page).
    public func movie(_ run: MovieRun, pace: Pace?, forecast: RowForecast?) -> ReportDocument {
        movieRun.build(run, pace: pace, forecast: forecast)
    }

    public func present(_ answer: ArchiveAnswer) -> (document: ReportDocument, name: String) {
        switch answer {
        case .day(let day, let report, let provisional):
            let status = language.sentences.archivedStatus(day.revision, SeoulCalendar().timestamp(day.fetchedAt), provisional)
            return (dailyBuilder(day.source).build(report, extraMetadata: [language.labeled("archived", status)]),
                    "day-" + Self.listed(report.list, report.date.iso))
        case .revisions(let versions, let date):
            return (revisions.build(versions, date: date), "revisions-\(date.iso)")
        case .movie(let run, let pace):
            return (movieRun.build(run, pace: pace), "movie-\(run.code.rawValue)")
        case .top(let movies, let from, let to, let days):
            return (top.build(movies, from: from, to: to, archivedDays: days), "top-\(from.iso)-\(to.iso)")
        case .weekly(let weeks, let kind, let from, let to, let list):
            return (weeklyList.build(weeks, kind: kind, from: from, to: to, list: list),
                    "weekly-\(kind.rawValue)-" + Self.listed(list, "\(from.iso)-\(to.iso)"))
        case .market(let periods, let kind, let from, let to):
            return (market.build(periods, by: kind, from: from, to: to), "market-\(kind.rawValue)-\(from.iso)-\(to.iso)")
        case .distributors(let shares, let from, let to, let days, let topTen, let marketSales):
            return (distributors.build(shares, from: from, to: to, archivedDays: days, topTenSales: topTen, marketSales: marketSales),
                    "distributors-\(from.iso)-\(to.iso)")
        case .compare(let comparison):
            return (self.comparison.build(comparison), "compare-" + comparison.curves.map(\.code.rawValue).joined(separator: "-"))
        }
    }

    /// A file name's part with a segment's slug before it (`korean-2026-01-25`); as is for the national list.
    static func listed(_ list: ChartList, _ name: String) -> String { list.qualified(name) }
}
