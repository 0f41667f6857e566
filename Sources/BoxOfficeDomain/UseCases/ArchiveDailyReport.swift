import Foundation

/// Stores a fetched day in the archive (one transaction), then reads back the history context
/// of its movies (change on the same weekday a week before, days in the top ten, best rank).
public struct ArchiveDailyReport: Sendable {
    public let archive: any BoxOfficeArchive
    public let clock: any TimeSource
    public let source: String

    public init(archive: any BoxOfficeArchive, clock: any TimeSource, source: String) {
        self.archive = archive
        self.clock = clock
        self.source = source
    }

    public func execute(_ report: DailyReport, extraLists: [ChartList: DailyBoxOffice] = [:]) async throws -> (ArchiveOutcome, DailyReport) {
        let now = clock.now()
        let day = ArchivedDay(report: report, fetchedAt: now, source: source,
                              provisional: ProvisionalRule.isProvisional(report.date, fetchedAt: now), revision: 1)
        let outcome = try await archive.store(day, extraLists: extraLists)
        return (outcome, try await withHistory(report))
    }

    /// The report with each row's history context from the archive.
    public func withHistory(_ report: DailyReport) async throws -> DailyReport {
        let context = try await archive.context(on: report.date, for: report.rows.map(\.entry.movieCode))
        var enriched = report
        for index in enriched.rows.indices { enriched.rows[index].history = context[enriched.rows[index].entry.movieCode] }
        return enriched
    }
}
