import BoxOfficeDomain
import BoxOfficeReports

/// A movie's run day by day from the archive, with its pace against the biggest runs on its last day
/// (when the answerer reads paces).
public struct MovieRunQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "movie", tool: "movie_history",
        title: Phrase("A movie's run", ko: "영화의 흥행 추이"),
        about: Phrase("A movie's run day by day from the archive: day of its run, rank, audience, total audience, sales and screens "
                      + "on every day it was in the top ten, and its pace against the biggest recent run at the same day. Use it for "
                      + "\"how many days did it take to pass 5 million\" or how a run rose and fell.",
                      ko: "아카이브에 있는 영화의 날짜별 흥행: 상위 10위에 든 날마다 개봉 며칠째인지, 순위, 관객수, 누적 관객, 매출액, 스크린 수, "
                      + "그리고 같은 날짜의 최근 최대 흥행작과 비교한 속도. \"500만까지 며칠 걸렸지?\" 같은 질문에 씁니다."),
        parameters: [
            Inputs.code,
            Inputs.from,
            Inputs.to,
        ])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let code = QuestionParameter("code", .words(placeholder: "CODE"), .movieCode,
                                            help: Phrase("The movie's KOFIC code (8 letters or digits, such as 20231496)", ko: "영화의 KOFIC 코드(20231496처럼 8자리)"),
                                            required: true)
        static let from = QuestionParameter("from", .option("--from", placeholder: "DATE"), .date,
                                            help: Phrase("Only days from this one", ko: "이 날부터만"))
        static let to = QuestionParameter("to", .option("--to", placeholder: "DATE"), .date, help: Phrase("Only days up to this one", ko: "이 날까지만"))
    }

    public var code: MovieCode
    public var from: CalendarDate?
    public var to: CalendarDate?

    public init(_ code: MovieCode, from: CalendarDate? = nil, to: CalendarDate? = nil) {
        (self.code, self.from, self.to) = (code, from, to)
    }

    public init(_ arguments: QuestionArguments) throws {
        self.init(try arguments.movieCode(Inputs.code), from: arguments.date(Inputs.from), to: arguments.date(Inputs.to))
        if let from, let to { _ = try DayRange.checked(from: from, to: to) }
    }

    public var newestDay: CalendarDate? { nil }
    public var fill: ArchiveFill { .runs([.code(code)]) }

    public struct Answer: Sendable {
        public var run: MovieRun
        public var pace: Pace?
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        let archive = answers.archive
        guard var run = try await archive.movieRun(code) else { throw ArchiveQuestionError.noMovie(code) }
        let pace = answers.paces ? try await Self.pace(of: run, answers: answers) : nil
        run.days = run.days.filter { day in day.date >= (from ?? day.date) && day.date <= (to ?? day.date) }
        return Answer(run: run, pace: pace)
    }

    /// The daily report's comparison on the run's last day (the runs known on that day), from their totals and a day each.
    private static func pace(of run: MovieRun, answers: AnswerFromArchive) async throws -> Pace? {
        let archive = answers.archive
        guard let last = run.days.last, run.openDate.map({ last.date.days(since: $0) < Pace.longestDay }) ?? true else { return nil }
        let candidates = try await answers.paceCandidates(through: last.date, openedSince: RunsAsOf.trainingStart(last.date))
        guard let own = candidates.first(where: { $0.code == run.code }), !own.isReRelease else { return nil }
        return try await Pace.against(run.code, day: last.date.days(since: own.openDate) + 1, accumulated: last.audienceAccumulated,
                                      biggestFirst: candidates) { rival, date in try await archive.accumulated(of: rival.code, on: date) }
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        PresentedAnswer(document(answer.run, pace: answer.pace, in: style), name: "movie-\(answer.run.code.rawValue)")
    }

    /// A run's document, with its forecast on the archive's newest day when there is one (the site's movie page).
    /// - Parameter movieLink: a film's page, `distributorLink` a distributor's (the site's; nil: plain).
    public static func document(_ run: MovieRun, pace: Pace?, forecast: RowForecast? = nil, links: [Link] = [], in style: DocumentStyle,
                                movieLink: (MovieCode) -> String? = { _ in nil }, distributorLink: (String) -> String? = { _ in nil }) -> ReportDocument {
        MovieRunDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
            .build(run, pace: pace, forecast: forecast, links: links, movieLink: movieLink, distributorLink: distributorLink)
    }

    public static var emptyAnswer: Answer { Answer(run: MovieRun(code: MovieCode("20249255")!, title: "", details: nil, days: []), pace: nil) }
}
