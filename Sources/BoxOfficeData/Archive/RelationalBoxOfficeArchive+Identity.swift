import BoxOfficeDomain
import Foundation

/// The archive's identity (`archive_identity`): made once by its migration, read by the site's runs.
extension RelationalBoxOfficeArchive {
    /// The schema version that gave archives their identity.
    static let identitySchema = 12

    /// Nil for an archive of an older schema opened to read (its next writer's migration makes one).
    public func identity() async throws -> ArchiveIdentity? {
        try await read { db in
            guard try db.schemaVersion() >= Self.identitySchema else { return nil }
            return try db.query("SELECT identity FROM archive_identity WHERE one = 1").first?.first?.string.map(ArchiveIdentity.init)
        }
    }

    /// Gives the archive this identity instead of its own: a scratch archive of a recording, whose
    /// site is the same bytes on every machine.
    public func assignIdentity(_ identity: ArchiveIdentity) async throws {
        try await session { db in
            try db.query(ArchiveTable.archive_identity.upsert(columns: ["one", "identity", "made_at"]),
                         [.integer(1), .text(identity.value), .integer(0)])
        }
    }
}
