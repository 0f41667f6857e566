import BoxOfficeDomain

/// Every word and sentence a human report says, for one language: one value per language, chosen
/// once in the composition root and given to the document builders. Renderers never see it; CSV
/// and JSON never use it (their column keys and values are the same in every language).
///
/// Adding a language is one file (`extension ReportLanguage { static let xx = … }`) and its name
/// in `all`, and the named lists' labels in it (a field of `NamedList.Words`, given by each row).
public struct ReportLanguage: Sendable {
    /// The BCP 47 code: `--lang`, and `<html lang>`.
    public let code: String
    /// Labels: column titles by column key (`rank` → 순위) and other terms by a snake_case key.
    public let terms: [String: String]
    /// Weekday names, Monday first.
    public let weekdays: [String]
    /// A day as headings and sentences say it (`2024-02-10 (Saturday)`, `2024년 2월 10일 (토)`).
    public let longDate: @Sendable (CalendarDate) -> String
    public let sentences: Sentences

    /// The templates that put values into words.
    public struct Sentences: Sendable {
        // Daily report
        public var dailyTitle: @Sendable (_ date: String) -> String
        public var noData: @Sendable (_ date: String) -> String
        public var totals: @Sendable (_ movies: Int, _ audience: String, _ sales: String, _ share: String) -> String
        public var audienceChart: @Sendable (_ date: String) -> String
        public var dayOfRelease: @Sendable (_ day: Int) -> String
        /// A re-release's day column: `재개봉 5일차` (its day in the chart again), `재개봉` when not known.
        public var reRelease: @Sendable (_ day: Int?) -> String
        /// Why the titles have no forecast, said once in the highlights.
        public var noForecast: @Sendable (_ reason: NoForecast, _ titles: [String]) -> String
        public var minutes: @Sendable (_ minutes: Int) -> String
        public var leader: @Sendable (_ title: String, _ audience: String, _ share: String) -> String
        public var newEntries: @Sendable (_ entries: [(title: String, rank: Int)]) -> String
        public var climber: @Sendable (_ title: String, _ places: Int, _ rank: Int) -> String
        /// A mark crossed that day, with the audience so far (written by the language's rule for prose).
        public var milestone: @Sendable (_ title: String, _ mark: Int, _ accumulated: Int) -> String
        public var sampleGap: @Sendable (_ count: Int, _ total: Int, _ titles: [String]) -> String
        public var detailsGap: @Sendable (_ title: String, _ code: String, _ reason: String) -> String
        public var narrowTable: String
        public var archivedStatus: @Sendable (_ revision: Int, _ fetched: String, _ provisional: Bool) -> String
        // Weekly charts
        public var weeklyTitle: @Sendable (_ kind: String, _ start: String, _ end: String) -> String
        public var weeklyNoData: @Sendable (_ range: String) -> String
        public var weeklyTotals: @Sendable (_ movies: Int, _ audience: String, _ sales: String, _ share: String) -> String
        public var weeklyLeader: @Sendable (_ title: String, _ audience: String, _ share: String) -> String
        public var againstPreviousWeek: @Sendable (_ title: String, _ change: String) -> String
        public var weeklyListTitle: @Sendable (_ kind: String, _ from: String, _ to: String) -> String
        public var weeklyListEmpty: String
        // Feed and notifications
        public var feedTitle: @Sendable (_ title: String, _ leader: String?) -> String
        public var chatRevised: @Sendable (_ revision: Int, _ change: String) -> String
        public var chatFailed: @Sendable (_ what: String, _ error: String) -> String
        /// What a failed run's message calls its chart: a day's report, a week's chart.
        public var dailySubject: @Sendable (_ date: String) -> String
        public var weeklySubject: @Sendable (_ kind: String, _ start: String) -> String
        // A day's revisions
        public var revisionsTitle: @Sendable (_ date: String) -> String
        public var revisionHeading: @Sendable (_ revision: Int, _ fetched: String) -> String
        public var firstFetch: @Sendable (_ movies: Int) -> String
        public var unchangedRevision: String
        // Movie page and runs
        public var actorRole: @Sendable (_ name: String, _ role: String) -> String
        public var runTitle: @Sendable (_ title: String) -> String
        public var daysInTopTen: @Sendable (_ count: Int, _ first: String, _ last: String) -> String
        /// A day's admissions in a headline (`108,144 admissions`; `관객 11만 명` from 10만 up).
        public var admissions: @Sendable (_ count: Int) -> String
        public var neverRanked: String
        // Top movies
        public var topTitle: @Sendable (_ count: Int, _ from: String, _ to: String) -> String
        public var topIntro: @Sendable (_ days: Int, _ from: String, _ to: String) -> String
        public var topEmpty: @Sendable (_ from: String, _ to: String) -> String
        // Index
        public var latest: @Sendable (_ date: String) -> String
        public var noReportYet: String
        public var movieSearchTitle: @Sendable (_ query: String) -> String
        // Books
        public var booksTitle: @Sendable (_ query: String) -> String
        public var hits: @Sendable (_ total: String?, _ shown: Int) -> String
        public var noBook: @Sendable (_ query: String) -> String
        public var readingListEmpty: String
        public var moreAt: @Sendable (_ source: String) -> String
        // Forecasts
        /// An audience as prose writes it (`1,233만 명`, `98,765명`, `12.3 million`); a forecast's is `forecastRounded`.
        public var audienceRounded: @Sendable (_ audience: Int) -> String
        /// Audiences read side by side (an expected final, its interval's ends), rounded alike and as
        /// finely as it takes for different ones to read differently (`6.82 million`, `6.81 million`).
        public var audiencesRounded: @Sendable (_ audiences: [Int]) -> [String]
        /// One forecast figure where prose and the front page show it (Korean: to the 만 from 1만 up, `8만 명`).
        public var forecastRounded: @Sendable (_ audience: Int) -> String
        /// The back-test at a forecast's day of a run: its median error and coverage over `forecasts`
        /// forecasts of the runs that opened in `runsOpened` and reached 1,000,000, and the years the
        /// method was chosen on (none: no year chose it).
        public var forecastAccuracy: @Sendable (_ medianError: String, _ coverage: String, _ forecasts: Int, _ runsOpened: ClosedRange<Int>,
                                                _ chosenOn: [ClosedRange<Int>]) -> String
        /// `극한직업: 최종 1,210만 명 예상 (1,050만–1,350만)`
        public var finalExpected: @Sendable (_ title: String, _ final: Int, _ low: Int, _ high: Int) -> String
        /// `극한직업: 12월 24일(일) 1,000만 돌파 예상 (3주 안 돌파 가능성 87%)`, or its range of days
        /// where it is shown (`MilestoneForecast.shownRange`): `12월 22일(금)~12월 27일(수) 사이`.
        public var milestoneExpected: @Sendable (_ title: String, _ mark: Int, _ date: CalendarDate, _ range: ClosedRange<CalendarDate>?,
                                                 _ chance: Double?) -> String
        /// A milestone's day alone, as a table cell gives it: `12월 24일(일)`, or `12월 22일(금)~12월 27일(수) 사이`.
        public var milestoneDay: @Sendable (_ date: CalendarDate, _ range: ClosedRange<CalendarDate>?) -> String
        /// What a milestone's date and range mean, and what they came to on the years measured (which
        /// years, those of them the method was chosen on, the runs walked: those reaching `reaching`): of the
        /// marks crossed 3-7 days after a report, the share within a day of its date; of those crossed
        /// 8-21 days after, the share within its range.
        /// A chance's calibration, and the years it was fitted on, closes it.
        public var milestoneMeaning: @Sendable (_ years: ClosedRange<Int>, _ chosenOn: ClosedRange<Int>?, _ reaching: Int, _ nearPercent: Int,
                                                _ farPercent: Int, _ chanceFittedOn: ClosedRange<Int>) -> String
        /// `개봉 7일차 312만: '범죄도시2'(2022)의 같은 날보다 41만 많음`
        public var pace: @Sendable (_ title: String, _ day: Int, _ accumulated: Int, _ other: String, _ year: Int, _ difference: Int) -> String
        // The market over time
        /// Sales as the trade writes them (`1조 8,141억 원`, `₩1.81 trillion`).
        public var wonRounded: @Sendable (_ won: Int) -> String
        /// An audience in prose and headlines (`1,234만 명`, `98,765명`; English exact: `12,345,678`).
        public var headlineAudience: @Sendable (_ audience: Int) -> String
        /// Money in prose and headlines (`1조 1,945억 원`, `5,321만 원`; English exact: `₩1,194,514,460,191`).
        public var headlineWon: @Sendable (_ won: Int) -> String
        /// An audience mark (`1,000만`, `10 million`).
        public var mark: @Sendable (_ mark: Int) -> String
    }

