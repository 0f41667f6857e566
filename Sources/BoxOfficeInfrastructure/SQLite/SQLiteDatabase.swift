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
    public init(path: String, create: Bool = true, readOnly: Bool = false, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        self.path = path
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
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
