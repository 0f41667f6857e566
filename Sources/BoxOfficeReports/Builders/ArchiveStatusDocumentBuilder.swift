import BoxOfficeDomain

/// What an archive holds, as an assistant (or a reader) is told it: where it lives (never with a
/// password), its days, movies, revisions and weeks, and what happens to a day it lacks.
public struct ArchiveStatus: Hashable, Sendable {
    public var store: String
    /// The address with any password as `***`.
    public var address: String
    public var schemaVersion: Int
    public var days: Int
    public var firstDay: CalendarDate?
    public var lastDay: CalendarDate?
    public var moviesWithDetails: Int
    public var revisedDays: Int
    public var keptRevisions: Int
    public var weeklyCharts: Int
    /// A day or movie the archive lacks is fetched from KOFIC (a key is set, or the sample).
    public var fetchesMissing: Bool

    public init(store: String, address: String, schemaVersion: Int, days: Int, firstDay: CalendarDate?, lastDay: CalendarDate?,
                moviesWithDetails: Int, revisedDays: Int, keptRevisions: Int, weeklyCharts: Int, fetchesMissing: Bool) {
        self.store = store
        self.address = address
        self.schemaVersion = schemaVersion
        self.days = days
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.moviesWithDetails = moviesWithDetails
        self.revisedDays = revisedDays
        self.keptRevisions = keptRevisions
        self.weeklyCharts = weeklyCharts
        self.fetchesMissing = fetchesMissing
    }
}

public struct ArchiveStatusDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    public func build(_ status: ArchiveStatus) -> ReportDocument {
        let l = language
        let cells: [(key: String, shown: String, cell: Cell)] = [
            ("store", status.store, .text(status.store)),
            ("address", status.address, .text(status.address)),
            ("schema_version", String(status.schemaVersion), .integer(status.schemaVersion)),
            ("days_archived", NumberFormat.grouped(status.days), .integer(status.days)),
            ("first_day", status.firstDay?.iso ?? "–", status.firstDay.map { .text($0.iso) } ?? .empty),
            ("last_day", status.lastDay?.iso ?? "–", status.lastDay.map { .text($0.iso) } ?? .empty),
            ("movies_with_details", NumberFormat.grouped(status.moviesWithDetails), .integer(status.moviesWithDetails)),
            ("revised_days", NumberFormat.grouped(status.revisedDays), .integer(status.revisedDays)),
            ("kept_revisions", NumberFormat.grouped(status.keptRevisions), .integer(status.keptRevisions)),
            ("weekly_charts", NumberFormat.grouped(status.weeklyCharts), .integer(status.weeklyCharts)),
            ("fetches_missing", l.term(status.fetchesMissing ? "fetches_missing_yes" : "fetches_missing_no"),
             Cell(display: String(status.fetchesMissing), value: .boolean(status.fetchesMissing))),
        ]
        return ReportDocument(
            language: l.code, title: l.term("archive_status_title"), dataTitle: ReportLanguage.english.term("archive_status_title"),
            metadata: [l.labeled("generated", generatedAt)],
            blocks: [.definitionList(cells.map { l.labeled($0.key, $0.shown) })],
            dataset: Table(columns: cells.map { Column($0.key, key: $0.key) }, rows: [cells.map(\.cell)])
        )
    }
}
