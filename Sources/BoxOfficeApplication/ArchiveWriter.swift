import BoxOfficeDomain
import Foundation

/// The archive's one writer in this process. Work that writes the archive (a front end's fill of a
/// missing day, a movie's run) is queued here, one piece at a time in the order asked, and only the
/// piece whose turn it is takes the cross-process lock: two calls of one MCP server never lock each
/// other out, and another process's run (the morning cron job) is waited for within a bound.
///
/// Build one per process (the composition root does) and hand it to every use case that writes.
public final class ArchiveWriter: Sendable {
    /// The cross-process lock (nil: none, as for an archive nothing else writes).
    let locks: (any RunLocking)?
    /// How long a turn waits for another process's run before it gives up writing.
    public let lockWait: Double
    /// The wait a front end gives when its user says nothing (`mcp --lock-wait`, `forecast`): a
    /// morning run takes seconds.
    public static let defaultLockWait = 20
    private let turns = FillTurns()

    public init(locks: (any RunLocking)?, lockWait: Double) {
        self.locks = locks
        self.lockWait = lockWait
    }

    /// What came of a turn.
    public enum Turn: Hashable, Sendable {
        /// The work ran (or was found done when the turn came).
        case wrote
        /// Another process held the archive's lock through the whole wait: nothing was written.
        case busy(waited: Double)

        /// The seconds waited in vain for another process (nil: the work ran).
        public var waited: Double? {
            if case .busy(let seconds) = self { return seconds }
            return nil
        }
    }

    /// Runs `work` in its turn with the lock held. `done` is asked when the turn comes, before the
    /// lock is taken (a turn before it may have written the same); the work checks again under the
    /// lock (the process it waited for may have).
    /// A write asked for within a turn (a fill's details, kept as it fetches them) is that turn's work:
    /// it runs at once.
    public func write(unlessDone done: @escaping @Sendable () async throws -> Bool = { false },
                      _ work: @escaping @Sendable () async throws -> Void) async throws -> Turn {
        if Self.inTurn {
            try await work()
            return .wrote
        }
        let locks = self.locks, lockWait = self.lockWait
        return try await turns.oneAtATime {
            if try await done() { return .wrote }
            guard let locks else {
                try await Self.$inTurn.withValue(true) { try await work() }
                return .wrote
            }
            guard let lease = try await locks.acquire(waitingUpTo: lockWait) else { return .busy(waited: lockWait) }
            defer { lease.release() }
            try await Self.$inTurn.withValue(true) { try await work() }
            return .wrote
        }
    }

    /// Whether this task runs within a turn (its work, and the tasks it starts).
    @TaskLocal static var inTurn = false
}

/// Runs async work one piece at a time, in the order asked.
actor FillTurns {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func oneAtATime<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return try await work()
    }
}
