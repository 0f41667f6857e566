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
    /// The years the runs forecast opened in (the first to the last; what a sentence of these figures names).
    public var runsOpened: ClosedRange<Int>

    public init(day: Int, forecasts: Int, medianError: Double, meanError: Double, coverage: Double, naiveMedianError: Double, naiveMeanError: Double,
                runsOpened: ClosedRange<Int>) {
        (self.day, self.forecasts, self.medianError, self.meanError) = (day, forecasts, medianError, meanError)
        (self.coverage, self.naiveMedianError, self.naiveMeanError, self.runsOpened) = (coverage, naiveMedianError, naiveMeanError, runsOpened)
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

/// A share of forecasts: how many of how many.
public struct ForecastShare: Hashable, Sendable {
    public var hits: Int
    public var of: Int

    public init(hits: Int = 0, of: Int = 0) { (self.hits, self.of) = (hits, of) }

    /// Nil where there is none to count.
    public var fraction: Double? { of == 0 ? nil : Double(hits) / Double(of) }

    mutating func count(_ hit: Bool) {
        of += 1
        if hit { hits += 1 }
    }
}

/// The milestone dates scored as the goals score them: every daily report of a run from its day 3
/// to its day 60 (the report's day T), its next milestone only, C the first day the lists' total
/// reaches the mark.
public struct DailyReportMilestoneScore: Hashable, Sendable {
    /// 3 ≤ C − T ≤ 7: the date within a day of C.
    public var nearWithinOneDay = ForecastShare()
    /// 8 ≤ C − T ≤ 21: the date within a day of C.
    public var farWithinOneDay = ForecastShare()
    /// 8 ≤ C − T ≤ 21: C within the range (low ≤ C ≤ high; a mark not expected is a miss).
    public var farInRange = ForecastShare()
    /// 8 ≤ C − T ≤ 21, each dated one's range in days (high − low + 1).
    public var farWidths: [Int] = []
    /// 8 ≤ C − T ≤ 21: those whose mark the report did not expect (no date: its expected final below the mark).
    public var farNotExpected = 0
    /// 3 ≤ C − T ≤ 7: those whose mark the report did not expect.
    public var nearNotExpected = 0
    /// 3 ≤ C − T ≤ 7: C within the range.
    public var nearInRange = ForecastShare()
    /// 3 ≤ C − T ≤ 21, by how far ahead: 3-7, 8-14, 15-21 days.
    public var byHorizon: [ClosedRange<Int>: ForecastShare] = [:]
    /// 3 ≤ C − T ≤ 21, by C's weekday.
    public var byWeekday: [Weekday: ForecastShare] = [:]
    /// 3 ≤ C − T ≤ 21 where T is in the run's days 31-60.
    public var lateInRun = ForecastShare()
    /// Dates no later than T + 21: the share whose mark was never reached.
    public var datedNeverReached = ForecastShare()
    /// Date − C, in days, of each dated crossing 3-21 days ahead (negative: the date came early).
    public var offsets: [Int] = []

    public static let horizons = [3...7, 8...14, 15...21]

    public init() {}

    /// One report's forecast: its day and day of run, its date for the mark (nil: not expected), and
    /// the day the mark was crossed (nil: never, as the lists show).
    public mutating func add(asOf: CalendarDate, dayOfRun: Int, date: CalendarDate?, low: CalendarDate? = nil, high: CalendarDate? = nil,
                             crossed: CalendarDate?) {
        if let date, date.days(since: asOf) <= 21 { datedNeverReached.count(crossed == nil) }
        guard let crossed, case let ahead = crossed.days(since: asOf), (3...21).contains(ahead) else { return }
        let hit = date.map { abs($0.days(since: crossed)) <= 1 } ?? false
        let inRange = low.flatMap { low in high.map { high in (low...high).contains(crossed) } } ?? false
        if ahead <= 7 {
            nearWithinOneDay.count(hit)
            nearInRange.count(inRange)
            if date == nil { nearNotExpected += 1 }
        } else {
            farWithinOneDay.count(hit)
            farInRange.count(inRange)
            if date == nil { farNotExpected += 1 }
            if let low, let high { farWidths.append(high.days(since: low) + 1) }
        }
        if let horizon = Self.horizons.first(where: { $0.contains(ahead) }) { byHorizon[horizon, default: ForecastShare()].count(hit) }
        byWeekday[crossed.weekday, default: ForecastShare()].count(hit)
        if (31...60).contains(dayOfRun) { lateInRun.count(hit) }
        if let date { offsets.append(date.days(since: crossed)) }
    }
}
