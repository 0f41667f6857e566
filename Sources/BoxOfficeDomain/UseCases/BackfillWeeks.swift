/// Fills the archive with the weekly charts of a kind over a range of days: skips archived weeks
/// (unless refreshing), fetches the rest a few at a time, one transaction each, and stops cleanly
/// before the request budget runs out or when the service says the quota is spent, as
/// `BackfillHistory` does for days.
public struct BackfillWeeks: Sendable {
    public let fetch: FetchWeeklyReport
    public let archive: ArchiveWeeklyChart
    public let requestsSent: @Sendable () -> Int

    public init(fetch: FetchWeeklyReport, archive: ArchiveWeeklyChart, requestsSent: @escaping @Sendable () -> Int) {
        self.fetch = fetch
        self.archive = archive
        self.requestsSent = requestsSent
    }

    /// The most requests one week can take: the list and every ranked movie's details.
    public static let worstCaseRequests = 11

    /// Every range of `kind` that starts from `from`'s week to `to`, oldest first.
    public static func ranges(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate) -> [WeekRange] {
        var ranges: [WeekRange] = []
        var day = from
        while day <= to {
            let range = kind.range(containing: day)
            if ranges.last != range, range.start <= to { ranges.append(range) }
            day = day.adding(days: 7 - (day.weekday.rawValue - 1))
        }
        return ranges
    }

    public func execute(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, options: BackfillHistory.Options,
                        observer: @escaping @Sendable (_ position: Int, _ total: Int, _ range: WeekRange, _ outcome: BackfillHistory.DayOutcome) -> Void)
        async throws -> BackfillHistory.Summary {
        var summary = BackfillHistory.Summary()
        let all = Self.ranges(kind, from: from, to: to)
        summary.daysInRange = all.count
        let archived = options.refresh ? [] : Set(try await archive.archive.weeks(kind, from: all.first?.start ?? from, to: all.last?.start ?? to)
            .map(\.chart.range))
        let ranges = all.filter { !archived.contains($0) }
        summary.skipped = all.count - ranges.count
        let start = requestsSent()
        var position = 0
        var next = 0
        try await withThrowingTaskGroup(of: (WeekRange, Result<Int, SourceError>).self) { group in
            var inFlight = 0
            func canStart() -> Bool {
                summary.stop == nil && next < ranges.count
                    && requestsSent() - start + (inFlight + 1) * Self.worstCaseRequests <= options.maxRequests
            }
            func launch() {
                let range = ranges[next]
                next += 1
                inFlight += 1
                group.addTask {
                    do {
                        let report = try await fetch.execute(kind, containing: range.end)
                        _ = try await archive.execute(report)
                        return (range, .success(report.rows.count))
                    } catch let error as SourceError {
                        if case .quotaExhausted = error { return (range, .failure(error)) }
                        if error.endsTheRun { throw error }
                        return (range, .failure(error))
                    }
                }
            }
            while inFlight < options.concurrency, canStart() { launch() }
            while let (range, result) = try await group.next() {
                inFlight -= 1
                position += 1
                switch result {
                case .success(let movies):
                    summary.fetched += 1
                    observer(position, ranges.count, range, .fetched(movies: movies))
                case .failure(.quotaExhausted(let detail)):
                    summary.failed[range.start] = "quota spent"
                    if summary.stop == nil { summary.stop = .quota(resumeFrom: range.start, detail: detail) }
                    observer(position, ranges.count, range, .failed("quota spent"))
                case .failure(let error):
                    summary.failed[range.start] = error.summary
                    observer(position, ranges.count, range, .failed(error.summary))
                }
                while inFlight < options.concurrency, canStart() { launch() }
            }
        }
        if summary.stop == nil, next < ranges.count { summary.stop = .budget(resumeFrom: ranges[next].start) }
        summary.requests = requestsSent() - start
        return summary
    }
}
