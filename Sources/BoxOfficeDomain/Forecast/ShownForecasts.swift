/// What a day's report showed of one ranked movie's future: its forecast, or why it had none.
public enum ShownForecast: Hashable, Sendable {
    case forecast(RowForecast)
    case none(NoForecast)
}

/// The forecasts a day's report showed, kept with the day when the report is written: the day's
/// page, rewritten later (its link to the next day, a site rebuilt), shows the report's own
/// forecasts without forecasting the day again, and says what the report said even after the
/// model changed. A day whose numbers are revised keeps none (they were made from the old numbers).
public protocol ShownForecastsArchive: ShownForecastsReading {
    /// Keeps `shown` as the day's, replacing what was kept of it, in one transaction (a day the
    /// archive does not hold keeps nothing).
    func keepShownForecasts(_ shown: [MovieCode: ShownForecast], of date: CalendarDate) async throws
}

/// The forecasts kept with the archive's days, read only (a page's build, a question).
public protocol ShownForecastsReading: Sendable {
    /// What was kept of the day; nil when nothing was (a day no report forecast, or one revised since).
    func shownForecasts(of date: CalendarDate) async throws -> [MovieCode: ShownForecast]?
}

extension DailyReport {
    /// What its rows show of their future: each movie a forecast was looked for (with one, or the
    /// reason it has none).
    public var shownForecasts: [MovieCode: ShownForecast] {
        var shown: [MovieCode: ShownForecast] = [:]
        for row in rows {
            if let forecast = row.forecast {
                shown[row.entry.movieCode] = .forecast(forecast)
            } else if let reason = row.noForecast {
                shown[row.entry.movieCode] = .none(reason)
            }
        }
        return shown
    }

    /// The report with `shown` on its rows, as its report showed them (a row not in it: none).
    public func showing(_ shown: [MovieCode: ShownForecast]) -> DailyReport {
        var report = self
        for index in report.rows.indices {
            switch shown[report.rows[index].entry.movieCode] {
            case .forecast(let forecast)?: (report.rows[index].forecast, report.rows[index].noForecast) = (forecast, nil)
            case .none(let reason)?: (report.rows[index].forecast, report.rows[index].noForecast) = (nil, reason)
            case nil: (report.rows[index].forecast, report.rows[index].noForecast) = (nil, nil)
            }
        }
        return report
    }
}
