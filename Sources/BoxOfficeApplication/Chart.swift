import BoxOfficeDomain
import BoxOfficeReports

/// Which chart a run publishes: a period (a day, a week) of one of KOFIC's lists (the whole market's,
/// a segment's, a region's). A value that carries what varies — its folder and name, its list's
/// archive key and KOFIC filter (`ChartList`) — so that a new kind of chart is a new value and its
/// labels, never a new copy of the publishing sequence.
public struct Chart: Hashable, Sendable, CustomStringConvertible {
    public enum Period: Hashable, Sendable {
        /// One day's chart (KOFIC's daily box office).
        case daily(CalendarDate)
        /// A weekly chart: the weekend, the whole week or the weekdays.
        case weekly(WeekRange)
    }

    public var period: Period
    public var list: ChartList

    public init(_ period: Period, list: ChartList = .all) {
        self.period = period
        self.list = list
    }

    public static func daily(_ date: CalendarDate, list: ChartList = .all) -> Chart { Chart(.daily(date), list: list) }
    public static func weekly(_ range: WeekRange, list: ChartList = .all) -> Chart { Chart(.weekly(range), list: list) }

    /// The day of a daily chart.
    public var date: CalendarDate? { if case .daily(let date) = period { date } else { nil } }
    /// The range of a weekly chart.
    public var range: WeekRange? { if case .weekly(let range) = period { range } else { nil } }

    /// The chart's report files as the site map names them.
    public var page: SitePage {
        switch period {
        case .daily(let date): .daily(date, list: list)
        case .weekly(let range): .weeklyReport(range, list)
        }
    }

    /// The reports folder's subfolder: `daily`, `weekly`, or with the list's slug (`daily-korean`, `daily-region-0105001`).
    public var folder: String { page.folder ?? "" }

    /// The reports' file name without its extension (`2026-01-25`, `weekend-2026-01-23`).
    public var name: String { page.name }

    /// What messages call it: `report of 2026-01-25`, `weekend chart of 2026-01-23`, `korean report of 2026-01-25`.
    public var description: String {
        switch period {
        case .daily(let date): "\(list.messagePrefix)report of \(date.iso)"
        case .weekly(let range): "\(list.messagePrefix)\(range.kind.rawValue) chart of \(range.start.iso)"
        }
    }

    /// The earlier charts of the same kind a run asks KOFIC for again, oldest first (KOFIC corrects
    /// days long after them; its weekly charts and the segments' lists are not re-checked).
    public func earlier(_ window: RecheckWindow) -> [Chart] {
        guard case .daily(let date) = period, list.isRechecked else { return [] }
        return window.dates(before: date).map { Chart.daily($0) }
    }

    /// Oldest first, a day before a week of the same start.
    var sortKey: (CalendarDate, Int) {
        switch period {
        case .daily(let date): (date, 0)
        case .weekly(let range): (range.start, 1)
        }
    }
}

/// One fetched edition of a chart, with its movies' details (and, once archived, their history).
public enum ChartEdition: Sendable {
    case daily(DailyReport)
    case weekly(WeeklyReport)

    public var chart: Chart {
        switch self {
        case .daily(let report): .daily(report.date, list: report.list)
        case .weekly(let report): .weekly(report.range, list: report.list)
        }
    }

    public var rows: [DailyReport.Row] {
        switch self {
        case .daily(let report): report.rows
        case .weekly(let report): report.rows
        }
    }
}
