import BoxOfficeDomain
import Foundation

/// The archive opened to read (`OpenArchive.reading()`, `inspecting()`): the read ports and nothing
/// else. The handle it wraps cannot write either, but this type has no write method at all, so a
/// reading front end that tries to store a day, keep a forecast or a code list, save a book or
/// migrate the schema does not compile.
public final class ArchiveReader: ChartReading, MarketReading, ArchiveUpkeep, ArchiveSchemaReading, MovieDetailsReading,
    CodeListReading, FilmographyReading, ShownForecastsReading, ReadingListReading, Sendable {
    private let archive: RelationalBoxOfficeArchive

    /// - Parameter archive: opened with `ArchiveOpenMode.reading`.
    init(_ archive: RelationalBoxOfficeArchive) { self.archive = archive }

    /// How the archive may be named in output: a path, or a PostgreSQL address without its password.
    public var displayAddress: String { archive.displayAddress }
    /// What the next run that writes applies (nil: nothing).
    public var pendingMigration: PendingMigration? { archive.pendingMigration }

    /// This archive's rows copied into `destination` (`archive copy`: the source is only read).
    public func copy(to destination: RelationalBoxOfficeArchive, batchSize: Int = 500,
                     progress: @escaping @Sendable (String, Int, Int) -> Void = { _, _, _ in }) async throws -> [CopiedTable] {
        try await archive.copy(to: destination, batchSize: batchSize, progress: progress)
    }

    // MARK: ArchiveSchemaReading
    public var schemaState: ArchiveSchemaState { archive.schemaState }
    public func readSchemaStateAgain() throws { try archive.readSchemaStateAgain() }

    // MARK: ChartReading
    public func archivedDates(from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate> {
        try await archive.archivedDates(from: from, to: to)
    }
    public func archivedSpan() async throws -> ClosedRange<CalendarDate>? { try await archive.archivedSpan() }
    public func charted(through date: CalendarDate, openedSince: CalendarDate) async throws -> ChartedHistory {
        try await archive.charted(through: date, openedSince: openedSince)
    }
    public func identity() async throws -> ArchiveIdentity? { try await archive.identity() }
    public func noLists(kind: String, list: ChartList, from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate> {
        try await archive.noLists(kind: kind, list: list, from: from, to: to)
    }
    public func day(_ date: CalendarDate, list: ChartList) async throws -> ArchivedDay? { try await archive.day(date, list: list) }
    public func movieRun(_ code: MovieCode) async throws -> MovieRun? { try await archive.movieRun(code) }
    public func context(on date: CalendarDate, for codes: [MovieCode]) async throws -> [MovieCode: HistoryContext] {
        try await archive.context(on: date, for: codes)
    }
    public func topMovies(from: CalendarDate, to: CalendarDate, limit: Int) async throws -> [TopMovie] {
        try await archive.topMovies(from: from, to: to, limit: limit)
    }
    public func revisions(of date: CalendarDate) async throws -> [DayRevision] { try await archive.revisions(of: date) }
    public func weeks(_ kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList) async throws -> [ArchivedWeek] {
        try await archive.weeks(kind, from: from, to: to, list: list)
    }
    public func archivedWeeks(_ kind: WeeklyKind, list: ChartList) async throws -> [CalendarDate] {
        try await archive.archivedWeeks(kind, list: list)
    }
    public func isEmpty() async throws -> Bool { try await archive.isEmpty() }
    public func paceCandidates(through date: CalendarDate, openedSince: CalendarDate) async throws -> [PaceCandidate] {
        try await archive.paceCandidates(through: date, openedSince: openedSince)
    }
    public func accumulated(of code: MovieCode, on date: CalendarDate) async throws -> Int? {
        try await archive.accumulated(of: code, on: date)
    }
    public func archivedMovies(titled text: String) async throws -> [ArchivedTitle] { try await archive.archivedMovies(titled: text) }
    public func chartedTitles() async throws -> [ChartedTitle] { try await archive.chartedTitles() }
    public func changeMark() async throws -> String { try await archive.changeMark() }

    // MARK: MarketReading
    public func marketDays(from: CalendarDate, to: CalendarDate) async throws -> [MarketDay] {
        try await archive.marketDays(from: from, to: to)
    }
    public func periodMovies(_ kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate) async throws -> [CalendarDate: PeriodMovies] {
        try await archive.periodMovies(kind, from: from, to: to)
    }
    public func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie] {
        try await archive.distributedMovies(from: from, to: to)
    }
    public func distributorsYears(_ codes: Set<String>) async throws -> DistributorsYears { try await archive.distributorsYears(codes) }
    public func distributorCodes() async throws -> [String] { try await archive.distributorCodes() }
    public func allTimeMovies(limit: Int) async throws -> [AllTimeMovie] { try await archive.allTimeMovies(limit: limit) }

    // MARK: ArchiveUpkeep
    public func summary() async throws -> ArchiveSummary { try await archive.summary() }
    public func check() async throws -> ArchiveSummary { try await archive.check() }
    public var isBusy: Bool { archive.isBusy }

    // MARK: What the archive keeps beside its charts, read
    public func storedDetails(for code: MovieCode) async throws -> (details: MovieDetails, fetchedAt: Date)? {
        try await archive.storedDetails(for: code)
    }
    public func storedCodes(under parent: String) async throws -> (codes: [KOBISCodeEntry], fetchedAt: Date)? {
        try await archive.storedCodes(under: parent)
    }
    public func storedPerson(_ code: KOBISCode) async throws -> (person: Person, fetchedAt: Date)? { try await archive.storedPerson(code) }
    public func storedCompany(_ code: KOBISCode) async throws -> (company: Company, fetchedAt: Date)? { try await archive.storedCompany(code) }
    public func chartRecords(of codes: [MovieCode]) async throws -> [MovieCode: ChartRecord] { try await archive.chartRecords(of: codes) }
    public func shownForecasts(of date: CalendarDate) async throws -> [MovieCode: ShownForecast]? { try await archive.shownForecasts(of: date) }
    public func readingList() async throws -> [(book: Book, savedAt: Date)] { try await archive.readingList() }
}
