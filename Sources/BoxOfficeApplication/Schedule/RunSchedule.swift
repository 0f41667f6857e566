import BoxOfficeDomain
import Foundation

/// The schedule's memory and its log: the state file and the cron log (which the adapter keeps
/// bounded and free of secrets).
public protocol ScheduleJournal: Sendable {
    func state() throws -> ScheduleState
    func save(_ state: ScheduleState) throws
    /// Appends one line to the log.
    func append(_ line: String) throws
}

/// One run the schedule starts: a due pass, or (without `--when-due`) the chart of now.
public struct ScheduledRun: Hashable, Sendable {
    public enum Job: String, Sendable {
        case daily, weekly
    }

    public var job: Job
    /// The due pass it is (nil: run now, as the systemd timers and manual runs do; not remembered).
    public var pass: SchedulePass?
    /// The list it publishes: the national one, or a segment's or a region's.
    public var list: ChartList

    public init(job: Job, pass: SchedulePass?, list: ChartList = .all) {
        self.job = job
        self.pass = pass
        self.list = pass?.chart.list ?? list
    }
}

/// How one scheduled run ended: its exit status and its one-line `key=value` summary.
public struct ScheduledRunEnd: Sendable {
    public var status: Int32
    public var summary: String
    /// KOFIC had no list yet for the pass's chart: the call did not fail, and the next one asks again.
    public var noListYet: Bool

    public init(status: Int32, summary: String, noListYet: Bool = false) {
        (self.status, self.summary, self.noListYet) = (status, summary, noListYet)
    }
}

/// Runs one scheduled run to its end.
public protocol ScheduledRunner: Sendable {
    func run(_ run: ScheduledRun) async -> ScheduledRunEnd
}

/// What cron runs every 30 minutes: the passes due on Seoul's clock, one log line each, the
/// successful ones remembered so each runs once (a failed one runs again at the next call).
public struct RunSchedule: Sendable {
    let journal: any ScheduleJournal
    let runner: any ScheduledRunner
    let clock: any TimeSource
    /// The segments' and regions' lists published besides the national one, each at the same passes.
    let lists: [ChartList]
    /// One schedule at a time: its lock, and how the log names it.
    let lock: (locks: any RunLocking, shown: String)
    let calendar = SeoulCalendar()

    public init(journal: any ScheduleJournal, runner: any ScheduledRunner, clock: any TimeSource, lists: [ChartList] = [],
                lock: (locks: any RunLocking, shown: String) = (NoRunLocks(), "")) {
        self.journal = journal
        self.runner = runner
        self.clock = clock
        self.lists = lists.filter { !$0.isWholeMarket }
        self.lock = lock
    }

    /// `lapsedLists` then `execute`, holding the schedule's lock; when another schedule holds it,
    /// logs so (`skipped`) and throws `ScheduleBusy`. The lapsed charts' keys are returned, to be said.
    public func executeExclusively(_ runs: [ScheduledRun], sayingLapsed: Bool = false) async throws -> (status: Int32, lapsed: [String]) {
        guard let lease = try await lock.locks.acquire(waitingUpTo: 0) else {
            try skipped(lock: lock.shown)
            throw ScheduleBusy(lock: lock.shown)
        }
        defer { lease.release() }
        let lapsed = sayingLapsed ? try lapsedLists() : []
        return (try await execute(runs), lapsed)
    }

    /// Whether a chart waiting for its list is no longer due (`lapsedLists` would say it).
    public func hasLapsedLists() throws -> Bool {
        let current = Set(DuePasses.charts(at: clock.now(), lists: lists, calendar: calendar).map(\.key))
        return try journal.state().waiting.contains { !current.contains($0) }
    }

    /// The runs due now (`whenDue`), else the chart asked for, of the national list and then each other list.
    public func runs(whenDue: Bool, weekly: Bool) throws -> [ScheduledRun] {
        guard whenDue else { return ([.all] + lists).map { ScheduledRun(job: weekly ? .weekly : .daily, pass: nil, list: $0) } }
        return DuePasses.at(clock.now(), state: try journal.state(), lists: lists, calendar: calendar).map { pass in
            if pass.chart.range != nil { return ScheduledRun(job: .weekly, pass: pass) }
            return ScheduledRun(job: .daily, pass: pass)
        }
    }

    /// Runs each in turn and logs `start=… end=… [pass=…] SUMMARY`; returns the last failure's
    /// status, or 0. A pass whose list KOFIC has not published yet is no failure: logged, remembered
    /// as waiting, and asked for again at the next call.
    public func execute(_ runs: [ScheduledRun]) async throws -> Int32 {
        var final: Int32 = 0
        for run in runs {
            let start = calendar.logTimestamp(clock.now())
            let end = await runner.run(run)
            let label = run.pass.map { " pass=\($0.logLabel)" } ?? ""
            try journal.append("start=\(start) end=\(calendar.logTimestamp(clock.now()))\(label) \(end.summary)")
            if end.noListYet {
                if let pass = run.pass {
                    var state = try journal.state()
                    state.waitingForList(pass)
                    try journal.save(state)
                }
            } else if end.status != 0 {
                final = end.status
            } else if let pass = run.pass {
                var state = try journal.state()
                state.done(pass)
                try journal.save(state)
            }
        }
        return final
    }

    /// The charts a pass waited for in vain: KOFIC had no list for them through their last due call,
    /// and they are not due any more (Seoul's day, or week, moved on). Each is logged once
    /// (`status=66 … KOFIC published no list for DATE`) and its key returned once, to be said once.
    func lapsedLists() throws -> [String] {
        var state = try journal.state()
        let current = Set(DuePasses.charts(at: clock.now(), lists: lists, calendar: calendar).map(\.key))
        let lapsed = state.waiting.filter { !current.contains($0) }
        guard !lapsed.isEmpty else { return [] }
        for key in lapsed {
            try journal.append("\(calendar.logTimestamp(clock.now())) status=66 KOFIC published no list for \(key)")
            state.lapsed(key)
        }
        try journal.save(state)
        return lapsed
    }

    /// The line logged when another run holds the schedule's lock.
    public func skipped(lock: String) throws {
        try journal.append("\(calendar.logTimestamp(clock.now())) status=75 skipped: another run holds \(lock)")
    }

    public var now: String { calendar.logTimestamp(clock.now()) }
}

/// Another schedule holds the schedule's lock: this one did nothing.
public struct ScheduleBusy: Error, Hashable, Sendable {
    public var lock: String

    public init(lock: String) { self.lock = lock }
}
