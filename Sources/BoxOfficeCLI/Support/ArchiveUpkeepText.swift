import BoxOfficeDomain
import BoxOfficeReports

/// The lines `archive copy` and `archive check` print.
enum ArchiveUpkeepText {
    /// The copy's table: each table's rows in the source and the destination.
    static func copied(_ tables: [CopiedTable], from: ArchiveLocation, to: ArchiveLocation) -> [String] {
        let width = max(tables.map(\.table.count).max() ?? 0, 5)
        /// `text` right-aligned in `width` columns.
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(width - text.count, 0)) + text }
        var lines = ["copied \(from.shown) → \(to.shown)", "  " + "table".padding(toLength: width, withPad: " ", startingAt: 0)
            + right("source", 12) + right("destination", 13)]
        for table in tables {
            let own = table.destination - table.source
            lines.append("  " + table.table.padding(toLength: width, withPad: " ", startingAt: 0)
                + right(NumberFormat.grouped(table.source), 12) + right(NumberFormat.grouped(table.destination), 13)
                + (own > 0 ? "  (\(NumberFormat.grouped(own)) of its own)" : "")
                + (table.differing > 0 ? "  \(NumberFormat.grouped(table.differing)) missing or different" : ""))
        }
        return lines
    }

    /// What an archive holds: its store, schema, days, movies, revisions, weeks and reading list.
    static func summary(_ summary: ArchiveSummary, of location: ArchiveLocation) -> [String] {
        let range = summary.firstDay.map { first in " (\(first.iso) to \(summary.lastDay?.iso ?? first.iso))" } ?? ""
        return [
            "archive \(location.shown)",
            "  store            \(location.isPostgreSQL ? "PostgreSQL" : "SQLite")",
            "  schema version   \(summary.schemaVersion)",
            "  days             \(NumberFormat.grouped(summary.days))\(range)",
            "  movies           \(NumberFormat.grouped(summary.movies)) with details",
            "  revisions        \(NumberFormat.grouped(summary.revisedDays)) days revised by KOFIC, "
                + "\(NumberFormat.grouped(summary.keptRevisions)) earlier versions kept",
            "  weekly charts    \(NumberFormat.grouped(summary.weeks))",
            "  reading list     \(NumberFormat.grouped(summary.readingList)) books",
        ]
    }
}
