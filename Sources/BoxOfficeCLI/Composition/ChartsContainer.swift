import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Charts from KOFIC: fetched (details through the archive when there is one), archived, published
/// to the reports folder and the chat; a chart's locked run; backfills. Plain wiring.
struct ChartsContainer {
    let root: CompositionRoot

    /// A chart published as one run (`report`, `weekly`, the schedule's passes) into `output`: its
    /// locks (the folder's, the archive's) taken first, then its archive (`archivePath`, else the
    /// default) opened once inside them.
    func makePublishChartRun(output: String, archivePath: String?, detailsMaxAge: TimeInterval,
                             notify: (url: URL?, on: NotifyOn)) -> PublishChartRun<RelationalBoxOfficeArchive> {
        let (root, charts) = (self.root, self)
        let asked = root.archiveLocation(option: archivePath)
        return PublishChartRun(
            sourceReady: { _ = try root.makeEndpoint() },
            open: { opening in
                let location: ArchiveLocation? = switch opening {
                case .asked: asked
                case .scratch(let path): ArchiveLocation(path)
                case .none: nil
                }
                return ExclusiveRun(locks: FileRunLocks(output: output, archives: location.map { [$0] } ?? []), openingIfAny: location.map(root.archive),
                                    creating: true) { $0 }
            },
            lists: { ResolveChartList(codes: root.lookups.makeCodeListRepository(archive: $0)) },
            recordedSite: { archive, recorded in try root.site.makeBuildRecordedSite(archive, recorded: recorded, output: output) },
            publish: { archive, scratch, window in
                try charts.makePublishChart(output: output, archive: archive, archiveShown: scratch ? "a scratch archive of the bundled week" : asked.shown,
                                            siteRepair: "boxoffice site" + SuggestedCommand.places(settings: root.settings, archive: asked,
                                                                                                    archiveGiven: archivePath != nil, output: output),
                                            detailsMaxAge: detailsMaxAge, window: window, notify: notify)
            },
            recorded: root.recordedSource, scratch: TemporaryScratchSpace(),
            siteArchive: { SiteManifestFile(folder: output).archive() },
            archiveExists: { asked.isPostgreSQL || FileManager.default.fileExists(atPath: asked.address) })
    }

    /// The chart from KOFIC; details through the archive when there is one (cache-through). Details
    /// are asked for all at once: the run's request budget bounds what is in flight.
    func makeFetchDailyReport(archive: RelationalBoxOfficeArchive? = nil, detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchDailyReport {
        let endpoint = try root.makeEndpoint()
        let client = root.makeHTTPClient()
        let remote: any MovieDetailsRepository = root.sharedDetails ?? KOFICMovieDetailsRepository(endpoint: endpoint, client: client)
        let movies: any MovieDetailsRepository = archive.map {
            CachedMovieDetailsRepository(remote: remote, store: $0, maxAge: detailsMaxAge, clock: root.clock)
        } ?? remote
        return FetchDailyReport(boxOffice: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client), movies: movies,
                                concurrency: root.context.concurrency, unknownMovieGap: root.sources.missingMovieGap)
    }

