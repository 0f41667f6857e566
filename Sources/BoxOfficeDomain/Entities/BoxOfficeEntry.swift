/// One ranked movie on one day, as the daily box office reports it.
public struct BoxOfficeEntry: Hashable, Sendable {
    public var rank: Int
    public var movement: RankMovement
    public var movieCode: MovieCode
    public var title: String
    /// Missing for some re-releases and festival screenings.
    public var openDate: CalendarDate?
    public var audience: Int
    public var audienceChange: Int
    public var audienceChangePercent: Double
    public var audienceAccumulated: Int
    /// Korean won.
    public var sales: Int
    public var salesChange: Int
    public var salesChangePercent: Double
    /// Percent of the day's total sales, all movies.
    public var salesShare: Double
    public var salesAccumulated: Int
    public var screens: Int
    public var shows: Int

    public init(
        rank: Int, movement: RankMovement, movieCode: MovieCode, title: String, openDate: CalendarDate?,
        audience: Int, audienceChange: Int, audienceChangePercent: Double, audienceAccumulated: Int,
        sales: Int, salesChange: Int, salesChangePercent: Double, salesShare: Double, salesAccumulated: Int,
        screens: Int, shows: Int
    ) {
        self.rank = rank
        self.movement = movement
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.audience = audience
        self.audienceChange = audienceChange
        self.audienceChangePercent = audienceChangePercent
        self.audienceAccumulated = audienceAccumulated
        self.sales = sales
        self.salesChange = salesChange
        self.salesChangePercent = salesChangePercent
        self.salesShare = salesShare
        self.salesAccumulated = salesAccumulated
        self.screens = screens
        self.shows = shows
    }

    /// Days from opening to `date`: 0 on opening day, negative for previews before it.
    public func daysSinceOpening(on date: CalendarDate) -> Int? {
        openDate.map { date.days(since: $0) }
    }

    /// The day of release as the trade counts it: 1 on the opening day, 2 the next, …; nil for a
    /// paid preview before the opening date, or without an opening date.
    public func dayOfRelease(on date: CalendarDate) -> Int? {
        guard let days = daysSinceOpening(on: date), days >= 0 else { return nil }
        return days + 1
    }

    /// A re-release: ranked more than a year after its open date (no run stays in the top ten that
    /// long; KOFIC keeps a re-release's original open date). With the archive, a run first ranked
    /// over 60 days after it opened is one too (`RunSeries.isReRelease(archiveBegins:)`).
    public func isReRelease(on date: CalendarDate) -> Bool { (daysSinceOpening(on: date) ?? 0) > 365 }

    /// The highest audience milestone (100,000, 500,000 or a whole million) the accumulated
    /// audience crossed this day: accumulated − the day's audience < mark ≤ accumulated.
    public var milestoneCrossed: Int? {
        AudienceMilestones.marks(upTo: audienceAccumulated).last { $0 > audienceAccumulatedBefore }
    }

    /// Audience before this day: the accumulated count less the day's.
    public var audienceAccumulatedBefore: Int { audienceAccumulated - audience }

    public var audiencePerScreen: Double? { screens > 0 ? Double(audience) / Double(screens) : nil }
    public var audiencePerShow: Double? { shows > 0 ? Double(audience) / Double(shows) : nil }
}
