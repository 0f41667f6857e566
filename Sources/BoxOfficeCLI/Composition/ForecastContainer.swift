import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Forecasts: a day's ranked movies (the reports' columns), a movie's (`forecast`, the MCP tool),
/// and the method's back-test. Plain wiring.
struct ForecastContainer {
    let root: CompositionRoot

    /// A day's forecasts from the archive, else from the recordings' days when the run has them (so
    /// `report --sample` forecasts with no archive at all), with the bundled base decoded by the
    /// first forecast (a run that writes nothing decodes none).
    func makeForecastDailyChart(archive: RelationalBoxOfficeArchive?) -> ForecastDailyChart? {
        // The recordings read directly: not requests of the run.
        let recorded = zip(root.recordedSource, try? root.makeEndpoint()).map { recorded, endpoint in
            ChartedDays(days: recorded.days, source: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: root.sources.transport))
        }
        return ForecastDailyChart.onArchive(archive, else: recorded, base: { BundledRuns.base })
    }

    /// Forecasts from the archive; with a `writer`, a movie's missing days are fetched into it first
    /// (within the run's request budget, through the writer), said on stderr.
    func makeForecastMovie(archive: RelationalBoxOfficeArchive, writer: ArchiveWriter?,
                           note: @escaping @Sendable (String) -> Void = { Platform.writeError($0) }) throws(SourceError) -> ForecastMovie {
        let fill = try writer.map { _ throws(SourceError) in
            FetchMissingRunDays(backfill: try root.charts.makeBackfillCharts(archive), archive: archive,
                                details: try root.lookups.makeMovieDetailsRepository(), recorded: root.recordedSource)
        }
        return ForecastMovie(archive: archive, base: BundledRuns.base, fill: fill, writer: writer, note: note)
    }

    func makeBacktestForecasts() -> BacktestForecasts { BacktestForecasts() }

    func makeForecastDocumentBuilder() -> ForecastDocumentBuilder {
        ForecastDocumentBuilder(language: root.language, source: root.language.term("source_archive"), generatedAt: root.generatedAt)
    }
}

/// Both values, or nil.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
