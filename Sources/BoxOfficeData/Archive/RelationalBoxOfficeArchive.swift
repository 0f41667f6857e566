import BoxOfficeDomain
import Foundation

/// The archive's logic in SQL both stores speak: days with their rankings and revisions, weekly
/// charts, movie details (the cache-through store), the reading list, and the upkeep `archive copy`
/// and `archive check` need. Each store is a subclass that opens its connection, migrates its
/// schema, locks its writes and maps its errors: `SQLiteBoxOfficeArchive` (a file, the default)
/// and `PostgreSQLBoxOfficeArchive` (a shared server). Not meant to be made directly.
public class RelationalBoxOfficeArchive: ArchiveSchemaHandle, @unchecked Sendable {
    /// `.reading` opens a handle that cannot write (`doctor`, `history`); `pendingMigration` then
    /// says whether the next writer will migrate the archive.
    public typealias OpenMode = ArchiveOpenMode

    /// How the archive may be named in output: a path, or a PostgreSQL address without its password.
    public let displayAddress: String
    private let session: any ArchiveSession
    private let mapFailure: @Sendable (any Error) -> any Error
    private let lock = NSLock()
    private let callsLock = NSLock()
    private var calls = 0

    /// Whether a caller is in the archive now (waiting for its turn, its lock or its server): what
    /// a run stopped by its deadline was waiting for.
    public var isBusy: Bool { callsLock.withLock { calls > 0 } }

    /// Connections that only read, opened as reads need them, each used by one read at a time.
    private let readers: ReaderPool?

    /// The migrations the archive has, as read when opened (or last migrated), under `ledgerLock`.
    private var ledger: MigrationLedger
    private let ledgerLock = NSLock()
    /// The store's migration on this handle's connection; nil on a handle that cannot write.
    private let migrator: (@Sendable (any ArchiveSession) throws -> Void)?

    /// Opened on an archive of an older schema: what the next run that writes applies. Nil: nothing.
    public var pendingMigration: PendingMigration? { ledgerLock.withLock { ledger.pendingMigration } }

    /// Behind when a migration is pending; a handle that writes also when the names are not all
    /// recorded yet (today's archives: it records them), while one that only reads takes an archive
    /// whose counter has every migration as current (a reader in a read-only folder needs no writer).
    public var schemaState: ArchiveSchemaState {
        ledgerLock.withLock { ledger.isCurrent || (migrator == nil && ledger.pending.isEmpty) ? .current : .behind }
    }

    /// - Parameter ledger: the archive's migrations as the store found them on `session`.
    /// - Parameter migrator: the store's migration on `session` (nil: a handle that cannot write).
    init(displayAddress: String, session: any ArchiveSession, readers: Int = 4, openReader: (@Sendable () throws -> any ArchiveSession)? = nil,
         ledger: MigrationLedger, migrator: (@Sendable (any ArchiveSession) throws -> Void)?,
         mapFailure: @escaping @Sendable (any Error) -> any Error) {
        self.ledger = ledger
        self.migrator = migrator
        self.displayAddress = displayAddress
        self.session = session
        self.mapFailure = mapFailure
        self.readers = openReader.map { ReaderPool(limit: readers, open: $0) }
    }

    /// Applies the migrations the archive lacks, on this handle's connection (its caller holds the
    /// archive's lock); a handle opened to read refuses.
    public func migrate() throws {
        guard let migrator else { throw ArchiveError.cannotWrite(path: displayAddress, reason: "opened to read") }
        let migrated = try withSession { session in
            try migrator(session)
            return try session.migrationLedger()
        }
        ledgerLock.withLock { ledger = migrated }
    }

    public func readSchemaStateAgain() throws {
        let found = try withSession { try $0.migrationLedger() }
        ledgerLock.withLock { ledger = found }
    }

