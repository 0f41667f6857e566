/// A use case that runs holding its locks (its archives', its output folder's): it is built once the
/// locks are held, so what it opens (an archive) is opened inside them, and they are let go after,
/// whatever happens. Another process's run holding one is refused at once (its error says so).
/// Front ends call it; none of them takes a lock.
public struct ExclusiveRun<UseCase>: Sendable {
    let locks: any RunLocking
    let make: @Sendable () async throws -> UseCase

    public init(locks: any RunLocking, make: @escaping @Sendable () async throws -> UseCase) {
        self.locks = locks
        self.make = make
    }

    /// Takes the locks, builds the use case, runs `body` with it, lets the locks go.
    public func run<T>(_ body: (UseCase) async throws -> T) async throws -> T {
        let lease = try locks.acquire()
        defer { lease.release() }
        return try await body(try await make())
    }
}

/// No locks: for a use case that only reads.
public struct NoRunLocks: RunLocking {
    public init() {}
    public func acquire() throws -> RunLease { RunLease {} }
    public func acquire(waitingUpTo seconds: Double) async throws -> RunLease? { RunLease {} }
}
