/// How an archive's store is opened: the data layer's SQLite file or PostgreSQL server. The
/// application's `OpenArchive` is its one caller: it decides when the archive's lock is held.
public protocol ArchiveStoreOpening: Sendable {
    associatedtype Archive: ArchiveSchemaHandle
    /// The archive opened to read: a type with no write method, so a reader's front end cannot
    /// write it (compile time). A store whose handles all read and write may use its `Archive`.
    associatedtype Reader: ArchiveSchemaReading = Archive

    /// Opens the store once, synchronously (the caller keeps it off Swift's cooperative threads), its
    /// schema as found: the handle says whether a writer would change it (`schemaState`), and the
    /// caller changes it with `migrate()`, under the archive's lock.
    /// - Parameter readers: connections that read beside the writer's (0: one for everything).
    func open(_ mode: ArchiveOpenMode, readers: Int) throws -> Archive

    /// Opens the store once to read (`ArchiveOpenMode.reading`), its schema as found.
    func openReader(readers: Int) throws -> Reader
}

extension ArchiveStoreOpening where Reader == Archive {
    public func openReader(readers: Int) throws -> Archive { try open(.reading, readers: readers) }
}

/// An opened archive's schema, as a writer would find it: read only.
public protocol ArchiveSchemaReading: Sendable {
    /// As read when the handle was opened, or last migrated or read again.
    var schemaState: ArchiveSchemaState { get }
    /// Reads the schema's state again (a reading handle, after another connection migrated it).
    func readSchemaStateAgain() throws
}

/// An opened archive's schema, as a writer would find it, and changed by it.
public protocol ArchiveSchemaHandle: AnyObject, ArchiveSchemaReading {
    /// Brings the schema to the current one on this handle's connection (one opened to write; the
    /// caller holds the archive's lock).
    func migrate() throws
}

/// What an open is for.
public enum ArchiveOpenMode: Sendable, Hashable {
    /// Create the archive (its file) when missing, to be made by `migrate()`.
    case create
    /// The archive must exist.
    case existing
    /// The archive must exist and is only read, on a handle that cannot write: nothing is migrated.
    case reading
}

/// An archive's schema as a writer would find it.
public enum ArchiveSchemaState: Sendable, Hashable {
    /// Nothing to do.
    case current
    /// Older, or not made yet: the writer migrates it.
    case behind
}
