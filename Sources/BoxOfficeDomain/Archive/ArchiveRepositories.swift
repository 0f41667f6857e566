import Foundation

/// The days of the daily chart a forecast starts from: which days are held, and the runs they show.
public protocol ChartedRuns: Sendable {
    /// The days held within the range.
    func archivedDates(from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate>
    /// The first and last day held (nil: none).
    func archivedSpan() async throws -> ClosedRange<CalendarDate>?
    /// Every run the daily charts hold with an open date since `openedSince`, from their days up to
    /// `date` only (a forecast as of a day reads nothing after it), and, read with them, each of
    /// those days' whole list summed (every row: re-releases and runs that opened before too).
    func charted(through date: CalendarDate, openedSince: CalendarDate) async throws -> ChartedHistory
}

/// Runs and the market of the days they come from: what a forecast reads from the archive, and the
/// bundled base it learns from besides (`BundledRuns.base`).
public struct ChartedHistory: Sendable {
    public var runs: [RunSeries]
    /// Each day read, its whole list summed, oldest first.
    public var occupancy: [ChartOccupancy]

    public init(runs: [RunSeries], occupancy: [ChartOccupancy]) {
        self.runs = runs
        self.occupancy = occupancy
    }
}

extension ChartedRuns {
    /// The first and last of every day held (a store reads its two ends alone).
    public func archivedSpan() async throws -> ClosedRange<CalendarDate>? {
        let dates = try await archivedDates(from: CalendarDate(year: 1900, month: 1, day: 1)!, to: CalendarDate(year: 2999, month: 12, day: 31)!)
        guard let first = dates.min(), let last = dates.max() else { return nil }
        return first...last
    }

