/// A failed SQLite call: the result code, SQLite's message and the SQL (never the bound values).
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The primary result code (`SQLITE_BUSY` = 5, `SQLITE_FULL` = 13, `SQLITE_NOTADB` = 26, …).
    public let code: Int32
    public let extendedCode: Int32
    public let message: String
    public let sql: String?

    public var description: String {
        "SQLite error \(code): \(message)" + (sql.map { " (in: \($0.prefix(120)))" } ?? "")
    }

    public var isBusy: Bool { code == 5 || code == 6 } // SQLITE_BUSY, SQLITE_LOCKED
    public var isNotADatabase: Bool { code == 26 || code == 11 } // SQLITE_NOTADB, SQLITE_CORRUPT
    public var isDiskFull: Bool { code == 13 }
    public var isCannotOpen: Bool { code == 14 }
    public var isReadOnly: Bool { code == 8 }
    public var isIOError: Bool { code == 10 }
}
