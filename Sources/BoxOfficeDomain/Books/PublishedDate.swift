/// When a book was published, as precisely as the source says: a year, a month or a day.
public struct PublishedDate: Hashable, Sendable, CustomStringConvertible {
    public enum Precision: Sendable, Hashable { case year, month, day }

    public let year: Int
    public let month: Int?
    public let day: Int?

    public var precision: Precision { day != nil ? .day : month != nil ? .month : .year }

    /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; nil for anything else or an impossible date.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4, let year = Int(parts[0]), year > 0 else { return nil }
        self.year = year
        if parts.count >= 2 {
            guard parts[1].count == 2, let month = Int(parts[1]), (1...12).contains(month) else { return nil }
            self.month = month
        } else {
            month = nil
        }
        if parts.count == 3 {
            guard parts[2].count == 2, let day = Int(parts[2]), CalendarDate(year: year, month: month!, day: day) != nil else { return nil }
            self.day = day
        } else {
            day = nil
        }
    }

    /// At its precision: `2019`, `2019-05` or `2019-05-21`.
    public var description: String {
        let y = String(year), m = month.map { $0 < 10 ? "0\($0)" : "\($0)" }, d = day.map { $0 < 10 ? "0\($0)" : "\($0)" }
        return [y, m, d].compactMap { $0 }.joined(separator: "-")
    }
}
