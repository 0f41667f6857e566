import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct CachedMovieDetailsRepositoryTests {
    /// Every archive file of a test lives here, removed when the test ends.
    let scratch = TemporaryFolder("archive")

    final class Remote: MovieDetailsRepository, @unchecked Sendable {
        let lock = NSLock()
        var calls = 0
        let answer: @Sendable (MovieCode) throws -> MovieDetails?
        init(_ answer: @escaping @Sendable (MovieCode) throws -> MovieDetails?) { self.answer = answer }
        func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
            lock.withLock { calls += 1 }
            try await Task.sleep(nanoseconds: 10_000_000)
            return try answer(code)
        }
    }

    let code = MovieCode("20184574")!
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(arguments: ArchiveStore.allCases)
    func aFreshCopyAvoidsTheNetworkAndAStaleOneIsRefreshed(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let movie = try recordedMovie("20184574")
        let remote = Remote { _ in movie }
        let sixDaysLater = CachedMovieDetailsRepository(remote: remote, store: archive, clock: FixedTimeSource(now.addingTimeInterval(6 * 86_400)))
        let eightDaysLater = CachedMovieDetailsRepository(remote: remote, store: archive, clock: FixedTimeSource(now.addingTimeInterval(8 * 86_400)))
        try await archive.storeDetails(movie, fetchedAt: now)
        #expect(try await sixDaysLater.movieDetails(for: code) == movie)
        #expect(remote.calls == 0)
        #expect(try await eightDaysLater.movieDetails(for: code) == movie)
        #expect(remote.calls == 1)
        #expect(try await archive.storedDetails(for: code)?.fetchedAt == now.addingTimeInterval(8 * 86_400))
    }

    @Test(arguments: ArchiveStore.allCases)
    func neverCachesAnUnknownCodeOrAFault(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let unknown = CachedMovieDetailsRepository(remote: Remote { _ in nil }, store: archive, clock: FixedTimeSource(now))
        #expect(try await unknown.movieDetails(for: code) == nil)
        let faulty = CachedMovieDetailsRepository(remote: Remote { _ in throw SourceError.unusableAnswer(detail: "faultInfo") },
                                                  store: archive, clock: FixedTimeSource(now))
        await #expect(throws: SourceError.self) { try await faulty.movieDetails(for: code) }
        #expect(try await archive.storedDetails(for: code) == nil)
    }

    @Test(arguments: ArchiveStore.allCases)
    func aStaleCopyServesWhenTheNetworkFails(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let movie = try recordedMovie("20184574")
        try await archive.storeDetails(movie, fetchedAt: now)
        let failing = CachedMovieDetailsRepository(remote: Remote { _ in throw SourceError.unreachable(detail: "timed out") },
                                                   store: archive, clock: FixedTimeSource(now.addingTimeInterval(30 * 86_400)))
        #expect(try await failing.movieDetails(for: code) == movie)
    }

    @Test(arguments: ArchiveStore.allCases)
    func concurrentRequestsForOneMovieShareOneFetch(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let movie = try recordedMovie("20184574")
        let remote = Remote { _ in movie }
        let repository = CachedMovieDetailsRepository(remote: remote, store: archive, clock: FixedTimeSource(now))
        try await withThrowingTaskGroup(of: MovieDetails?.self) { group in
            for _ in 0..<8 { group.addTask { try await repository.movieDetails(for: self.code) } }
            for try await result in group { #expect(result == movie) }
        }
        #expect(remote.calls == 1)
    }
    /// A store whose second read answers as of when it was asked but returns only when let go:
    /// the moment a backfill day read the archive just before another day's fetch of the same
    /// movie finished and left.
    final class HeldSecondRead: MovieDetailsStore, @unchecked Sendable {
        let base: any MovieDetailsStore
        let lock = NSLock()
        var reads = 0
        var held: CheckedContinuation<Void, Never>?
        var letGo = false
        init(_ base: any MovieDetailsStore) { self.base = base }
        func storedDetails(for code: MovieCode) async throws -> (details: MovieDetails, fetchedAt: Date)? {
            let answer = try await base.storedDetails(for: code)
            guard lock.withLock({ reads += 1; return reads == 2 }) else { return answer }
            await withCheckedContinuation { continuation in
                let go = lock.withLock { letGo ? true : { held = continuation; return false }() }
                if go { continuation.resume() }
            }
            return answer
        }
        func storeDetails(_ details: MovieDetails, fetchedAt: Date) async throws { try await base.storeDetails(details, fetchedAt: fetchedAt) }
        func release() { lock.withLock { letGo = true; let c = held; held = nil; return c }?.resume() }
        var secondReadWaiting: Bool { lock.withLock { held != nil } }
    }

    @Test func anAskerWhoReadTheArchiveBeforeAnotherFetchEndedDoesNotFetchAgain() async throws {
        let movie = try recordedMovie("20184574")
        let remote = Remote { _ in movie }
        let store = HeldSecondRead(try ArchiveStore.sqlite.open(in: scratch))
        let repository = CachedMovieDetailsRepository(remote: remote, store: store, clock: FixedTimeSource(now))
        #expect(try await store.storedDetails(for: code) == nil)  // the first read, not held
        let late = Task { try await repository.movieDetails(for: code) }
        defer { store.release() }  // never left waiting, whatever fails below
        // A bound on a hang, not a timing: a busy test run can keep the task from starting for a minute.
        let deadline = Date().addingTimeInterval(180)
        while !store.secondReadWaiting, Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        try #require(store.secondReadWaiting)
        #expect(try await repository.movieDetails(for: code) == movie)  // fetched, stored, gone from the in-flight map
        store.release()
        #expect(try await late.value == movie)
        #expect(remote.calls == 1)
    }
}
