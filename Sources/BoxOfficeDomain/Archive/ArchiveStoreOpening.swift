/// How an archive's store is opened: the data layer's SQLite file or PostgreSQL server. The
/// application's `OpenArchive` is its one caller: it decides when the archive's lock is held.
public protocol ArchiveStoreOpening: Sendable {
    associatedtype Archive: Sendable

    /// Opens the store, synchronously (the caller keeps it off Swift's cooperative threads).
    /// - Parameter readers: connections that read beside the writer's (0: one for everything).
    func open(_ mode: ArchiveOpenMode, readers: Int) throws -> Archive

    /// What a writer opening the store now would do to its schema, read without changing anything.
    func schemaState() throws -> ArchiveSchemaState
}

/// What an open is for.
public enum ArchiveOpenMode: Sendable, Hashable {
    /// Create the archive (its file, its tables) when missing; migrate an older schema.
    case create
    /// The archive must exist; an older schema is migrated.
    case existing
    /// The archive must exist and is only read, on a handle that cannot write: nothing is migrated.
    case reading
}

/// An archive's schema as a writer would find it.
public enum ArchiveSchemaState: Sendable, Hashable {
    /// Nothing to do.
    case current
    /// Older: the writer migrates it.
    case behind
    /// No archive yet: a writer that may create one creates it.
    case missing
}
