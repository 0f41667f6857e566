import BoxOfficeDomain
import Foundation

/// One pass of the schedule: a chart, first fetched from 07:30 (07:40 for the weekend) Seoul
/// time, fetched again from 12:30 (12:40) once KOFIC has corrected the morning's numbers.
public struct SchedulePass: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case first, repull
    }

    public var chart: Chart
    public var kind: Kind

    /// The state file's key: `2026-01-24` for a day, `weekend-2026-01-23` for a weekend.
    public var key: String { chart.name }

    /// The log's `pass=` value: `first`, `repull`, `weekend-first`, `weekend-repull`.
    public var logLabel: String {
        switch chart.period {
        case .daily: kind.rawValue
        case .weekly(let range): "\(range.kind.rawValue)-\(kind.rawValue)"
        }
    }
}

/// Which passes are done: the schedule's memory between calls, one `KEY PASS` line each
/// (`2026-01-24 first`, `weekend-2026-01-23 repull`), as the state file keeps it.
public struct ScheduleState: Hashable, Sendable {
    /// How many lines are kept besides the newest pass's (two weeks and more of days and weekends).
    public static let keptLines = 40

    public private(set) var lines: [String]

    public init(text: String = "") {
        lines = text.split(separator: "\n").map { String($0) }.filter { !$0.isEmpty }
    }

    public func isDone(_ key: String, _ kind: SchedulePass.Kind) -> Bool { lines.contains("\(key) \(kind.rawValue)") }

    /// Remembers a successful pass; a re-pull counts as the first pass too (a host that came up
    /// after 12:30 runs one pass, not two).
    public mutating func done(_ pass: SchedulePass) {
        lines = Array(lines.filter { !$0.hasPrefix(pass.key + " ") }.suffix(Self.keptLines))
        lines.append("\(pass.key) first")
        if pass.kind == .repull { lines.append("\(pass.key) repull") }
    }

    public var text: String { lines.map { $0 + "\n" }.joined() }
}

/// The schedule as a pure function of Seoul's clock and the state: which passes are due now.
///
/// Called every 30 minutes (cron, in any host zone): yesterday's first pass once from 07:30 Seoul
/// and its re-pull once from 12:30; the last complete weekend's chart once from Monday 07:40 and
/// again from 12:40. A pass not done (failed, or the host was down) is due at every later call
/// until it succeeds; after 12:30 only the re-pull is due, and it stands for both.
public enum DuePasses {
    public static let firstPass = 7 * 60 + 30
    public static let repull = 12 * 60 + 30
    public static let weekendFirstPass = 7 * 60 + 40
    public static let weekendRepull = 12 * 60 + 40

    public static func at(_ now: Date, state: ScheduleState, calendar: SeoulCalendar = SeoulCalendar()) -> [SchedulePass] {
        var passes: [SchedulePass] = []
        let minute = calendar.minuteOfDay(at: now)
        let yesterday = Chart.daily(calendar.yesterday(at: now))
        if let kind = due(minute, first: firstPass, repull: repull, key: yesterday.name, state: state) {
            passes.append(SchedulePass(chart: yesterday, kind: kind))
        }
        let today = calendar.today(at: now)
        let weekend = Chart.weekly(WeeklyKind.weekend.lastComplete(at: now))
        // Minutes since this week's Monday 00:00 in Seoul.
        let weekMinute = (today.weekday.rawValue - 1) * 1440 + minute
        if let kind = due(weekMinute, first: weekendFirstPass, repull: weekendRepull, key: weekend.name, state: state) {
            passes.append(SchedulePass(chart: weekend, kind: kind))
        }
        return passes
    }

    private static func due(_ minute: Int, first: Int, repull: Int, key: String, state: ScheduleState) -> SchedulePass.Kind? {
        if minute >= repull, !state.isDone(key, .repull) { return .repull }
        if minute >= first, !state.isDone(key, .first) { return .first }
        return nil
    }
}
