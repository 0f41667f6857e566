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
    /// From the archive: the year so far against the same days a year earlier, and the day's market
    /// (Korean films' share); nil when the archive does not hold them.
    public var market: MarketSoFar?
    /// Which of KOFIC's lists it is (a segment ranks within itself).
    public var list: ChartList

    public init(date: CalendarDate, rows: [Row], market: MarketSoFar? = nil, list: ChartList = .all) {
        self.date = date
        self.rows = rows
        self.market = market
        self.list = list
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
public enum NoForecast: Hashable, Sendable, CaseIterable {
    /// Its open date is long before its days in the chart: a re-release's run is not the original's.
    case reRelease
    /// Before its `ForecastDailyChart.minimumDay`th day (a preview, or its first days).
    case tooEarly
    /// The archive lacks a day of its last week (a new archive): its momentum cannot be read yet.
    case lastWeekNotArchived
    /// Too few finished runs to learn from, or no figures that day.
    case notEnoughToLearnFrom
}


/// The market up to a chart's last day, from the archive: what the highlights say of it.
public struct MarketSoFar: Hashable, Sendable {
    /// The year so far (a daily report) or the month so far (a weekly one), when the archive holds
    /// every day of it; its `yearBefore` when it holds those too.
    public var period: MarketPeriod?
    /// The chart's day (a daily report).
    public var day: MarketDay?
    /// The same weekday a week before, and 364 days before, where archived (a daily report): like
    /// with like, never the same date a year before.
    public var weekBefore: MarketDay?
    public var yearBefore: MarketDay?

    public init(period: MarketPeriod?, day: MarketDay?) {
        self.period = period
        self.day = day
    }

    /// From the archive's days up to `date`: the year (or month) so far when the archive holds all
    /// of it, and the day itself.
    public static func read(_ archive: any MarketReading, to date: CalendarDate, month: Bool) async throws -> MarketSoFar? {
        let start = month ? CalendarDate(year: date.year, month: date.month, day: 1)! : CalendarDate(year: date.year, month: 1, day: 1)!
        let days = try await archive.marketDays(from: start.yearEarlier, to: date)
        let period = month ? MarketHistory.monthSoFar(to: date, days: days) : MarketHistory.yearSoFar(to: date, days: days)
        let whole = period.flatMap { $0.totals.complete ? $0 : nil }
        let day = month ? nil : days.last { $0.date == date }
        guard whole != nil || day != nil else { return nil }
        var soFar = MarketSoFar(period: whole, day: day)
        if !month {
            soFar.weekBefore = days.last { $0.date == date.adding(days: -7) }
            soFar.yearBefore = days.last { $0.date == date.adding(days: -MarketHistory.sameWeekdayYearEarlier) }
        }
        return soFar
    }
}
