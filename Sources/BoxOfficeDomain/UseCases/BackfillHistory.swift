import Foundation

/// Fills the archive with a range of days: skips archived days (unless refreshing), fetches the
/// rest a few days at a time, stores each day in its own transaction, and stops cleanly before
/// the request budget runs out or when the service says the quota is spent.
///
/// Killing it loses at most the days in flight; running it again resumes.
public struct BackfillHistory: Sendable {
    public struct Options: Sendable {
        public var from: CalendarDate
        public var to: CalendarDate
        public var refresh = false
        public var concurrency = 4
        public var maxRequests = 2_500
        public var wide = false

        public init(from: CalendarDate, to: CalendarDate) {
            self.from = from
            self.to = to
        }
    }

    public enum DayOutcome: Sendable, Hashable {
        case fetched(movies: Int)
        case failed(String)
    }

    public enum Stop: Sendable, Hashable {
        /// The next day could exceed the request budget.
        case budget(resumeFrom: CalendarDate)
        /// The service said the quota is spent.
        case quota(resumeFrom: CalendarDate, detail: String)
    }

    public struct Summary: Sendable, Hashable {
        public var daysInRange = 0
        public var fetched = 0
        public var skipped = 0
        public var failed: [CalendarDate: String] = [:]
        public var requests = 0
        public var stop: Stop?
    }

    /// Told of each day as it finishes: its position among the days to fetch.
    public typealias Observer = @Sendable (_ position: Int, _ total: Int, _ date: CalendarDate, _ outcome: DayOutcome) -> Void

    public let fetch: FetchDailyReport
    public let lists: FetchChartLists?
    public let archive: ArchiveDailyReport
    /// Requests sent so far by this process.
    public let requestsSent: @Sendable () -> Int

    public init(fetch: FetchDailyReport, lists: FetchChartLists?, archive: ArchiveDailyReport, requestsSent: @escaping @Sendable () -> Int) {
        self.fetch = fetch
        self.lists = lists
        self.archive = archive
        self.requestsSent = requestsSent
    }

    /// The most requests one day can take: the list, every ranked movie's details, the extra lists.
    public static func worstCaseRequests(wide: Bool) -> Int { 1 + 10 + (wide ? ChartList.wide.count : 0) }

    public func execute(_ options: Options, observer: @escaping Observer = { _, _, _, _ in }) async throws -> Summary {
        var summary = Summary()
        let allDays = (0...max(0, options.to.days(since: options.from))).map { options.from.adding(days: $0) }
        summary.daysInRange = allDays.count
        let archived = options.refresh ? [] : try await archive.archive.archivedDates(from: options.from, to: options.to)
        let days = allDays.filter { !archived.contains($0) }
        summary.skipped = allDays.count - days.count
        let perDay = Self.worstCaseRequests(wide: options.wide && lists != nil)
        let startRequests = requestsSent()

        try await withThrowingTaskGroup(of: (CalendarDate, Result<Int, SourceError>).self) { group in
            var next = 0, inFlight = 0, finished = 0
            var pending = Set<CalendarDate>()
            func canStart() -> Bool {
                summary.stop == nil && next < days.count
                    && requestsSent() - startRequests + (inFlight + 1) * perDay <= options.maxRequests
            }
            func start() {
                let date = days[next]
                next += 1
                inFlight += 1
                pending.insert(date)
                group.addTask { (date, try await self.fetchAndStore(date, wide: options.wide)) }
            }
            while inFlight < options.concurrency, canStart() { start() }
            while let (date, result) = try await group.next() {
                inFlight -= 1
                pending.remove(date)
                finished += 1
                switch result {
                case .success(let movies):
                    summary.fetched += 1
                    observer(finished, days.count, date, .fetched(movies: movies))
                case .failure(.quotaExhausted(let detail)):
                    summary.failed[date] = "quota spent"
                    if summary.stop == nil { summary.stop = .quota(resumeFrom: date, detail: detail) }
                    observer(finished, days.count, date, .failed("quota spent"))
                case .failure(let error):
                    summary.failed[date] = error.summary
                    observer(finished, days.count, date, .failed(error.summary))
                }
                while inFlight < options.concurrency, canStart() { start() }
            }
            if summary.stop == nil, next < days.count { summary.stop = .budget(resumeFrom: days[next]) }
            if case .quota(_, let detail)? = summary.stop {
                // Resume from the earliest day not stored: a failed one or the first never started.
                let unstored = summary.failed.keys.filter { summary.failed[$0] == "quota spent" } + (next < days.count ? [days[next]] : [])
                summary.stop = .quota(resumeFrom: unstored.min() ?? options.to, detail: detail)
                for date in unstored where summary.failed[date] == "quota spent" { summary.failed[date] = nil }
            }
        }
        summary.requests = requestsSent() - startRequests
        return summary
    }

    /// One day: its chart, details, extra lists, stored in one transaction. Faults that end every
    /// request (a rejected key) are thrown; the others come back as the day's failure.
    private func fetchAndStore(_ date: CalendarDate, wide: Bool) async throws -> Result<Int, SourceError> {
        do {
            let report = try await fetch.execute(date: date)
            let extra = wide && lists != nil ? try await lists!.execute(date: date) : [:]
            _ = try await archive.execute(report, extraLists: extra)
            return .success(report.rows.count)
        } catch let error as SourceError {
            if case .quotaExhausted = error { return .failure(error) }
            if error.endsTheRun { throw error }
            return .failure(error)
        }
    }
}
