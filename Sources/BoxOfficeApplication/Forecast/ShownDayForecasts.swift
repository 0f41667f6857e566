import BoxOfficeDomain

/// A day's forecasts as its report shows them: made once, when the day is first reported, and kept
/// with the day where the run keeps an archive (`ShownForecastsArchive`). Whatever shows the day
/// later (its report rewritten to link the next day or re-run, its page in a rebuilt site, the front
/// page, the MCP server's day) shows the kept ones, and forecasts again only a day none were kept for (one
/// an older version reported, one revised since, one never reported).
public struct ShownDayForecasts: Sendable {
    public let forecast: ForecastDailyChart
    /// Where the day's forecasts were kept (nil: nowhere, made each time).
    let kept: (any ShownForecastsReading)?
    /// Where a report's are kept (nil: never kept, the archive only read).
    let keeping: (any ShownForecastsArchive)?

    public init(forecast: ForecastDailyChart, kept: (any ShownForecastsArchive)?) {
        self.forecast = forecast
        self.kept = kept
        self.keeping = kept
    }

    /// A page's build and a question's: the kept forecasts read, nothing kept (`asShown`).
    public init(forecast: ForecastDailyChart, reading kept: any ShownForecastsReading) {
        self.forecast = forecast
        self.kept = kept
        self.keeping = nil
    }

    /// The day as the report being written shows it: the forecasts kept with it, else made now and kept.
    public func reporting(_ report: DailyReport) async throws -> DailyReport {
        if let shown = try await kept?.shownForecasts(of: report.date) { return report.showing(shown) }
        let forecast = try await self.forecast.execute(report)
        try await keeping?.keepShownForecasts(forecast.shownForecasts, of: report.date)
        return forecast
    }

    /// The day as its report showed it: the kept forecasts, else made now (and not kept: a page's
    /// build and a question read the archive only).
    public func asShown(_ report: DailyReport) async throws -> DailyReport {
        if let shown = try await kept?.shownForecasts(of: report.date) { return report.showing(shown) }
        return try await forecast.execute(report)
    }
}
