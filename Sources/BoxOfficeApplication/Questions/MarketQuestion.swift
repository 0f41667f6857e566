import BoxOfficeDomain
import BoxOfficeReports

/// The market period by period, against the same days a year earlier.
public struct MarketQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "market", tool: "market",
        title: Phrase("The market over time", ko: "기간별 시장"),
        about: Phrase("The market by day, week, month or year (from the archive): admissions (the daily top-ten lists' sum), the whole "
                      + "market's sales, Korean films' share of both, the movies charted and the leading one, beside the same days a year "
                      + "earlier with the change. Use it for \"how was 2019 against 2018\", monthly admissions, or Korean films' share.",
                      ko: "일·주·월·연 단위의 시장(아카이브 자료): 관객수(일별 상위 10편의 합), 전체 매출액, 둘에서 한국 영화의 점유율, 순위에 든 영화와 "
                      + "1위 영화, 그리고 1년 전 같은 기간과 증감. \"2019년은 2018년보다 어땠어?\", 월별 관객, 한국 영화 점유율에 씁니다."),
        parameters: [.from, .to,
                     Inputs.by])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let by = QuestionParameter("by", .option("--by", placeholder: "PERIOD"), .choice(MarketPeriodKind.allCases.map(\.rawValue)),
                                          help: Phrase("Periods: day, week, month or year", ko: "단위: day(일), week(주), month(월), year(연)"),
                                          default: .text(MarketPeriodKind.month.rawValue))
    }

    public var from: CalendarDate
    public var to: CalendarDate
    public var by: MarketPeriodKind

    public init(from: CalendarDate, to: CalendarDate, by: MarketPeriodKind) {
        (self.from, self.to, self.by) = (from, to, by)
    }

    public init(_ arguments: QuestionArguments) throws {
        let (from, to) = try arguments.range()
        guard let by = arguments.choice(Inputs.by, as: MarketPeriodKind.self) else { throw ArchiveQuestionError.missing(Self.declaration.word, "by") }
        self.init(from: from, to: to, by: by)
    }

    public var newestDay: CalendarDate? { to }
    public var fill: ArchiveFill { .days(from: from, to: to) }

    public struct Answer: Sendable {
        public var periods: [MarketPeriod]
        public var question: MarketQuestion
        /// The first day of the range not counted yet (today, or yesterday before KOFIC publishes it); nil: none.
        public var pending: CalendarDate? = nil
        /// The archive's span (its whole-market list's first and last archived day): the answer's first line and JSON say it.
        public var span: ClosedRange<CalendarDate>? = nil
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        _ = try DayRange.checked(from: from, to: to)
        // Today, and yesterday until KOFIC publishes it, are not counted yet (집계 전), never missing: the range stops before them.
        let published = try await answers.publishedThrough()
        let end = min(to, published)
        guard from <= end else {
            return Answer(periods: [], question: self, pending: from, span: try await answers.span())
        }
        let days = try await answers.archive.marketDays(from: MarketHistory.firstDayRead(from: from), to: end)
        let movies = try await answers.archive.periodMovies(by, from: from, to: end)
        return Answer(periods: MarketHistory.periods(by, from: from, to: end, days: days, movies: movies), question: self,
                      pending: end < to ? end.adding(days: 1) : nil, span: try await answers.span())
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        present(answer, in: style, showsEmptyPeriods: true).spanning(answer.span, in: style)
    }

    /// - Parameter showsEmptyPeriods: whether the table draws a row for a period without an archived day.
    /// - Parameter periodLink: each period's page (a site's month page: each day's), `movieLink` each leader's.
    static func present(_ answer: Answer, in style: DocumentStyle, showsEmptyPeriods: Bool, periodLink: (@Sendable (MarketPeriod) -> String?)? = nil,
                        movieLink: (@Sendable (MovieCode) -> String?)? = nil) -> PresentedAnswer {
        let q = answer.question
        var builder = MarketDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        builder.showsEmptyPeriods = showsEmptyPeriods
        (builder.periodLink, builder.movieLink) = (periodLink, movieLink)
        var presented = PresentedAnswer(builder.build(answer.periods, by: q.by, from: q.from, to: q.to, pending: answer.pending),
                                        name: "market-\(q.by.rawValue)-\(q.from.iso)-\(q.to.iso)")
        presented.fill = yearBeforeFill(answer)
        return presented
    }

    /// Where a period has days but the same days a year earlier are not all archived: those days (a
    /// backfill of them gives the change against the year before).
    static func yearBeforeFill(_ answer: Answer) -> ClosedRange<CalendarDate>? {
        guard answer.periods.contains(where: { $0.totals.days > 0 && $0.audienceChangePercent == nil }) else { return nil }
        let q = answer.question
        // A day's or a week's earlier span is the same weekdays, 364 days before.
        let weekdays = q.by == .day || q.by == .week
        let back = MarketHistory.sameWeekdayYearEarlier
        return weekdays ? q.from.adding(days: -back)...q.to.adding(days: -back) : q.from.yearEarlier...q.to.yearEarlier
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        return Answer(periods: [], question: MarketQuestion(from: day, to: day, by: .month), span: day...day)
    }
}
