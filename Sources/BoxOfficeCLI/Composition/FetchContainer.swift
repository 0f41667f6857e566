import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Charts from KOFIC: fetched (details through the archive when there is one) and archived; backfills.
/// Built from the run's environment alone. Plain wiring.
struct FetchContainer {
    let wiring: RunWiring

    /// The chart from KOFIC; details through the archive when there is one (cache-through). Details
    /// are asked for all at once: the run's request budget bounds what is in flight.
    func makeFetchDailyReport(archive: RelationalBoxOfficeArchive? = nil, detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchDailyReport {
        let endpoint = try wiring.makeEndpoint()
        let client = wiring.makeHTTPClient()
        let remote: any MovieDetailsRepository = wiring.sharedDetails ?? KOFICMovieDetailsRepository(endpoint: endpoint, client: client)
        let movies: any MovieDetailsRepository = archive.map {
            CachedMovieDetailsRepository(remote: remote, store: $0, maxAge: detailsMaxAge, clock: wiring.clock)
        } ?? remote
        return FetchDailyReport(boxOffice: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client), movies: movies,
                                concurrency: wiring.context.concurrency, unknownMovieGap: wiring.sources.missingMovieGap)
    }

    func makeFetchWeeklyReport(archive: RelationalBoxOfficeArchive?, detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchWeeklyReport {
        FetchWeeklyReport(weekly: KOFICWeeklyBoxOfficeRepository(endpoint: try wiring.makeEndpoint(), client: wiring.makeHTTPClient()),
                          details: try makeFetchDailyReport(archive: archive, detailsMaxAge: detailsMaxAge))
    }

    func makeFetchChartLists() throws(SourceError) -> FetchChartLists {
        FetchChartLists(lists: KOFICDailyBoxOfficeRepository(endpoint: try wiring.makeEndpoint(), client: wiring.makeHTTPClient()))
    }

    /// Charts of every kind from KOFIC, archived when there is an archive; with `forecast`, a day's
    /// ranked movies get their forecasts once it is archived (the reports show them; a backfill needs none).
    func makeChartSource(archive: RelationalBoxOfficeArchive?, detailsMaxAge: TimeInterval = 7 * 86_400,
                         window: RecheckWindow = RecheckWindow(), forecast: ShownDayForecasts? = nil) throws(SourceError) -> ChartSource {
        let (clock, source) = (wiring.clock, wiring.sourceDescription)
        return ChartSource(daily: try makeFetchDailyReport(archive: archive, detailsMaxAge: detailsMaxAge),
                           weekly: try makeFetchWeeklyReport(archive: archive, detailsMaxAge: detailsMaxAge),
                           wideLists: try makeFetchChartLists(),
                           archiveDay: archive.map { ArchiveDailyReport(archive: $0, clock: clock, source: source, window: window) },
                           archiveWeek: archive.map { ArchiveWeeklyChart(archive: $0, clock: clock, source: source) },
                           forecast: forecast)
    }

    /// A backfill of the archive at `location`, holding its lock; the archive is opened inside it.
    /// - Parameter identity: the identity the archive takes (the bundled sample's own archive,
    ///   `Reports/sample.sqlite`, is the recording's: the sample's site is built from it too).
    func makeBackfill(_ location: ArchiveLocation, identity: ArchiveIdentity? = nil) -> ExclusiveRun<BackfillCharts> {
        let (fetch, archive) = (self, wiring.archive(location))
        return ExclusiveRun(locks: FileRunLocks(output: nil, archives: [location])) {
            let opened = try await archive.holdingLock(creating: true)
            if let identity { try await opened.assignIdentity(identity) }
            return try fetch.makeBackfillCharts(opened)
        }
    }

    /// A backfill on an opened archive.
    func makeBackfillCharts(_ archive: RelationalBoxOfficeArchive) throws(SourceError) -> BackfillCharts {
        let (requests, connections) = (wiring.requests, wiring.connections)
        return BackfillCharts(source: try makeChartSource(archive: archive), archive: archive, requestsSent: { requests.count },
                              serviceDown: { connections.isOpen })
    }
}
