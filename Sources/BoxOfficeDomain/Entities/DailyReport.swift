/// A day's chart joined with every ranked movie's details: what the daily report shows.
public struct DailyReport: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var entry: BoxOfficeEntry
        /// Nil when the source gave no details; `detailsGap` then says why.
        public var details: MovieDetails?
        public var detailsGap: DetailsGap?
        /// From the archive, when it holds history for this movie.
        public var history: HistoryContext?
        /// Where the run is heading, from the archive (movies at least 3 days into their run).
        public var forecast: RowForecast?
        /// Why a forecast was looked for and none given (nil: it has one, or none was looked for).
        public var noForecast: NoForecast?

        public init(entry: BoxOfficeEntry, details: MovieDetails?, detailsGap: DetailsGap? = nil, history: HistoryContext? = nil) {
            self.entry = entry
            self.details = details
            self.detailsGap = details == nil ? (detailsGap ?? .unknownToSource) : nil
            self.history = history
        }
    }

    public var date: CalendarDate
    public var rows: [Row]

    public init(date: CalendarDate, rows: [Row]) {
        self.date = date
        self.rows = rows
    }

    public var totalAudience: Int { rows.reduce(0) { $0 + $1.entry.audience } }
    public var totalSales: Int { rows.reduce(0) { $0 + $1.entry.sales } }
    /// The listed movies' combined share of the whole day's sales, in percent.
    public var totalSalesShare: Double { rows.reduce(0) { $0 + $1.entry.salesShare } }
}

extension DailyReport.Row {
    /// A re-release (`BoxOfficeEntry.isReRelease`, or its run was found one).
    public func isReRelease(on date: CalendarDate) -> Bool { entry.isReRelease(on: date) || noForecast == .reRelease }

    /// The trade's day of release: 1 on the open date; for a re-release, its day in the chart again
    /// when the archive shows where that stretch began (`HistoryContext.stretchStart`), else nil.
    public func dayOfRelease(on date: CalendarDate) -> Int? {
        guard isReRelease(on: date) else { return entry.dayOfRelease(on: date) }
        return history?.stretchStart.map { date.days(since: $0) + 1 }
    }
}

/// Why a ranked movie of a day's chart has no forecast: said once in the report.
public enum NoForecast: Hashable, Sendable {
    /// Its open date is long before its days in the chart: a re-release's run is not the original's.
    case reRelease
    /// Before its `ForecastDailyChart.minimumDay`th day (a preview, or its first days).
    case tooEarly
    /// The archive lacks a day of its last week (a new archive): its momentum cannot be read yet.
    case lastWeekNotArchived
    /// Too few finished runs to learn from, or no figures that day.
    case notEnoughToLearnFrom
}

