import BoxOfficeDomain
import Foundation

/// The archive's logic in SQL both stores speak: days with their rankings and revisions, weekly
/// charts, movie details (the cache-through store), the reading list, and the upkeep `archive copy`
/// and `archive check` need. Each store is a subclass that opens its connection, migrates its
/// schema, locks its writes and maps its errors: `SQLiteBoxOfficeArchive` (a file, the default)
/// and `PostgreSQLBoxOfficeArchive` (a shared server). Not meant to be made directly.
public class RelationalBoxOfficeArchive: @unchecked Sendable {
    public enum OpenMode: Sendable {
        /// Create the archive (its file, its tables) when missing.
        case create
        /// The archive must exist (history queries).
        case existing
    }

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

    init(displayAddress: String, session: any ArchiveSession, mapFailure: @escaping @Sendable (any Error) -> any Error) {
        self.displayAddress = displayAddress
        self.session = session
        self.mapFailure = mapFailure
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

    /// The schema version the archive is at (forward migrations apply on opening).
    public func schemaVersion() throws -> Int { try withSession { try $0.schemaVersion() } }
}
