import BoxOfficeDomain
import BoxOfficeReports

/// The all-time chart (역대 박스오피스): the films with the most audience the archive's whole-market
/// daily lists counted, each with its title on its last charted day and its open date.
public struct AllTimeQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "alltime", tool: "all_time_box_office",
        title: Phrase("All-time box office", ko: "역대 박스오피스"),
        about: Phrase("The films with the most audience in the archive, from the whole market's daily lists: each film's total is the "
                      + "highest accumulated audience KOFIC counted for it on an archived day (a film charted before the archive's first "
                      + "day counts what KOFIC had counted by then), with its open date and its first and last charted days. Use it for "
                      + "\"the biggest films ever\" or \"is it in the all-time top ten yet\".",
                      ko: "아카이브의 전체 일별 순위로 본 역대 최다 관객 영화: 각 영화의 합계는 아카이브에 있는 날 KOFIC이 센 누적 관객 중 가장 큰 값입니다"
                      + "(아카이브의 첫날 전부터 상영한 영화는 그날까지 KOFIC이 센 관객을 포함). 개봉일, 순위에 처음과 마지막으로 든 날과 함께. "
                      + "\"역대 흥행 1위는?\", \"역대 10위 안에 들었어?\" 같은 질문에 씁니다."),
        parameters: [Inputs.limit],
        fetches: false)

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let limit = QuestionParameter.limit(default: 20, of: Phrase("films", ko: "영화"))
    }

    /// What the table says of its totals, in each language (`{first}`: the archive's first day).
    static let note = Phrase("Totals are the highest audience KOFIC counted for each film on the whole market's daily lists archived "
                             + "since {first}; a film charted before {first} counts what KOFIC had counted by then.",
                             ko: "합계는 {first}부터 아카이브에 있는 전체 일별 순위에서 KOFIC이 센 영화별 누적 관객 중 가장 큰 값입니다. "
                             + "{first} 전부터 상영한 영화는 그때까지 KOFIC이 센 관객을 포함합니다.")

    public var limit: Int

    public init(limit: Int) { self.limit = limit }

    public init(_ arguments: QuestionArguments) throws { self.init(limit: try arguments.integer(required: Inputs.limit)) }

    public var newestDay: CalendarDate? { nil }
    public var fill: ArchiveFill { .nothing }

    public struct Answer: Sendable {
        public var movies: [AllTimeMovie]
        /// The archive's first day (nil: none).
        public var firstDay: CalendarDate? { span?.lowerBound }
        /// The archive's first and last day of the whole market's list (nil: none).
        public var span: ClosedRange<CalendarDate>?
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        return Answer(movies: try await answers.archive.allTimeMovies(limit: limit), span: try await answers.span())
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        PresentedAnswer(document(answer, in: style), name: "alltime")
    }

    /// The chart's document (`AllTimeDocumentBuilder`), with the site page's navigation and its titles' links.
    public static func document(_ answer: Answer, in style: DocumentStyle, links: [Link] = [], movieLink: ((MovieCode) -> String)? = nil) -> ReportDocument {
        let l = style.language
        return AllTimeDocumentBuilder(language: l, generatedAt: style.generatedAt, source: style.archiveSource)
            .build(answer.movies, span: answer.span, title: declaration.title.text(l), dataTitle: declaration.title.english,
                   note: note.text(l), links: links, movieLink: movieLink)
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        return Answer(movies: [], span: day...day)
    }
}
