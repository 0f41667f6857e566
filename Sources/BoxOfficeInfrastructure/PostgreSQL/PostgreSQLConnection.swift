#if os(Linux)
import CLibPQHeader
#else
import CLibPQ
#endif
import Foundation

/// What went wrong talking to PostgreSQL. Messages never hold the connection's password.
public enum PostgreSQLError: Error, Hashable, Sendable {
    /// The server could not be reached or refused the connection.
    case cannotConnect(reason: String)
    /// A statement failed: its SQLSTATE (`23505` unique violation, `40P01` deadlock…) and message.
    case failed(sqlState: String, message: String)
    /// The connection broke mid-session (server restarted, network gone).
    case connectionLost(reason: String)
}

/// One connection to a PostgreSQL server through libpq: parameterised statements (values always
/// bound, never interpolated), text results, NULL-safe reads, transactions. Not shared between
/// threads: its owner serialises its use.
public final class PostgreSQLConnection: @unchecked Sendable {
    private let connection: OpaquePointer
    private let pq: LibPQ

    /// Bounds on a stalled or busy server, unless the address (or the server's own settings) gives
    /// its own: connecting (libpq's `connect_timeout`, seconds), one statement, and the wait for a
    /// lock (another writer's transaction, its advisory lock on a day). A run's `--deadline` bounds
    /// the CLI's runs; these bound every connection, an MCP server's too.
    public static let connectTimeoutSeconds = 10
    public static let statementTimeout = "120s"
    public static let lockTimeout = "60s"

    /// - Parameter address: a libpq connection URI (`postgresql://user@host:5432/db`, `?host=/socket/dir`).
    ///   A password comes from the URI, `PGPASSWORD` or `~/.pgpass`, as libpq finds it.
    public init(address: String) throws(PostgreSQLError) {
        // The address comes after our connect_timeout, so its own value wins (libpq keeps the last).
        let names: [String] = ["connect_timeout", "dbname"], settings: [String] = [String(Self.connectTimeoutSeconds), address]
        let copies: [UnsafeMutablePointer<CChar>?] = (names + settings).map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let keywords: [UnsafePointer<CChar>?] = copies[..<names.count].map { UnsafePointer($0) } + [nil]
        let values: [UnsafePointer<CChar>?] = copies[names.count...].map { UnsafePointer($0) } + [nil]
        let pq = try LibPQ.shared.get()
        let opened = pq.connectdbParams(keywords, values, 1)
        guard let connection = opened else { throw .cannotConnect(reason: "out of memory") }
        guard pq.status(connection) == CONNECTION_OK else {
            let reason = Self.oneLine(pq.errorMessage(connection).map { String(cString: $0) } ?? "refused", hiding: address)
            pq.finish(connection)
            throw .cannotConnect(reason: reason)
        }
        self.connection = connection
        self.pq = pq
        // Dates travel as ISO text (YYYY-MM-DD) whatever the server's DateStyle.
        try run("SET DateStyle = 'ISO, YMD'")
        // Quiet NOTICEs (CREATE … IF NOT EXISTS): libpq would print them to stderr.
        try run("SET client_min_messages = warning")
        // Ours where nothing set one (PostgreSQL's default, 0, waits for ever).
        for (setting, value) in [("statement_timeout", Self.statementTimeout), ("lock_timeout", Self.lockTimeout)]
        where try run("SHOW \(setting)").first?.first == "0" {
            try run("SET \(setting) = '\(value)'")
        }
    }

    deinit { pq.finish(connection) }

    /// Runs one statement with `$1`, `$2`… bound to `parameters` (nil is NULL); returns the rows as text.
    @discardableResult
    public func run(_ sql: String, _ parameters: [String?] = []) throws(PostgreSQLError) -> [[String?]] {
        let copies = parameters.map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        let values = copies.map { UnsafePointer($0) }
        let result = values.withUnsafeBufferPointer { buffer in
            pq.execParams(connection, sql, Int32(parameters.count), nil, buffer.baseAddress, nil, nil, 0)
        }
        defer { pq.clear(result) }
        let status = pq.resultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            if pq.status(connection) != CONNECTION_OK {
                throw .connectionLost(reason: Self.oneLine(pq.errorMessage(connection).map { String(cString: $0) } ?? "closed", hiding: nil))
            }
            let state = pq.resultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? "?????"
            let message = (pq.resultErrorMessage(result).map { String(cString: $0) }).flatMap { $0.isEmpty ? nil : $0 }
                ?? pq.errorMessage(connection).map { String(cString: $0) } ?? "failed"
            throw .failed(sqlState: state, message: Self.oneLine(message, hiding: nil))
        }
        let rows = pq.ntuples(result), columns = pq.nfields(result)
        return (0..<rows).map { row in
            (0..<columns).map { column in
                pq.getisnull(result, row, column) == 1 ? nil : pq.getvalue(result, row, column).map { String(cString: $0) }
            }
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try run("BEGIN")
        do {
            let value = try body()
            try run("COMMIT")
            return value
        } catch {
            _ = try? run("ROLLBACK")
            throw error
        }
    }

    /// libpq's messages span lines; one line, and never the address (it may hold a password).
    static func oneLine(_ message: String, hiding address: String?) -> String {
        var text = message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let address, !address.isEmpty {
            text = text.replacingOccurrences(of: address, with: PostgreSQLAddress.redacted(address))
            // libpq quotes parts of a malformed address (a bad percent-escape, say): the password never.
            for secret in PostgreSQLAddress.passwords(in: address) where secret.count >= 1 {
                text = text.replacingOccurrences(of: secret, with: "***")
            }
        }
        return text
    }
}

/// A PostgreSQL archive's address: `postgresql://` or `postgres://` URIs.
public enum PostgreSQLAddress {
    public static func isPostgreSQL(_ address: String) -> Bool {
        let lower = address.lowercased()
        return lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://")
    }

    /// The passwords an address holds (user part, `password=`), as written and percent-decoded.
    static func passwords(in address: String) -> [String] {
        var found: [String] = []
        if let schemeEnd = address.range(of: "://") {
            let rest = address[schemeEnd.upperBound...]
            let authority = rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex)]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                found.append(String(authority[authority.index(after: colon)..<at]))
            }
        }
        var rest = address[...]
        while let range = rest.range(of: "password=", options: .caseInsensitive) {
            let end = rest[range.upperBound...].firstIndex(of: "&") ?? rest.endIndex
            found.append(String(rest[range.upperBound..<end]))
            rest = rest[end...]
        }
        return found.filter { !$0.isEmpty }.flatMap { [$0, $0.removingPercentEncoding].compactMap { $0 } }
    }

    /// The address as it may be printed: a password replaced by `***`, in the user part
    /// (`postgresql://user:***@host/db`) and in a `password=` query parameter.
    public static func redacted(_ address: String) -> String {
        var text = address
        if let schemeEnd = text.range(of: "://") {
            let rest = text[schemeEnd.upperBound...]
            let authority = rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex)]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                text = String(text[..<colon]) + ":***" + String(text[at...])
            }
        }
        var searchStart = text.startIndex
        while let range = text.range(of: "password=", options: .caseInsensitive, range: searchStart..<text.endIndex) {
            let end = text[range.upperBound...].firstIndex(of: "&") ?? text.endIndex
            text.replaceSubrange(range.upperBound..<end, with: "***")
            searchStart = text.index(range.upperBound, offsetBy: 3)
        }
        return text
    }
}
