import BoxOfficeDomain
import Testing

/// A weekly chart laid out as the weekend page is, for each kind: weeks in release count the chart of
/// its kind in the film's opening week (Monday to Sunday) as the first; the screens' change is against
/// the chart of its kind 7 days before.
@Suite struct WeekendChartTests {
    /// A film that opened on Wednesday 2026-01-21, in the chart of `kind` for the week holding `day`.
    static func chart(_ kind: WeeklyKind, _ day: String, screens: Int = 100) -> WeeklyBoxOffice {
        var entry = BoxOfficeEntry.stub(rank: 1, code: "20249255")
        entry.openDate = CalendarDate(iso: "2026-01-21")
        entry.screens = screens
        return WeeklyBoxOffice(range: kind.range(containing: CalendarDate(iso: day)!), entries: [entry])
    }

    @Test(arguments: WeeklyKind.allCases)
    func weeksInReleaseCountTheOpeningWeeksChartOfItsKind(_ kind: WeeklyKind) {
        #expect(WeekendChart(Self.chart(kind, "2026-01-21"), before: nil).rows.first?.weeksInRelease == 1, "\(kind)")
        #expect(WeekendChart(Self.chart(kind, "2026-01-28"), before: nil).rows.first?.weeksInRelease == 2, "\(kind)")
        #expect(WeekendChart(Self.chart(kind, "2026-01-14"), before: nil).rows.first?.weeksInRelease == nil, "\(kind): before it opened")
    }

    @Test func theScreensChangeIsAgainstTheChartOfItsKindAWeekBefore() {
        let chart = WeekendChart(Self.chart(.week, "2026-01-28", screens: 120), before: Self.chart(.week, "2026-01-21", screens: 100))
        #expect(chart.rows.first?.screensChange == 20 && chart.rows.first?.perScreen == 8)
    }
}
