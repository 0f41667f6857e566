import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A prepared statement, finalized when released.
public final class SQLiteStatement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase
    let sql: String

    init(statement: OpaquePointer, database: SQLiteDatabase, sql: String) {
        self.statement = statement
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(statement) }

    /// Binds values to the parameters in order (1-based in SQLite), after a reset.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        try database.check(sqlite3_reset(statement), sql: sql)
        try database.check(sqlite3_clear_bindings(statement), sql: sql)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let v): code = sqlite3_bind_int64(statement, index, v)
            case .real(let v): code = sqlite3_bind_double(statement, index, v)
            case .text(let v): code = sqlite3_bind_text(statement, index, v, -1, csqlite_transient())
            }
            try database.check(code, sql: sql)
        }
    }

    /// Steps once: the row it stands on, read column by column as asked (`SQLiteRow`: nothing made
    /// that is not asked for), or nil when done.
    public func stepRow() throws(SQLiteError) -> SQLiteRow? {
        let code = try database.check(sqlite3_step(statement), sql: sql)
        return code & 0xFF == SQLITE_ROW ? SQLiteRow(statement: statement) : nil
    }

    /// Steps once: the row, or nil when done.
    public func step() throws(SQLiteError) -> [SQLiteValue]? {
        try stepRow().map { row in (0..<row.count).map(row.value) }
    }

    public func all() throws(SQLiteError) -> [[SQLiteValue]] {
        var rows: [[SQLiteValue]] = []
        while let row = try step() { rows.append(row) }
        return rows
    }

    /// Binds and runs to completion (for writes reused in a loop).
    public func run(_ values: [SQLiteValue]) throws(SQLiteError) {
        try bind(values)
        while try step() != nil {}
    }

}

/// The row a statement stands on: each column read when asked, valid until the statement steps
/// again (a scan of thousands of rows makes no string it does not look at).
public struct SQLiteRow {
    fileprivate let statement: OpaquePointer

    /// How many columns the row has.
    public var count: Int { Int(sqlite3_column_count(statement)) }

    /// The column as a value (text decoded).
    public func value(_ column: Int) -> SQLiteValue {
        let index = Int32(column)
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .null }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))), as: UTF8.self))
        default: return .null
        }
    }

    /// The column as an integer, read as such (no value made); nil unless SQLite holds an integer there.
    public func integer(_ column: Int) -> Int64? {
        let index = Int32(column)
        return sqlite3_column_type(statement, index) == SQLITE_INTEGER ? sqlite3_column_int64(statement, index) : nil
    }

    /// Whether the column is text with `text`'s bytes, compared where SQLite keeps them.
    public func text(_ column: Int, equals text: String) -> Bool {
        compareText(column, with: text) == 0
    }

    /// How the column's text orders against `text`, byte by byte where SQLite keeps it (negative:
    /// before; UTF-8's byte order is its code points' order); nil when the column is not text.
    public func compareText(_ column: Int, with text: String) -> Int? {
        let index = Int32(column)
        guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let bytes = sqlite3_column_text(statement, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, index))
        var text = text
        return text.withUTF8 { other in
            let common = Swift.min(count, other.count)
            let order = common == 0 ? 0 : Int(memcmp(bytes, other.baseAddress!, common))
            return order != 0 ? order : count - other.count
        }
    }
}
