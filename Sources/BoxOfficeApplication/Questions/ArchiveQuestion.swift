import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// A question the archive answers, declared once for every front end: its declaration names its
/// CLI word (`history WORD`), its MCP tool, and each parameter's name, kind, range, default and
/// help in both languages; `history` and `boxoffice mcp` are derived from it. Its answer is read
/// from the archive (`answer(from:)`), and `present` lays it out as a document: the question's
/// one presenter.
///
/// Adding a question is one type conforming here (and its entry in `ArchiveQuestions.all`).
public protocol ArchiveQuestion: Hashable, Sendable {
    associatedtype Answer: Sendable
    static var declaration: QuestionDeclaration { get }
    /// The question a front end's checked arguments ask.
    init(_ arguments: QuestionArguments) throws
    /// The newest day it asks about (nil: none); a day after yesterday in Seoul is refused.
    var newestDay: CalendarDate? { get }
    /// What to fetch and archive first when the archive lacks it, for a front end that fills.
    var fill: ArchiveFill { get }
    func answer(from archive: AnswerFromArchive) async throws -> Answer
    /// The answer as a document, and the file name it is written under (`top-2019-01-01-2019-12-31`).
    static func present(_ answer: Answer, in style: DocumentStyle) -> PresentedAnswer
    /// An answer with no rows: its document's dataset names the columns of the MCP output schema.
    static var emptyAnswer: Answer { get }
}

/// Every archive question, in the order `history --help` and `tools/list` show them.
public enum ArchiveQuestions {
    public static let all: [any ArchiveQuestion.Type] = [
        DayQuestion.self, WeeklyQuestion.self, MovieRunQuestion.self, TopMoviesQuestion.self, RevisionsQuestion.self,
        MarketQuestion.self, DistributorsQuestion.self, CompareQuestion.self, AllTimeQuestion.self, HolidayQuestion.self,
    ]

    /// The question `history WORD` asks.
    public static func named(word: String) -> (any ArchiveQuestion.Type)? { all.first { $0.declaration.word == word } }
}

/// A question's name on each front end, what it is for, and its parameters.
public struct QuestionDeclaration: Sendable {
    /// `history WORD`.
    public var word: String
    /// The MCP tool's name.
    public var tool: String
    public var title: Phrase
    /// What it answers, and when to use it: `--help`'s paragraph and the tool's description. It and
    /// the parameters' help name a parameter as `{name}`, which each front end spells its own way (`text(_:in:spelled:)`).
    public var about: Phrase
    public var parameters: [QuestionParameter]
    /// Whether a front end that fills (MCP) may fetch what the archive lacks; `history` never does.
    public var fetches: Bool

    public init(word: String, tool: String, title: Phrase, about: Phrase, parameters: [QuestionParameter], fetches: Bool = true) {
        self.word = word
        self.tool = tool
        self.title = title
        self.about = about
        self.parameters = parameters
        self.fetches = fetches
    }

    public func parameter(_ name: String) -> QuestionParameter? { parameters.first { $0.name == name } }

    /// One of its texts (`about`, a parameter's help) as a front end writes it: each `{name}` of one of
    /// its parameters as `spelled` spells it (`--from` in the CLI's help, `from` in an MCP tool's), so
    /// neither front end's spelling reaches the other's readers.
    public func text(_ phrase: Phrase, in language: ReportLanguage, spelled: (QuestionParameter) -> String) -> String {
        parameters.reduce(phrase.text(language)) { text, parameter in
            text.replacingOccurrences(of: "{\(parameter.name)}", with: spelled(parameter))
        }
    }
}

/// Text in each language a run speaks (help, titles): `text(language)` picks one.
public struct Phrase: Sendable, Hashable {
    public var english: String
    public var korean: String

    public init(_ english: String, ko korean: String) {
        self.english = english
        self.korean = korean
    }

    public func text(_ language: ReportLanguage) -> String { language.code == ReportLanguage.korean.code ? korean : english }
}

