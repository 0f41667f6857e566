// The figures the product states about its forecasts, measured at build time: ForecastFiguresPlugin
// runs ForecastFiguresGenerator, whose output (`MeasuredMilestoneDates.measured` and
// `ChanceCalibration.fitted`) is this target's other source. Nothing here is written by hand.
