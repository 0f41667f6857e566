import BoxOfficeDomain
import Foundation

/// The one way a process opens its archive (GRDB's `AppDatabase`): once, asynchronously, off Swift's
/// cooperative threads (a file another process holds, or a server slow to answer, never holds one of
/// them), and with its schema changed (created, migrated) only under the archive's lock. The handle
/// opened says whether its schema is behind: no second open to ask first.
///
/// - `reading()`: a handle that cannot write (the store's `Reader`, a type with no write method); the
///   archive's bytes stay as they are. An older schema is migrated once first, under the lock, by a
///   writer opened for that alone.
/// - `writing(creating:)`: for a process that writes outside a locked run (a server's cache, a
///   forecast's fill, whose writes take the archive's lock in their turn): a current archive is
///   used at once, without the lock; one to create or migrate waits for the lock.
/// - `holdingLock(creating:)`: inside a run that holds the archive's lock already (`ExclusiveRun`).
public struct OpenArchive<Store: ArchiveStoreOpening>: Sendable {
    let store: Store
    let locks: any RunLocking
    /// How long a migration waits for another process's run to let the lock go, in seconds.
    let lockWait: Double
    /// Connections that read beside the writer's (a server answering calls at once, the site's pages).
    let readers: Int

    public init(store: Store, locks: any RunLocking, lockWait: Double = Double(ArchiveWriter.defaultLockWait), readers: Int = 0) {
        self.store = store
        self.locks = locks
        self.lockWait = lockWait
        self.readers = readers
    }

    /// The same archive, opened with `count` readers beside its writer.
    public func readers(_ count: Int) -> OpenArchive {
        OpenArchive(store: store, locks: locks, lockWait: lockWait, readers: count)
    }

    public func reading() async throws -> Store.Reader {
        let opened = try await offThePool { [store, readers] in try store.openReader(readers: readers) }
        if opened.schemaState == .behind {
            try await underLock { [store] in try store.open(.existing, readers: 0).migrate() }
            try await offThePool { try opened.readSchemaStateAgain() }
        }
        return opened
    }

    public func writing(creating: Bool) async throws -> Store.Archive {
        let opened = try await offThePool { [store, readers] in try store.open(creating ? .create : .existing, readers: readers) }
        if opened.schemaState == .behind { try await underLock { try opened.migrate() } }
        return opened
    }

    /// The archive as it is, on a handle that cannot write, its schema left as found even when older
    /// (`doctor`, which says what the next writer will migrate).
    public func inspecting() async throws -> Store.Reader {
        try await offThePool { [store, readers] in try store.openReader(readers: readers) }
    }

    public func holdingLock(creating: Bool) async throws -> Store.Archive {
        try await offThePool { [store, readers] in
            let opened = try store.open(creating ? .create : .existing, readers: readers)
            if opened.schemaState == .behind { try opened.migrate() }
            return opened
        }
    }

    /// `body` with the archive's lock held, waited for up to `lockWait`; then refused as held.
    private func underLock<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        let lease = try await locks.acquire(waitingUpTo: lockWait) ?? locks.acquire()
        defer { lease.release() }
        return try await offThePool(body)
    }

    private func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }
}

extension ExclusiveRun {
    /// A run on an archive: its locks taken first, then the archive opened inside them (created when
    /// missing, with `creating`), then the use case built on it.
    public init<Store>(locks: any RunLocking, opening archive: OpenArchive<Store>, creating: Bool,
                       make: @escaping @Sendable (Store.Archive) throws -> UseCase) {
        self.init(locks: locks) { try make(try await archive.holdingLock(creating: creating)) }
    }

    /// The same, for a run that may keep no archive (nil).
    public init<Store>(locks: any RunLocking, openingIfAny archive: OpenArchive<Store>?, creating: Bool,
                       make: @escaping @Sendable (Store.Archive?) throws -> UseCase) {
        self.init(locks: locks) { try make(try await archive?.holdingLock(creating: creating)) }
    }
}