    /// Runs `body` on the connection, one caller at a time, with store failures mapped to `ArchiveError`.
    func withSession<T>(_ body: (any ArchiveSession) throws -> T) throws -> T {
        callsLock.withLock { calls += 1 }
        defer { callsLock.withLock { calls -= 1 } }
        return try lock.withLock {
            do {
                return try body(session)
            } catch let error as ArchiveError {
                throw error
            } catch {
                throw mapFailure(error)
            }
        }
    }

    /// The archive's own thread: every call of the async API waits for the connection there, not on a
    /// thread of Swift's cooperative pool, so a busy lock or a stalled server never holds one of its
    /// few threads (GRDB's `DatabaseQueue` model).
    private let queue = DispatchQueue(label: "boxoffice.archive")

    /// `withSession`, from async code: on the archive's thread, resumed with the result.
    func session<T: Sendable>(_ body: @escaping @Sendable (any ArchiveSession) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try self.withSession(body) }) }
        }
    }

    /// Work of many statements (a summary, a check, a copy), on the archive's thread, each of its
    /// statements taking the connection in turn.
    func onArchiveThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body() }) }
        }
    }

    /// Reads run here, several at once, each on a reader connection of its own: beside the one
    /// writer, not behind it (SQLite's WAL lets readers go on while a writer writes; a PostgreSQL
    /// server serves each connection). GRDB's `DatabasePool` is the model.
    private let readQueue = DispatchQueue(label: "boxoffice.archive.readers", attributes: .concurrent)

    /// A read of the archive (no write in `body`), beside the writer when the store has readers.
    func read<T: Sendable>(_ body: @escaping @Sendable (any ArchiveSession) throws -> T) async throws -> T {
        guard let readers else { return try await session(body) }
        return try await withCheckedThrowingContinuation { continuation in
            readQueue.async {
                continuation.resume(with: Result {
                    self.callsLock.withLock { self.calls += 1 }
                    defer { self.callsLock.withLock { self.calls -= 1 } }
                    do {
                        return try readers.use(body)
                    } catch let error as ArchiveError {
                        throw error
                    } catch {
                        throw self.mapFailure(error)
                    }
                })
            }
        }
    }

    /// The schema version the archive is at (forward migrations apply on opening).
    public func schemaVersion() throws -> Int { try withSession { try $0.schemaVersion() } }
}

/// What the next run that writes does to an archive opened for reading: the migrations it lacks, or
/// only the names of those it has to record (an archive of before the names: `names` empty).
public struct PendingMigration: Sendable, Hashable {
    /// The schema version found (the store's counter), and the current one.
    public let found: Int, current: Int
    /// The migrations' names, in the order they apply.
    public let names: [String]

    init(found: Int, names: [String]) {
        (self.found, current, self.names) = (found, ArchiveSchema.currentVersion, names)
    }
}

/// Up to `limit` reading connections, opened when first needed and kept; a read waits for a free
/// one when all are in use.
final class ReaderPool: @unchecked Sendable {
    private let limit: Int
    private let open: @Sendable () throws -> any ArchiveSession
    private let condition = NSCondition()
    private var idle: [any ArchiveSession] = []
    private var opened = 0

    init(limit: Int, open: @escaping @Sendable () throws -> any ArchiveSession) {
        self.limit = max(1, limit)
        self.open = open
    }

    func use<T>(_ body: (any ArchiveSession) throws -> T) throws -> T {
        let reader = try checkOut()
        defer { checkIn(reader) }
        return try body(reader)
    }

    private func checkOut() throws -> any ArchiveSession {
        condition.lock()
        while idle.isEmpty, opened >= limit { condition.wait() }
        if let reader = idle.popLast() {
            condition.unlock()
            return reader
        }
        opened += 1
        condition.unlock()
        do {
            return try open()
        } catch {
            condition.lock()
            opened -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    private func checkIn(_ reader: any ArchiveSession) {
        condition.lock()
        idle.append(reader)
        condition.signal()
        condition.unlock()
    }
}
