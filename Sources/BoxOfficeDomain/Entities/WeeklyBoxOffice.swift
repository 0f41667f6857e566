import Foundation

/// Which part of a week (Monday to Sunday) a weekly chart covers.
public enum WeeklyKind: String, CaseIterable, Hashable, Sendable {
    /// Friday to Sunday (주말): the headline of Monday's box-office news.
    case weekend
    /// Monday to Sunday (주간).
    case week
    /// Monday to Thursday (주중).
    case weekdays

    /// The kind's days in the Monday-to-Sunday week that holds `date`.
    public func range(containing date: CalendarDate) -> WeekRange {
        let monday = date.adding(days: -(date.weekday.rawValue - 1))
        switch self {
        case .weekend: return WeekRange(kind: self, start: monday.adding(days: 4), end: monday.adding(days: 6))
        case .week: return WeekRange(kind: self, start: monday, end: monday.adding(days: 6))
        case .weekdays: return WeekRange(kind: self, start: monday, end: monday.adding(days: 3))
        }
    }

    /// The newest range of this kind that is over in Seoul at `now` (a weekend after its Sunday,
    /// weekdays after their Thursday).
    public func lastComplete(at now: Date) -> WeekRange {
        let yesterday = SeoulCalendar().yesterday(at: now)
        let thisWeek = range(containing: yesterday)
        return thisWeek.end <= yesterday ? thisWeek : range(containing: yesterday.adding(days: -7))
    }
}

/// A weekly chart's days: its kind, first and last day.
public struct WeekRange: Hashable, Sendable, Comparable {
    public var kind: WeeklyKind
    public var start: CalendarDate
    public var end: CalendarDate

    public init(kind: WeeklyKind, start: CalendarDate, end: CalendarDate) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// The same kind of range a week earlier.
    public var previous: WeekRange { WeekRange(kind: kind, start: start.adding(days: -7), end: end.adding(days: -7)) }

    public static func < (lhs: WeekRange, rhs: WeekRange) -> Bool { (lhs.start, lhs.kind.rawValue) < (rhs.start, rhs.kind.rawValue) }
}

/// A ranked weekly chart: the numbers are the range's totals, the changes against the range before.
public struct WeeklyBoxOffice: Hashable, Sendable {
    public var range: WeekRange
    public var entries: [BoxOfficeEntry]

    public init(range: WeekRange, entries: [BoxOfficeEntry]) {
        self.range = range
        self.entries = entries.sorted { $0.rank < $1.rank }
    }
}

/// A weekly chart joined with its movies' details: what the weekly report shows.
public struct WeeklyReport: Hashable, Sendable {
    public var range: WeekRange
    public var rows: [DailyReport.Row]
    /// The month so far to the week's last day, from the archive's daily charts.
    public var market: MarketSoFar?
    /// Which of KOFIC's lists it is (a segment ranks within itself).
    public var list: ChartList

    public init(range: WeekRange, rows: [DailyReport.Row], market: MarketSoFar? = nil, list: ChartList = .all) {
        self.range = range
        self.rows = rows
        self.market = market
        self.list = list
    }
}

/// Where weekly charts come from.
public protocol WeeklyBoxOfficeRepository: Sendable {
    /// The chart of `kind` for the week that holds `date`; no entries when the source has none.
    func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList) async throws -> WeeklyBoxOffice
}

extension WeeklyBoxOfficeRepository {
    /// The whole market's chart.
    public func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate) async throws -> WeeklyBoxOffice {
        try await weeklyBoxOffice(kind, containing: date, list: .all)
    }
}
