import BoxOfficeDomain
import Foundation

/// A year as KOFIC's yearly 결산 (한국 영화산업 결산) tells it, as far as the archive holds it: the
/// whole market's sales (exact: each day's list total, `salesAmt ÷ salesShare × 100`), the top-ten
/// lists' admissions (named as such: KOFIC gives no whole-market audience), month by month, the
/// films by admissions in the year, the distributors' shares, against the year before. Days the
/// archive lacks are named, never summed as zero. Encoded with the site's JSON keys (`years/YYYY.json`).
public struct YearReview: Hashable, Sendable, Encodable {
    public struct Month: Hashable, Sendable, Encodable {
        /// `YYYY-MM`.
        public var month: String
        public var audience: Int
        public var sales: Int?
        public var koreanSalesShare: Double?
        public var days: Int
        public var missing: [String]
    }

    public struct Movie: Hashable, Sendable, Encodable {
        public var movieCode: String
        public var title: String
        /// Its top-ten admissions within the year.
        public var audience: Int
        public var sales: Int
        /// Sales ÷ admissions within the year, in won (nil without admissions).
        public var averageTicketPrice: Int?
        public var distributors: [String]
    }

    public struct Distributor: Hashable, Sendable, Encodable {
        /// KOBIS's company code; nil for a distributor known by name only, or for the movies without details.
        public var code: String?
        /// Nil: the movies whose distributor the archive does not know.
        public var name: String?
        public var audience: Int
        public var sales: Int
        /// Percent of the top-ten lists' sales in the year.
        public var salesShare: Double
    }

    /// A year's totals, for the year before.
    public struct Totals: Hashable, Sendable, Encodable {
        public var year: Int
        public var audience: Int
        public var sales: Int?
        public var days: Int
    }

    public var year: Int
    /// The whole market's sales over the archived days (nil when no day carries a share).
    public var sales: Int?
    /// The top-ten lists' admissions over the archived days.
    public var audience: Int
    /// Korean films' share of the whole market's sales (percent); nil unless every day's K list is archived.
    public var koreanSalesShare: Double?
    public var days: Int
    /// The days of the year (up to its last archived one) the archive lacks.
    public var missing: [String]
    /// Biggest first by admissions in the year.
    public var movies: [Movie]
    public var distributors: [Distributor]
    public var months: [Month]
    public var yearBefore: Totals?
}

// Every key is written, a value the archive cannot tell as `null` (synthesized encoding would leave
// an optional out): a team's tools read one shape.
extension YearReview {
    enum CodingKeys: String, CodingKey { case year, sales, audience, koreanSalesShare, days, missing, movies, distributors, months, yearBefore }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(year, forKey: .year)
        try c.encode(sales, forKey: .sales)
        try c.encode(audience, forKey: .audience)
        try c.encode(koreanSalesShare, forKey: .koreanSalesShare)
        try c.encode(days, forKey: .days)
        try c.encode(missing, forKey: .missing)
        try c.encode(movies, forKey: .movies)
        try c.encode(distributors, forKey: .distributors)
        try c.encode(months, forKey: .months)
        try c.encode(yearBefore, forKey: .yearBefore)
    }
}

extension YearReview.Month {
    enum CodingKeys: String, CodingKey { case month, audience, sales, koreanSalesShare, days, missing }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(month, forKey: .month)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(koreanSalesShare, forKey: .koreanSalesShare)
        try c.encode(days, forKey: .days)
        try c.encode(missing, forKey: .missing)
    }
}

extension YearReview.Movie {
    enum CodingKeys: String, CodingKey { case movieCode, title, audience, sales, averageTicketPrice, distributors }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(movieCode, forKey: .movieCode)
        try c.encode(title, forKey: .title)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(averageTicketPrice, forKey: .averageTicketPrice)
        try c.encode(distributors, forKey: .distributors)
    }
}

extension YearReview.Distributor {
    enum CodingKeys: String, CodingKey { case code, name, audience, sales, salesShare }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(name, forKey: .name)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(salesShare, forKey: .salesShare)
    }
}

extension YearReview {
    /// The review as the site's JSON: snake_case keys, numbers as numbers, every key present.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// Builds a year's review from the archive alone: the same reads as `history market`, `top` and
/// `distributors`, over the year.
public struct ReviewYear: Sendable {
    let answers: AnswerFromArchive

    public init(answers: AnswerFromArchive) { self.answers = answers }

    public func execute(_ year: Int) async throws -> YearReview {
        guard let first = CalendarDate(year: year, month: 1, day: 1), let last = CalendarDate(year: year, month: 12, day: 31) else {
            throw NoSuchYear(year: year)
        }
        guard case .market(let years, _, _, _) = try await answers.answer(.market(from: first, to: last, by: .year)), let whole = years.first,
              case .market(let months, _, _, _) = try await answers.answer(.market(from: first, to: last, by: .month)),
              case .top(let movies, _, _, _) = try await answers.answer(.top(from: first, to: last, limit: Int.max / 2)),
              case .distributors(let shares, _, _, _, _, _) = try await answers.answer(.distributors(from: first, to: last, limit: Int.max / 2))
        else { throw ArchiveQuestionError.noDay(first) }
        return YearReview(
            year: year, sales: whole.totals.sales, audience: whole.totals.audience, koreanSalesShare: whole.koreanSalesShare,
            days: whole.totals.days, missing: whole.totals.missing.map(\.iso),
            movies: movies.map { movie in
                YearReview.Movie(movieCode: movie.code.rawValue, title: movie.title, audience: movie.audience, sales: movie.sales,
                                 averageTicketPrice: movie.audience > 0 ? Int((Double(movie.sales) / Double(movie.audience)).rounded()) : nil,
                                 distributors: movie.distributors)
            },
            distributors: shares.map { YearReview.Distributor(code: $0.companyCode, name: $0.name, audience: $0.audience, sales: $0.sales,
                                                              salesShare: $0.salesShare) },
            months: months.map { period in
                YearReview.Month(month: String(period.totals.start.iso.prefix(7)), audience: period.totals.audience, sales: period.totals.sales,
                                 koreanSalesShare: period.koreanSalesShare, days: period.totals.days, missing: period.totals.missing.map(\.iso))
            },
            yearBefore: whole.yearBefore.map { YearReview.Totals(year: year - 1, audience: $0.audience, sales: $0.sales, days: $0.days) })
    }
}

/// A year no calendar date has (before 1 or after 9999).
public struct NoSuchYear: Error, Hashable, Sendable {
    public var year: Int
}