    /// - Parameter listLabels: which of a named list's labels is this language's (`\.korean`): each
    ///   row's is its term (`list_korean`), so a table never names the lists.
    public init(code: String, terms: [String: String], listLabels: KeyPath<NamedList.Words, String>, weekdays: [String],
                longDate: @escaping @Sendable (CalendarDate) -> String, sentences: Sentences) {
        self.code = code
        self.terms = terms.merging(NamedList.rows.map { ($0.labelKey, $0.label[keyPath: listLabels]) }) { _, row in row }
        self.weekdays = weekdays
        self.longDate = longDate
        self.sentences = sentences
    }

    /// The languages reports can be written in.
    public static let all: [ReportLanguage] = [.english, .korean]

    public static func named(_ code: String) -> ReportLanguage? { all.first { $0.code == code.lowercased() } }

    /// The term for a key; the key itself when the table lacks it (a test checks none does).
    public func term(_ key: String) -> String { terms[key] ?? key }

    public func weekday(_ date: CalendarDate) -> String { weekdays[date.weekday.rawValue - 1] }

    /// A column titled in this language.
    func column(_ key: String, _ alignment: Column.Alignment = .leading, wraps: Bool = false, essential: Bool = true) -> Column {
        Column(term(key), key: key, alignment: alignment, wraps: wraps, essential: essential)
    }

    public func labeled(_ key: String, _ value: String) -> LabeledValue { LabeledValue(term(key), value) }

    /// The term for a key with its `{name}` placeholders filled.
    public func term(_ key: String, _ values: [String: String]) -> String {
        values.reduce(term(key)) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }

    /// A month's title (`month_title`) from its `YYYY-MM`: `2026-01: the month's box office`,
    /// `2026년 1월 박스오피스`.
    public func monthTitle(_ month: String) -> String {
        term("month_title", ["month": month, "year": String(month.prefix(4)), "month_number": String(Int(month.suffix(2)) ?? 0)])
    }

    /// A text stored in English (an archived day's source), in this language when the English table has it.
    public func translatedFromEnglish(_ text: String) -> String {
        ReportLanguage.english.terms.first { $0.value == text }.map { term($0.key) } ?? text
    }
}

extension ReportLanguage {
    /// Why a row has no details, in this language (a failed request keeps its own words).
    func reason(_ gap: DetailsGap) -> String {
        switch gap {
        case .unknownToSource, .notInSample: term("gap_unknown")
        case .notInArchive: term("gap_not_in_archive")
        case .failed(let detail): detail
        }
    }
}
