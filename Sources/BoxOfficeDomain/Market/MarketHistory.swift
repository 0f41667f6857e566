/// A period of the market, from the archived days within it, beside the same days a year earlier.
public struct MarketPeriod: Hashable, Sendable {
    /// Admissions, sales and the rest over some days: a period, or the same period a year earlier.
    public struct Totals: Hashable, Sendable {
        public var start: CalendarDate
        public var end: CalendarDate
        /// The days of the range the archive holds.
        public var days: Int
        /// The days of the range the archive lacks, by name (never counted as zero).
        public var missing: [CalendarDate]
        /// The top-ten lists' admissions, summed over the archived days.
        public var audience: Int
        /// The whole market's sales over the archived days (nil when none carries a share).
        public var sales: Int?
        public var complete: Bool { missing.isEmpty }

        public init(start: CalendarDate, end: CalendarDate, days: Int, missing: [CalendarDate], audience: Int, sales: Int?) {
            self.start = start
            self.end = end
            self.days = days
            self.missing = missing
            self.audience = audience
            self.sales = sales
        }
    }

    /// How a Korean share of admissions was told.
    public enum KoreanBasis: String, Hashable, Sendable {
        /// KOFIC's Korean list (`--wide`) named the Korean films on every day.
        case koficList = "kofic_k_list"
        /// Each movie's first nation, from its archived details.
        case firstNation = "first_nation"
        /// Some days by KOFIC's list, the others by first nation.
        case mixed
    }

    public var totals: Totals
    /// Movies charted in the period.
    public var movies: Int
    /// The period's movie with the most top-ten admissions.
    public var leader: MarketMovieAudience?
    /// Korean films' share of the top ten's admissions (percent); nil unless every movie's nation is
    /// known on every archived day (a share of part of the period would pass for the whole's).
    public var koreanAudienceShare: Double?
    public var koreanBasis: KoreanBasis?
    /// Top-ten admissions of movies whose nation is not known (no details archived, no K list).
    public var unknownNationAudience: Int
    /// Korean films' share of the whole market's sales (percent); nil unless every archived day's K
    /// list is archived too.
    public var koreanSalesShare: Double?
    /// The archived days whose K list is archived.
    public var koreanSalesDays: Int
    /// The same period a year earlier, when the archive holds any of it: like with like, the same
    /// dates from the period's first day to its last archived day (a month or a year still going is
    /// compared over the days it has), the same weekdays 364 days earlier for a day or a week.
    public var yearBefore: Totals?
    /// The period from its first day to its last archived day: what `yearBefore` is set against
    /// (the period itself when its last day is archived).
    public var compared: Totals

    public init(totals: Totals, movies: Int, leader: MarketMovieAudience?, koreanAudienceShare: Double?, koreanBasis: KoreanBasis?,
                unknownNationAudience: Int, koreanSalesShare: Double?, koreanSalesDays: Int, yearBefore: Totals?, compared: Totals? = nil) {
        self.totals = totals
        self.compared = compared ?? totals
        self.movies = movies
        self.leader = leader
        self.koreanAudienceShare = koreanAudienceShare
        self.koreanBasis = koreanBasis
        self.unknownNationAudience = unknownNationAudience
        self.koreanSalesShare = koreanSalesShare
        self.koreanSalesDays = koreanSalesDays
        self.yearBefore = yearBefore
    }

    /// Admissions against the year before (percent), when both spans are whole in the archive (the
    /// period to its last archived day, and the same dates a year earlier).
    public var audienceChangePercent: Double? {
        guard let yearBefore, compared.complete, yearBefore.complete, yearBefore.audience > 0 else { return nil }
        return (Double(totals.audience) - Double(yearBefore.audience)) / Double(yearBefore.audience) * 100
    }

    /// Sales against the year before (percent), when both periods are whole in the archive.
    public var salesChangePercent: Double? {
        guard let yearBefore, compared.complete, yearBefore.complete, let sales = totals.sales, let before = yearBefore.sales, before > 0 else { return nil }
        return (Double(sales) - Double(before)) / Double(before) * 100
    }
}

