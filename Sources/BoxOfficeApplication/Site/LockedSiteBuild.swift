import BoxOfficeDomain
import Foundation

/// `boxoffice site`: the whole site built from the archive as it is, holding the reports folder's
/// lock. The archive is opened to read (the pages read on connections of their own, beside any
/// writer), and the pages are stamped with its newest fetch, so a page changes only when its data does.
public struct LockedSiteBuild<Store: ArchiveStoreOpening>: Sendable where Store.Reader: ChartReading {
    let locks: any RunLocking
    let archive: OpenArchive<Store>
    /// The site on the opened archive, its documents stamped `stampedAt` (nil: the run's own stamp).
    let site: @Sendable (_ archive: Store.Reader, _ stampedAt: Date?) -> BuildSite

    public init(locks: any RunLocking, archive: OpenArchive<Store>, site: @escaping @Sendable (_ archive: Store.Reader, _ stampedAt: Date?) -> BuildSite) {
        self.locks = locks
        self.archive = archive.readers(BuildSite.concurrency)
        self.site = site
    }

    public func execute() async throws -> BuildSite.Summary {
        let (archive, site) = (self.archive, self.site)
        return try await ExclusiveRun(locks: locks) {
            let opened = try await archive.reading()
            return site(opened, try await Self.newestFetch(opened))
        }.run { try await $0.execute() }
    }

    /// The pages a backfill of `from` to `to` touched (its days', or with `weekends` its weekend
    /// charts'): their movies and distributors, months, years, the days beside them, the all-time
    /// chart and the front page, as a report of those days keeps them (`BuildSite.execute(touching:)`).
    public func execute(touching from: CalendarDate, to: CalendarDate, weekends: Bool) async throws -> BuildSite.Summary {
        let (archive, site) = (self.archive, self.site)
        return try await ExclusiveRun(locks: locks) {
            let opened = try await archive.reading()
            return (opened, site(opened, try await Self.newestFetch(opened)))
        }.run { opened, site in
            let summary: BuildSite.Summary
            if weekends {
                let weeks = try await opened.weeks(.weekend, from: from, to: to).map(\.chart.range)
                summary = try await site.execute(touching: [], weekends: weeks)
            } else {
                var reports: [DailyReport] = []
                for date in try await opened.archivedDates(from: from, to: to).sorted() {
                    if let day = try await opened.day(date) { reports.append(day.report) }
                }
                summary = try await site.execute(touching: reports, rendered: false)
            }
            try await site.refreshFrontPage(summary)
            return summary
        }
    }

    /// When the archive's newest day was fetched (nil: it holds none).
    static func newestFetch(_ archive: Store.Reader) async throws -> Date? {
        guard let newest = try await archive.archivedDates(from: SiteMap.ArchivedPages.first, to: SiteMap.ArchivedPages.last).max() else { return nil }
        return try await archive.day(newest)?.fetchedAt
    }
}
