/// What an archive says of itself and checks, whichever store keeps it (`archive check`, `doctor`,
/// the MCP server's `archive_status`, a run stopped at its deadline).
public protocol ArchiveUpkeep: Sendable {
    /// The cheap figures: counts, the days' range, revisions (no integrity check).
    func summary() async throws -> ArchiveSummary
    /// The summary with every check: the store's own, the archive's rules, its derived data recomputed.
    func check() async throws -> ArchiveSummary
    /// Whether a caller is in the archive now (waiting for its turn, its lock or its server).
    var isBusy: Bool { get }
}

/// What `boxoffice archive check` reports of an archive.
public struct ArchiveSummary: Hashable, Sendable {
    public var schemaVersion: Int
    public var days: Int
    public var firstDay: CalendarDate?
    public var lastDay: CalendarDate?
    public var movies: Int
    /// Days KOFIC revised after their first fetch, and the earlier versions kept of them.
    public var revisedDays: Int
    public var keptRevisions: Int
    public var weeks: Int
    public var readingList: Int
    /// Rows per table.
    public var rows: [String: Int]
    /// What the store's own check and the archive's consistency checks found; empty when sound.
    public var problems: [String]

    public init(schemaVersion: Int, days: Int, firstDay: CalendarDate?, lastDay: CalendarDate?, movies: Int, revisedDays: Int,
                keptRevisions: Int, weeks: Int, readingList: Int, rows: [String: Int], problems: [String]) {
        (self.schemaVersion, self.days, self.firstDay, self.lastDay, self.movies) = (schemaVersion, days, firstDay, lastDay, movies)
        (self.revisedDays, self.keptRevisions, self.weeks, self.readingList, self.rows, self.problems) = (revisedDays, keptRevisions, weeks, readingList, rows, problems)
    }
}

/// One table's rows after `archive copy`, and what reading them back found.
public struct CopiedTable: Hashable, Sendable {
    public var table: String
    public var source: Int
    public var destination: Int
    /// Source rows read back from the destination by their key and compared value by value.
    public var compared: Int
    /// Of those, rows the destination lacks or holds with another value.
    public var differing: Int
    /// Every source row is in the destination with the same values (it may hold rows of its own,
    /// when it was not empty).
    public var verified: Bool { compared == source && differing == 0 }

    public init(table: String, source: Int, destination: Int, compared: Int, differing: Int) {
        (self.table, self.source, self.destination, self.compared, self.differing) = (table, source, destination, compared, differing)
    }
}

