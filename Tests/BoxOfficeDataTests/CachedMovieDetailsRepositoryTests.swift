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
}
