import CSQLite
import Foundation

/// One connection to a SQLite file, through the system's libsqlite3.
///
/// Every return code goes through `check`; values are always bound, never interpolated; WAL and a
/// busy timeout are set on open. Not shared between threads: callers serialise access (the archive
/// wraps it in an actor-like lock).
public final class SQLiteDatabase: @unchecked Sendable {
    private var handle: OpaquePointer?
    public let path: String

    /// Opens (creating when `create`) the database at `path`; `readOnly`: a connection that cannot
    /// write the file at all, not even the checkpoint a last connection's close makes of a WAL.
    public convenience init(path: String, create: Bool = true, readOnly: Bool = false, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        try self.init(path: path, name: path, flags: access, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    /// A connection that only reads `path` (`SQLITE_OPEN_READONLY`). A WAL-mode file in a folder this
    /// process cannot write, where SQLite cannot make the `-shm` index it reads a WAL through, is opened
    /// `immutable=1` instead: read as the file is, nothing made beside it (a WAL left there by a writer
    /// that could not finish is not read: whoever can write the folder checkpoints it).
    public static func reading(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path, create: false, readOnly: true, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        do throws(SQLiteError) {
            // The first read is where SQLite opens the WAL's index (the schema's, a few pages).
            try database.execute("SELECT count(*) FROM sqlite_master")
            return database
        } catch {
            let folder = (path as NSString).deletingLastPathComponent
            guard error.isReadOnly || error.isCannotOpen, !FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) else { throw error }
            return try SQLiteDatabase(path: path, name: immutableURI(path), flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI,
                                      busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        }
    }

    /// `file:` URI of `path` with `immutable=1`: the path made absolute, `%`, `?` and `#` escaped.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var escaped = ""
        for character in absolute {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file://" + escaped + "?immutable=1"
    }

    private init(path: String, name: String, flags access: Int32, busyTimeoutMilliseconds: Int32) throws(SQLiteError) {
        self.path = path
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(name, &handle, flags, nil)
        guard code == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(handle)
            handle = nil
            throw SQLiteError(code: code & 0xFF, extendedCode: code, message: message, sql: nil)
        }
        sqlite3_extended_result_codes(handle, 1)
        try check(sqlite3_busy_timeout(handle, busyTimeoutMilliseconds), sql: nil)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Funnels a return code: anything but OK, ROW or DONE becomes a `SQLiteError`.
    @discardableResult
    func check(_ code: Int32, sql: String?) throws(SQLiteError) -> Int32 {
        switch code & 0xFF {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return code
        default:
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            throw SQLiteError(code: code & 0xFF, extendedCode: code, message: message, sql: sql)
        }
    }

    /// Runs one or more statements that take no parameters (schema, pragmas).
    public func execute(_ sql: String) throws(SQLiteError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), sql: sql)
        return SQLiteStatement(statement: statement!, database: self, sql: sql)
    }

    /// Runs a statement with parameters; returns the rows it produced.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.all()
    }

    /// Runs `body` in one transaction (BEGIN IMMEDIATE, so a second writer waits at the start
    /// rather than failing midway); rolls back on any error.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    public var userVersion: Int {
        get throws(SQLiteError) { try run("PRAGMA user_version").first?.first?.int ?? 0 }
    }

    public var changes: Int { Int(sqlite3_changes(handle)) }
}
