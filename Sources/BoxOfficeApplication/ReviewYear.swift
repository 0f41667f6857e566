import BoxOfficeDomain

/// Builds a year's review from the archive alone: the same reads as `history market`, `top` and
/// `distributors`, over the year.
public struct ReviewYear: Sendable {
    let answers: AnswerFromArchive

    public init(answers: AnswerFromArchive) { self.answers = answers }

    public func execute(_ year: Int) async throws -> YearReview {
        guard let first = CalendarDate(year: year, month: 1, day: 1), let last = CalendarDate(year: year, month: 12, day: 31) else {
            throw NoSuchYear(year: year)
        }
        guard let whole = try await answers.answer(MarketQuestion(from: first, to: last, by: .year)).periods.first else {
            throw ArchiveQuestionError.noDay(first)
        }
        let months = try await answers.answer(MarketQuestion(from: first, to: last, by: .month)).periods
        let movies = try await answers.answer(TopMoviesQuestion(from: first, to: last, limit: Int.max / 2)).movies
        // Each film's distributors, nation, rating and diversity listing, from its archived details and
        // lists, read once: the distributors' shares (`history distributors`' answer) come from them.
        let distributed = try await answers.distributedMovies(from: first, to: last)
        let shares = DistributorsQuestion.shares(of: distributed, limit: Int.max)
        let facts = Dictionary(distributed.map { ($0.code, $0) }) { a, _ in a }
        // The days the archive lacks up to its newest day of the year (the rest of a year still going is not missing).
        let newest = whole.totals.days == 0 ? nil : whole.compared.end
        let missing = whole.totals.missing.filter { date in newest.map { date < $0 } ?? true }
        return YearReview(
            year: year, sales: whole.totals.sales, audience: whole.totals.audience, koreanSalesShare: whole.koreanSalesShare,
            days: whole.totals.days, missing: missing.map(\.iso),
            movies: movies.map { movie in
                YearReview.Movie(movieCode: movie.code.rawValue, title: movie.title, audience: movie.audience, sales: movie.sales,
                                 averageTicketPrice: movie.audience > 0 ? Int((Double(movie.sales) / Double(movie.audience)).rounded()) : nil,
                                 distributors: movie.distributors, nation: facts[movie.code]?.nations.first,
                                 rating: facts[movie.code]?.watchGrades.first, diversity: facts[movie.code]?.onDiversityList ?? false)
            },
            distributors: shares.map { YearReview.Distributor(code: $0.companyCode, name: $0.name, audience: $0.audience, sales: $0.sales,
                                                              salesShare: $0.salesShare) },
            // A month with no archived day is left out, not shown as zero: the missing days name it.
            months: months.filter { $0.totals.days > 0 }.map { period in
                YearReview.Month(month: String(period.totals.start.iso.prefix(7)), audience: period.totals.audience, sales: period.totals.sales,
                                 koreanSalesShare: period.koreanSalesShare, days: period.totals.days, missing: period.totals.missing.map(\.iso))
            },
            // The same dates a year earlier: January 1 to the year's last archived day, each side's days said.
            yearBefore: whole.yearBefore.map { YearReview.Totals(year: year - 1, audience: $0.audience, sales: $0.sales, days: $0.days,
                                                                  complete: $0.complete, span: $0.start...$0.end) })
    }
}

/// A year no calendar date has (before 1 or after 9999).
public struct NoSuchYear: Error, Hashable, Sendable {
    public var year: Int
}
