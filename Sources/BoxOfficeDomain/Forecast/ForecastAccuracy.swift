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
