/// How good the forecasts were at one day of a run in a back-test.
public struct ForecastAccuracy: Hashable, Sendable {
    public var day: Int
    public var forecasts: Int
    public var medianError: Double
    public var meanError: Double
    /// The share of finals inside the 80 % interval.
    public var coverage: Double
    public var naiveMedianError: Double
    public var naiveMeanError: Double

    public init(day: Int, forecasts: Int, medianError: Double, meanError: Double, coverage: Double, naiveMedianError: Double, naiveMeanError: Double) {
        (self.day, self.forecasts, self.medianError, self.meanError) = (day, forecasts, medianError, meanError)
        (self.coverage, self.naiveMedianError, self.naiveMeanError) = (coverage, naiveMedianError, naiveMeanError)
    }
}

/// How well a back-test's milestone dates came out, over every forecast.
public struct MilestoneAccuracy: Hashable, Sendable {
    /// Crossings 3 to 21 days after the forecast's day.
    public var crossings: Int
    /// The share of those whose expected date was within a day of the real one.
    public var withinOneDay: Double
    public var flatRateWithinOneDay: Double
    /// Milestones the forecast expected within its horizon.
    public var expected: Int
    /// The share of those never reached.
    public var expectedNeverReached: Double

    public init(crossings: Int, withinOneDay: Double, flatRateWithinOneDay: Double, expected: Int, expectedNeverReached: Double) {
        (self.crossings, self.withinOneDay, self.flatRateWithinOneDay) = (crossings, withinOneDay, flatRateWithinOneDay)
        (self.expected, self.expectedNeverReached) = (expected, expectedNeverReached)
    }
}
