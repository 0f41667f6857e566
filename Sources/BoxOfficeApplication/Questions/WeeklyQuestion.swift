import BoxOfficeDomain
import BoxOfficeReports

/// The archive's weekly charts of a kind: one week's films (the week asked, by default the last
/// complete one), or each week of a range in a row with the films of its newest week.
public struct WeeklyQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "weekly", tool: "weekly_box_office",
        title: Phrase("Weekly box office", ko: "주간 박스오피스"),
        about: Phrase("A week's chart of the weekend (Friday to Sunday, the default), the whole week or the weekdays: its films, each with "
                      + "last week's rank, its audience and the change, its screens and theirs, the audience per screen and its weeks in "
                      + "release, as the site's weekend page has them. Give {week}, any day of the week (by default the last complete "
                      + "one), or instead {from} and {to} for each archived week of a range, a row each (its number one and the top ten's "
                      + "totals), with the films of the range's newest week. Use it for \"last weekend's box office\" or to compare movies "
                      + "over a week.",
                      ko: "주말(금~일, 기본), 한 주 전체, 주중의 주간 순위: 영화마다 지난주 순위, 관객 수와 증감률, 스크린 수와 증감, 스크린당 관객, "
                      + "개봉 주차(사이트의 주말 페이지와 같은 값). {week}에 그 주의 아무 날(기본: 마지막으로 끝난 주)을 주거나, 대신 {from}, {to}로 "
                      + "그 기간에 아카이브된 모든 주를 한 줄씩(1위와 상위 10편 합계) 가장 최근 주의 영화와 함께 받습니다. "
                      + "\"지난 주말 박스오피스\"나 한 주 동안의 영화 비교에 씁니다."),
        parameters: [
            Inputs.kind,
            Inputs.week,
            Inputs.from,
            Inputs.to,
            .list,
        ])

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let kind = QuestionParameter("kind", .option("--kind", placeholder: "KIND"), .choice(WeeklyKind.allCases.map(\.rawValue)),
                                            help: Phrase("Which charts: weekend, week or weekdays", ko: "어느 순위: weekend(주말), week(주간), weekdays(주중)"),
                                            default: .text(WeeklyKind.weekend.rawValue))
        static let week = QuestionParameter("week", .option("--week", placeholder: "DATE"), .date,
                                            help: Phrase("Any day of the week whose films to give; not with {from} and {to}", ko: "영화를 볼 주의 아무 날; {from}, {to}와 함께 쓰지 않음"),
                                            defaultDescription: Phrase("the last complete one", ko: "마지막으로 끝난 주"))
        static let from = QuestionParameter("from", .option("--from", placeholder: "DATE"), .date,
                                            help: Phrase("First day of a range of weeks (with {to}; instead of {week})", ko: "여러 주의 첫날({to}와 함께, {week} 대신)"))
        static let to = QuestionParameter("to", .option("--to", placeholder: "DATE"), .date,
                                          help: Phrase("Last day of a range of weeks (with {from})", ko: "여러 주의 마지막 날({from}과 함께)"))
    }

    public var kind: WeeklyKind
    public var from: CalendarDate
    public var to: CalendarDate
    public var list: ChartList
    /// Whether it asks one week (its films, one row each) rather than a range (a row a week).
    public var isOneWeek: Bool

    /// The weeks of a range.
    public init(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList = .all) {
        (self.kind, self.from, self.to, self.list, self.isOneWeek) = (kind, from, to, list, false)
    }

    /// One week.
    public init(week: WeekRange, list: ChartList = .all) {
        (kind, from, to, self.list, isOneWeek) = (week.kind, week.start, week.end, list, true)
    }

    public init(_ arguments: QuestionArguments) throws {
        guard let kind = arguments.choice(Inputs.kind, as: WeeklyKind.self) else { throw ArchiveQuestionError.missing(Self.declaration.word, "kind") }
        if arguments.date(Inputs.from) != nil || arguments.date(Inputs.to) != nil {
            guard arguments.date(Inputs.week) == nil else { throw ArchiveQuestionError.invalid("week", "give a week, or a range (from and to), not both") }
            let (from, to) = try arguments.range()
            self.init(kind, from: from, to: to, list: arguments.list(.list))
        } else {
            self.init(week: try ChartRules.week(kind, containing: arguments.date(Inputs.week), recorded: arguments.recordedWeek, at: arguments.now),
                      list: arguments.list(.list))
        }
    }

    public var newestDay: CalendarDate? { to }

    public var fill: ArchiveFill {
        // A segment's or region's week, fetched and kept as `weekly --nation K` keeps it: the week the question starts in.
        list.needsWholeMarketDay ? .chart(.weekly(kind.range(containing: from), list: list)) : .weeks(kind, from: from, to: to)
    }

    public struct Answer: Sendable {
        public var weeks: [ArchivedWeek]
        /// The newest week's films, against the archived chart of its kind 7 days before (nil: no week archived).
        public var films: WeekendChart?
        public var question: WeeklyQuestion
    }

    public func answer(from archive: AnswerFromArchive) async throws -> Answer {
        let weeks = try await archive.archive.weeks(kind, from: from, to: to, list: list)
        guard let newest = weeks.last?.chart else { return Answer(weeks: weeks, films: nil, question: self) }
        let start = newest.range.previous.start
        var before = weeks.last { $0.chart.range.start == start }?.chart
        if before == nil { before = try await archive.archive.weeks(kind, from: start, to: start, list: list).first?.chart }
        return Answer(weeks: weeks, films: WeekendChart(newest, before: before), question: self)
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        let q = answer.question
        let builder = WeeklyListDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        let weeks = builder.build(answer.weeks, films: answer.films, kind: q.kind, from: q.from, to: q.to, list: q.list)
        let name = "weekly-\(q.kind.rawValue)-" + q.list.qualified("\(q.from.iso)-\(q.to.iso)")
        guard q.isOneWeek else { return PresentedAnswer(weeks, name: name) }
        // One week: its films are a file's rows; a tool keeps a row a week, the films beside it as `movies`.
        let films = builder.week(answer.films, range: WeekRange(kind: q.kind, start: q.from, end: q.to), list: q.list)
        var presented = PresentedAnswer(films, name: name)
        var tool = films
        (tool.dataset, tool.attached) = (weeks.dataset, weeks.attached)
        presented.toolDocument = tool
        return presented
    }

    public static var emptyAnswer: Answer {
        let day = CalendarDate(iso: "2026-01-25")!
        return Answer(weeks: [], films: nil, question: WeeklyQuestion(.weekend, from: day, to: day))
    }
}
