import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeForecastFigures
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Forecasts: a day's ranked movies (the reports' columns), a movie's (`forecast`, the MCP tool),
/// and the method's back-test, each with the bundled base and the chance's calibration the build
/// fitted (`ChanceCalibration.fitted`). Plain wiring.
struct ForecastContainer {
    let wiring: RunWiring
    /// A backfill on an opened archive and KOFIC's movie details (the fetching's and the look-ups' parts):
    /// a movie's forecast fetches its missing days through them.
    let backfillCharts: @Sendable (RelationalBoxOfficeArchive) throws(SourceError) -> BackfillCharts
    let movieDetails: @Sendable () throws(SourceError) -> any MovieDetailsRepository

    /// A day's forecasts from the archive, else from the recordings' days when the run has them (so
    /// `report --sample` forecasts with no archive at all), with the bundled base decoded by the
    /// first forecast (a run that writes nothing decodes none).
    func makeForecastDailyChart(archive: RelationalBoxOfficeArchive?) -> ForecastDailyChart? {
        // The recordings read directly: not requests of the run.
        let recorded = zip(wiring.recordedSource, try? wiring.makeEndpoint()).map { recorded, endpoint in
            ChartedDays(days: recorded.days, source: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: wiring.sources.transport))
        }
        return ForecastDailyChart.onArchive(archive, else: recorded, base: { BundledRuns.base }, calibration: .fitted)
    }

    /// A day's forecasts as its report shows them: made (`makeForecastDailyChart(archive:)`) and kept
    /// with the day in the archive, read back by its pages.
    func makeShownDayForecasts(archive: RelationalBoxOfficeArchive?) -> ShownDayForecasts? {
        makeForecastDailyChart(archive: archive).map { ShownDayForecasts(forecast: $0, kept: archive) }
    }

    /// A day's forecasts as its report showed them (kept with the day), else made from the archive
    /// and not kept (a page's build, a question: the archive only read).
    func makeShownDayForecasts(reading archive: any ChartedRuns & ShownForecastsReading) -> ShownDayForecasts {
        ShownDayForecasts(forecast: ForecastDailyChart(archive: archive, base: { BundledRuns.base }, calibration: .fitted), reading: archive)
    }

    /// A movie's forecast from the archive, its missing days fetched into it first as the fetch policy
    /// has it (within the run's request budget, through `writer`), said through `note`.
    func makeForecastMovie(archive: RelationalBoxOfficeArchive, writer: ArchiveWriter,
                           note: @escaping @Sendable (String) -> Void = { Platform.writeError($0) }) -> ForecastMovie {
        let (wiring, backfillCharts, movieDetails) = (self.wiring, self.backfillCharts, self.movieDetails)
        return ForecastMovie(archive: archive, base: BundledRuns.base, calibration: .fitted, policy: wiring.fetching, writer: writer, note: note) {
            FetchMissingRunDays(backfill: try backfillCharts(archive), archive: archive,
                                details: try movieDetails(), recorded: wiring.recordedSource)
        }
    }

    /// The method's back-test, on the archive as it is.
    func makeBacktestForecasts() -> BacktestForecasts { BacktestForecasts(calibration: .fitted) }

    func makeForecastDocumentBuilder() -> ForecastDocumentBuilder {
        ForecastDocumentBuilder(language: wiring.language, source: wiring.language.term("source_archive"), generatedAt: wiring.generatedAt)
    }
}

/// Both values, or nil.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