/// The market over a range, period by period (`history market`, the highlights' year so far).
public enum MarketHistory {
    /// The periods of `kind` covering `from`...`to`, from the archive's days of the range and of the
    /// year before it (`days` may hold more; only each period's own dates are read) and each period's
    /// movies by its first day. A period with no archived day is still listed, with its missing days.
    public static func periods(_ kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate, days: [MarketDay],
                               movies: [CalendarDate: PeriodMovies]) -> [MarketPeriod] {
        let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        return kind.periods(from: from, to: to).map { range in
            let own = totals(range, byDate)
            // Like with like: the period to its last archived day, against the same dates a year
            // earlier (a day's or a week's: the same weekdays, 364 days earlier).
            let through = range.lowerBound.through(range.upperBound).last { byDate[$0] != nil } ?? range.upperBound
            let compared = through == range.upperBound ? own : totals(range.lowerBound...through, byDate)
            // A month's or a year's: the same dates (29 February against the 28th, never the 28th against the 29th).
            let earlier = kind == .day || kind == .week ? compared.start.adding(days: -sameWeekdayYearEarlier)...compared.end.adding(days: -sameWeekdayYearEarlier)
                : compared.start.sameDateYearEarlier...compared.end.sameDateYearEarlier
            let before = totals(earlier, byDate)
            let inPeriod = range.lowerBound.through(range.upperBound).compactMap { byDate[$0] }
            let known = inPeriod.reduce(0) { $0 + $1.audience - $1.unknownNationAudience }
            let korean = inPeriod.reduce(0) { $0 + $1.koreanAudience }
            let byList = inPeriod.filter(\.koreanByList).count
            let withKoreanSales = inPeriod.filter { $0.koreanSales != nil && ($0.marketSales ?? 0) > 0 }
            let koreanSales = withKoreanSales.reduce(0) { $0 + ($1.koreanSales ?? 0) }
            let marketSales = withKoreanSales.reduce(0) { $0 + ($1.marketSales ?? 0) }
            return MarketPeriod(
                totals: own, movies: movies[range.lowerBound]?.movies ?? 0, leader: movies[range.lowerBound]?.leader,
                koreanAudienceShare: known > 0 && known == own.audience ? Double(korean) / Double(known) * 100 : nil,
                koreanBasis: inPeriod.isEmpty ? nil : byList == inPeriod.count ? .koficList : byList == 0 ? .firstNation : .mixed,
                unknownNationAudience: inPeriod.reduce(0) { $0 + $1.unknownNationAudience },
                koreanSalesShare: marketSales > 0 && withKoreanSales.count == own.days ? Double(koreanSales) / Double(marketSales) * 100 : nil,
                koreanSalesDays: withKoreanSales.count,
                yearBefore: before.days > 0 ? before : nil, compared: compared
            )
        }
    }

    /// The year so far to `date` against the same days a year earlier (the daily highlight).
    public static func yearSoFar(to date: CalendarDate, days: [MarketDay]) -> MarketPeriod? {
        let start = CalendarDate(year: date.year, month: 1, day: 1)!
        return periods(.year, from: start, to: date, days: days, movies: [:]).first
    }

    /// The month so far to `date` against the same days a year earlier (the weekly highlight).
    public static func monthSoFar(to date: CalendarDate, days: [MarketDay]) -> MarketPeriod? {
        let start = CalendarDate(year: date.year, month: date.month, day: 1)!
        return periods(.month, from: start, to: date, days: days, movies: [:]).first
    }

    /// The earliest day `periods` reads for a range: the year before its first day.
    public static func firstDayRead(from: CalendarDate) -> CalendarDate { min(from.yearEarlier, from.adding(days: -sameWeekdayYearEarlier)) }

    /// Days back to the same weekday a year earlier (52 weeks).
    public static let sameWeekdayYearEarlier = 364

    /// Admissions and sales over `range`'s archived days, the days it lacks named (a holiday's span).
    public static func totals(over range: ClosedRange<CalendarDate>, days: [MarketDay]) -> MarketPeriod.Totals {
        totals(range, Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    private static func totals(_ range: ClosedRange<CalendarDate>, _ byDate: [CalendarDate: MarketDay]) -> MarketPeriod.Totals {
        var totals = MarketPeriod.Totals(start: range.lowerBound, end: range.upperBound, days: 0, missing: [], audience: 0, sales: nil)
        for date in range.lowerBound.through(range.upperBound) {
            guard let day = byDate[date] else {
                totals.missing.append(date)
                continue
            }
            totals.days += 1
            totals.audience += day.audience
            if let sales = day.marketSales { totals.sales = (totals.sales ?? 0) + sales }
        }
        return totals
    }
}
