import BoxOfficeDomain

/// What the site's front page says beyond its lists of files, read from the archive by the
/// application layer: the newest day's chart with its forecasts, the year and the month so far
/// against the same days a year earlier, the year's distributors and every charted title to search.
public struct SiteFront: Sendable, Hashable {
    /// The newest whole-market day the archive holds, its rows' forecasts added where made.
    public var day: DailyReport
    /// Whether `daily/DATE.html` is there to link.
    public var dayHasPage: Bool
    /// January 1 to the newest day, beside the same days a year earlier.
    public var year: MarketPeriod?
    /// The newest day's month so far, likewise.
    public var month: MarketPeriod?
    /// The newest year's distributors, biggest first (a code when KOBIS gave one: its page).
    public var distributors: [DistributorShare]
    /// Every charted movie, biggest first: the title search's index.
    public var titles: [ChartedTitle]
    /// The newest archived weekend charts' Fridays, newest first (their pages).
    public var weekends: [CalendarDate]
    /// Whether the all-time page is there to link.
    public var hasAllTime: Bool
    /// The years and the months the archive holds days of (each its page), newest first.
    public var years: [Int]
    public var months: [String]

    /// The weekends the front page lists.
    public static let recentWeekends = 8

    public init(day: DailyReport, dayHasPage: Bool, year: MarketPeriod?, month: MarketPeriod?, distributors: [DistributorShare], titles: [ChartedTitle],
                weekends: [CalendarDate] = [], hasAllTime: Bool = false, years: [Int] = [], months: [String] = []) {
        self.day = day
        self.dayHasPage = dayHasPage
        self.year = year
        self.month = month
        self.distributors = distributors
        self.titles = titles
        self.weekends = weekends
        self.hasAllTime = hasAllTime
        self.years = years
        self.months = months
    }
}
