import BoxOfficeDomain

/// Which chart a run publishes. A value: a new kind of chart (a region's, a forecast page) is a
/// new case with its fetch, archive and labels, never a new copy of the publishing sequence.
public enum Chart: Hashable, Sendable, CustomStringConvertible {
    /// One day's chart (KOFIC's daily box office).
    case daily(CalendarDate)
    /// A weekly chart: the weekend, the whole week or the weekdays.
    case weekly(WeekRange)

    /// The reports folder's subfolder (`daily`, `weekly`).
    public var folder: String {
        switch self {
        case .daily: "daily"
        case .weekly: "weekly"
        }
    }

    /// The reports' file name without its extension (`2026-01-25`, `weekend-2026-01-23`).
    public var name: String {
        switch self {
        case .daily(let date): date.iso
        case .weekly(let range): "\(range.kind.rawValue)-\(range.start.iso)"
        }
    }

    /// What messages call it: `report of 2026-01-25`, `weekend chart of 2026-01-23`.
    public var description: String {
        switch self {
        case .daily(let date): "report of \(date.iso)"
        case .weekly(let range): "\(range.kind.rawValue) chart of \(range.start.iso)"
        }
    }

    /// The earlier charts of the same kind a run asks KOFIC for again, oldest first (KOFIC corrects
    /// days long after them; its weekly charts are not re-checked).
    public func earlier(_ window: RecheckWindow) -> [Chart] {
        switch self {
        case .daily(let date): window.dates(before: date).map(Chart.daily)
        case .weekly: []
        }
    }

    /// Oldest first, a day before a week of the same start.
    var sortKey: (CalendarDate, Int) {
        switch self {
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
        case .daily(let report): .daily(report.date)
        case .weekly(let report): .weekly(report.range)
        }
    }

    public var rows: [DailyReport.Row] {
        switch self {
        case .daily(let report): report.rows
        case .weekly(let report): report.rows
        }
    }
}
