import Foundation

/// Stores a fetched weekly chart in the archive (one transaction; a revision when KOFIC changed
/// its numbers). An empty chart (a week KOFIC has no list for yet) is not stored, only marked as asked.
public struct ArchiveWeeklyChart: Sendable {
    public let archive: any ChartWriting & MarketReading
    public let clock: any TimeSource
    public let source: String

    public init(archive: any ChartWriting & MarketReading, clock: any TimeSource, source: String) {
        self.archive = archive
        self.clock = clock
        self.source = source
    }

    public func execute(_ report: WeeklyReport) async throws -> ArchiveOutcome {
        guard !report.rows.isEmpty else {
            try await archive.markNoList(kind: report.range.kind.rawValue, list: report.list, start: report.range.start, askedAt: clock.now())
            return .noData
        }
        let chart = WeeklyBoxOffice(range: report.range, entries: report.rows.map(\.entry))
        return try await archive.storeWeek(ArchivedWeek(chart: chart, fetchedAt: clock.now(), source: source, revision: 1, list: report.list))
    }
}
