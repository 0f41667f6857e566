import BoxOfficeDomain
import Foundation

/// The archive's reads for a site build, the pace candidates of the day last asked kept: every movie
/// page of a day compares its run with the same runs, so the ten pages of a report run read them
/// once, not ten times (one day is kept, so a whole build's memory stays flat). Everything else is
/// passed through.
public final class PaceCandidatesOnce: ChartReading, MarketReading, @unchecked Sendable {
    private let base: any ChartReading & MarketReading
    private var kept: (key: String, task: Task<[PaceCandidate], any Error>)?
    private let lock = NSLock()

    public init(_ base: any ChartReading & MarketReading) { self.base = base }

    public func paceCandidates(through date: CalendarDate, openedSince: CalendarDate) async throws -> [PaceCandidate] {
        let key = date.iso + openedSince.iso
        let task: Task<[PaceCandidate], any Error> = lock.withLock {
            if let kept, kept.key == key { return kept.task }
            let base = self.base
            let task = Task { try await base.paceCandidates(through: date, openedSince: openedSince) }
            kept = (key, task)
            return task
        }
        return try await task.value
    }

    public func archivedDates(from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate> { try await base.archivedDates(from: from, to: to) }
    public func charted(through date: CalendarDate, openedSince: CalendarDate) async throws -> ChartedHistory {
        try await base.charted(through: date, openedSince: openedSince)
    }
    public func day(_ date: CalendarDate, list: ChartList) async throws -> ArchivedDay? { try await base.day(date, list: list) }
    public func movieRun(_ code: MovieCode) async throws -> MovieRun? { try await base.movieRun(code) }
    public func context(on date: CalendarDate, for codes: [MovieCode]) async throws -> [MovieCode: HistoryContext] {
        try await base.context(on: date, for: codes)
    }
    public func topMovies(from: CalendarDate, to: CalendarDate, limit: Int) async throws -> [TopMovie] {
        try await base.topMovies(from: from, to: to, limit: limit)
    }
    public func revisions(of date: CalendarDate) async throws -> [DayRevision] { try await base.revisions(of: date) }
    public func weeks(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList) async throws -> [ArchivedWeek] {
        try await base.weeks(kind, from: from, to: to, list: list)
    }
    public func isEmpty() async throws -> Bool { try await base.isEmpty() }
    public func accumulated(of code: MovieCode, on date: CalendarDate) async throws -> Int? { try await base.accumulated(of: code, on: date) }
    public func archivedMovies(titled text: String) async throws -> [ArchivedTitle] { try await base.archivedMovies(titled: text) }
    public func chartedTitles() async throws -> [ChartedTitle] { try await base.chartedTitles() }
    public func changeMark() async throws -> String { try await base.changeMark() }
    public func marketDays(from: CalendarDate, to: CalendarDate) async throws -> [MarketDay] { try await base.marketDays(from: from, to: to) }
    public func periodMovies(_ kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate) async throws -> [CalendarDate: PeriodMovies] {
        try await base.periodMovies(kind, from: from, to: to)
    }
    public func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie] {
        try await base.distributedMovies(from: from, to: to)
    }
    public func distributorsYears(_ codes: Set<String>) async throws -> DistributorsYears { try await base.distributorsYears(codes) }
}
