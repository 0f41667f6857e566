/// One 설 or 추석 holiday: a festival of a year, and the whole run of days off that holds it
/// (`KoreanFestivals.span`).
public struct Holiday: Hashable, Sendable, Comparable {
    public var festival: Festival
    public var year: Int
    /// Its days off, first to last.
    public let span: ClosedRange<CalendarDate>

    public init(_ festival: Festival, year: Int) {
        (self.festival, self.year) = (festival, year)
        span = KoreanFestivals.span(festival, in: year)
    }

    /// How many days off it is.
    public var length: Int { span.upperBound.days(since: span.lowerBound) + 1 }

    /// Whether the year's temporary holidays are known (a span past `KoreanHolidays`' table may lack one).
    public var isTabled: Bool { KoreanFestivals.isTabled(year) }

    /// `2025-chuseok`: a holiday's name in a path or a file.
    public var slug: String { "\(year)-\(festival.rawValue)" }

    /// `2025-chuseok` read back (nil: anything else).
    public init?(slug: String) {
        let parts = slug.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 4, let year = Int(parts[0]), let festival = Festival(rawValue: String(parts[1])) else { return nil }
        self.init(festival, year: year)
    }

    /// Oldest first.
    public static func < (lhs: Holiday, rhs: Holiday) -> Bool { lhs.span.lowerBound < rhs.span.lowerBound }

    /// The holidays any of `days` falls in, oldest first: a holiday the archive holds a day of.
    public static func held(by days: Set<CalendarDate>) -> [Holiday] {
        guard let first = days.min(), let last = days.max() else { return [] }
        return (first.year...last.year).flatMap { year in Festival.allCases.map { Holiday($0, year: year) } }
            .filter { holiday in holiday.span.lowerBound.through(holiday.span.upperBound).contains(where: days.contains) }
            .sorted()
    }

    /// The holiday whose span holds `date` (nil: none).
    public static func holding(_ date: CalendarDate) -> Holiday? {
        Festival.allCases.map { Holiday($0, year: date.year) }.first { $0.span.contains(date) }
    }
}

/// A holiday's box office, as the press reports it: the top-ten lists' admissions over its archived
/// days (as a month counts them), the whole market's sales over them (as a year does), the daily
/// average, and its films by their admissions over the span.
public struct HolidayBoxOffice: Hashable, Sendable {
    public var holiday: Holiday
    /// The span's archived days' totals; `missing` names the days the archive lacks.
    public var totals: MarketPeriod.Totals
    /// Its films by admissions over the span, biggest first (only the number one in a list of holidays).
    public var movies: [TopMovie]
    /// The first of its days not counted yet (today, or yesterday before KOFIC publishes it: 집계 전,
    /// never missing); nil once every day is past.
    public var pending: CalendarDate?

    public init(holiday: Holiday, totals: MarketPeriod.Totals, movies: [TopMovie], pending: CalendarDate? = nil) {
        (self.holiday, self.totals, self.movies, self.pending) = (holiday, totals, movies, pending)
    }

    /// The span's days, whether archived or not.
    public var days: Int { holiday.length }

    /// Admissions a day over the archived days (nil: none archived).
    public var audiencePerDay: Int? {
        totals.days > 0 ? Int((Double(totals.audience) / Double(totals.days)).rounded()) : nil
    }

    /// Whether every day of it is counted: none missing from the archive, none still to come.
    public var isWhole: Bool { totals.complete && pending == nil }

    /// A film's share of the holiday's admissions (percent).
    public func share(of movie: TopMovie) -> Double? {
        totals.audience > 0 ? Double(movie.audience) / Double(totals.audience) * 100 : nil
    }

    /// Its place among itself and the earlier archived holidays of its festival (in `all`) by the
    /// daily average, highest first, as the press says it at the time ("역대 추석 연휴 최저"), counting
    /// only those with every day archived; nil where it lacks days.
    public func rankByDailyAverage(among all: [HolidayBoxOffice]) -> (rank: Int, of: Int)? {
        let whole = all.filter { $0.isWhole && $0.holiday.festival == holiday.festival && $0.holiday.year <= holiday.year }
        guard isWhole, let own = audiencePerDay, whole.contains(where: { $0.holiday == holiday }) else { return nil }
        return (whole.filter { ($0.audiencePerDay ?? 0) > own }.count + 1, whole.count)
    }
}
