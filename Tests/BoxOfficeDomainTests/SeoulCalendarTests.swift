import BoxOfficeDomain
import Foundation
import Testing

/// "Yesterday" must be Seoul's, whatever the machine's zone: these instants are given in UTC.
@Suite struct SeoulCalendarTests {
    /// 2023-04-26 15:30 UTC is 2023-04-27 00:30 in Seoul, while UTC (and Los Angeles) is still on the 26th.
    let justAfterSeoulMidnight = Date(timeIntervalSince1970: 1_682_523_000)

    @Test(arguments: [SeoulCalendar(), SeoulCalendar.fixedOffset])
    func yesterdayJustAfterSeoulMidnight(_ calendar: SeoulCalendar) {
        #expect(calendar.today(at: justAfterSeoulMidnight).iso == "2023-04-27")
        #expect(calendar.yesterday(at: justAfterSeoulMidnight).iso == "2023-04-26")
    }

    @Test(arguments: [SeoulCalendar(), SeoulCalendar.fixedOffset])
    func yesterdayJustBeforeSeoulMidnight(_ calendar: SeoulCalendar) {
        // One hour earlier it is 23:30 on the 26th in Seoul: yesterday is the 25th.
        #expect(calendar.yesterday(at: justAfterSeoulMidnight.addingTimeInterval(-3600)).iso == "2023-04-25")
    }

    @Test func ignoresTheProcessTimeZone() {
        let saved = NSTimeZone.default
        defer { NSTimeZone.default = saved }
        for identifier in ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"] {
            NSTimeZone.default = TimeZone(identifier: identifier)!
            #expect(SeoulCalendar().yesterday(at: justAfterSeoulMidnight).iso == "2023-04-26")
        }
    }

    @Test func formatsTimestampsInKST() {
        #expect(SeoulCalendar().timestamp(justAfterSeoulMidnight) == "2023-04-27 00:30 KST")
        #expect(SeoulCalendar.fixedOffset.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01 09:00 KST")
    }
}
