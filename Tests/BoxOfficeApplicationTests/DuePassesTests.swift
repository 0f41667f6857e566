import BoxOfficeApplication
import BoxOfficeDomain
import Foundation
import Testing

/// The schedule as a pure function: called every 30 minutes for three weeks with every pass
/// succeeding, it runs each day's first pass at 07:30 and its re-pull at 12:30 Seoul, and the
/// weekend's at Monday 07:40 (so the 08:00 call) and 12:40 (the 13:00 call), and nothing else.
struct DuePassesTests {
    /// Seoul's `YYYY-MM-DD HH:MM` as an instant.
    static func seoul(_ day: CalendarDate, _ minute: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + minute * 60 - 9 * 3600))
    }

    @Test func threeWeeksOfHalfHoursRunEachPassOnceAtItsTime() {
        var state = ScheduleState(text: "weekend-2026-01-02 first\nweekend-2026-01-02 repull\n")
        let start = CalendarDate(year: 2026, month: 1, day: 12)! // a Monday
        var seen: [String] = []
        for day in 0..<21 {
            for half in 0..<48 {
                let date = start.adding(days: day)
                for pass in DuePasses.at(Self.seoul(date, half * 30), state: state) {
                    seen.append("\(date.iso) \(half / 2):\(half % 2 == 0 ? "00" : "30") \(pass.chart.name) \(pass.logLabel)")
                    state.done(pass)
                }
            }
        }
        #expect(seen.count == 21 * 2 + 3 * 2)
        #expect(seen.prefix(4) == ["2026-01-12 7:30 2026-01-11 first", "2026-01-12 8:00 weekend-2026-01-09 weekend-first",
                                   "2026-01-12 12:30 2026-01-11 repull", "2026-01-12 13:00 weekend-2026-01-09 weekend-repull"])
        #expect(seen.filter { $0.contains("weekend-first") } == ["2026-01-12 8:00 weekend-2026-01-09 weekend-first",
                                                                 "2026-01-19 8:00 weekend-2026-01-16 weekend-first",
                                                                 "2026-01-26 8:00 weekend-2026-01-23 weekend-first"])
        #expect(seen.filter { $0.hasSuffix(" first") }.allSatisfy { $0.contains(" 7:30 ") })
        #expect(seen.filter { $0.hasSuffix(" repull") && !$0.contains("weekend") }.allSatisfy { $0.contains(" 12:30 ") })
        #expect(state.lines.count <= ScheduleState.keptLines + 2)
    }

    /// Cron calls every half hour of the host's own clock, in any zone (these four: Seoul's date
    /// behind, equal and ahead): from Sunday 2026-01-25 00:00 to Monday 23:30 in Seoul, the passes
    /// due are yesterday's first pass at 07:30 and its re-pull at 12:30, the weekend's at Monday
    /// 08:00 and 13:00, each once (`CronScheduleTests` drives the same through the wrapper).
    @Test(arguments: ["UTC", "America/Los_Angeles", "Asia/Seoul", "Pacific/Kiritimati"])
    func everyHalfHourOfTwoDaysInAnyHostZoneRunsExactlyTheDuePasses(_ zone: String) throws {
        let host = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = host
        let first = Self.seoul(CalendarDate(year: 2026, month: 1, day: 25)!, 0)
        let last = Self.seoul(CalendarDate(year: 2026, month: 1, day: 26)!, 23 * 60 + 30)
        // The host's half hours (its clock's :00 and :30) that fall in those two Seoul days.
        let calls = stride(from: first.timeIntervalSince1970, through: last.timeIntervalSince1970, by: 60).map(Date.init(timeIntervalSince1970:))
            .filter { [0, 30].contains(calendar.component(.minute, from: $0)) && calendar.component(.second, from: $0) == 0 }
        #expect(calls.count == 96, "in \(zone)")
        var state = ScheduleState(text: "weekend-2026-01-16 first\nweekend-2026-01-16 repull\n")
        var working: [String] = [], runs: [String] = []
        for call in calls {
            let due = DuePasses.at(call, state: state)
            if !due.isEmpty { working.append(Self.seoulText(call)) }
            for pass in due {
                runs.append("\(pass.chart.name) \(pass.logLabel)")
                state.done(pass)
            }
        }
        #expect(working == ["2026-01-25 07:30", "2026-01-25 12:30", "2026-01-26 07:30", "2026-01-26 08:00", "2026-01-26 12:30",
                            "2026-01-26 13:00"], "in \(zone)")
        #expect(runs == ["2026-01-24 first", "2026-01-24 repull", "2026-01-25 first", "weekend-2026-01-23 weekend-first",
                         "2026-01-25 repull", "weekend-2026-01-23 weekend-repull"], "in \(zone)")
    }

    /// An instant as Seoul's `YYYY-MM-DD HH:MM`, computed without the code under test.
    static func seoulText(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970) + 9 * 3600
        let day = CalendarDate(daysSinceEpoch: seconds / 86_400)
        return String(format: "%@ %02d:%02d", day.iso, seconds % 86_400 / 3600, seconds % 3600 / 60)
    }

    @Test func aPassNotDoneStaysDueAndAReturningHostRunsOnlyTheRepull() {
        let tuesday = CalendarDate(year: 2026, month: 1, day: 20)!
        let done = ScheduleState(text: "weekend-2026-01-16 first\nweekend-2026-01-16 repull\n")
        #expect(DuePasses.at(Self.seoul(tuesday, 7 * 60 + 29), state: done).isEmpty)
        let morning = DuePasses.at(Self.seoul(tuesday, 9 * 60), state: done)
        #expect(morning.map(\.key) == ["2026-01-19"] && morning.map(\.kind) == [.first], "not done yet: still due at 09:00")
        let afternoon = DuePasses.at(Self.seoul(tuesday, 15 * 60), state: done)
        #expect(afternoon.map(\.kind) == [.repull], "after 12:30 the re-pull stands for both")
        var state = done
        state.done(afternoon[0])
        #expect(state.isDone("2026-01-19", .first) && state.isDone("2026-01-19", .repull))
        #expect(DuePasses.at(Self.seoul(tuesday, 23 * 60 + 30), state: state).isEmpty)
        // A host down since Sunday catches up the weekend on Tuesday, once.
        let weekend = DuePasses.at(Self.seoul(tuesday, 15 * 60), state: ScheduleState())
        #expect(weekend.map(\.key) == ["2026-01-19", "weekend-2026-01-16"])
    }

    /// Each list the schedule also publishes has the national list's passes, after it, remembered apart.
    @Test func eachListHasItsOwnPassesAfterTheNationalOne() {
        let monday = CalendarDate(year: 2026, month: 1, day: 26)!
        let lists: [ChartList] = [.korean, .region("0105001")]
        let due = DuePasses.at(Self.seoul(monday, 8 * 60), state: ScheduleState(), lists: lists)
        #expect(due.map(\.key) == ["2026-01-25", "korean-2026-01-25", "region-0105001-2026-01-25",
                                   "weekend-2026-01-23", "korean-weekend-2026-01-23", "region-0105001-weekend-2026-01-23"])
        #expect(due.map(\.logLabel) == ["first", "korean-first", "region-0105001-first",
                                        "weekend-first", "korean-weekend-first", "region-0105001-weekend-first"])
        #expect(due.map(\.chart.list) == [.all, .korean, .region("0105001"), .all, .korean, .region("0105001")])
        // The national pass done does not make a list's done: a failed list's pass stays due alone.
        var state = ScheduleState()
        for pass in due where pass.chart.list != .korean { state.done(pass) }
        #expect(DuePasses.at(Self.seoul(monday, 8 * 60 + 30), state: state, lists: lists).map(\.key) == ["korean-2026-01-25", "korean-weekend-2026-01-23"])
        #expect(DuePasses.at(Self.seoul(monday, 8 * 60 + 30), state: state).isEmpty, "without the list, nothing of it is due")
    }

    @Test func theFixedOffsetCalendarAgreesWithTheZoneDatabase() {
        let instant = Self.seoul(CalendarDate(year: 2026, month: 1, day: 26)!, 7 * 60 + 40)
        let state = ScheduleState()
        #expect(DuePasses.at(instant, state: state) == DuePasses.at(instant, state: state, calendar: .fixedOffset))
    }
}
