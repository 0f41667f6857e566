/// One archived day of the market, as that day's lists give it.
///
/// The lists name no market audience: `audience` is the top ten's sum. They do name the market's
/// sales: a row's `salesAmt ÷ salesShare × 100` is the whole list's total, on the unfiltered list all
/// films' sales that day (`marketSales`), on the Korean list (`--wide`'s K) all Korean films'
/// (`koreanSales`). A filtered list's ranks and shares are its segment's own: nothing else is read
/// from them.
public struct MarketDay: Hashable, Sendable {
    public var date: CalendarDate
    /// The top ten's admissions, summed.
    public var audience: Int
    /// All films' sales that day (nil when no row of the day carries a share).
    public var marketSales: Int?
    /// All Korean films' sales that day; nil when the day's K list is not archived.
    public var koreanSales: Int?
    /// The top ten's admissions of Korean films: by KOFIC's K list when it is archived that day,
    /// else by each movie's first nation (`koreanByList`).
    public var koreanAudience: Int
    /// The top ten's admissions of movies whose nation is not known (no K list, no details archived).
    public var unknownNationAudience: Int
    /// Whether `koreanAudience` follows KOFIC's K list (else the movies' first nations).
    public var koreanByList: Bool

    public init(date: CalendarDate, audience: Int, marketSales: Int?, koreanSales: Int?, koreanAudience: Int,
                unknownNationAudience: Int, koreanByList: Bool) {
        self.date = date
        self.audience = audience
        self.marketSales = marketSales
        self.koreanSales = koreanSales
        self.koreanAudience = koreanAudience
        self.unknownNationAudience = unknownNationAudience
        self.koreanByList = koreanByList
    }

    /// A list's total from one of its rows: `sales ÷ share × 100`, rounded to the won; nil without a share.
    /// Take the row with the largest share, where the share's one decimal weighs least.
    public static func listTotal(sales: Int, share: Double) -> Int? {
        share > 0 ? Int((Double(sales) * 100 / share).rounded()) : nil
    }

    /// A list's total from its rows: the row with the largest share (ties: the lowest code), as the
    /// archive stores it; nil without a share.
    public static func listTotal(_ entries: [BoxOfficeEntry]) -> Int? {
        entries.max { ($0.salesShare, $1.movieCode.rawValue) < ($1.salesShare, $0.movieCode.rawValue) }
            .flatMap { listTotal(sales: $0.sales, share: $0.salesShare) }
    }
}

/// A movie's top-ten admissions within a period.
public struct MarketMovieAudience: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    public var audience: Int

    public init(code: MovieCode, title: String, audience: Int) {
        self.code = code
        self.title = title
        self.audience = audience
    }
}

/// A period's movies: how many were charted, and the one with the most top-ten admissions.
public struct PeriodMovies: Hashable, Sendable {
    public var movies: Int
    public var leader: MarketMovieAudience?

    public init(movies: Int, leader: MarketMovieAudience?) {
        self.movies = movies
        self.leader = leader
    }
}

/// How `history market` cuts a range into periods.
public enum MarketPeriodKind: String, CaseIterable, Hashable, Sendable {
    case day, week, month, year

    /// The periods covering `from`...`to`, each cut to the range (a week runs Monday to Sunday).
    public func periods(from: CalendarDate, to: CalendarDate) -> [ClosedRange<CalendarDate>] {
        var periods: [ClosedRange<CalendarDate>] = []
        var start = from
        while start <= to {
            let end = min(to, naturalEnd(of: start))
            periods.append(start...end)
            start = end.adding(days: 1)
        }
        return periods
    }

    /// The last day of the period `date` is in.
    func naturalEnd(of date: CalendarDate) -> CalendarDate {
        switch self {
        case .day: date
        case .week: date.adding(days: 7 - date.weekday.rawValue)
        case .month: date.lastOfMonth
        case .year: CalendarDate(year: date.year, month: 12, day: 31)!
        }
    }
}

extension CalendarDate {
    /// The last day of its month.
    public var lastOfMonth: CalendarDate {
        let next = month == 12 ? CalendarDate(year: year + 1, month: 1, day: 1)! : CalendarDate(year: year, month: month + 1, day: 1)!
        return next.adding(days: -1)
    }

    /// The same day a year earlier; 29 February becomes the 28th, and a month's last day stays its
    /// month's last (the 28th of February after a leap year becomes the 29th).
    public var yearEarlier: CalendarDate {
        if self == lastOfMonth { return CalendarDate(year: year - 1, month: month, day: 1)!.lastOfMonth }
        return CalendarDate(year: year - 1, month: month, day: day) ?? CalendarDate(year: year - 1, month: month, day: day - 1)!
    }

    /// The same date a year earlier, 29 February the 28th (like with like: a February of 28 days is
    /// set against the earlier February's first 28).
    public var sameDateYearEarlier: CalendarDate {
        CalendarDate(year: year - 1, month: month, day: day) ?? CalendarDate(year: year - 1, month: month, day: day - 1)!
    }

    /// Every day from this one to `end`, in order.
    public func through(_ end: CalendarDate) -> [CalendarDate] {
        self <= end ? (0...end.days(since: self)).map { adding(days: $0) } : []
    }
}
