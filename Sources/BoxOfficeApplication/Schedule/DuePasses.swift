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

    /// The state file's key: `2026-01-24` for a day, `weekend-2026-01-23` for a weekend; a
    /// segment's or region's list before it (`korean-2026-01-24`, `region-0105001-weekend-2026-01-23`).
    public var key: String { listed(chart.name) }

    /// The log's `pass=` value: `first`, `repull`, `weekend-first`, `weekend-repull`; `korean-first` … for a segment.
    public var logLabel: String {
        switch chart.period {
        case .daily: listed(kind.rawValue)
        case .weekly(let range): listed("\(range.kind.rawValue)-\(kind.rawValue)")
        }
    }

    private func listed(_ text: String) -> String { chart.list.qualified(text) }
}

/// Which passes are done: the schedule's memory between calls, one `KEY PASS` line each
/// (`2026-01-24 first`, `weekend-2026-01-23 repull`), as the state file keeps it.
public struct ScheduleState: Hashable, Sendable {
    /// How many lines are kept besides the newest pass's: two weeks and more of days and weekends
    /// (40 lines) for the national list and as many for each of five more lists.
    public static let keptLines = 240

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

    /// Remembers that KOFIC had no list for the pass's chart yet (`KEY waiting`); its success or
    /// its lapse replaces the line.
    public mutating func waitingForList(_ pass: SchedulePass) {
        guard !lines.contains("\(pass.key) waiting") else { return }
        lines.append("\(pass.key) waiting")
    }

    /// The keys of charts still waiting for their list.
    public var waiting: [String] { lines.filter { $0.hasSuffix(" waiting") }.map { String($0.dropLast(" waiting".count)) } }

    /// The waiting chart's list never came while it was due (`KEY no-list`, said once).
    public mutating func lapsed(_ key: String) {
        lines = lines.map { $0 == "\(key) waiting" ? "\(key) no-list" : $0 }
    }

    /// The keys of charts whose list KOFIC never published while they were due.
    public var unpublished: [String] { lines.filter { $0.hasSuffix(" no-list") }.map { String($0.dropLast(" no-list".count)) } }

    public var text: String { lines.map { $0 + "\n" }.joined() }
}

/// The schedule as a pure function of Seoul's clock and the state: which passes are due now.
///
/// Called every 30 minutes (cron, in any host zone): yesterday's first pass once from 07:30 Seoul
/// and its re-pull once from 12:30; the last complete weekend's chart once from Monday 07:40 and
/// again from 12:40. A pass not done (failed, or the host was down) is due at every later call
/// until it succeeds; after 12:30 only the re-pull is due, and it stands for both. Each of the
/// segments' and regions' lists the schedule also publishes has the same passes, after the
/// national list's (whose run fetches the movies' details they share).
public enum DuePasses {
    public static let firstPass = 7 * 60 + 30
    public static let repull = 12 * 60 + 30
    public static let weekendFirstPass = 7 * 60 + 40
    public static let weekendRepull = 12 * 60 + 40

    /// The charts the passes are about at `now`, due or not: yesterday's and the last complete
    /// weekend's, of each list (as first passes).
    public static func charts(at now: Date, lists: [ChartList] = [], calendar: SeoulCalendar = SeoulCalendar()) -> [SchedulePass] {
        ([ChartList.all] + lists.filter { !$0.isWholeMarket }).flatMap { list in
            [SchedulePass(chart: .daily(calendar.yesterday(at: now), list: list), kind: .first),
             SchedulePass(chart: .weekly(WeeklyKind.weekend.lastComplete(at: now), list: list), kind: .first)]
        }
    }

    /// - Parameter lists: the segments' and regions' lists published besides the national one.
    public static func at(_ now: Date, state: ScheduleState, lists: [ChartList] = [], calendar: SeoulCalendar = SeoulCalendar()) -> [SchedulePass] {
        let minute = calendar.minuteOfDay(at: now)
        let today = calendar.today(at: now)
        // Minutes since this week's Monday 00:00 in Seoul.
        let weekMinute = (today.weekday.rawValue - 1) * 1440 + minute
        var daily: [SchedulePass] = [], weekly: [SchedulePass] = []
        for pass in charts(at: now, lists: lists, calendar: calendar) {
            if pass.chart.range == nil, let kind = due(minute, first: firstPass, repull: repull, pass: pass, state: state) {
                daily.append(SchedulePass(chart: pass.chart, kind: kind))
            } else if pass.chart.range != nil, let kind = due(weekMinute, first: weekendFirstPass, repull: weekendRepull, pass: pass, state: state) {
                weekly.append(SchedulePass(chart: pass.chart, kind: kind))
            }
        }
        return daily + weekly
    }

    private static func due(_ minute: Int, first: Int, repull: Int, pass: SchedulePass, state: ScheduleState) -> SchedulePass.Kind? {
        if minute >= repull, !state.isDone(pass.key, .repull) { return .repull }
        if minute >= first, !state.isDone(pass.key, .first) { return .first }
        return nil
    }
}
