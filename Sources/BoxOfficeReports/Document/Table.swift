/// Rows of cells under named columns.
public struct Table: Sendable, Hashable {
    public var columns: [Column]
    public var rows: [[Cell]]
    /// Said under the table where a narrow screen hides its non-essential columns.
    public var narrowNote: String?
    /// On a phone, one card per row (each cell under its column's title) instead of columns: for
    /// tables of prose (titles, companies, genres) that columns would wrap letter by letter.
    public var cardsWhenNarrow = false

    public init(columns: [Column], rows: [[Cell]], narrowNote: String? = nil) {
        precondition(rows.allSatisfy { $0.count == columns.count }, "every row needs one cell per column")
        self.columns = columns
        self.rows = rows
        self.narrowNote = narrowNote
    }
}

public struct Column: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case leading, trailing }

    /// The heading people read.
    public var title: String
    /// The snake_case name machines read (CSV header, JSON key).
    public var key: String
    public var alignment: Alignment
    /// Prose that may wrap over lines (titles, names); other cells stay on one line.
    public var wraps: Bool
    /// Shown on a phone too; the others appear on a wider screen (HTML only: Markdown, CSV and
    /// JSON always have every column).
    public var essential: Bool

    public init(_ title: String, key: String, alignment: Alignment = .leading, wraps: Bool = false, essential: Bool = true) {
        self.title = title
        self.key = key
        self.alignment = alignment
        self.wraps = wraps
        self.essential = essential
    }
}
