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

    public init(day: DailyReport, dayHasPage: Bool, year: MarketPeriod?, month: MarketPeriod?, distributors: [DistributorShare], titles: [ChartedTitle]) {
        self.day = day
        self.dayHasPage = dayHasPage
        self.year = year
        self.month = month
        self.distributors = distributors
        self.titles = titles
    }
}

/// The site's pages the front page leads to, from the site map alone (no archive read): kept on the
/// front page by a run that reads no archive (`--no-archive`) or whose site step failed.
public struct SiteNavigation: Sendable, Hashable {
    /// The years the site has pages of, newest first.
    public var years: [Int]
    /// The newest year's months (each year's page lists its own), newest first.
    public var months: [String]
    /// The newest weekend charts' Fridays within a year of the newest day, newest first.
    public var weekends: [CalendarDate]
    /// Whether the all-time page is there to link.
    public var hasAllTime: Bool
    /// The 설 or 추석 holiday the newest day is in or follows by at most `holidayDays` (its page, first).
    public var holiday: Holiday? = nil
    /// Whether any holiday is archived (the page of every holiday is there to link).
    public var hasHolidays = false

    /// How many days after a holiday's last day the front page still leads to it.
    public static let holidayDays = 14

    /// The weekends the front page lists.
    public static let recentWeekends = 8

    public init(years: [Int], months: [String], weekends: [CalendarDate], hasAllTime: Bool) {
        (self.years, self.months, self.weekends, self.hasAllTime) = (years, months, weekends, hasAllTime)
    }
}
