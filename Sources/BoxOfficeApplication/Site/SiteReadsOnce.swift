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
/// - the archive's span (its first and last whole-market day), which every answer from the span states;
/// - whether the archive is empty (every answer asks), and the last day KOFIC has published (every
///   answer over a range still going).
public final class SiteReadsOnce: @unchecked Sendable {
    private var pace: [String: Task<[PaceCandidate], any Error>] = [:]
    private var distributed: [String: Task<[DistributedMovie], any Error>] = [:]
    private var spans: [String: Task<ClosedRange<CalendarDate>?, any Error>] = [:]
    private var emptiness: [String: Task<Bool, any Error>] = [:]
    private var published: [String: Task<CalendarDate, any Error>] = [:]
    private let lock = NSLock()

    public init() {}

    /// Forgets every read: a build starts from the archive as it is now (a run that archives another
    /// chart, then keeps the site again, reads again).
    func forget() {
        lock.withLock {
            (pace, distributed, spans, emptiness, published) = ([:], [:], [:], [:], [:])
        }
    }

    func paceCandidates(through date: CalendarDate, openedSince: CalendarDate, from base: any ChartReading) async throws -> [PaceCandidate] {
        try await once(date.iso + openedSince.iso, in: \.pace, keepingOne: true) { try await base.paceCandidates(through: date, openedSince: openedSince) }
    }

    func distributedMovies(from: CalendarDate, to: CalendarDate, in base: any MarketReading) async throws -> [DistributedMovie] {
        try await once(from.iso + to.iso, in: \.distributed, keepingOne: false) { try await base.distributedMovies(from: from, to: to) }
    }

    func span(_ read: @escaping @Sendable () async throws -> ClosedRange<CalendarDate>?) async throws -> ClosedRange<CalendarDate>? {
        try await once("span", in: \.spans, keepingOne: true, read)
    }

    func isEmpty(_ read: @escaping @Sendable () async throws -> Bool) async throws -> Bool {
        try await once("empty", in: \.emptiness, keepingOne: true, read)
    }

    /// Kept for the day that is yesterday (a build running past midnight in Seoul reads it again).
    func publishedThrough(_ yesterday: CalendarDate, _ read: @escaping @Sendable () async throws -> CalendarDate) async throws -> CalendarDate {
        try await once(yesterday.iso, in: \.published, keepingOne: true, read)
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
