import BoxOfficeDomain

/// Fills the archive with a range of charts, days or weeks alike: skips archived ones (unless
/// refreshing), fetches the rest a few at a time (the run's request budget bounds the requests),
/// stores each in its own transaction, and stops cleanly before `maxRequests` or when the service
/// says the quota is spent, saying where to resume.
///
/// Killing it loses at most the charts in flight; running it again resumes.
public struct BackfillCharts: Sendable {
    public struct Options: Sendable {
        public var from: CalendarDate
        public var to: CalendarDate
        /// The weekly charts of this kind instead of days.
        public var weekly: WeeklyKind?
        /// The last day a week may end on (the last complete week's end in Seoul): a week not over
        /// is not asked for, so that none is archived before it has ended. Nil: any.
        public var weeksEndBy: CalendarDate?
        public var refresh = false
        /// Charts fetched at once.
        public var concurrency = 4
        public var maxRequests = 2_500
        public var wide = false
        /// Asked before each chart is started: true ends the run after the charts in flight (the
        /// reader of its output left), as a budget's stop does.
        public var halted: @Sendable () -> Bool = { false }

        public init(from: CalendarDate, to: CalendarDate, weekly: WeeklyKind? = nil) {
            self.from = from
            self.to = to
            self.weekly = weekly
        }

        /// Every chart of the range, oldest first: its days, or the weeks of `weekly` that start by `to`.
        public var charts: [Chart] {
            guard let kind = weekly else { return (0...max(0, to.days(since: from))).map { .daily(from.adding(days: $0)) } }
            var ranges: [WeekRange] = []
            var day = from
            while day <= to {
                let range = kind.range(containing: day)
                if ranges.last != range, range.start <= to, range.end <= weeksEndBy ?? range.end { ranges.append(range) }
                day = day.adding(days: 7 - (day.weekday.rawValue - 1))
            }
            return ranges.map { Chart.weekly($0) }
        }

        /// The most requests one chart can take: the list, every ranked movie's details, the extra lists.
        public var worstCaseRequests: Int { 1 + 10 + (wide && weekly == nil ? ChartList.wide.count : 0) }
    }

    public enum Outcome: Sendable, Hashable {
        case fetched(movies: Int)
        /// KOFIC answered with an empty list: marked as asked, not archived.
        case noList
        case failed(String)
    }

    public enum Stop: Sendable, Hashable {
        /// The next chart could exceed the request budget.
        case budget(resumeFrom: CalendarDate)
        /// The service said the quota is spent.
        case quota(resumeFrom: CalendarDate, detail: String)
        /// `Options.halted` said to stop.
        case halted(resumeFrom: CalendarDate)
        /// The service could not be reached (the run's attempts stopped): `detail` says why.
        case unreachable(resumeFrom: CalendarDate, detail: String)
    }

    public struct Summary: Sendable, Hashable {
        public var inRange = 0
        public var fetched = 0
        /// Charts KOFIC had no list for (asked now, or marked so by an earlier run and skipped).
        public var noList = 0
        public var skipped = 0
        /// Failed charts by their first day.
        public var failed: [CalendarDate: String] = [:]
        public var requests = 0
        public var stop: Stop?
    }

    /// Told of each chart as it finishes: its position among the charts to fetch.
    public typealias Observer = @Sendable (_ position: Int, _ total: Int, _ first: CalendarDate, _ outcome: Outcome) -> Void

    let source: ChartSource
    let archive: any ChartReading
    /// Requests sent so far by this process.
    let requestsSent: @Sendable () -> Int
    /// Whether the service was found down (connection attempts failing in a row): no chart starts.
    let serviceDown: @Sendable () -> Bool

    public init(source: ChartSource, archive: any ChartReading, requestsSent: @escaping @Sendable () -> Int,
                serviceDown: @escaping @Sendable () -> Bool = { false }) {
        self.source = source
        self.archive = archive
        self.requestsSent = requestsSent
        self.serviceDown = serviceDown
    }