/// One input of a question, for both front ends: the MCP argument `name`, the CLI's spelling, and
/// what it accepts.
public struct QuestionParameter: Sendable {
    public enum Kind: Sendable, Hashable {
        /// A real calendar day (`YYYY-MM-DD`).
        case date
        case integer(ClosedRange<Int>)
        /// One of these words.
        case choice([String])
        /// A non-empty text (a name, part of a title).
        case text
        /// A KOFIC movie code.
        case movieCode
        /// A movie code, or a title the archive charted.
        case movie
        /// As many movies (codes or titles) as the range allows, none twice.
        case movies(ClosedRange<Int>)
        /// One of KOFIC's lists: the whole market's, a segment's or a region's (named or by code).
        /// The CLI spells it `--nation`, `--film-kind`, `--region`; MCP `list` and `region`.
        case chartList
    }

    /// How the command line gives it.
    public enum Spelling: Sendable, Hashable {
        /// The words after the question's own (`history day DATE`, `history compare A B`).
        case words(placeholder: String)
        /// `--from DATE`
        case option(String, placeholder: String)
        /// A `.chartList`'s: the chart commands' `--nation`, `--film-kind` and `--region`.
        case listOptions
    }

    public var name: String
    public var spelling: Spelling
    public var kind: Kind
    public var help: Phrase
    public var required: Bool
    /// Taken when the parameter is not given (nil: none, or one that depends on the day asked,
    /// said by `defaultDescription`).
    public var defaultValue: QuestionValue?
    public var defaultDescription: Phrase?

    public init(_ name: String, _ spelling: Spelling, _ kind: Kind, help: Phrase, required: Bool = false,
                default defaultValue: QuestionValue? = nil, defaultDescription: Phrase? = nil) {
        self.name = name
        self.spelling = spelling
        self.kind = kind
        self.help = help
        self.required = required
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription
    }

    /// What `--help` and a schema say of the default.
    public func shownDefault(_ language: ReportLanguage) -> String? {
        if let defaultDescription { return defaultDescription.text(language) }
        return defaultValue.map(\.shown)
    }

    // The parameters several questions share, declared once.

    public static let from = QuestionParameter("from", .option("--from", placeholder: "DATE"), .date,
                                               help: Phrase("First day of the range", ko: "기간의 첫날"), required: true)
    public static let to = QuestionParameter("to", .option("--to", placeholder: "DATE"), .date,
                                             help: Phrase("Last day of the range", ko: "기간의 마지막 날"), required: true)
    /// The named lists in its help are their rows' (`ListPhrases`).
    public static let list = QuestionParameter("list", .listOptions, .chartList,
                                               help: Phrase("Which of KOFIC's lists: the whole market (default), \(ListPhrases().films.english), "
                                                            + "or a region's (서울시, 부산, or its code such as 0105001); a segment's ranks and shares are within it",
                                                            ko: "KOFIC의 어느 목록인지: 전체(기본), \(ListPhrases().films.korean), 또는 지역(서울시, 부산, "
                                                            + "0105001 같은 코드); 순위와 점유율은 그 목록 안의 것"))

    /// A `.chartList`'s parts as each front end spells them, declared once: the CLI's `--nation`,
    /// `--film-kind` (`--kind` on `report`) and `--region`; MCP's `list` (this parameter's name) and `region`.
    /// The named lists in their help are their rows' (`ListPhrases`).
    public enum ListPart {
        /// MCP's name for a region's list.
        public static let regionName = "region"
        /// A segment by its slug (MCP's `list`).
        public static let segment = Phrase("Which of KOFIC's lists: \(ChartList.wholeMarketKey) (default, the whole market), \(ListPhrases().slugs.english); "
                                           + "a segment's ranks and shares are within it",
                                           ko: "KOFIC의 어느 목록인지: \(ChartList.wholeMarketKey)(기본, 전체 시장), \(ListPhrases().slugs.korean); "
                                           + "순위와 점유율은 그 목록 안의 것")
        /// `--nation`: its values are the codes.
        public static let nation = ListPhrases().option(.nation, codes: true, within: "repNationCd")
        /// `--film-kind`: its values are the slugs.
        public static let filmKind = ListPhrases().option(.kind, codes: false, within: "multiMovieYn")
        public static let region = Phrase("A region's list (wideAreaCd): 서울시, 부산, or its code such as 0105001 (boxoffice codes regions lists them)",
                                          ko: "지역 목록 (wideAreaCd): 서울시, 부산, 또는 0105001 같은 코드 (boxoffice codes regions로 확인)")
    }

