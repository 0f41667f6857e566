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

    /// The day a daily run reports: the one asked, else the newest the source has (yesterday in Seoul,
    /// or a recording's last day); a recording's day must be one it holds, KOFIC's not in the future.
    public static func day(_ asked: CalendarDate?, recorded: RecordedSource?, latest: CalendarDate) throws -> CalendarDate {
        if let recorded, let last = recorded.days.last {
            let day = asked ?? last
            guard recorded.days.contains(day) else { throw ArchiveQuestionError.notRecorded(day, recorded: recorded.days) }
            return day
        }
        let day = asked ?? latest
        if day > latest { throw RequestError.dateInFuture(requested: day, latest: latest) }
        return day
    }

    /// A backfill's days: from the first asked (a recording's first by default) to the last asked (else
    /// the newest the source has); forwards, and not in the future.
    public static func range(from: CalendarDate?, to: CalendarDate?, recorded: RecordedSource?, latest: CalendarDate) throws -> (from: CalendarDate, to: CalendarDate) {
        guard let from = from ?? recorded?.days.first else { throw ArchiveQuestionError.missing("backfill", "--from") }
        let to = to ?? recorded?.days.last ?? latest
        if to > latest { throw RequestError.dateInFuture(requested: to, latest: latest) }
        _ = try DayRange.checked(from: from, to: to)
        return (from, to)
    }

    /// The days a daily run re-checks: `days` when asked for, else the default window when the run
    /// reports the newest day KOFIC has (the scheduled run), else none.
    /// A recording is not re-checked unless asked (`--recheck-days`): it never changes.
    public static func recheck(reporting day: CalendarDate, latest: CalendarDate, days: Int?, recorded: RecordedSource? = nil) -> RecheckWindow? {
        guard days != nil || (day == latest && recorded == nil) else { return nil }
        return RecheckWindow(days: days ?? RecheckWindow.defaultDays)
    }
}
