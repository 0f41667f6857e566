import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Testing

/// The figures the product states about its milestone dates, and its chances' calibration, are the walk's own: measured again here
/// with the model as built, they are what the build generated (a figure edited by hand, or left from
/// an older model, fails).
@Suite struct MeasuredMilestoneDatesTests {
    @Test func theStatedFiguresAreWhatTheWalkMeasures() {
        // The market the build measures against is the one the product reads (the bundled base's).
        let market = LongRecordings.occupancy(LongRecordings.daily)
        #expect(market == BundledRuns.occupancy)
        let measured = MeasuredMilestoneDates.measure(LongRecordings.runs, market: MarketOccupancy(market), years: 2017...2022, chosenOn: 2017...2022, alsoChosenOn: [2024...2024],
                                                      chanceFittedOn: 2017...2019)
        #expect(measured == MeasuredMilestoneDates.measured)
        // The walk scored the years' crossings (hundreds of reports), not an empty span.
        #expect(measured.nearWithinOneDay.of > 500 && measured.farInRange.of > 300)
        #expect(measured.nearWithinOneDay.hits <= measured.nearWithinOneDay.of && measured.farInRange.hits <= measured.farInRange.of)
    }

    /// The chance's calibration is fitted again on 2017-2019 to the same values, and it does what it
    /// is for: the road's own chances are under-confident, so a middling one is raised.
    @Test func theChancesCalibrationIsTheFitsOwn() {
        let fitted = ChanceCalibration.fit(LongRecordings.runs, market: MarketOccupancy(BundledRuns.occupancy), years: 2017...2019)
        #expect(fitted == ChanceCalibration.fitted)
        #expect(ChanceCalibration.fitted(0.55) > 0.7 && ChanceCalibration.none(0.55) == 0.55)
    }

    /// The walk that measures the dates runs with the road's own chances: that is sound only because
    /// a chance's calibration changes no date and no range, which this checks on a year's walk.
    @Test func aCalibrationChangesNoDateAndNoRange() {
        var options = BacktestForecasts.Options(from: CalendarDate(iso: "2019-01-01")!, to: CalendarDate(iso: "2019-12-31")!)
        options.market = MarketOccupancy(BundledRuns.occupancy)
        let raw = BacktestForecasts(calibration: .none).execute(LongRecordings.runs, options: options).cases
        let calibrated = BacktestForecasts(calibration: .fitted).execute(LongRecordings.runs, options: options).cases
        #expect(raw.count == calibrated.count && raw.count > 50)
        #expect(raw.map { [$0.expectedCrossing, $0.expectedLow, $0.expectedHigh] } == calibrated.map { [$0.expectedCrossing, $0.expectedLow, $0.expectedHigh] })
        // The chances themselves do differ (the calibration is not the identity).
        #expect(zip(raw, calibrated).contains { $0.chance != nil && $0.chance != $1.chance })
    }
}
