import BoxOfficeDomain
import Foundation

/// Movie details through the archive: a stored copy younger than `maxAge` is used as is; otherwise
/// the remote repository is asked and its answer stored. Concurrent requests for one movie share
/// one remote request.
///
/// Only real details are stored: an unknown code or a fault is never cached. When the remote fails
/// with a passing fault and a stale copy exists, the stale copy is used.
///
/// A copy read (or fetched) is kept for a minute: a morning run reads the same fifteen movies for
/// the day and each of its seven re-checked days, and decoding a stored copy (its people, its
/// companies) was most of what a run that changed nothing spent after KOFIC's answer.
public final class CachedMovieDetailsRepository: MovieDetailsRepository, @unchecked Sendable {
    private let remote: any MovieDetailsRepository
    private let store: any MovieDetailsStore
    private let maxAge: TimeInterval
    private let clock: any TimeSource
    private let lock = NSLock()
    private var inFlight: [MovieCode: Task<MovieDetails?, any Error>] = [:]
    private var recent: [MovieCode: (details: MovieDetails, fetchedAt: Date, read: Date)] = [:]
    /// How long a copy read is reused without reading the archive again.
    static let reuseSeconds: TimeInterval = 60

    public init(remote: any MovieDetailsRepository, store: any MovieDetailsStore, maxAge: TimeInterval = 7 * 86_400,
                clock: any TimeSource = SystemTimeSource()) {
        self.remote = remote
        self.store = store
        self.maxAge = maxAge
        self.clock = clock
    }

    public func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
        let now = clock.now()
        if let kept = lock.withLock({ recent[code] }), now.timeIntervalSince(kept.read) < Self.reuseSeconds,
           now.timeIntervalSince(kept.fetchedAt) < maxAge {
            return kept.details
        }
        let stored = try await store.storedDetails(for: code)
        if let stored, now.timeIntervalSince(stored.fetchedAt) < maxAge {
            lock.withLock { recent[code] = (stored.details, stored.fetchedAt, now) }
            return stored.details
        }
        // Checked again under the lock: another asker's fetch may have finished (and left the
        // map) between the archive read above and here; its answer is in `recent`.
        let task: Task<MovieDetails?, any Error> = lock.withLock {
            if let running = inFlight[code] { return running }
            if let kept = recent[code], now.timeIntervalSince(kept.fetchedAt) < maxAge {
                let details = kept.details
                return Task { details }
            }
            let task = Task { [remote, store, clock] in
                let details = try await remote.movieDetails(for: code)
                if let details {
                    let fetched = clock.now()
                    try await store.storeDetails(details, fetchedAt: fetched)
                    self.lock.withLock { self.recent[code] = (details, fetched, fetched) }
                }
                return details
            }
            inFlight[code] = task
            return task
        }
        // Only this fetch leaves the map: a later asker's own fetch, started once this one had ended, stays.
        defer { lock.withLock { if inFlight[code] == task { inFlight[code] = nil } } }
        do {
            return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
        } catch let error as SourceError where !error.endsTheRun {
            if let stored { return stored.details }
            throw error
        }
    }
}