    /// `limit`: how many rows, 1 to 1000.
    public static func limit(default value: Int, of what: Phrase) -> QuestionParameter {
        QuestionParameter("limit", .option("--limit", placeholder: "N"), .integer(1...1000),
                          help: Phrase("How many \(what.english)", ko: "\(what.korean) 수"), default: .integer(value))
    }
}

/// A parameter's value, as checked by the front end that received it.
public enum QuestionValue: Sendable, Hashable {
    case date(CalendarDate)
    case integer(Int)
    case text(String)
    case texts([String])
    /// A list as asked: a named one, or a region's name or code (resolved against KOBIS's codes).
    case list(ChartListRequest)

    var shown: String {
        switch self {
        case .date(let date): date.iso
        case .integer(let number): String(number)
        case .text(let text): text
        case .texts(let texts): texts.joined(separator: ",")
        case .list(let request): request.region ?? request.named?.slug ?? ChartList.wholeMarketKey
        }
    }
}

/// A list as a front end asks for it: named (a segment), or a region as typed.
public struct ChartListRequest: Sendable, Hashable {
    public var named: ChartList?
    public var region: String?

    public init(named: ChartList? = nil, region: String? = nil) {
        self.named = named
        self.region = region
    }

    /// The whole market's list.
    public static let wholeMarket = ChartListRequest()

    /// Whether a recording holds the list asked for (the national list only; a region's never).
    public var isInRecording: Bool { region == nil && (named ?? .all).isInSample }

    /// Whether its run takes the lists by nation and kind with it (`--wide`: the national list's only).
    public var takesWideLists: Bool { region == nil && (named ?? .all).takesWideLists }
}

/// A question's arguments after a front end checked each against its kind: read by name, the
/// declared default when not given. `latest` is yesterday in Seoul when asked.
public struct QuestionArguments: Sendable {
    let declaration: QuestionDeclaration
    let values: [String: QuestionValue]
    /// Yesterday in Seoul: the newest day KOFIC has.
    public let latest: CalendarDate
    /// When the question is asked (which week is the last complete one).
    public let now: Date
    /// A recorded source's own week (the bundled sample's), which "the last week" means there.
    public let recordedWeek: CalendarDate?

    public init(_ declaration: QuestionDeclaration, values: [String: QuestionValue], asked: QuestionContext) {
        self.declaration = declaration
        self.values = values
        self.latest = asked.latest
        self.now = asked.now
        self.recordedWeek = asked.recordedWeek
    }

    private func value(_ parameter: QuestionParameter) -> QuestionValue? {
        values[parameter.name] ?? declaration.parameter(parameter.name)?.defaultValue
    }

    private func missing(_ parameter: QuestionParameter) -> ArchiveQuestionError { .missing(declaration.word, parameter.name) }

    // Each read names the declared parameter itself (never its name as a string), so a read cannot
    // miss its declaration.

    public func date(_ parameter: QuestionParameter) -> CalendarDate? { if case .date(let date)? = value(parameter) { date } else { nil } }
    public func date(required parameter: QuestionParameter) throws -> CalendarDate {
        guard let date = date(parameter) else { throw missing(parameter) }
        return date
    }
    public func integer(_ parameter: QuestionParameter) -> Int? { if case .integer(let number)? = value(parameter) { number } else { nil } }
    /// A whole number given or declared by default (`limit`).
    public func integer(required parameter: QuestionParameter) throws -> Int {
        guard let number = integer(parameter) else { throw missing(parameter) }
        return number
    }
    public func text(_ parameter: QuestionParameter) -> String? { if case .text(let text)? = value(parameter) { text } else { nil } }
    public func texts(_ parameter: QuestionParameter) -> [String] { if case .texts(let texts)? = value(parameter) { texts } else { [] } }
    /// The list asked for; the whole market's when none.
    public func list(_ parameter: QuestionParameter) -> ChartList {
        if case .list(let request)? = value(parameter) { return request.named ?? .all }
        return .all
    }

    /// A choice's value as its type (`WeeklyKind`, `MarketPeriodKind`).
    public func choice<Value: RawRepresentable>(_ parameter: QuestionParameter, as type: Value.Type) -> Value? where Value.RawValue == String {
        text(parameter).flatMap(Value.init(rawValue:))
    }

    public func movieCode(_ parameter: QuestionParameter) throws -> MovieCode {
        guard let text = text(parameter) else { throw missing(parameter) }
        guard let code = MovieCode(text) else {
            throw ArchiveQuestionError.invalid(parameter.name, "\"\(text)\" is not a KOFIC movie code (8 letters or digits, such as 20199882)")
        }
        return code
    }

