/// Why the archive cannot be used.
public enum ArchiveError: Error, Hashable, Sendable {
    /// `history` was asked of an archive file that does not exist.
    case missing(path: String)
    /// The file is not a SQLite database, or is damaged.
    case unreadable(path: String, reason: String)
    /// Written by a newer boxoffice: this binary knows schema versions up to `supported`.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file or its folder cannot be created or written (permissions, full disk, read-only).
    case cannotWrite(path: String, reason: String)
    /// Another process held the write lock past the busy timeout.
    case busy(path: String)
    /// The archive's server cannot be reached or refused the connection (`address` without its password).
    case unreachable(address: String, reason: String)
}
