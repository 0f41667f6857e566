import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The archive in a SQLite file, the default: one machine's archive.
///
/// One connection, used under a lock; every write is one `BEGIN IMMEDIATE` transaction, so a second
/// process waits (busy timeout) rather than interleaving, and a crash leaves whole days or none.
public final class SQLiteBoxOfficeArchive: RelationalBoxOfficeArchive, @unchecked Sendable {
    public let path: String

    /// - Parameter readers: connections that read beside the writer (a server answering calls at
    ///   once); 0, one connection for everything (a run that does one thing at a time).
    /// - Parameter migrating: opened to write, migrated at once; false: as found, for the caller to
    ///   `migrate()` under the archive's lock (`RelationalArchiveStore`).
    public init(path: String, mode: OpenMode = .create, busyTimeoutMilliseconds: Int32 = 10_000, readers: Int = 0,
                migrating: Bool = true) throws(ArchiveError) {
        self.path = path
        let exists = FileManager.default.fileExists(atPath: path)
        if mode != .create, !exists { throw .missing(path: path) }
        if !exists {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do {
                    // An archive is private: a folder made for it is its owner's alone (a state folder).
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                } catch {
                    throw .cannotWrite(path: path, reason: "cannot create the folder \(folder)")
                }
            }
        }
        let database: SQLiteDatabase, session: SQLiteArchiveSession, ledger: MigrationLedger
        do {
            // Reading opens the file read-only: its bytes stay as they are, a WAL left by a writer included.
            database = mode == .reading
                ? try SQLiteDatabase.reading(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
                : try SQLiteDatabase(path: path, create: mode == .create, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
            session = SQLiteArchiveSession(database)
            // A new file is readable by its owner alone (its journal and WAL files take its mode).
            if !exists { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
            try database.execute("PRAGMA foreign_keys = ON")
            if mode != .reading {
                // WAL lets readers go on while a writer works; set before the first write. (Reading:
                // read as it is, no journal mode set, no write on its connection.)
                let journal = try database.run("PRAGMA journal_mode = WAL").first?.first?.string
                if journal?.lowercased() != "wal" { try database.execute("PRAGMA journal_mode = DELETE") }
                try database.execute("PRAGMA synchronous = NORMAL")
            }
            var found = try session.migrationLedger()
            try found.refuseNewer(shownAs: path)
            if mode != .reading, migrating, !found.isCurrent {
                try Self.migrate(session, on: database, path: path)
                found = try session.migrationLedger()
            }
            ledger = found
        } catch let error as SQLiteError {
            throw Self.map(error, path: path)
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: "unexpected error")
        }
        // Readers: more connections to the same file beside the one writer (WAL), opened read-only:
        // none can write, nor checkpoint a WAL into the file when it is the last to close.
        let openReader: @Sendable () throws -> any ArchiveSession = {
            SQLiteArchiveSession(try SQLiteDatabase.reading(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds))
        }
        let migrator: @Sendable (any ArchiveSession) throws -> Void = { _ in
            try Self.migrate(SQLiteArchiveSession(database), on: database, path: path)
        }
        super.init(displayAddress: path, session: session, readers: readers, openReader: readers > 0 ? openReader : nil,
                   ledger: ledger,
                   migrator: mode == .reading ? nil : migrator) { error in
            (error as? SQLiteError).map { Self.map($0, path: path) } ?? error
        }
    }

    /// Brings the schema to the current one, a migration a transaction; each records its name and
    /// moves `user_version` with it. The ledger is re-read inside the write lock: another process may
    /// have migrated meanwhile.
    private static func migrate(_ session: SQLiteArchiveSession, on database: SQLiteDatabase, path: String) throws {
        while try database.transaction({ () throws -> Bool in
            let ledger = try session.migrationLedger()
            try ledger.refuseNewer(shownAs: path)
            guard !ledger.isCurrent else { return false }
            // Today's archives get the names their `user_version` implies first (an archive set back by hand forgets the later ones).
            try session.reconcile(ledger)
            var applied = ledger.applied.count
            if let next = ledger.pending.first {
                try session.apply(next) { try database.execute(next.sql) }
                applied += 1
            }
            try database.execute("PRAGMA user_version = \(applied)")
            return true
        }) {}
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
}

/// The archive's SQL on a SQLite connection: statements prepared once and reused.
final class SQLiteArchiveSession: ArchiveSession {
    private let database: SQLiteDatabase
    private var statements: [String: SQLiteStatement] = [:]

    init(_ database: SQLiteDatabase) { self.database = database }

    func query(_ sql: String, _ values: [ArchiveValue]) throws -> [[ArchiveValue]] {
        var rows: [[ArchiveValue]] = []
        try scan(sql, values) { rows.append($0) }
        return rows
    }

    /// The statement of `sql`, prepared once a session.
    private func prepared(_ sql: String) throws -> SQLiteStatement {
        if let prepared = statements[sql] { return prepared }
        let statement = try database.prepare(sql)
        statements[sql] = statement
        return statement
    }

    func scan(_ sql: String, _ values: [ArchiveValue], _ row: ([ArchiveValue]) throws -> Void) throws {
        // One buffer for the whole scan (a row kept by `row` is copied on the next write, as Swift does).
        var buffer: [ArchiveValue] = []
        try scanRows(sql, values) { current in
            buffer.removeAll(keepingCapacity: true)
            for column in 0..<current.count { buffer.append(current[column]) }
            try row(buffer)
        }
    }

    func scanRows(_ sql: String, _ values: [ArchiveValue], _ row: (ArchiveRow) throws -> Void) throws {
        let statement = try prepared(sql)
        try statement.bind(values.map(\.sqlite))
        defer { try? statement.bind([]) } // reset: a finished read releases its snapshot
        while let current = try statement.stepRow() { try row(ArchiveRow(current)) }
    }

    /// `BEGIN IMMEDIATE` takes the file's one write lock, whatever the key.
    func transaction<T>(locking key: ArchiveLockKey?, _ body: () throws -> T) throws -> T {
        try database.transaction(body)
    }

    func columns(of table: ArchiveTable) throws -> [String] {
        try database.run("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table.rawValue)]).compactMap { $0[0].string }
    }

    func schemaVersion() throws -> Int { try database.userVersion }

    func hasTable(_ name: String) throws -> Bool {
        try database.run("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(name)]).first?.first?.int == 1
    }

    func refreshStatistics() throws { _ = try query("ANALYZE", []) }

    func storeIntegrityProblems() throws -> [String] {
        let integrity = try database.run("PRAGMA integrity_check").compactMap { $0.first?.string }.filter { $0 != "ok" }
        let foreignKeys = try database.run("PRAGMA foreign_key_check").map { row in
            "a row of \(row[0].string ?? "?") refers to a missing row of \(row[2].string ?? "?")"
        }
        return integrity + foreignKeys
    }
}

extension ArchiveValue {
    init(_ value: SQLiteValue) {
        switch value {
        case .null: self = .null
        case .integer(let v): self = .integer(v)
        case .real(let v): self = .real(v)
        case .text(let v): self = .text(v)
        }
    }

    var sqlite: SQLiteValue {
        switch self {
        case .null: .null
        case .integer(let v): .integer(v)
        case .real(let v): .real(v)
        case .text(let v): .text(v)
        }
    }
}
