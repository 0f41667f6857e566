import BoxOfficeDomain
import BoxOfficeReports

/// The movies with the most admissions over a range of days.
public struct TopMoviesQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "top", tool: "top_movies",
        title: Phrase("Top movies of a period", ko: "기간별 흥행 순위"),
        about: Phrase("The movies with the most admissions over a range of days (from the archive): audience and sales in the "
                      + "range, days charted, first and last day. Use it for \"the biggest movies of 2019\" or of a holiday season.",
                      ko: "기간 안에 관객이 가장 많았던 영화(아카이브 자료): 기간 관객수와 매출액, 순위에 든 일수, 첫날과 마지막 날. "
                      + "\"2019년 가장 많이 본 영화\"나 명절 시즌의 흥행작을 물을 때 씁니다."),
        parameters: [.from, .to, Inputs.limit])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let limit = QuestionParameter.limit(default: 10, of: Phrase("movies", ko: "영화"))
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

    public struct Answer: Sendable {
        public var movies: [TopMovie]
        public var from: CalendarDate
        public var to: CalendarDate
        /// Days of the range the archive holds.
        public var archivedDays: Int
        /// The archive's span (its whole-market list's first and last archived day): the answer's first line and JSON say it.
        public var span: ClosedRange<CalendarDate>? = nil
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        let archive = answers.archive
        return Answer(movies: try await archive.topMovies(from: from, to: to, limit: limit), from: from, to: to,
                      archivedDays: try await archive.archivedDates(from: from, to: to).count, span: try await answers.span())
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        present(answer, in: style, movieLink: { _ in nil }).spanning(answer.span, in: style)
    }

    /// The answer with each title linked (a site's month page: the film's page).
    public static func present(_ answer: Answer, in style: DocumentStyle, movieLink: (MovieCode) -> String?,
                               distributorLink: (String) -> String? = { _ in nil }) -> PresentedAnswer {
        let builder = TopMoviesDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        return PresentedAnswer(builder.build(answer.movies, from: answer.from, to: answer.to, archivedDays: answer.archivedDays, movieLink: movieLink,
                                             distributorLink: distributorLink),
                               name: "top-\(answer.from.iso)-\(answer.to.iso)")
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        return Answer(movies: [], from: day, to: day, archivedDays: 0, span: day...day)
    }
}
