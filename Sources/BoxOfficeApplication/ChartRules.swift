import BoxOfficeDomain
import Foundation

/// The rules that turn a front end's question into a chart: which week "weekly" means and whether
/// a daily run asks KOFIC again for the days before. `report`, `weekly`, the schedule and the MCP
/// tools all ask here, so they cannot disagree.
public enum ChartRules {
    /// The week of `kind` holding `day`; by default the last complete one in Seoul at `now`. A
    /// recorded source (the bundled sample) names its own week (`recorded`) and may be any week;
    /// otherwise a week not over yet is refused.
    public static func week(_ kind: WeeklyKind, containing day: CalendarDate?, recorded: CalendarDate? = nil, at now: Date) throws -> WeekRange {
        let latest = kind.lastComplete(at: now)
        let range = kind.range(containing: day ?? recorded ?? latest.end)
        if recorded == nil, range.end > latest.end { throw RequestError.weekNotOver(requested: range, latest: latest) }
        return range
    }

    /// The days a daily run re-checks: `days` when asked for, else the default window when the run
    /// reports the newest day KOFIC has (the scheduled run), else none.
    public static func recheck(reporting day: CalendarDate, latest: CalendarDate, days: Int?) -> RecheckWindow? {
        guard days != nil || day == latest else { return nil }
        return RecheckWindow(days: days ?? RecheckWindow.defaultDays)
    }
}
