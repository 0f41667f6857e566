import BoxOfficeDomain
import BoxOfficeReports

/// Movies' runs side by side by day of release, up to `days` (nil: all archived).
public struct CompareQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "compare", tool: "compare_movies",
        title: Phrase("Movies' runs side by side", ko: "영화 흥행 비교"),
        about: Phrase("2 to 6 movies' total audience by day of release, side by side (from the archive), the day each passed each "
                      + "audience mark (100,000, 500,000, every million) and by how many days one beat another. Use it for \"how much "
                      + "faster than X did Y reach 8 million\".",
                      ko: "영화 2~6편의 개봉일 기준 누적 관객을 나란히(아카이브 자료), 각 관객 기록(10만, 50만, 100만 단위)을 넘은 날과 며칠 "
                      + "앞섰는지. \"Y는 X보다 800만에 얼마나 빨리 갔어?\" 같은 질문에 씁니다."),
        parameters: [
            Inputs.movies,
            Inputs.days,
        ])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let movies = QuestionParameter("movies", .words(placeholder: "MOVIE MOVIE..."), .movies(2...6),
                                              help: Phrase("The movies: KOFIC codes or titles the archive charted", ko: "영화: KOFIC 코드 또는 아카이브에 있는 제목"),
                                              required: true)
        static let days = QuestionParameter("days", .option("--days", placeholder: "N"), .integer(1...3650),
                                            help: Phrase("Compare up to this day of release", ko: "개봉 며칠째까지 비교할지"),
                                            defaultDescription: Phrase("every archived day", ko: "아카이브에 있는 모든 날"))
    }

    public var movies: [MovieReference]
    public var days: Int?

    public init(_ movies: [MovieReference], days: Int?) {
        self.movies = movies
        self.days = days
    }

    public init(_ arguments: QuestionArguments) throws {
        self.init(try arguments.texts(Inputs.movies).map { text throws(ArchiveQuestionError) in try MovieReference(parsing: text) },
                  days: arguments.integer(Inputs.days))
    }

    public var newestDay: CalendarDate? { nil }
    public var fill: ArchiveFill { .runs(movies) }

    public func answer(from answers: AnswerFromArchive) async throws -> RunComparison {
        var runs: [MovieRun] = []
        let codes = try await answers.codes(movies)
        if let repeated = codes.first(where: { code in codes.filter { $0 == code }.count > 1 }) {
            throw ArchiveQuestionError.repeated(repeated)
        }
        for code in codes {
            guard let run = try await answers.archive.movieRun(code), !run.days.isEmpty else { throw ArchiveQuestionError.noMovie(code) }
            runs.append(run)
        }
        return RunComparison(runs: runs, days: days)
    }

    public static func present(_ answer: RunComparison, in style: DocumentStyle) -> PresentedAnswer {
        let builder = RunComparisonDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        return PresentedAnswer(builder.build(answer), name: "compare-" + answer.curves.map(\.code.rawValue).joined(separator: "-"))
    }

    public static var emptyAnswer: RunComparison { RunComparison(runs: [], days: nil) }
}
