import Foundation

/// A day as the archive holds it: the report, and when and how it was fetched.
public struct ArchivedDay: Hashable, Sendable {
    public var report: DailyReport
    public var fetchedAt: Date
    public var source: String
    /// Inside the re-check window when fetched: KOFIC may still correct it.
    public var provisional: Bool
    /// 1 for the first fetch; each later fetch whose numbers differed adds one.
    public var revision: Int

    public init(report: DailyReport, fetchedAt: Date, source: String, provisional: Bool, revision: Int) {
        self.report = report
        self.fetchedAt = fetchedAt
        self.source = source
        self.provisional = provisional
        self.revision = revision
    }
}

/// A weekly chart as the archive holds it.
public struct ArchivedWeek: Hashable, Sendable {
    public var chart: WeeklyBoxOffice
    public var fetchedAt: Date
    public var source: String
    public var revision: Int
    /// Which of KOFIC's lists it is; a segment's week is kept apart from the national one.
    public var list: ChartList

    public init(chart: WeeklyBoxOffice, fetchedAt: Date, source: String, revision: Int, list: ChartList = .all) {
        self.chart = chart
        self.fetchedAt = fetchedAt
        self.source = source
        self.revision = revision
        self.list = list
    }
}

/// What storing a day (or a week) did.
public enum ArchiveOutcome: Hashable, Sendable {
    /// The day was not archived before.
    case added
    /// The same numbers were archived already; nothing changed (a provisional day may now be final).
    case unchanged
    /// The numbers differed: the earlier ones are kept as revision `revision - 1`.
    case revised(revision: Int, summary: String)
    /// KOFIC had no list for the day: nothing was stored.
    case noData
}

/// A movie's run in the archive, day by day.
public struct MovieRun: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        public var date: CalendarDate
        public var rank: Int
        public var audience: Int
        public var audienceAccumulated: Int
        public var sales: Int
        /// The film's sales KOFIC had counted by this day (`salesAcc`).
        public var salesAccumulated: Int
        public var screens: Int
        public init(date: CalendarDate, rank: Int, audience: Int, audienceAccumulated: Int, sales: Int, salesAccumulated: Int, screens: Int) {
            self.date = date
            self.rank = rank
            self.audience = audience
            self.audienceAccumulated = audienceAccumulated
            self.sales = sales
            self.salesAccumulated = salesAccumulated
            self.screens = screens
        }
    }

    public var code: MovieCode
    public var title: String
    public var details: MovieDetails?
    public var days: [Day]
    /// Its open date as the chart gives it, else as its details do.
    public var openDate: CalendarDate?

    public init(code: MovieCode, title: String, details: MovieDetails?, days: [Day], openDate: CalendarDate? = nil) {
        self.code = code
        self.title = title
        self.details = details
        self.days = days
        self.openDate = openDate ?? details?.openDate
    }
}

/// A movie in the archive's all-time chart (역대 박스오피스), from the whole market's daily lists.
public struct AllTimeMovie: Hashable, Sendable {
    public var code: MovieCode
    /// Its title on its last charted day.
    public var title: String
    /// Its open date in the list of its last charted day, else its details' (nil: unknown).
    public var openDate: CalendarDate?
    /// The highest accumulated audience (`audiAcc`) archived for it: what KOFIC had counted by its
    /// last archived day (a run charted before the archive's first day counts what came before too).
    public var audienceTotal: Int
    public var firstDay: CalendarDate
    public var lastDay: CalendarDate

    public init(code: MovieCode, title: String, openDate: CalendarDate?, audienceTotal: Int, firstDay: CalendarDate, lastDay: CalendarDate) {
        (self.code, self.title, self.openDate, self.audienceTotal, self.firstDay, self.lastDay) = (code, title, openDate, audienceTotal, firstDay, lastDay)
    }
}

/// A movie's totals over a range of archived days.
public struct TopMovie: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    /// Admissions summed over the days it was in the chart within the range.
    public var audience: Int
    public var sales: Int
    public var daysInChart: Int
    public var bestRank: Int
    public var firstDate: CalendarDate
    public var lastDate: CalendarDate
    /// The accumulated audience on its last charted day in the range.
    public var audienceAccumulated: Int
    /// Its distributors (배급사), when the archive holds its details.
    public var distributors: [String]

    public init(code: MovieCode, title: String, audience: Int, sales: Int, daysInChart: Int, bestRank: Int,
                firstDate: CalendarDate, lastDate: CalendarDate, audienceAccumulated: Int, distributors: [String] = []) {
        self.distributors = distributors
        self.code = code
        self.title = title
        self.audience = audience
        self.sales = sales
        self.daysInChart = daysInChart
        self.bestRank = bestRank
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.audienceAccumulated = audienceAccumulated
    }
}

/// What the archive adds to a day's row.
public struct HistoryContext: Hashable, Sendable {
    /// Audience change against the same weekday a week before, in percent (nil without that day).
    public var audienceChangeLastWeekPercent: Double?
    /// Archived days in the top ten up to and including this one.
    public var daysInTopTen: Int
    /// Best rank up to and including this day.
    public var bestRank: Int
    /// The first day of its present stretch in the chart (its first ranked day of the last 90), when
    /// the archive holds the day before it, so the stretch is known to have begun then: a
    /// re-release's day one.
    public var stretchStart: CalendarDate?

    public init(audienceChangeLastWeekPercent: Double?, daysInTopTen: Int, bestRank: Int, stretchStart: CalendarDate? = nil) {
        self.audienceChangeLastWeekPercent = audienceChangeLastWeekPercent
        self.daysInTopTen = daysInTopTen
        self.bestRank = bestRank
        self.stretchStart = stretchStart
    }
}

/// A movie the archive charted, found by its title.
public struct ArchivedTitle: Hashable, Sendable {
    public var code: MovieCode
    /// A title it charted under (the greatest, when KOFIC changed it).
    public var title: String
    public var firstCharted: CalendarDate
    public var audienceAccumulated: Int

    public init(code: MovieCode, title: String, firstCharted: CalendarDate, audienceAccumulated: Int) {
        self.code = code
        self.title = title
        self.firstCharted = firstCharted
        self.audienceAccumulated = audienceAccumulated
    }
}

/// A movie as a title search lists it: its code, newest charted title and first charted year.
public struct ChartedTitle: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    public var firstYear: Int

    public init(code: MovieCode, title: String, firstYear: Int) {
        self.code = code
        self.title = title
        self.firstYear = firstYear
    }
}
