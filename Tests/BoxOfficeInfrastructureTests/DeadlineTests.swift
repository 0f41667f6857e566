import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// `withDeadline` stops what it gives up on: the body is cancelled and awaited (a bounded join), so
/// what it held is let go before the caller goes on; a body that ignores its cancellation is left
/// after the join's bound instead of holding the caller.
struct DeadlineTests {
    /// A body that takes a moment to stop once cancelled (a run finishing a write before it lets its
    /// lock go): when `withDeadline` returns, the lock is free.
    @Test func theBodyHasLetItsLockGoWhenTheDeadlineReturns() async throws {
        let folder = TemporaryFolder("deadline")
        let path = folder.appending("run.lock")
        let started = Flag()
        await #expect(throws: DeadlineExceeded.self) {
            try await withDeadline(seconds: 0.2) { try await Self.holdLockUntilCancelled(path, started: started) }
        }
        #expect(started.isSet)
        // Held by this process's other open description, the lock would refuse this one.
        let again = try RunLock(path: path)
        again.release()
    }

    /// The caller's cancellation stops the body the same way.
    @Test func aCancelledCallerStopsTheBodyFirst() async throws {
        let folder = TemporaryFolder("deadline")
        let path = folder.appending("run.lock")
        let started = Flag()
        let caller = Task {
            try await withDeadline(seconds: 3600) { try await Self.holdLockUntilCancelled(path, started: started) }
        }
        #expect(await eventually(within: 120) { started.isSet })
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        let again = try RunLock(path: path)
        again.release()
    }

    /// A run's body: holds the lock at `path` until cancelled, then takes half a second to stop (a
    /// write finished, not itself cancellable) before it lets the lock go.
    static func holdLockUntilCancelled(_ path: String, started: Flag) async throws {
        let lock = try RunLock(path: path)
        defer { lock.release() }
        started.set()
        do { try await Task.sleep(nanoseconds: 3_600_000_000_000) } catch {
            usleep(500_000)
            throw error
        }
    }

    /// A body that never looks at its cancellation is left after the join's bound: the caller gets
    /// its `DeadlineExceeded` while the body still runs (without the bound it would wait for ever).
    @Test func aBodyThatIgnoresItsCancellationIsLeftAfterTheJoin() async throws {
        let release = Flag()
        let finished = Flag()
        await #expect(throws: DeadlineExceeded.self) {
            try await withDeadline(seconds: 0.1, join: 0.2) {
                while !release.isSet { try? await Task.sleep(nanoseconds: 10_000_000) }
                finished.set()
            }
        }
        #expect(!finished.isSet, "returned while the body still ran")
        release.set()
        #expect(await eventually(within: 120) { finished.isSet })
    }

    @Test func aResultInTimeIsReturned() async throws {
        #expect(try await withDeadline(seconds: 3600) { 42 } == 42)
        await #expect(throws: CocoaError.self) { try await withDeadline(seconds: 3600) { throw CocoaError(.fileNoSuchFile) } }
    }
}

/// A flag set once, read from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
