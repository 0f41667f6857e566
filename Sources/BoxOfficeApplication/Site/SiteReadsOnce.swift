import BoxOfficeDomain
import Foundation

/// The reads a site build asks for more than once, each made once (`AnswerFromArchive` asks here
/// when it has one):
/// - the pace candidates of the day last asked: every movie page of a day compares its run with
///   the same runs, so the ten pages of a report run read them once, not ten times (one day is
///   kept, so a whole build's memory stays flat);
/// - a span's distributed movies: the year's page, the front page's distributors of the year and
///   the distributors' index read the same year's films (a few hundred a year; each span asked, a
///   month's too, kept for the build; a failed read fails each asker alike).
public final class SiteReadsOnce: @unchecked Sendable {
    private var pace: (key: String, task: Task<[PaceCandidate], any Error>)?
    private var distributed: [String: Task<[DistributedMovie], any Error>] = [:]
    private let lock = NSLock()

    public init() {}

    func paceCandidates(through date: CalendarDate, openedSince: CalendarDate, from base: any ChartReading) async throws -> [PaceCandidate] {
        let key = date.iso + openedSince.iso
        let task: Task<[PaceCandidate], any Error> = lock.withLock {
            if let pace, pace.key == key { return pace.task }
            let task = Task { try await base.paceCandidates(through: date, openedSince: openedSince) }
            pace = (key, task)
            return task
        }
        return try await task.value
    }

    func distributedMovies(from: CalendarDate, to: CalendarDate, in base: any MarketReading) async throws -> [DistributedMovie] {
        let key = from.iso + to.iso
        let task: Task<[DistributedMovie], any Error> = lock.withLock {
            if let kept = distributed[key] { return kept }
            let task = Task { try await base.distributedMovies(from: from, to: to) }
            distributed[key] = task
            return task
        }
        return try await task.value
    }
}
