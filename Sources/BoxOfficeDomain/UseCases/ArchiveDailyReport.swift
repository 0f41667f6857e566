import Foundation

/// Stores a fetched day in the archive (one transaction); `withHistory` reads back the history
/// context of its movies (change on the same weekday a week before, days in the top ten, best
/// rank) for a day that is written: a day stored again unchanged is not read back.
public struct ArchiveDailyReport: Sendable {
    public let archive: any BoxOfficeArchive
    public let clock: any TimeSource
    public let source: String
    /// Which days may still change (marked provisional when stored).
    public let window: RecheckWindow

    public init(archive: any BoxOfficeArchive, clock: any TimeSource, source: String, window: RecheckWindow = RecheckWindow()) {
        self.archive = archive
        self.clock = clock
        self.source = source
        self.window = window
    }

    /// Stores the day, unless KOFIC had no list for it: an empty answer is no version of the day
    /// (KOFIC may not have it yet), so it is not archived, only marked as asked (`markNoList`), and a
    /// later fetch is its first revision.
    @discardableResult
    public func execute(_ report: DailyReport, extraLists: [ChartList: DailyBoxOffice] = [:]) async throws -> ArchiveOutcome {
        guard !report.rows.isEmpty else {
            try await archive.markNoList(kind: Self.dayKind, list: report.list, start: report.date, askedAt: clock.now())
            return .noData
        }
        let now = clock.now()
        let day = ArchivedDay(report: report, fetchedAt: now, source: source,
                              provisional: window.isProvisional(report.date, at: now), revision: 1)
        return try await archive.store(day, extraLists: extraLists)
    }

    /// The kind of a day's no-list mark (a week's is its kind).
    public static let dayKind = "day"

    /// The report with each row's history context from the archive.
    public func withHistory(_ report: DailyReport) async throws -> DailyReport {
        try await ReadDayHistory(archive: archive).execute(report)
    }
}

/// A day's report with what the archive adds to it: each row's history context and the market so
/// far. Reads only.
public struct ReadDayHistory: Sendable {
    let archive: any ChartReading & MarketReading

    public init(archive: any ChartReading & MarketReading) { self.archive = archive }

    public func execute(_ report: DailyReport) async throws -> DailyReport {
        let context = try await archive.context(on: report.date, for: report.rows.map(\.entry.movieCode))
        var enriched = report
        for index in enriched.rows.indices { enriched.rows[index].history = context[enriched.rows[index].entry.movieCode] }
        enriched.market = try await MarketSoFar.read(archive, to: report.date, month: false)
        return enriched
    }
}
