/// A year as KOFIC's yearly 결산 (한국 영화산업 결산) tells it, as far as the archive holds it: the
/// whole market's sales (exact: each day's list total, `salesAmt ÷ salesShare × 100`), the top-ten
/// lists' admissions (named as such: KOFIC gives no whole-market audience), month by month, the
/// films by admissions in the year, the distributors' shares, against the year before. Days the
/// archive lacks are named, never summed as zero. The site's `years/YYYY.json` is its JSON (`YearReviewJSON`).
public struct YearReview: Hashable, Sendable {
    public struct Month: Hashable, Sendable {
        /// `YYYY-MM`.
        public var month: String
        public var audience: Int
        public var sales: Int?
        public var koreanSalesShare: Double?
        public var days: Int
        public var missing: [String]

        public init(month: String, audience: Int, sales: Int?, koreanSalesShare: Double?, days: Int, missing: [String]) {
            (self.month, self.audience, self.sales, self.koreanSalesShare, self.days, self.missing) = (month, audience, sales, koreanSalesShare, days, missing)
        }
    }

    public struct Movie: Hashable, Sendable {
        public var movieCode: String
        public var title: String
        /// Its top-ten admissions within the year.
        public var audience: Int
        public var sales: Int
        /// Sales ÷ admissions within the year, in won (nil without admissions).
        public var averageTicketPrice: Int?
        public var distributors: [String]
        /// Its first nation, as the trade files it (nil: the archive holds no details of it).
        public var nation: String?
        /// Its first rating (관람등급), as it opened (nil: not known).
        public var rating: String?
        /// It ranked in KOFIC's diversity-film list on an archived day of the year.
        public var diversity: Bool

        public init(movieCode: String, title: String, audience: Int, sales: Int, averageTicketPrice: Int?, distributors: [String],
                    nation: String? = nil, rating: String? = nil, diversity: Bool = false) {
            (self.movieCode, self.title, self.audience, self.sales) = (movieCode, title, audience, sales)
            (self.averageTicketPrice, self.distributors) = (averageTicketPrice, distributors)
            (self.nation, self.rating, self.diversity) = (nation, rating, diversity)
        }

        /// Korean by its first nation (nil: not known).
        public var isKorean: Bool? { nation.map { $0 == YearReview.korea } }
    }

    /// KOBIS's name of Korea as a movie's nation.
    public static let korea = "한국"

    /// The year's films grouped by one of their facts (a rating, a nation): nil names the films
    /// whose fact the archive does not know.
    public struct Group: Hashable, Sendable {
        public var name: String?
        public var movies: Int
        public var audience: Int
        public var sales: Int
        /// Percent of the top-ten lists' sales in the year.
        public var salesShare: Double

        public init(name: String?, movies: Int, audience: Int, sales: Int, salesShare: Double) {
            (self.name, self.movies, self.audience, self.sales, self.salesShare) = (name, movies, audience, sales, salesShare)
        }

        /// The movies grouped by `key`, biggest sales first, the unknown last.
        public static func grouping(_ movies: [Movie], by key: (Movie) -> String?) -> [Group] {
            let total = movies.reduce(0) { $0 + $1.sales }
            var groups: [String?: Group] = [:]
            for movie in movies {
                let name = key(movie)
                var group = groups[name] ?? Group(name: name, movies: 0, audience: 0, sales: 0, salesShare: 0)
                group.movies += 1
                group.audience += movie.audience
                group.sales += movie.sales
                groups[name] = group
            }
            return groups.values.map { group in
                var group = group
                group.salesShare = total > 0 ? Double(group.sales) / Double(total) * 100 : 0
                return group
            }.sorted { ($0.name == nil ? 1 : 0, -$0.sales, $0.name ?? "") < ($1.name == nil ? 1 : 0, -$1.sales, $1.name ?? "") }
        }
    }

    public struct Distributor: Hashable, Sendable {
        /// KOBIS's company code; nil for a distributor known by name only, or for the movies without details.
        public var code: String?
        /// Nil: the movies whose distributor the archive does not know.
        public var name: String?
        public var audience: Int
        public var sales: Int
        /// Percent of the top-ten lists' sales in the year.
        public var salesShare: Double

        public init(code: String?, name: String?, audience: Int, sales: Int, salesShare: Double) {
            (self.code, self.name, self.audience, self.sales, self.salesShare) = (code, name, audience, sales, salesShare)
        }
    }

    /// A year's totals, for the year before.
    public struct Totals: Hashable, Sendable {
        public var year: Int
        public var audience: Int
        public var sales: Int?
        public var days: Int
        /// Whether the archive holds every one of the days compared (else the totals are of `days` of them).
        public var complete: Bool
        /// The dates compared: the year's first day to its last archived day, a year earlier (nil: not said).
        public var span: ClosedRange<CalendarDate>?

        public init(year: Int, audience: Int, sales: Int?, days: Int, complete: Bool = true, span: ClosedRange<CalendarDate>? = nil) {
            (self.year, self.audience, self.sales, self.days, self.complete, self.span) = (year, audience, sales, days, complete, span)
        }
    }

    public var year: Int
    /// The whole market's sales over the archived days (nil when no day carries a share).
    public var sales: Int?
    /// The top-ten lists' admissions over the archived days.
    public var audience: Int
    /// Korean films' share of the whole market's sales (percent); nil unless every day's K list is archived.
    public var koreanSalesShare: Double?
    public var days: Int
    /// The days of the year the archive lacks, up to its newest archived day of the year (all of them
    /// when it holds none).
    public var missing: [String]
    /// Biggest first by admissions in the year.
    public var movies: [Movie]
    public var distributors: [Distributor]
    /// The months with at least one archived day, in order.
    public var months: [Month]
    public var yearBefore: Totals?
    /// Whether the archive holds KOFIC's diversity-film list on any day of the year (else no film
    /// can be told one, and the page says so).
    public var diversityListArchived: Bool { movies.contains(where: \.diversity) }
    /// The films by rating and by first nation.
    public var byRating: [Group] { Group.grouping(movies, by: \.rating) }
    public var byNation: [Group] { Group.grouping(movies, by: \.nation) }

    public init(year: Int, sales: Int?, audience: Int, koreanSalesShare: Double?, days: Int, missing: [String], movies: [Movie],
                distributors: [Distributor], months: [Month], yearBefore: Totals?) {
        (self.year, self.sales, self.audience, self.koreanSalesShare, self.days, self.missing) = (year, sales, audience, koreanSalesShare, days, missing)
        (self.movies, self.distributors, self.months, self.yearBefore) = (movies, distributors, months, yearBefore)
    }
}