    public func execute(_ options: Options, observer: @escaping Observer = { _, _, _, _ in }) async throws -> Summary {
        var summary = Summary()
        let all = options.charts
        summary.inRange = all.count
        let archived = options.refresh ? [] : try await archivedCharts(options, among: all)
        // Charts an earlier run found without a list are not asked again (--refresh asks).
        let unlisted = options.refresh ? [] : try await noListCharts(options, among: all)
        let charts = all.filter { !archived.contains($0) && !unlisted.contains($0) }
        summary.skipped = all.count - charts.count - unlisted.subtracting(archived).count
        summary.noList = unlisted.subtracting(archived).count
        let perChart = options.worstCaseRequests
        let startRequests = requestsSent()

        var next = 0
        // The charts the service did not answer (a stop for it resumes from the first).
        var unreached: Set<CalendarDate> = []
        try await withThrowingTaskGroup(of: (CalendarDate, Result<Int, SourceError>).self) { group in
            var inFlight = 0, finished = 0
            func canStart() -> Bool {
                summary.stop == nil && next < charts.count && !options.halted() && !serviceDown()
                    && requestsSent() - startRequests + (inFlight + 1) * perChart <= options.maxRequests
            }
            func start() {
                let chart = charts[next]
                next += 1
                inFlight += 1
                group.addTask {
                    // A backfill given up on starts no chart it had not begun.
                    try Task.checkCancellation()
                    let result = try await fetchAndStore(chart, wide: options.wide)
                    return (chart.sortKey.0, result)
                }
            }
            while inFlight < options.concurrency, canStart() { start() }
            while let (first, result) = try await group.next() {
                inFlight -= 1
                finished += 1
                switch result {
                case .success(0):
                    summary.noList += 1
                    observer(finished, charts.count, first, .noList)
                case .success(let movies):
                    summary.fetched += 1
                    observer(finished, charts.count, first, .fetched(movies: movies))
                case .failure(.quotaExhausted(let detail)):
                    summary.failed[first] = "quota spent"
                    if summary.stop == nil { summary.stop = .quota(resumeFrom: first, detail: detail) }
                    observer(finished, charts.count, first, .failed("quota spent"))
                case .failure(let error) where error.isUnreachable:
                    // Not reached: part of the stop once the service is found down, else a failure of its own.
                    (summary.failed[first], unreached) = (error.summary, unreached.union([first]))
                    if summary.stop == nil, serviceDown(), case .unreachable(let detail) = error {
                        summary.stop = .unreachable(resumeFrom: first, detail: detail)
                    }
                    observer(finished, charts.count, first, .failed(error.summary))
                case .failure(let error):
                    summary.failed[first] = error.summary
                    observer(finished, charts.count, first, .failed(error.summary))
                }
                while inFlight < options.concurrency, canStart() { start() }
            }
        }
        let notStarted = next < charts.count ? charts[next].sortKey.0 : nil
        if summary.stop == nil, let notStarted { summary.stop = options.halted() ? .halted(resumeFrom: notStarted) : .budget(resumeFrom: notStarted) }
        // Resume from the earliest chart not stored: one the stop failed, or the first never started.
        func unstored(_ stopped: [CalendarDate]) -> CalendarDate {
            for first in stopped { summary.failed[first] = nil }
            return (stopped + (notStarted.map { [$0] } ?? [])).min() ?? options.to
        }
        switch summary.stop {
        case .quota(_, let detail)?:
            summary.stop = .quota(resumeFrom: unstored(summary.failed.keys.filter { summary.failed[$0] == "quota spent" }), detail: detail)
        case .unreachable(_, let detail)?: summary.stop = .unreachable(resumeFrom: unstored(Array(unreached)), detail: detail)
        default: break
        }
        summary.requests = requestsSent() - startRequests
        return summary
    }

    private func noListCharts(_ options: Options, among all: [Chart]) async throws -> Set<Chart> {
        guard let first = all.first?.sortKey.0, let last = all.last?.sortKey.0 else { return [] }
        let kind = options.weekly?.rawValue ?? ArchiveDailyReport.dayKind
        let days = try await archive.noLists(kind: kind, list: .all, from: first, to: last)
        return Set(all.filter { days.contains($0.sortKey.0) })
    }

    private func archivedCharts(_ options: Options, among all: [Chart]) async throws -> Set<Chart> {
        if let kind = options.weekly {
            guard let first = all.first?.range, let last = all.last?.range else { return [] }
            return Set(try await archive.weeks(kind, from: first.start, to: last.start).map { Chart.weekly($0.chart.range) })
        }
        return Set(try await archive.archivedDates(from: options.from, to: options.to).map { Chart.daily($0) })
    }

    /// One chart: its list, details (and extra lists), stored in one transaction. Faults that end
    /// every request (a rejected key) are thrown; the others come back as the chart's failure.
    private func fetchAndStore(_ chart: Chart, wide: Bool) async throws -> Result<Int, SourceError> {
        do {
            let edition = try await source.fetch(chart)
            _ = try await source.archive(edition, wide: wide)
            return .success(edition.rows.count)
        } catch let error as SourceError {
            if case .quotaExhausted = error { return .failure(error) }
            if error.endsTheRun { throw error }
            return .failure(error)
        }
    }
}
