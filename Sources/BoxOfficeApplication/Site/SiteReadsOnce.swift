import BoxOfficeDomain
import Foundation

/// The pace candidates of the day last asked, kept for a site build: every movie page of a day
/// compares its run with the same runs, so the ten pages of a report run read them once, not ten
/// times (one day is kept, so a whole build's memory stays flat). `AnswerFromArchive` asks here
/// when it has one.
public final class PaceCandidatesOnce: @unchecked Sendable {
    private var kept: (key: String, task: Task<[PaceCandidate], any Error>)?
    private let lock = NSLock()

    public init() {}

    func paceCandidates(through date: CalendarDate, openedSince: CalendarDate, from base: any ChartReading) async throws -> [PaceCandidate] {
        let key = date.iso + openedSince.iso
        let task: Task<[PaceCandidate], any Error> = lock.withLock {
            if let kept, kept.key == key { return kept.task }
            let task = Task { try await base.paceCandidates(through: date, openedSince: openedSince) }
            kept = (key, task)
            return task
        }
        return try await task.value
    }
}
