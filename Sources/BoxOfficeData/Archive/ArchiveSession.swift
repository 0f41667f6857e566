import BoxOfficeDomain
import BoxOfficeInfrastructure

/// One store's connection as the archive's shared SQL uses it. The SQL is the dialect SQLite and
/// PostgreSQL share: `?` or `?N` placeholders (a PostgreSQL session numbers them `$N`), upserts as
/// `ON CONFLICT … DO UPDATE`, no store-specific functions.
protocol ArchiveSession: AnyObject {
    /// Runs one statement with its values bound; returns the rows.
    @discardableResult
    func query(_ sql: String, _ values: [ArchiveValue]) throws -> [[ArchiveValue]]
    /// Runs one statement and hands `row` each row as it comes (no array of all of them: for long reads).
    func scan(_ sql: String, _ values: [ArchiveValue], _ row: ([ArchiveValue]) throws -> Void) throws
    /// The same, each row's columns read as `row` asks (SQLite: off the statement, no value made
    /// that is not asked for): for the longest reads.
    func scanRows(_ sql: String, _ values: [ArchiveValue], _ row: (ArchiveRow) throws -> Void) throws
    /// Runs `body` as one transaction, holding the write lock of `key` (a day or a week) against other
    /// processes; rolled back when `body` throws.
    func transaction<T>(locking key: ArchiveLockKey?, _ body: () throws -> T) throws -> T
    /// The table's columns, in their order.
    func columns(of table: ArchiveTable) throws -> [String]
    /// The schema version recorded in the store (`PRAGMA user_version`, the schema-version table):
    /// the number of migrations applied, a mirror of `boxoffice_migrations`.
    func schemaVersion() throws -> Int
    /// Whether the store holds a table of this name.
    func hasTable(_ name: String) throws -> Bool
    /// The store's own integrity check of its files or catalog: the problems found, none when sound.
    func storeIntegrityProblems() throws -> [String]
    /// Brings the planner's statistics up to date after a bulk load (`archive copy`): PostgreSQL also
    /// marks the pages all-visible, so the market's index-only scans need not visit the table.
    func refreshStatistics() throws
}

extension ArchiveSession {
    func scan(_ sql: String, _ values: [ArchiveValue], _ row: ([ArchiveValue]) throws -> Void) throws {
        try query(sql, values).forEach(row)
    }

    func scanRows(_ sql: String, _ values: [ArchiveValue], _ row: (ArchiveRow) throws -> Void) throws {
        try scan(sql, values) { try row(ArchiveRow($0)) }
    }

    @discardableResult
    func query(_ sql: String) throws -> [[ArchiveValue]] { try query(sql, []) }
    func transaction<T>(_ body: () throws -> T) throws -> T { try transaction(locking: nil, body) }
}

/// What a write transaction locks: the day or week it rewrites (other days go on in parallel).
enum ArchiveLockKey: Hashable, Sendable {
    case day(CalendarDate)
    case week(WeeklyKind, CalendarDate)
}

/// One row of `scanRows`, valid while `row` runs: off a SQLite statement (each column read when
/// asked) or off a row's values (PostgreSQL's, already read).
struct ArchiveRow {
    private enum Source {
        case sqlite(SQLiteRow)
        case values([ArchiveValue])
    }
    private let source: Source

    init(_ row: SQLiteRow) { source = .sqlite(row) }
    init(_ values: [ArchiveValue]) { source = .values(values) }

    var count: Int {
        switch source {
        case .sqlite(let row): row.count
        case .values(let values): values.count
        }
    }

    subscript(column: Int) -> ArchiveValue {
        switch source {
        case .sqlite(let row): ArchiveValue(row.value(column))
        case .values(let values): values[column]
        }
    }

    /// Whether the column is `text`, without making a string of it (SQLite's bytes compared).
    func string(_ column: Int, equals text: String) -> Bool {
        switch source {
        case .sqlite(let row): row.text(column, equals: text)
        case .values(let values): values[column].string == text
        }
    }

    /// Whether the column is text ordered at or after `text`, byte by byte (ISO dates), without
    /// making a string of it; false when it is not text.
    func string(_ column: Int, isAtLeast text: String) -> Bool {
        switch source {
        case .sqlite(let row): (row.compareText(column, with: text) ?? -1) >= 0
        case .values(let values): values[column].string.map { !$0.utf8.lexicographicallyPrecedes(text.utf8) } ?? false
        }
    }

    /// The column as an integer (`ArchiveValue.int`), read off SQLite's statement as one when it is.
    func int(_ column: Int) -> Int? {
        switch source {
        case .sqlite(let row): row.integer(column).map(Int.init) ?? ArchiveValue(row.value(column)).int
        case .values(let values): values[column].int
        }
    }
}
