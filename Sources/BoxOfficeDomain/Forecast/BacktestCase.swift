/// One forecast of a walk-forward back-test, against what happened.
public struct BacktestCase: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    public var openDate: CalendarDate
    public var asOf: CalendarDate
    public var forecast: FinalAudienceForecast
    public var naive: Int
    public var final: Int
    /// The next milestone on the forecast's day, when the path expects it, and when it was crossed.
    public var milestone: Int
    public var expectedCrossing: CalendarDate?
    public var actualCrossing: CalendarDate?
    /// The flat rate's date: the last 7 days' mean audience every day from then on.
    public var flatRateCrossing: CalendarDate?
    /// The forecast's chance that the milestone is crossed within three weeks (nil: no road).
    public var chance: Double?
    /// The 80 % range of days around `expectedCrossing` (nil where it is).
    public var expectedLow: CalendarDate?
    public var expectedHigh: CalendarDate?

    public init(code: MovieCode, title: String, openDate: CalendarDate, asOf: CalendarDate, forecast: FinalAudienceForecast, naive: Int,
                final: Int, milestone: Int, expectedCrossing: CalendarDate?, actualCrossing: CalendarDate?, flatRateCrossing: CalendarDate?) {
        (self.code, self.title, self.openDate, self.asOf, self.forecast, self.naive) = (code, title, openDate, asOf, forecast, naive)
        (self.final, self.milestone, self.expectedCrossing) = (final, milestone, expectedCrossing)
        (self.actualCrossing, self.flatRateCrossing) = (actualCrossing, flatRateCrossing)
    }

    public var error: Double { Double(abs(forecast.expected - final)) / Double(final) }
    public var naiveError: Double { Double(abs(naive - final)) / Double(final) }
    public var covered: Bool { (forecast.low...forecast.high).contains(final) }
    /// Whether the milestone was crossed within the road's three weeks (what `chance` speaks of).
    public var crossedWithinRoad: Bool { actualCrossing.map { $0.days(since: asOf) <= ComingRoad.days } ?? false }
}
