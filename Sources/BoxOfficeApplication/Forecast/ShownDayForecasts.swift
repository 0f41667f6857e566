import BoxOfficeDomain

/// A day's forecasts as its report shows them: made once, when the report is written, and kept
/// with the day where the run keeps an archive (`ShownForecastsArchive`); a page of the day made
/// later (its link to the next day, the front page, a rebuilt site) shows the kept ones, and
/// forecasts again only a day none were kept for (one an older version reported, or one revised since).
public struct ShownDayForecasts: Sendable {
    public let forecast: ForecastDailyChart
    let kept: (any ShownForecastsArchive)?

    public init(forecast: ForecastDailyChart, kept: (any ShownForecastsArchive)?) {
        self.forecast = forecast
        self.kept = kept
    }

    /// The report forecast now (its report is being written), and its forecasts kept with the day.
    public func forecasting(_ report: DailyReport) async throws -> DailyReport {
        let forecast = try await self.forecast.execute(report)
        try await kept?.keepShownForecasts(forecast.shownForecasts, of: report.date)
        return forecast
    }

    /// The day as its report showed it: the kept forecasts, else made now (and not kept: a page's
    /// build reads the archive only).
    public func asShown(_ report: DailyReport) async throws -> DailyReport {
        if let shown = try await kept?.shownForecasts(of: report.date) { return report.showing(shown) }
        return try await forecast.execute(report)
    }
}
