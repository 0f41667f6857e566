import BoxOfficeApplication
import BoxOfficeReports

/// The application's forecast results in the shapes the document builder takes.
extension ForecastCommand {
    static func row(_ item: BacktestForecasts.Case) -> ForecastDocumentBuilder.BacktestRow {
        ForecastDocumentBuilder.BacktestRow(code: item.code.rawValue, title: item.title, openDate: item.openDate, day: item.forecast.dayOfRun,
                                            accumulated: item.forecast.accumulated, expected: item.forecast.expected, low: item.forecast.low,
                                            high: item.forecast.high, naive: item.naive, final: item.final, milestone: item.milestone,
                                            expectedDate: item.expectedCrossing, actualDate: item.actualCrossing)
    }

    static func milestoneLines(_ figures: BacktestForecasts.MilestoneFigures, _ l: ReportLanguage) -> [LabeledValue] {
        func percent(_ share: Double) -> String { NumberFormat.plain(share * 100, places: 0) + "%" }
        return [l.labeled("forecasts", String(figures.crossings)), l.labeled("within_one_day", percent(figures.withinOneDay)),
                l.labeled("flat_rate", percent(figures.flatRateWithinOneDay)),
                l.labeled("expected_never_reached", "\(percent(figures.expectedNeverReached)) (\(figures.expected))")]
    }
}
