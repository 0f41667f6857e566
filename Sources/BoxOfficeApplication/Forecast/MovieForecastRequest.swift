import BoxOfficeDomain
import BoxOfficeReports

/// A movie's forecast as the front ends ask it (`forecast CODE|TITLE [--date DATE]`, the MCP tool
/// `forecast`), declared once: its word, its tool, its parameters and their help in both languages.
public struct MovieForecastRequest: Sendable {
    public static let movie = QuestionParameter("movie", .words(placeholder: "CODE|TITLE"), .movie,
                                                help: Phrase("The movie's KOFIC code or title", ko: "영화의 KOFIC 코드나 제목"), required: true)
    public static let date = QuestionParameter("date", .option("--date", placeholder: "DATE"), .date,
                                               help: Phrase("Forecast as of this day (reads nothing after it)", ko: "이 날 기준의 전망(그 뒤의 날은 읽지 않음)"),
                                               defaultDescription: Phrase("yesterday in Seoul, the newest day KOFIC has", ko: "서울 기준 어제, KOFIC의 최신 날"))

    public static let declaration = QuestionDeclaration(
        word: "forecast", tool: "forecast", title: Phrase("Where a movie is heading", ko: "영화의 흥행 전망"),
        about: Phrase("A movie's expected final audience with an 80 % interval and its coming milestones (100,000, 500,000, every "
                      + "million) with expected dates, as of a day, beside the method's back-tested error. Use it for \"how far will it go\" "
                      + "or \"when will it pass 10 million\". " + DailyReportDocumentBuilder.milestoneMeaning(.english),
                      ko: "영화의 예상 최종 관객 수(80 % 구간)와 다가올 돌파 기준(관객 10만, 50만, 100만 단위)의 예상 날짜, 그리고 방법의 "
                      + "백테스트 오차. \"얼마나 갈까\", \"언제 천만을 넘을까\"에 답합니다. " + DailyReportDocumentBuilder.milestoneMeaning(.korean)),
        parameters: [movie, date])

    /// The movie's code or title, as typed.
    public let movie: String
    /// The day it is forecast as of.
    public let date: CalendarDate

    public init(_ arguments: QuestionArguments) throws {
        guard let movie = arguments.text(Self.movie) else { throw ArchiveQuestionError.missing(Self.declaration.word, Self.movie.name) }
        self.movie = movie
        date = arguments.date(Self.date) ?? arguments.latest
    }

    /// The forecast, its missing days filled first as `forecast`'s fetch policy has it.
    public func answer(with forecast: ForecastMovie) async throws -> MovieForecast {
        try await forecast.forecast(movie, asOf: date)
    }
}
