import BoxOfficeDomain
import Foundation

/// The reads a site build asks for more than once, each made once (`AnswerFromArchive` asks here
/// when it has one):
/// - the pace candidates of the day last asked: every movie page of a day compares its run with
///   the same runs, so the ten pages of a report run read them once, not ten times (one day is
///   kept, so a whole build's memory stays flat);
/// - a span's distributed movies: the year's page, the front page's distributors of the year and
///   the distributors' index read the same year's films (a few hundred a year; each span asked, a
///   month's too, kept for the build; a failed read fails each asker alike);
/// - the archive's span (its first and last whole-market day), which every answer from the span states.
public final class SiteReadsOnce: @unchecked Sendable {
    private var pace: [String: Task<[PaceCandidate], any Error>] = [:]
    private var distributed: [String: Task<[DistributedMovie], any Error>] = [:]
    private var spans: [String: Task<ClosedRange<CalendarDate>?, any Error>] = [:]
    private let lock = NSLock()

    public init() {}

    func paceCandidates(through date: CalendarDate, openedSince: CalendarDate, from base: any ChartReading) async throws -> [PaceCandidate] {
        try await once(date.iso + openedSince.iso, in: \.pace, keepingOne: true) { try await base.paceCandidates(through: date, openedSince: openedSince) }
    }

    func distributedMovies(from: CalendarDate, to: CalendarDate, in base: any MarketReading) async throws -> [DistributedMovie] {
        try await once(from.iso + to.iso, in: \.distributed, keepingOne: false) { try await base.distributedMovies(from: from, to: to) }
    }

    func span(_ read: @escaping @Sendable () async throws -> ClosedRange<CalendarDate>?) async throws -> ClosedRange<CalendarDate>? {
        try await once("span", in: \.spans, keepingOne: true, read)
    }

    /// The read kept under `key`, else started and kept (alone when `keepingOne`); every asker awaits the one read.
    private func once<T: Sendable>(_ key: String, in kept: ReferenceWritableKeyPath<SiteReadsOnce, [String: Task<T, any Error>]>, keepingOne: Bool,
                                   _ read: @escaping @Sendable () async throws -> T) async throws -> T {
        let task: Task<T, any Error> = lock.withLock {
            if let task = self[keyPath: kept][key] { return task }
            let task = Task { try await read() }
            if keepingOne { self[keyPath: kept].removeAll() }
            self[keyPath: kept][key] = task
            return task
        }
        return try await task.value
    }
}
