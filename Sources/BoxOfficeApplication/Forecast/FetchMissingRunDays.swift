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
    /// A recording (the bundled sample) holds its days only: a fill asks for those (nil: KOFIC, every day).
    let recorded: RecordedSource?

    public init(backfill: BackfillCharts, archive: any ChartedRuns, details: any MovieDetailsRepository, recorded: RecordedSource? = nil) {
        self.backfill = backfill
        self.archive = archive
        self.details = details
        self.recorded = recorded
    }

    /// A recording's days up to the date, when the archive lacks some: filled before a title is
    /// looked up, so a run the recording holds is found by its title (nil: nothing to fill).
    public func recordedDaysMissing(through date: CalendarDate) async throws -> (from: CalendarDate, to: CalendarDate)? {
        guard let first = recorded?.days.first, let last = recorded?.days.last, first <= date else { return nil }
        let to = min(last, date)
        return try await archive.archivedDates(from: first, to: to).count < to.days(since: first) + 1 ? (first, to) : nil
    }

    /// The days it would fetch, `from` … `to` (none when the archive holds them all). A movie the
    /// archive does not know is asked of KOFIC once; one KOFIC does not know either is refused.
    public func missingDays(of code: MovieCode, through date: CalendarDate) async throws -> (from: CalendarDate, to: CalendarDate, count: Int) {
        var open = try await archive.runs(through: date).first { $0.code == code }?.openDate
        if open == nil {
            let known = try await details.movieDetails(for: code)
            // (A recording holds a few movies only: one it lacks is not unknown to KOFIC.)
            if known == nil, recorded == nil { throw ForecastRefusal.unknownToKOFIC(code) }
            open = known?.openDate
        }
        guard let open, open <= date else { return (date, date, 0) }
        var from = max(open.adding(days: -14), date.adding(days: -Self.longestRun)), through = date
        if let recorded, let first = recorded.days.first, let last = recorded.days.last {
            (from, through) = (max(from, first), min(date, last))
            guard from <= through else { return (date, date, 0) }
        }
        let archived = try await archive.archivedDates(from: from, to: through)
        return (from, through, through.days(since: from) + 1 - archived.count)
    }

    public func execute(from: CalendarDate, through date: CalendarDate) async throws -> BackfillCharts.Summary {
        try await backfill.execute(BackfillCharts.Options(from: from, to: date))
    }
}
