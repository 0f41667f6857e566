import BoxOfficeDomain
import Foundation

/// Movie details through the archive: a stored copy younger than `maxAge` is used as is; otherwise
/// the remote repository is asked and its answer stored. Concurrent requests for one movie share
/// one remote request.
///
/// Only real details are stored: an unknown code or a fault is never cached. When the remote fails
/// with a passing fault and a stale copy exists, the stale copy is used.
public final class CachedMovieDetailsRepository: MovieDetailsRepository, @unchecked Sendable {
    private let remote: any MovieDetailsRepository
    private let store: any MovieDetailsStore
    private let maxAge: TimeInterval
    private let clock: any TimeSource
    private let lock = NSLock()
    private var inFlight: [MovieCode: Task<MovieDetails?, any Error>] = [:]

    public init(remote: any MovieDetailsRepository, store: any MovieDetailsStore, maxAge: TimeInterval = 7 * 86_400,
                clock: any TimeSource = SystemTimeSource()) {
        self.remote = remote
        self.store = store
        self.maxAge = maxAge
        self.clock = clock
    }

    public func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
        let stored = try await store.storedDetails(for: code)
        if let stored, clock.now().timeIntervalSince(stored.fetchedAt) < maxAge { return stored.details }
        let task: Task<MovieDetails?, any Error> = lock.withLock {
            if let running = inFlight[code] { return running }
            let task = Task { [remote, store, clock] in
                let details = try await remote.movieDetails(for: code)
                if let details { try await store.storeDetails(details, fetchedAt: clock.now()) }
                return details
            }
            inFlight[code] = task
            return task
        }
        defer { lock.withLock { _ = inFlight.removeValue(forKey: code) } }
        do {
            return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
        } catch let error as SourceError where !error.endsTheRun {
            if let stored { return stored.details }
            throw error
        }
    }
}
