import BoxOfficeDomain
import BoxOfficeReports

/// Each distributor's movies, admissions and share of the top ten's sales over a range of days.
public struct DistributorsQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "distributors", tool: "distributors",
        title: Phrase("Distributors' share", ko: "배급사 점유율"),
        about: Phrase("Each distributor's movies, admissions, sales and share of the top ten's sales over a range of days (from the "
                      + "archive), biggest first; a movie with several distributors is split between them equally. Use it for \"which "
                      + "distributor took 2019\" or a season's 배급사 점유율.",
                      ko: "기간 동안 배급사별 영화, 관객수, 매출액, 상위 10편 매출 중 점유율(아카이브 자료), 큰 순서로; 배급사가 여럿인 영화는 "
                      + "똑같이 나눕니다. \"2019년 1위 배급사는?\"이나 시즌별 배급사 점유율에 씁니다."),
        parameters: [.from, .to, Inputs.limit])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let limit = QuestionParameter.limit(default: 10, of: Phrase("distributors", ko: "배급사"))
    }

    public var from: CalendarDate
    public var to: CalendarDate
    public var limit: Int

    public init(from: CalendarDate, to: CalendarDate, limit: Int) {
        (self.from, self.to, self.limit) = (from, to, limit)
    }

    public init(_ arguments: QuestionArguments) throws {
        let (from, to) = try arguments.range()
        self.init(from: from, to: to, limit: try arguments.integer(required: Inputs.limit))
    }

    public var newestDay: CalendarDate? { to }
    public var fill: ArchiveFill { .days(from: from, to: to) }

    /// Distributors biggest first (at most the limit), with the range's archived days, top-ten sales
    /// and whole-market sales.
    public struct Answer: Sendable {
        public var shares: [DistributorShare]
        public var from: CalendarDate
        public var to: CalendarDate
        public var archivedDays: Int
        public var topTenSales: Int
        public var marketSales: Int?
        /// The archive's span (its whole-market list's first and last archived day): the answer's first line and JSON say it.
        public var span: ClosedRange<CalendarDate>? = nil
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        _ = try DayRange.checked(from: from, to: to)
        let movies = try await answers.distributedMovies(from: from, to: to)
        let days = try await answers.archive.marketDays(from: from, to: to)
        let shown = Self.shares(of: movies, limit: limit)
        let market = days.allSatisfy { $0.marketSales != nil } ? days.reduce(0) { $0 + ($1.marketSales ?? 0) } : nil
        return Answer(shares: shown, from: from, to: to, archivedDays: days.count, topTenSales: movies.reduce(0) { $0 + $1.sales },
                      marketSales: days.isEmpty ? nil : market, span: try await answers.span())
    }

    /// The movies' distributors' shares, the `limit` biggest named ones first; the row of unknown
    /// distributors stays, so the shares still add up.
    static func shares(of movies: [DistributedMovie], limit: Int) -> [DistributorShare] {
        let shares = DistributorShare.shares(movies)
        return Array(shares.filter { $0.name != nil }.prefix(limit)) + shares.filter { $0.name == nil }
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        present(answer, in: style, distributorLink: { _ in nil }).spanning(answer.span, in: style)
    }

    /// The answer with each distributor that has a code linked (a site's month page: its page), and
    /// each biggest film to its page.
    static func present(_ answer: Answer, in style: DocumentStyle, distributorLink: (String) -> String?,
                        movieLink: (MovieCode) -> String? = { _ in nil }) -> PresentedAnswer {
        let builder = DistributorsDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        return PresentedAnswer(builder.build(answer.shares, from: answer.from, to: answer.to, archivedDays: answer.archivedDays,
                                             topTenSales: answer.topTenSales, marketSales: answer.marketSales, distributorLink: distributorLink,
                                             movieLink: movieLink),
                               name: "distributors-\(answer.from.iso)-\(answer.to.iso)")
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        return Answer(shares: [], from: day, to: day, archivedDays: 0, topTenSales: 0, marketSales: nil, span: day...day)
    }
}