    func makeFetchWeeklyReport(archive: RelationalBoxOfficeArchive?, detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchWeeklyReport {
        FetchWeeklyReport(weekly: KOFICWeeklyBoxOfficeRepository(endpoint: try root.makeEndpoint(), client: root.makeHTTPClient()),
                          details: try makeFetchDailyReport(archive: archive, detailsMaxAge: detailsMaxAge))
    }

    func makeFetchChartLists() throws(SourceError) -> FetchChartLists {
        FetchChartLists(lists: KOFICDailyBoxOfficeRepository(endpoint: try root.makeEndpoint(), client: root.makeHTTPClient()))
    }

    /// Charts of every kind from KOFIC, archived when there is an archive; with `forecasts`, a day's
    /// ranked movies get their forecasts once it is archived (the reports show them; a backfill needs none).
    func makeChartSource(archive: RelationalBoxOfficeArchive?, detailsMaxAge: TimeInterval = 7 * 86_400,
                         window: RecheckWindow = RecheckWindow(), forecasts: Bool = false) throws(SourceError) -> ChartSource {
        let (clock, source) = (root.clock, root.sourceDescription)
        return ChartSource(daily: try makeFetchDailyReport(archive: archive, detailsMaxAge: detailsMaxAge),
                           weekly: try makeFetchWeeklyReport(archive: archive, detailsMaxAge: detailsMaxAge),
                           wideLists: try makeFetchChartLists(),
                           archiveDay: archive.map { ArchiveDailyReport(archive: $0, clock: clock, source: source, window: window) },
                           archiveWeek: archive.map { ArchiveWeeklyChart(archive: $0, clock: clock, source: source) },
                           forecast: forecasts ? root.forecasts.makeShownDayForecasts(archive: archive) : nil)
    }

    /// The publishing sequence for a chart, wired to the reports folder, the site and the webhook;
    /// its locks are held already, by the run's `makeChartRun`.
    /// - Parameter archiveShown: how progress names the archive (never with a password).
    func makePublishChart(output: String, archive store: RelationalBoxOfficeArchive?, archiveShown: String, siteRepair: String, detailsMaxAge: TimeInterval,
                          window: RecheckWindow, notify: (url: URL?, on: NotifyOn)) throws(SourceError) -> PublishChart {
        let notifier = (notify.url ?? root.settings.notifyURL).map {
            WebhookDelivery(notifier: WebhookNotifier(url: $0, client: NetworkHTTPClient.make(timeout: 5)), seconds: 5)
        }
        let requests = root.requests
        // The front page and the HTML are the site's: in its language (its manifest's, else the run's).
        let site = root.speaking(root.site.language(of: output))
        return PublishChart(
            source: try makeChartSource(archive: store, detailsMaxAge: detailsMaxAge, window: window, forecasts: true),
            // Re-checks take the details from the archive whatever their age: one list request a day.
            recheckSource: try makeChartSource(archive: store, detailsMaxAge: .infinity, window: window, forecasts: true),
            output: site.makeReportsOutput(output),
            presenter: ChartPresenter(builder: makeDailyDocumentBuilder(), pageBuilder: site.charts.makeDailyDocumentBuilder(), generated: root.generatedInstant),
            chat: ChatDelivery(notifier: notifier, on: notify.on),
            progress: root.progress, archiveShown: archiveShown,
            requestsSent: { requests.count }, describe: { ErrorReport($0).message }, warn: root.warn, frontPages: site.makeFrontPages(),
            // The regions' names as the archive keeps KOBIS's code table: no request of the run.
            codes: store.map { CachedCodeListRepository(remote: nil, store: $0, maxAge: .infinity, clock: root.clock) },
            site: store.map { root.site.makeSite($0, output: output, rebuild: false, progress: { _, _ in }) }, siteRepair: siteRepair)
    }

    /// A backfill of the archive at `location`, holding its lock; the archive is opened inside it.
    /// - Parameter identity: the identity the archive takes (the bundled sample's own archive,
    ///   `Reports/sample.sqlite`, is the recording's: the sample's site is built from it too).
    func makeBackfill(_ location: ArchiveLocation, identity: ArchiveIdentity? = nil) -> ExclusiveRun<BackfillCharts> {
        let (charts, archive) = (self, root.archive(location))
        return ExclusiveRun(locks: FileRunLocks(output: nil, archives: [location])) {
            let opened = try await archive.holdingLock(creating: true)
            if let identity { try await opened.assignIdentity(identity) }
            return try charts.makeBackfillCharts(opened)
        }
    }

    /// A backfill on an opened archive.
    func makeBackfillCharts(_ archive: RelationalBoxOfficeArchive) throws(SourceError) -> BackfillCharts {
        let (requests, connections) = (root.requests, root.connections)
        return BackfillCharts(source: try makeChartSource(archive: archive), archive: archive, requestsSent: { requests.count },
                              serviceDown: { connections.isOpen })
    }

    /// - Parameter archivedSource: the source an archived day records (said in this language when it is a known one).
    func makeDailyDocumentBuilder(archivedSource: String? = nil) -> DailyReportDocumentBuilder {
        let language = root.language
        let source = archivedSource.map { language.translatedFromEnglish($0) } ?? language.term(root.sources.termKey)
        return DailyReportDocumentBuilder(language: language, source: source, generatedAt: root.generatedAt)
    }
}
