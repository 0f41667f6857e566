import BoxOfficeDomain
import BoxOfficeReports

/// The 설 and 추석 holidays' box office, as the press reports it each year: every archived holiday
/// (a row each), or one (`festival` and `year`) with its films and the earlier holidays of its festival.
public struct HolidayQuestion: ArchiveQuestion {
    public static let declaration = QuestionDeclaration(
        word: "holidays", tool: "holiday_box_office",
        title: Phrase("Seollal and Chuseok box office", ko: "설·추석 연휴 박스오피스"),
        about: Phrase("The box office of the 설 (Seollal) and 추석 (Chuseok) holidays the archive holds: each holiday is the whole run of "
                      + "days off that holds the festival (weekends, public, substitute and temporary holidays), with its admissions (the "
                      + "daily top-ten lists' sum), the whole market's sales, the daily average and its number one. Give {festival} and "
                      + "{year} for one holiday's films by admissions with their shares, and the earlier holidays of its festival. Use it "
                      + "for \"how was this Chuseok's box office\" or \"the lowest Seollal on record\".",
                      ko: "아카이브에 있는 설·추석 연휴의 박스오피스: 연휴는 명절을 포함해 이어지는 쉬는 날 전체(주말, 공휴일, 대체·임시공휴일)이고, "
                      + "관객수(일별 상위 10편의 합), 전체 매출액, 하루 평균 관객과 1위 영화를 줍니다. {festival}과 {year}를 주면 그 연휴의 영화별 "
                      + "관객과 점유율, 같은 명절의 이전 연휴를 줍니다. \"이번 추석 극장가는 어땠어?\", \"역대 최저 설 연휴는?\"에 씁니다."),
        parameters: [
            Inputs.festival,
            Inputs.year,
        ],
        fetches: false)

    /// Its parameters, each declared once: the declaration lists them, `init` reads them.
    enum Inputs {
        static let festival = QuestionParameter("festival", .option("--festival", placeholder: "FESTIVAL"), .choice(Festival.allCases.map(\.rawValue)),
                                                help: Phrase("Which festival: seollal (설) or chuseok (추석); default: both", ko: "어느 명절: seollal(설), chuseok(추석); 기본: 둘 다"))
        static let year = QuestionParameter("year", .option("--year", placeholder: "YEAR"), .integer(1900...2999),
                                            help: Phrase("Which year's holiday; default: every archived year", ko: "몇 년의 연휴; 기본: 아카이브의 모든 해"))
    }

    public var festival: Festival?
    public var year: Int?

    public init(festival: Festival? = nil, year: Int? = nil) { (self.festival, self.year) = (festival, year) }

    public init(_ arguments: QuestionArguments) throws {
        self.init(festival: arguments.choice(Inputs.festival, as: Festival.self), year: arguments.integer(Inputs.year))
    }

    public var newestDay: CalendarDate? { nil }
    public var fill: ArchiveFill { .nothing }

    /// The one holiday asked for (nil: a list).
    public var holiday: Holiday? { festival.flatMap { festival in year.map { Holiday(festival, year: $0) } } }

    public struct Answer: Sendable {
        /// The holidays asked for, oldest first (with `holiday`: it alone, its films all read).
        public var holidays: [HolidayBoxOffice]
        /// With `holiday`: every archived holiday of its festival (it among them), for its earlier ones and its place.
        public var festival: [HolidayBoxOffice]
        public var question: HolidayQuestion
    }

    public func answer(from answers: AnswerFromArchive) async throws -> Answer {
        let (archive, published) = (answers.archive, try await answers.publishedThrough())
        let held = Holiday.held(by: try await archive.archivedDates(from: CalendarDate(year: 1900, month: 1, day: 1)!,
                                                                     to: CalendarDate(year: 2999, month: 12, day: 31)!))
        if let asked = holiday {
            // Its films all; the others' number one (for the comparison's column) and totals.
            let all = try await held.filter { $0.festival == asked.festival }.asyncMap { try await Self.read($0, movies: $0 == asked ? 1000 : 1, archive, published: published) }
            return Answer(holidays: all.filter { $0.holiday == asked }, festival: all, question: self)
        }
        let wanted = held.filter { (festival == nil || $0.festival == festival) && (year == nil || $0.year == year) }
        return Answer(holidays: try await wanted.asyncMap { try await Self.read($0, movies: 1, archive, published: published) }, festival: [], question: self)
    }

    /// A holiday's totals over its span to the last day KOFIC has published, and its first `movies`
    /// films by admissions over it; the days after that are not counted yet (집계 전), never missing.
    static func read(_ holiday: Holiday, movies: Int, _ archive: any ChartReading & MarketReading, published: CalendarDate) async throws -> HolidayBoxOffice {
        let (start, end) = (holiday.span.lowerBound, min(holiday.span.upperBound, published))
        let pending = end < holiday.span.upperBound ? max(start, end.adding(days: 1)) : nil
        guard start <= end else {
            let none = MarketPeriod.Totals(start: start, end: holiday.span.upperBound, days: 0, missing: [], audience: 0, sales: nil)
            return HolidayBoxOffice(holiday: holiday, totals: none, movies: [], pending: pending)
        }
        let days = try await archive.marketDays(from: start, to: end)
        return HolidayBoxOffice(holiday: holiday, totals: MarketHistory.totals(over: start...end, days: days),
                                movies: try await archive.topMovies(from: start, to: end, limit: movies), pending: pending)
    }

    public static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer {
        present(answer, in: style, links: HolidayDocumentBuilder.Links())
    }

    /// The answer with its names linked (the site's pages).
    static func present(_ answer: Answer, in style: DocumentStyle, links: HolidayDocumentBuilder.Links) -> PresentedAnswer {
        let builder = HolidayDocumentBuilder(language: style.language, source: style.archiveSource, generatedAt: style.generatedAt)
        let q = answer.question
        if let asked = q.holiday {
            guard let holiday = answer.holidays.first else {
                // Not archived: no page object to give, the empty list, its lead saying which holiday and when.
                var document = builder.list([], links: links)
                document.blocks = [.paragraph(builder.lead(HolidayBoxOffice(holiday: asked, totals: MarketHistory.totals(over: asked.span, days: []), movies: []), all: []))]
                return PresentedAnswer(document, name: "holiday-\(asked.slug)")
            }
            return PresentedAnswer(builder.page(holiday, all: answer.festival, links: links), name: "holiday-\(asked.slug)")
        }
        let name = ["holidays", q.festival?.rawValue, q.year.map(String.init)].compactMap { $0 }.joined(separator: "-")
        return PresentedAnswer(builder.list(answer.holidays, links: links), name: name)
    }

    public static var emptyAnswer: Answer { Answer(holidays: [], festival: [], question: HolidayQuestion()) }
}

extension Array where Element: Sendable {
    /// Each element's value, in order, one after another.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var values: [T] = []
        values.reserveCapacity(count)
        for element in self { values.append(try await transform(element)) }
        return values
    }
}
