import BoxOfficeDomain
import BoxOfficeReports

/// Every version of a day's chart the archive holds, and what KOFIC changed between them.
public struct RevisionsQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "revisions", tool: "day_revisions",
        title: Phrase("What KOFIC changed", ko: "KOFIC의 수정 내역"),
        about: Phrase("Every version of a day's chart the archive holds, when each was fetched, and each number KOFIC changed "
                      + "(old → new). Use it for \"did KOFIC correct last week's numbers\".",
                      ko: "아카이브에 있는 하루 순위의 모든 판, 각각 가져온 시각, KOFIC이 고친 숫자(이전 → 이후). "
                      + "\"KOFIC이 지난주 숫자를 고쳤어?\" 같은 질문에 씁니다."),
        parameters: [Inputs.date])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let date = QuestionParameter("date", .words(placeholder: "DATE"), .date, help: Phrase("The day", ko: "날짜"), required: true)
    }

    public var date: CalendarDate

    public init(_ date: CalendarDate) { self.date = date }

    public init(_ arguments: QuestionArguments) throws { self.init(try arguments.date(required: Inputs.date)) }

    public var newestDay: CalendarDate? { date }
    public var fill: ArchiveFill { .chart(.daily(date)) }

    public struct Answer: Sendable {
        public var revisions: [DayRevision]
        public var date: CalendarDate
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        let revisions = try await answers.archive.revisions(of: date)
        guard !revisions.isEmpty else { throw ArchiveQuestionError.noDay(date) }
        return Answer(revisions: revisions, date: date)
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        let calendar = SeoulCalendar()
        let builder = RevisionsDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt,
                                               timestamp: { calendar.timestamp($0) })
        return PresentedAnswer(builder.build(answer.revisions, date: answer.date), name: "revisions-\(answer.date.iso)")
    }

    public static var emptyAnswer: Answer { Answer(revisions: [], date: CalendarDate(iso: "2026-01-25")!) }
}
