import Foundation

/// The migrations an archive has applied, recorded by name in `boxoffice_migrations` (GRDB's
/// `grdb_migrations`), with the store's counter kept as a mirror of their number: SQLite's
/// `user_version`, PostgreSQL's `schema_version`. A migration's identity is its name; the counter
/// stays what a boxoffice of before the names, `archive check` and a newer-schema refusal read.
struct MigrationLedger: Sendable, Hashable {
    /// The table of names, in the dialect both stores speak (`applied_at` NULL: applied before the
    /// names were recorded, by a boxoffice that counted only).
    static let table = "boxoffice_migrations"
    static let createTable = """
        CREATE TABLE IF NOT EXISTS boxoffice_migrations (
            name       TEXT NOT NULL PRIMARY KEY,
            applied_at BIGINT                -- Unix seconds, NULL when recorded from the counter
        )
        """
    static let record = "INSERT INTO boxoffice_migrations (name, applied_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"
    static let forget = "DELETE FROM boxoffice_migrations WHERE name = ?"

    /// The names recorded; nil when the archive has no table of names yet (today's archives).
    let recorded: Set<String>?
    /// The store's counter.
    let mirror: Int

    /// What the archive has applied. Its records, unless the counter disagrees with their number: then
    /// something that knows only the counter wrote the archive last (a boxoffice of before the names,
    /// or a hand that set it back), and the counter is believed as it always was: the first `mirror`
    /// migrations.
    var applied: Set<String> {
        if let recorded, recorded.count == mirror { return recorded }
        return Set(ArchiveSchema.migrations.prefix(mirror).map(\.name))
    }

    /// The migrations a writer applies, in the schema's order.
    var pending: [ArchiveMigration] {
        let applied = self.applied
        return ArchiveSchema.migrations.filter { !applied.contains($0.name) }
    }

    /// Nothing for a writer to do: every migration applied and recorded by name, the counter agreeing.
    var isCurrent: Bool { recorded != nil && recorded == applied && pending.isEmpty }

    /// The names to record (with no time: they were applied before) and to forget, to make the
    /// records say what `applied` says.
    var reconciliation: (record: [String], forget: [String]) {
        let applied = self.applied, recorded = self.recorded ?? []
        return (ArchiveSchema.migrations.map(\.name).filter { applied.contains($0) && !recorded.contains($0) },
                recorded.subtracting(applied).sorted())
    }

    /// Refuses an archive a newer boxoffice wrote: a counter past this schema's, or a recorded
    /// migration this boxoffice does not know.
    func refuseNewer(shownAs address: String) throws(ArchiveError) {
        let known = Set(ArchiveSchema.migrations.map(\.name))
        if mirror > ArchiveSchema.currentVersion || !applied.isSubset(of: known) {
            throw .newerSchema(path: address, found: max(mirror, ArchiveSchema.currentVersion + 1), supported: ArchiveSchema.currentVersion)
        }
    }

    /// What a reader says the next writer does (nil: nothing).
    var pendingMigration: PendingMigration? {
        isCurrent ? nil : PendingMigration(found: mirror, names: pending.map(\.name))
    }
}

extension ArchiveSession {
    /// The archive's ledger, read without changing anything.
    func migrationLedger() throws -> MigrationLedger {
        let recorded = try hasTable(MigrationLedger.table)
            ? Set(try query("SELECT name FROM boxoffice_migrations").compactMap { $0.first?.string })
            : nil
        return MigrationLedger(recorded: recorded, mirror: try schemaVersion())
    }

    /// Makes the records say what the ledger's `applied` says (the table made when missing): today's
    /// archives get the names their counter implies, an archive set back by hand forgets the later ones.
    func reconcile(_ ledger: MigrationLedger) throws {
        try query(MigrationLedger.createTable)
        let (record, forget) = ledger.reconciliation
        for name in record { try query(MigrationLedger.record, [.text(name), .null]) }
        for name in forget { try query(MigrationLedger.forget, [.text(name)]) }
    }

    /// Applies one migration (its SQL run by `schema`, in the store's dialect) and records its name;
    /// the store moves its counter.
    func apply(_ migration: ArchiveMigration, schema: () throws -> Void) throws {
        try schema()
        try migration.fill?(self)
        try query(MigrationLedger.record, [.text(migration.name), .integer(Int64(Date().timeIntervalSince1970))])
    }
}