    /// The range `from`…`to`, both required: it runs forwards (`DayRange`).
    public func range() throws -> (from: CalendarDate, to: CalendarDate) {
        let from = try date(required: .from), to = try date(required: .to)
        _ = try DayRange.checked(from: from, to: to)
        return (from, to)
    }
}

/// When a question is asked: yesterday in Seoul (its one home for questions), and what a recorded
/// source (the bundled sample) holds.
public struct QuestionContext: Sendable {
    public var now: Date
    public var latest: CalendarDate
    public var recordedWeek: CalendarDate?

    public init(clock: any TimeSource, recordedWeek: CalendarDate? = nil) {
        self.now = clock.now()
        self.latest = FixedTimeSource(now).yesterdayInSeoul
        self.recordedWeek = recordedWeek
    }
}

/// What a question needs archived before it is answered, when the archive lacks it.
public enum ArchiveFill: Sendable, Hashable {
    case nothing
    /// One chart: a day (of a list, fetched with the day's national list) or a list's week.
    case chart(Chart)
    /// The days of a range.
    case days(from: CalendarDate, to: CalendarDate)
    /// The weekly charts of a range.
    case weeks(WeeklyKind, from: CalendarDate, to: CalendarDate)
    /// Each movie's first weeks.
    case runs([MovieReference])
}

/// How documents are made in a run: its language, stamp and the source its look-ups name.
public struct DocumentStyle: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String
    /// Where a look-up's answer came from (KOFIC's API, or the bundled recordings), in this language.
    public var source: String

    public init(language: ReportLanguage, generatedAt: String, source: String? = nil) {
        self.language = language
        self.generatedAt = generatedAt
        self.source = source ?? language.term("source_kofic")
    }

    /// The source an archive's answer names.
    public var archiveSource: String { language.term("source_archive") }
}

/// A document and the file name (without extension) it is written under.
public struct PresentedAnswer: Sendable {
    public var document: ReportDocument
    public var name: String
    /// The days the answer lacks (the same days a year earlier, for a change against them), which a
    /// backfill of the span archives: the CLI says so on stderr with its complete command, an MCP tool
    /// in words; never part of the document (a reader's page).
    public var fill: ClosedRange<CalendarDate>?

    /// What a tool answers when it is not `document` (nil: the same): `history weekly --week` writes
    /// the week's films one a row, while `weekly_box_office` keeps a row a week with the films beside
    /// them (`movies`), so a tool's rows have one shape whatever it is asked.
    public var toolDocument: ReportDocument?

    public init(_ document: ReportDocument, name: String) {
        self.document = document
        self.name = name
    }

    /// The document a tool answers with: its structured content, its Markdown and its output schema.
    public var forTool: ReportDocument { toolDocument ?? document }
}

extension PresentedAnswer {
    /// The answer saying the archive's span it is built from: its first line, and its JSON's
    /// `first_day` and `last_day` (nil: the archive holds no whole-market day).
    func spanning(_ span: ClosedRange<CalendarDate>?, in style: DocumentStyle) -> PresentedAnswer {
        guard let span else { return self }
        var presented = self
        presented.document.span = span
        presented.document.blocks.insert(.paragraph(PageLeads(language: style.language).span(span)), at: 0)
        return presented
    }
}

/// A movie as a question names it: its code, or a title the archive charted.
public enum MovieReference: Hashable, Sendable {
    case code(MovieCode)
    case title(String)

    /// A KOFIC code (8 letters or digits, at least four of them digits: every code seen starts with a
    /// year, so an 8-letter title such as "Avengers" is a title); a mistyped code (ASCII letters,
    /// digits and dashes with six digits or more: `2019-882`, `201998821`) is refused, not searched;
    /// anything else (such as "1987") is a title. The one rule for every front end.
    public init(parsing text: String) throws(ArchiveQuestionError) {
        if let code = MovieCode(text), text.filter(\.isNumber).count >= 4 {
            self = .code(code)
        } else if text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) && text.filter(\.isNumber).count >= 6 {
            guard let code = MovieCode(text) else { throw .notACode(text) }
            self = .code(code)
        } else {
            self = .title(text)
        }
    }
}