    /// The runs alone.
    public func runs(through date: CalendarDate, openedSince: CalendarDate) async throws -> [RunSeries] {
        try await charted(through: date, openedSince: openedSince).runs
    }
}

/// Where fetched charts are written: a use case that keeps charts depends on this port alone.
public protocol ChartWriting: Sendable {
    /// Stores a day in one transaction: all its rows or none.
    func store(_ day: ArchivedDay, extraLists: [ChartList: DailyBoxOffice]) async throws -> ArchiveOutcome
    /// Stores a weekly chart in one transaction (a revision when its numbers changed).
    func storeWeek(_ week: ArchivedWeek) async throws -> ArchiveOutcome
    /// Keeps that KOFIC answered a chart with an empty list, and when: not a day or a week (no page,
    /// sum or count reads it), only what a backfill need not ask again. `kind`: `day`, or the week's kind.
    func markNoList(kind: String, list: ChartList, start: CalendarDate, askedAt: Date) async throws
    /// Gives the archive this identity instead of the one its migration made (a recording's scratch
    /// archive, whose site is the same bytes on every machine).
    func assignIdentity(_ identity: ArchiveIdentity) async throws
}

/// What was charted, read back: days, weeks, runs, revisions, titles.
public protocol ChartReading: ChartedRuns {
    /// What makes the archive the same wherever it is kept (nil: an older archive, read before its
    /// next writer's migration gives it one).
    func identity() async throws -> ArchiveIdentity?
    /// The first days of the charts of `kind` KOFIC answered with an empty list, within the range.
    func noLists(kind: String, list: ChartList, from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate>
    /// A day as archived, in one of its lists (a segment's when it was fetched; nil when not).
    func day(_ date: CalendarDate, list: ChartList) async throws -> ArchivedDay?
    func movieRun(_ code: MovieCode) async throws -> MovieRun?
    /// History context for the movies of `date` (from days up to and including it): what a day's
    /// rows are shown with.
    func context(on date: CalendarDate, for codes: [MovieCode]) async throws -> [MovieCode: HistoryContext]
    func topMovies(from: CalendarDate, to: CalendarDate, limit: Int) async throws -> [TopMovie]
    /// Every version of a day, oldest first (the last is the current one); empty when it is not archived.
    func revisions(of date: CalendarDate) async throws -> [DayRevision]
    /// The archived weekly charts of a kind whose first day is within the range, oldest first.
    func weeks(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList) async throws -> [ArchivedWeek]
    /// The first days of a list's archived weekly charts of `kind`, oldest first (no chart is read).
    func archivedWeeks(_ kind: WeeklyKind, list: ChartList) async throws -> [CalendarDate]
    /// Whether anything is archived at all.
    func isEmpty() async throws -> Bool
    /// Each run that opened since `openedSince`, as known on `date` (its days up to it only), biggest
    /// last accumulated audience first: what a pace compares with, without reading every day.
    func paceCandidates(through date: CalendarDate, openedSince: CalendarDate) async throws -> [PaceCandidate]
    /// A movie's accumulated audience on a day of the daily chart; nil when it did not rank that day.
    func accumulated(of code: MovieCode, on date: CalendarDate) async throws -> Int?
    /// The charted movies whose title is `text`, else holds it (case aside), biggest first, at most 20.
    func archivedMovies(titled text: String) async throws -> [ArchivedTitle]
    /// Every movie the whole market's chart ranked: its newest title and the year it first ranked,
    /// biggest first by its top-ten admissions (a search's index; cheap: the archive keeps a row a movie).
    func chartedTitles() async throws -> [ChartedTitle]
    /// A value that changes whenever a day, a revision or a movie's details are stored (by this
    /// process or another): an answer kept with it is still the answer while it is the same.
    func changeMark() async throws -> String
}

/// The market over time, as the archive derives it from the whole market's days.
public protocol MarketReading: Sendable {
    /// Each archived day's market from `from` to `to` (a day not archived is absent), oldest first.
    func marketDays(from: CalendarDate, to: CalendarDate) async throws -> [MarketDay]
    /// Each period of the range's movies (how many charted, the biggest by top-ten admissions), by the
    /// period's first day; a period with no ranked day is absent.
    func periodMovies(_ kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate) async throws -> [CalendarDate: PeriodMovies]
    /// Each movie charted within the range, with its top-ten totals there and its distributors.
    func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie]
    /// The movies any of these distributors (KOBIS company codes) is named on, with their top-ten
    /// totals in each year of the archive, and those years' top-ten sales in all: a few distributors'
    /// pages without reading every year's every movie.
    func distributorsYears(_ codes: Set<String>) async throws -> DistributorsYears
    /// The KOBIS codes of every distributor of a charted movie (each has its page): cheap, from the
    /// derived tables.
    func distributorCodes() async throws -> [String]
    /// The movies with the most audience the whole market's lists ever counted, biggest first (ties
    /// by code), at most `limit`.
    func allTimeMovies(limit: Int) async throws -> [AllTimeMovie]
}

/// Where fetched days are kept, and everything that can be asked of them: the ports together, for
/// the composition root and the stores. A use case depends on the narrowest port it needs.
public typealias BoxOfficeArchive = ChartWriting & ChartReading & MarketReading

/// Movie details kept with the time they were fetched (the cache-through repository's store).
public protocol MovieDetailsReading: Sendable {
    func storedDetails(for code: MovieCode) async throws -> (details: MovieDetails, fetchedAt: Date)?
}

/// Movie details kept in the archive, read and written (the write half beside `MovieDetailsReading`).
public protocol MovieDetailsStore: MovieDetailsReading {
    func storeDetails(_ details: MovieDetails, fetchedAt: Date) async throws
}

/// A source of a day's list split by nation or kind (`--wide`).
public protocol ChartListRepository: Sendable {
    func dailyBoxOffice(on date: CalendarDate, list: ChartList) async throws -> DailyBoxOffice
}

extension ChartWriting {
    public func store(_ day: ArchivedDay) async throws -> ArchiveOutcome { try await store(day, extraLists: [:]) }
}

extension ChartReading {
    /// A day's national chart as archived.
    public func day(_ date: CalendarDate) async throws -> ArchivedDay? { try await day(date, list: .all) }

    /// The national weekly charts.
    public func weeks(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate) async throws -> [ArchivedWeek] {
        try await weeks(kind, from: from, to: to, list: .all)
    }
}

extension ChartedRuns {
    /// Every run up to `date`, whenever it opened.
    public func runs(through date: CalendarDate) async throws -> [RunSeries] {
        try await runs(through: date, openedSince: CalendarDate(year: 1, month: 1, day: 1)!)
    }
}
