/// What makes an archive the same archive wherever it is kept: a value made once, inside it, by the
/// migration that gives it its identity table (a `cp` of its file, or `archive copy`, carries it).
/// A site records the identity of the archive it is built from, so that another archive's run does
/// not write into it. Never a path, a host or a password: a site's manifest is published.
public struct ArchiveIdentity: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) { self.value = value }

    public var description: String { value }
}
