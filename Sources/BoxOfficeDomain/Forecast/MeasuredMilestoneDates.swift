import Foundation

/// What the milestone dates came to on the years the repository holds, scored as every daily
/// report of a run from its day 3 to its day 60 scores them (`BacktestForecasts.dailyReportScore`):
/// the figures the reports, `forecast` and the MCP tool state. Measured at build time
/// (`ForecastFiguresGenerator`), never written by hand: `measured` is generated.
public struct MeasuredMilestoneDates: Hashable, Sendable {
    /// The years whose runs were walked (runs that opened in them and reached `runsReaching`).
    public var years: ClosedRange<Int>
    /// The final audience a run reached to be walked (the goals' runs: 1,000,000).
    public var runsReaching: Int
    /// The years of `years` the method was chosen on (the others, where any, were looked at while
    /// it was: every figure is in sample); nil where none of them was used to choose it.
    public var chosenOn: ClosedRange<Int>?
    /// Years outside `years` that chose part of the method too (2024, held apart from the bundled
    /// base, chose the road's weekend signal with 2022): said wherever the years that chose it are.
    public var alsoChosenOn: [ClosedRange<Int>]
    /// Of the marks crossed 3-7 days after a report (C − T), the share whose date that report gave
    /// within a day of the crossing (a report that gave none counts as a miss).
    public var nearWithinOneDay: ForecastShare
    /// Of those crossed 8-21 days after, the share within the report's range (a mark the report did
    /// not expect is a miss).
    public var farInRange: ForecastShare
    /// The years whose runs the chance's calibration was fitted on (`ChanceCalibration.fit`).
    public var chanceFittedOn: ClosedRange<Int>

    public init(years: ClosedRange<Int>, chosenOn: ClosedRange<Int>?, alsoChosenOn: [ClosedRange<Int>] = [], runsReaching: Int,
                nearWithinOneDay: ForecastShare, farInRange: ForecastShare, chanceFittedOn: ClosedRange<Int>) {
        (self.years, self.chosenOn, self.alsoChosenOn, self.runsReaching) = (years, chosenOn, alsoChosenOn, runsReaching)
        (self.nearWithinOneDay, self.farInRange, self.chanceFittedOn) = (nearWithinOneDay, farInRange, chanceFittedOn)
    }

    /// Walks the runs that opened in `years` (each report's forecast from the days before it, the
    /// market of the days it read) and scores their milestone dates.
    /// - Parameter runs: every run held, to the newest day (a run still going then is not scored).
    /// - Parameter chosenOn: the years of `years` the method was chosen on (nil: none).
    /// - Parameter chanceFittedOn: the years the chance's calibration is fitted on (said beside the figures).
    public static func measure(_ runs: [RunSeries], market: MarketOccupancy, years: ClosedRange<Int>, chosenOn: ClosedRange<Int>?,
                               alsoChosenOn: [ClosedRange<Int>] = [], chanceFittedOn: ClosedRange<Int>) -> MeasuredMilestoneDates {
        let options = BacktestForecasts.dailyReportOptions(.init(years: years), market: market)
        let score = BacktestForecasts.dailyReportScore(BacktestForecasts(calibration: .none).execute(runs, options: options).cases)
        return MeasuredMilestoneDates(years: years, chosenOn: chosenOn, alsoChosenOn: alsoChosenOn, runsReaching: options.threshold,
                                      nearWithinOneDay: score.nearWithinOneDay, farInRange: score.farInRange, chanceFittedOn: chanceFittedOn)
    }
}
