import BoxOfficeDomain

/// Before a movie is forecast: the days of its run (from two weeks before its open date, for the
/// previews, and at most the last 120 days) that the archive lacks, fetched and archived within
/// the run's request budget.
public struct FetchMissingRunDays: Sendable {
    public static let longestRun = 120

    let backfill: BackfillCharts
    let archive: any ChartedRuns
    /// Where the open date of a movie the archive does not know yet comes from.
    let details: any MovieDetailsRepository

    public init(backfill: BackfillCharts, archive: any ChartedRuns, details: any MovieDetailsRepository) {
        self.backfill = backfill
        self.archive = archive
        self.details = details
    }

    /// The days it would fetch (none when the archive holds them all).
    public func missingDays(of code: MovieCode, through date: CalendarDate) async throws -> (from: CalendarDate, count: Int) {
        var open = try await archive.runs(through: date).first { $0.code == code }?.openDate
        if open == nil { open = try await details.movieDetails(for: code)?.openDate }
        guard let open, open <= date else { return (date, 0) }
        let from = max(open.adding(days: -14), date.adding(days: -Self.longestRun))
        let archived = try await archive.archivedDates(from: from, to: date)
        return (from, date.days(since: from) + 1 - archived.count)
    }

    public func execute(from: CalendarDate, through date: CalendarDate) async throws -> BackfillCharts.Summary {
        try await backfill.execute(BackfillCharts.Options(from: from, to: date))
    }
}
