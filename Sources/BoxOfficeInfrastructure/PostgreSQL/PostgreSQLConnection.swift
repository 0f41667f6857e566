import Foundation

/// One connection to a PostgreSQL server through libpq: parameterised statements (values always
/// bound, never interpolated), text results, NULL-safe reads, transactions. Not shared between
/// threads: its owner serialises its use.
public final class PostgreSQLConnection: @unchecked Sendable {
    private let library: LibPQ
    private let connection: OpaquePointer

    /// - Parameter address: a libpq connection URI (`postgresql://user@host:5432/db`, `?host=/socket/dir`).
    public init(address: String) throws(PostgreSQLError) {
        switch LibPQ.shared {
        case .failure(let error): throw error
        case .success(let library): self.library = library
        }
        guard let connection = library.connectdb(address) else { throw .cannotConnect(reason: "out of memory") }
        guard library.status(connection) == LibPQ.connectionOK else {
            let reason = Self.oneLine(library.errorMessage(connection).map { String(cString: $0) } ?? "refused", hiding: address)
            library.finish(connection)
            throw .cannotConnect(reason: reason)
        }
        self.connection = connection
    }

    deinit { library.finish(connection) }

    /// Runs one statement with `$1`, `$2`… bound to `parameters` (nil is NULL); returns the rows as text.
    @discardableResult
    public func run(_ sql: String, _ parameters: [String?] = []) throws(PostgreSQLError) -> [[String?]] {
        let copies = parameters.map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        let values = copies.map { UnsafePointer($0) }
        let result = values.withUnsafeBufferPointer { buffer in
            library.execParams(connection, sql, Int32(parameters.count), nil, buffer.baseAddress, nil, nil, 0)
        }
        defer { library.clear(result) }
        let status = library.resultStatus(result)
        guard status == LibPQ.commandOK || status == LibPQ.tuplesOK else {
            let state = library.resultErrorField(result, LibPQ.sqlStateField).map { String(cString: $0) } ?? "?????"
            let message = (library.resultErrorMessage(result).map { String(cString: $0) }).flatMap { $0.isEmpty ? nil : $0 }
                ?? library.errorMessage(connection).map { String(cString: $0) } ?? "failed"
            throw .failed(sqlState: state, message: Self.oneLine(message, hiding: nil))
        }
        let rows = library.ntuples(result), columns = library.nfields(result)
        return (0..<rows).map { row in
            (0..<columns).map { column in
                library.getisnull(result, row, column) == 1 ? nil : library.getvalue(result, row, column).map { String(cString: $0) }
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
        var text = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if let address, !address.isEmpty { text = text.replacingOccurrences(of: address, with: PostgreSQLAddress.redacted(address)) }
        return text
    }
}

/// A PostgreSQL archive's address: `postgresql://` or `postgres://` URIs.
public enum PostgreSQLAddress {
    public static func isPostgreSQL(_ address: String) -> Bool {
        let lower = address.lowercased()
        return lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://")
    }

    /// The address as it may be printed: a password replaced by `***`, in the user part
    /// (`postgresql://user:***@host/db`) and in a `password=` query parameter.
    public static func redacted(_ address: String) -> String {
        var text = address
        if let schemeEnd = text.range(of: "://"), let at = text[schemeEnd.upperBound...].firstIndex(of: "@"),
           let colon = text[schemeEnd.upperBound..<at].firstIndex(of: ":") {
            text = String(text[..<colon]) + ":***" + String(text[at...])
        }
        if let range = text.range(of: "password=", options: .caseInsensitive) {
            let end = text[range.upperBound...].firstIndex(of: "&") ?? text.endIndex
            text.replaceSubrange(range.upperBound..<end, with: "***")
        }
        return text
    }
}
