import BoxOfficeDomain
import Testing

@Suite struct CalendarDateTests {
    @Test(arguments: ["2023-02-30", "2023-02-29", "2023-13-01", "2023-00-10", "2023-04-31", "2023-4-26", "20230426", "", "abcd-ef-gh", "2023-04-2６"])
    func rejectsImpossibleOrMalformedISODates(_ text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test func acceptsLeapDayOnlyInLeapYears() {
        #expect(CalendarDate(iso: "2024-02-29") != nil)
        #expect(CalendarDate(iso: "2000-02-29") != nil)
        #expect(CalendarDate(iso: "1900-02-29") == nil)
    }

    @Test func parsesBothKOFICFormats() throws {
        let dashed = try #require(CalendarDate(iso: "2023-04-26"))
        let compact = try #require(CalendarDate(compact: "20230426"))
        #expect(dashed == compact)
        #expect(dashed.iso == "2023-04-26")
        #expect(dashed.compact == "20230426")
        #expect(CalendarDate(compact: "2023042") == nil)
        #expect(CalendarDate(compact: "20230230") == nil)
    }

    @Test func roundTripsThroughDaysSinceEpoch() throws {
        #expect(CalendarDate(daysSinceEpoch: 0).iso == "1970-01-01")
        #expect(try #require(CalendarDate(iso: "2000-03-01")).daysSinceEpoch == 11_017)
        for days in stride(from: -800_000, to: 800_000, by: 997) {
            #expect(CalendarDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test func knowsWeekdaysAndDistances() throws {
        // 2023-04-26 was a Wednesday; 2012-01-01 a Sunday; 2022-01-05 a Wednesday.
        #expect(try #require(CalendarDate(iso: "2023-04-26")).weekday == .wednesday)
        #expect(try #require(CalendarDate(iso: "2012-01-01")).weekday == .sunday)
        #expect(try #require(CalendarDate(iso: "2022-01-05")).weekday == .wednesday)
        let a = try #require(CalendarDate(iso: "2021-12-15")), b = try #require(CalendarDate(iso: "2022-01-05"))
        #expect(b.days(since: a) == 21)
        #expect(a.adding(days: 21) == b)
        #expect(try #require(CalendarDate(iso: "2024-12-31")).adding(days: 1).iso == "2025-01-01")
    }
}
