/// Fetches a weekly chart, then its movies' details as the daily report does (concurrently,
/// through the archive's cache when there is one).
public struct FetchWeeklyReport: Sendable {
    public let weekly: any WeeklyBoxOfficeRepository
    /// The daily report's details step, reused.
    public let details: FetchDailyReport

    public init(weekly: any WeeklyBoxOfficeRepository, details: FetchDailyReport) {
        self.weekly = weekly
        self.details = details
    }

    public func execute(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList = .all,
                        progress: any ProgressObserver = SilentProgress()) async throws -> WeeklyReport {
        let range = kind.range(containing: date)
        progress.step("fetch the \(kind.rawValue) box office for \(range.start.iso) to \(range.end.iso)" + (list.isWholeMarket ? "" : " (\(list.slug) list)"))
        let chart = try await weekly.weeklyBoxOffice(kind, containing: date, list: list)
        return WeeklyReport(range: chart.range, rows: try await details.rows(for: chart.entries, progress: progress), list: list)
    }
}
