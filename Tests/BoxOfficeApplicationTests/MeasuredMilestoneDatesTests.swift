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
        let measured = MeasuredMilestoneDates.measure(LongRecordings.runs, market: MarketOccupancy(market), years: 2017...2022, choseTheMethod: true)
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
        #expect(ChanceCalibration.fitted(0.55) > 0.8 && ChanceCalibration.none(0.55) == 0.55)
    }
}
