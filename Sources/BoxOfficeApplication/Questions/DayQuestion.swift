import BoxOfficeDomain
import BoxOfficeReports

/// A day's chart from the archive: the national list, or a segment's or region's list when it was
/// fetched; its movies with their history context (and forecasts, when the answerer makes them).
public struct DayQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "day", tool: "daily_box_office",
        title: Phrase("Daily box office", ko: "일별 박스오피스"),
        about: Phrase("A day's top ten in Korea (KOFIC): audience, sales, screens, shows, each movie's distributor, days in the chart, "
                      + "milestones crossed and, from a run's third day, its expected final audience and next milestone. Use it for "
                      + "\"who was number one yesterday\" or any question about one day's chart.",
                      ko: "하루의 박스오피스 상위 10편(KOFIC): 관객수, 매출액, 스크린 수, 상영 횟수, 배급사, 상영 일수, 넘은 관객 기록, "
                      + "개봉 3일째부터는 예상 최종 관객과 다음 기록. \"어제 1위는?\"처럼 하루의 순위를 물을 때 씁니다."),
        parameters: [
            Inputs.date,
            .list,
        ])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let date = QuestionParameter("date", .words(placeholder: "DATE"), .date,
                                            help: Phrase("The day", ko: "날짜"),
                                            defaultDescription: Phrase("yesterday in Seoul, the newest day KOFIC has", ko: "서울 기준 어제(KOFIC의 가장 최근 날)"))
    }

    public var date: CalendarDate
    public var list: ChartList

    public init(_ date: CalendarDate, list: ChartList = .all) {
        self.date = date
        self.list = list
    }

    public init(_ arguments: QuestionArguments) throws {
        self.init(arguments.date(Inputs.date) ?? arguments.latest, list: arguments.list(.list))
    }

    public var newestDay: CalendarDate? { date }
    public var fill: ArchiveFill { .chart(.daily(date, list: list)) }

    /// The archived day, its report with history context; `provisional` while the scheduled run still re-checks it.
    public struct Answer: Sendable {
        public var day: ArchivedDay
        public var report: DailyReport
        public var provisional: Bool
    }

    public func answer(from archive: AnswerFromArchive) async throws -> Answer {
        guard let day = try await archive.archive.day(date, list: list) else { throw ArchiveQuestionError.noDay(date, list: list) }
        var report = try await ReadDayHistory(archive: archive.archive).execute(day.report)
        if let forecasts = archive.forecasts { report = try await forecasts.asShown(report) }
        // Provisional while the scheduled run still re-checks it, whatever it was when fetched.
        return Answer(day: day, report: report, provisional: RecheckWindow().isProvisional(date, at: archive.clock.now()))
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        let language = style.language
        let status = language.sentences.archivedStatus(answer.day.revision, SeoulCalendar().timestamp(answer.day.fetchedAt), answer.provisional)
        let builder = DailyReportDocumentBuilder(language: language, source: language.translatedFromEnglish(answer.day.source), generatedAt: style.generatedAt)
        return PresentedAnswer(builder.build(answer.report, extraMetadata: [language.labeled("archived", status)]),
                               name: "day-" + answer.report.list.qualified(answer.report.date.iso))
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        let report = DailyReport(date: day, rows: [])
        return Answer(day: ArchivedDay(report: report, fetchedAt: .distantPast, source: "", provisional: false, revision: 1), report: report, provisional: false)
    }
}
