import Foundation

/// One version of a day as KOFIC served it and the archive kept it.
public struct DayRevision: Hashable, Sendable {
    /// A ranked movie's numbers in this version.
    public struct Row: Hashable, Sendable {
        public var code: MovieCode
        public var title: String
        public var numbers: [Field: Int]

        public init(code: MovieCode, title: String, numbers: [Field: Int]) {
            self.code = code
            self.title = title
            self.numbers = numbers
        }
    }

    /// The numbers a revision is made of, as the archive names them.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case rank, audience, audience_accumulated, sales, sales_accumulated, screens, shows
    }

    /// One number that changed from the previous revision (nil: the movie was not ranked in it).
    public struct Change: Hashable, Sendable {
        public var code: MovieCode
        public var title: String
        public var field: Field
        public var old: Int?
        public var new: Int?
    }

    public var revision: Int
    public var fetchedAt: Date
    public var rows: [Row]

    public init(revision: Int, fetchedAt: Date, rows: [Row]) {
        self.revision = revision
        self.fetchedAt = fetchedAt
        self.rows = rows
    }

    /// What differs from `previous`, movie by movie in this revision's order, field by field.
    public func changes(from previous: DayRevision) -> [Change] {
        let before = Dictionary(previous.rows.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(rows.map(\.code))
        var changes: [Change] = []
        for row in rows {
            for field in Field.allCases where before[row.code]?.numbers[field] != row.numbers[field] {
                changes.append(Change(code: row.code, title: row.title, field: field, old: before[row.code]?.numbers[field], new: row.numbers[field]))
            }
        }
        for row in previous.rows where !now.contains(row.code) {
            changes.append(Change(code: row.code, title: row.title, field: .rank, old: row.numbers[.rank], new: nil))
        }
        return changes
    }
}
