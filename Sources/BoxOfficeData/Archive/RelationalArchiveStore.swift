import BoxOfficeDomain
import BoxOfficeInfrastructure

/// The archive at an address: a PostgreSQL server for a `postgresql://` or `postgres://` address,
/// else a SQLite file. The rest of the program sees the archive protocols only.
public struct RelationalArchiveStore: ArchiveStoreOpening {
    /// As given: may hold a password, so never printed.
    public let address: String

    public init(address: String) { self.address = address }

    /// Opened once, its schema as found: `OpenArchive` migrates it under the archive's lock.
    public func open(_ mode: ArchiveOpenMode, readers: Int) throws -> RelationalBoxOfficeArchive {
        PostgreSQLAddress.isPostgreSQL(address)
            ? try PostgreSQLBoxOfficeArchive(address: address, mode: mode, readers: readers, migrating: false)
            : try SQLiteBoxOfficeArchive(path: address, mode: mode, readers: readers, migrating: false)
    }

    /// Opened once to read, its schema as found: a reader, with no write method.
    public func openReader(readers: Int) throws -> ArchiveReader { ArchiveReader(try open(.reading, readers: readers)) }
}
