import BoxOfficeInfrastructure

/// Where the archive is, as `--archive` or `BOXOFFICE_ARCHIVE` name it: a SQLite file's path, or a
/// PostgreSQL address (`postgresql://USER@HOST:PORT/DB`, `postgres://…`, `?host=/socket/dir`).
struct ArchiveLocation: Hashable, Sendable {
    /// As given: may hold a password, so never printed.
    let address: String

    init(_ address: String) { self.address = address }

    var isPostgreSQL: Bool { PostgreSQLAddress.isPostgreSQL(address) }

    /// How output names it: the path, or the address with its password as `***`.
    var shown: String { isPostgreSQL ? PostgreSQLAddress.redacted(address) : address }

    /// The lock file that keeps two runs on this machine from writing a SQLite file at once; none for
    /// PostgreSQL, whose writers take turns day by day through the server's advisory locks.
    var lockPath: String? { isPostgreSQL ? nil : address + ".lock" }
}
