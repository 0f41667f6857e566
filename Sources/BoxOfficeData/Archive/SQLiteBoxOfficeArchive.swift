import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The archive in a SQLite file: days, their rankings and revisions, and movie details.
///
/// One connection, used under a lock; every write is one `BEGIN IMMEDIATE` transaction, so a second
/// process waits (busy timeout) rather than interleaving, and a crash leaves whole days or none.
public final class SQLiteBoxOfficeArchive: @unchecked Sendable {
    public enum OpenMode: Sendable {
        /// Create the file (and its folder) when missing.
        case create
        /// The file must exist (history queries).
        case existing
    }

    public let path: String
    let database: SQLiteDatabase
    let lock = NSLock()

    public init(path: String, mode: OpenMode = .create, busyTimeoutMilliseconds: Int32 = 10_000) throws(ArchiveError) {
        self.path = path
        let exists = FileManager.default.fileExists(atPath: path)
        if mode == .existing, !exists { throw .missing(path: path) }
        if !exists {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw .cannotWrite(path: path, reason: "cannot create the folder \(folder)")
                }
            }
        }
        do {
            database = try SQLiteDatabase(path: path, create: mode == .create, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
            try database.execute("PRAGMA foreign_keys = ON")
            try migrate()
        } catch let error as SQLiteError {
            throw Self.map(error, path: path)
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: "unexpected error")
        }
    }

    private func migrate() throws {
        let version = try database.userVersion
        guard version <= ArchiveSchema.currentVersion else {
            throw ArchiveError.newerSchema(path: path, found: version, supported: ArchiveSchema.currentVersion)
        }
        // WAL lets readers go on while a writer works; set before the first write.
        let mode = try database.run("PRAGMA journal_mode = WAL").first?.first?.string
        if mode?.lowercased() != "wal" { try database.execute("PRAGMA journal_mode = DELETE") }
        try database.execute("PRAGMA synchronous = NORMAL")
        for next in version..<ArchiveSchema.currentVersion {
            try database.transaction {
                // Re-read inside the write lock: another process may have migrated meanwhile.
                guard try database.userVersion == next else { return }
                try database.execute(ArchiveSchema.migrations[next])
                try database.execute("PRAGMA user_version = \(next + 1)")
            }
        }
    }

    /// Runs `body` under the lock, mapping SQLite failures to `ArchiveError`.
    func withDatabase<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try lock.withLock {
            do {
                return try body(database)
            } catch let error as SQLiteError {
                throw Self.map(error, path: path)
            }
        }
    }

    static func map(_ error: SQLiteError, path: String) -> ArchiveError {
        if error.isBusy { return .busy(path: path) }
        if error.isNotADatabase { return .unreadable(path: path, reason: "not a SQLite database, or damaged") }
        if error.isDiskFull { return .cannotWrite(path: path, reason: "the disk is full") }
        if error.isReadOnly { return .cannotWrite(path: path, reason: "read-only") }
        if error.isCannotOpen { return .cannotWrite(path: path, reason: "cannot open the file") }
        if error.isIOError { return .cannotWrite(path: path, reason: "disk I/O error") }
        return .unreadable(path: path, reason: error.message)
    }

    /// `PRAGMA integrity_check`: "ok" for a sound file.
    public func integrityCheck() throws -> String {
        try withDatabase { try $0.run("PRAGMA integrity_check").first?.first?.string ?? "" }
    }
}
