import BoxOfficeDomain
import BoxOfficeReports

/// The archive's weekly charts of a kind over a range: the weeks of a list, each with its movies.
public struct WeeklyQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "weekly", tool: "weekly_box_office",
        title: Phrase("Weekly box office", ko: "주간 박스오피스"),
        about: Phrase("A week's chart: the weekend (Friday to Sunday, the default), the whole week or the weekdays; with --from and --to, "
                      + "every archived week of a range. Use it for \"last weekend's box office\" or to compare movies over a week.",
                      ko: "주간 순위: 주말(금~일, 기본), 한 주 전체, 주중. --from, --to를 주면 그 기간의 보관된 모든 주. "
                      + "\"지난 주말 박스오피스\"나 한 주 동안의 영화 비교에 씁니다."),
        parameters: [
            QuestionParameter("kind", .option("--kind", placeholder: "KIND"), .choice(WeeklyKind.allCases.map(\.rawValue)),
                              help: Phrase("Which charts: weekend, week or weekdays", ko: "어느 순위: weekend(주말), week(주간), weekdays(주중)"),
                              default: .text(WeeklyKind.weekend.rawValue)),
            QuestionParameter("week", .option("--week", placeholder: "DATE"), .date, help: Phrase("Any day of the week", ko: "그 주의 아무 날"),
                              defaultDescription: Phrase("the last complete one", ko: "마지막으로 끝난 주")),
            QuestionParameter("from", .option("--from", placeholder: "DATE"), .date,
                              help: Phrase("First day of a range of weeks (with --to; instead of --week)", ko: "여러 주의 첫날(--to와 함께, --week 대신)")),
            QuestionParameter("to", .option("--to", placeholder: "DATE"), .date,
                              help: Phrase("Last day of a range of weeks", ko: "여러 주의 마지막 날")),
            .list,
        ])

    public var kind: WeeklyKind
    public var from: CalendarDate
    public var to: CalendarDate
    public var list: ChartList

    public init(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList = .all) {
        (self.kind, self.from, self.to, self.list) = (kind, from, to, list)
    }

    public init(_ arguments: QuestionArguments) throws {
        guard let kind = arguments.choice("kind", as: WeeklyKind.self) else { throw ArchiveQuestionError.missing(Self.declaration.word, "kind") }
        if arguments.date("from") != nil || arguments.date("to") != nil {
            guard arguments.date("week") == nil else { throw ArchiveQuestionError.invalid("week", "give a week, or a range (from and to), not both") }
            let (from, to) = try arguments.range()
            self.init(kind, from: from, to: to, list: arguments.list("list"))
        } else {
            let range = try ChartRules.week(kind, containing: arguments.date("week"), recorded: arguments.recordedWeek, at: arguments.now)
            self.init(kind, from: range.start, to: range.end, list: arguments.list("list"))
        }
    }

    public var newestDay: CalendarDate? { to }

    public var fill: ArchiveFill {
        // A segment's or region's week, fetched and kept as `weekly --nation K` keeps it: the week the question starts in.
        list.needsWholeMarketDay ? .chart(.weekly(kind.range(containing: from), list: list)) : .weeks(kind, from: from, to: to)
    }

    public struct Answer: Sendable {
        public var weeks: [ArchivedWeek]
        public var question: WeeklyQuestion
    }

    public func answer(from archive: AnswerFromArchive) async throws -> Answer {
        Answer(weeks: try await archive.archive.weeks(kind, from: from, to: to, list: list), question: self)
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        let q = answer.question
        let builder = WeeklyListDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        return PresentedAnswer(builder.build(answer.weeks, kind: q.kind, from: q.from, to: q.to, list: q.list),
                               name: "weekly-\(q.kind.rawValue)-" + q.list.qualified("\(q.from.iso)-\(q.to.iso)"))
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        return Answer(weeks: [], question: WeeklyQuestion(.weekend, from: day, to: day))
    }
}
