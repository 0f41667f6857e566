import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// A chart published: fetched and archived (the fetching's part), rendered, written to the reports
/// folder, the site and the chat; a chart's locked run. Plain wiring.
struct ChartsContainer {
    let wiring: RunWiring
    /// The fetching's (`FetchContainer`), the forecasts', the look-ups' and the site's parts it wires in.
    let chartSource: @Sendable (RelationalBoxOfficeArchive?, TimeInterval, RecheckWindow, ShownDayForecasts?) throws(SourceError) -> ChartSource
    let backfillCharts: @Sendable (RelationalBoxOfficeArchive) throws(SourceError) -> BackfillCharts
    let shownForecasts: @Sendable (RelationalBoxOfficeArchive?) -> ShownDayForecasts?
    let codeLists: @Sendable (RelationalBoxOfficeArchive?) -> any CodeListRepository
    let site: @Sendable (RelationalBoxOfficeArchive, _ output: String) -> BuildSite
    let siteLanguage: @Sendable (_ output: String) -> ReportLanguage

    /// A chart published as one run (`report`, `weekly`, the schedule's passes) into `output`: its
    /// locks (the folder's, the archive's) taken first, then its archive (`archivePath`, else the
    /// default) opened once inside them.
    func makeLockedChartRun(output: String, archivePath: String?, detailsMaxAge: TimeInterval,
                             notify: (url: URL?, on: NotifyOn)) -> LockedChartRun<RelationalBoxOfficeArchive> {
        let (wiring, charts) = (self.wiring, self)
        let asked = wiring.archiveLocation(option: archivePath)
        return LockedChartRun(
            sourceReady: { _ = try wiring.makeEndpoint() },
            open: { opening in
                let location: ArchiveLocation? = switch opening {
                case .asked: asked
                case .scratch(let path): ArchiveLocation(path)
                case .none: nil
                }
                return ExclusiveRun(locks: FileRunLocks(output: output, archives: location.map { [$0] } ?? []), openingIfAny: location.map(wiring.archive),
                                    creating: true) { $0 }
            },
            lists: { ResolveChartList(codes: charts.codeLists($0)) },
            recordedSite: { archive, recorded in try charts.makeSampleSiteBuild(archive, recorded: recorded, output: output) },
            publish: { archive, scratch, window in
                try charts.makePublishChart(output: output, archive: archive, archiveShown: scratch ? "a scratch archive of the bundled week" : asked.shown,
                                            siteRepair: "boxoffice site" + SuggestedCommand.places(settings: wiring.settings, archive: asked,
                                                                                                    archiveGiven: archivePath != nil, output: output),
                                            detailsMaxAge: detailsMaxAge, window: window, notify: notify)
            },
            recorded: wiring.recordedSource, scratch: TemporaryScratchSpace(),
            siteArchive: { SiteManifestFile(folder: output).archive() },
            archiveExists: { asked.isPostgreSQL || FileManager.default.fileExists(atPath: asked.address) })
    }

    /// The publishing sequence for a chart, wired to the reports folder, the site and the webhook;
    /// its locks are held already, by the run's `makeChartRun`.
    /// - Parameter archiveShown: how progress names the archive (never with a password).
    func makePublishChart(output: String, archive store: RelationalBoxOfficeArchive?, archiveShown: String, siteRepair: String, detailsMaxAge: TimeInterval,
                          window: RecheckWindow, notify: (url: URL?, on: NotifyOn)) throws(SourceError) -> PublishChart {
        let notifier = (notify.url ?? wiring.settings.notifyURL).map {
            WebhookDelivery(notifier: WebhookNotifier(url: $0, client: NetworkHTTPClient.make(timeout: 5)), seconds: 5)
        }
        let requests = wiring.requests
        // The front page and the HTML are the site's: in its language (its manifest's, else the run's).
        let site = wiring.speaking(siteLanguage(output))
        return PublishChart(
            source: try chartSource(store, detailsMaxAge, window, shownForecasts(store)),
            // Re-checks take the details from the archive whatever their age: one list request a day.
            recheckSource: try chartSource(store, .infinity, window, shownForecasts(store)),
            output: site.makeReportsOutput(output),
            presenter: ChartPresenter(builder: Self.dailyDocumentBuilder(wiring), pageBuilder: Self.dailyDocumentBuilder(site), generated: wiring.generatedInstant),
            chat: ChatDelivery(notifier: notifier, on: notify.on),
            progress: wiring.progress, archiveShown: archiveShown,
            requestsSent: { requests.count }, describe: { ErrorReport($0).message }, warn: wiring.warn, frontPages: site.makeFrontPages(),
            // The regions' names as the archive keeps KOBIS's code table: no request of the run.
            codes: store.map { CachedCodeListRepository(remote: nil, store: $0, maxAge: .infinity, clock: wiring.clock) },
            site: store.map { self.site($0, output) }, siteRepair: siteRepair)
    }

    /// `report --sample`'s site: the recorded week archived into `store` (a scratch archive), then
    /// the site built from it into `output`.
    func makeSampleSiteBuild(_ store: RelationalBoxOfficeArchive, recorded: RecordedSource, output: String) throws(SourceError) -> SampleSiteBuild {
        SampleSiteBuild(backfill: try backfillCharts(store), site: site(store, output), recorded: recorded)
    }

    /// A day's document builder in `wiring`'s language and stamp.
    /// - Parameter archivedSource: the source an archived day records (said in this language when it is a known one).
    static func dailyDocumentBuilder(_ wiring: RunWiring, archivedSource: String? = nil) -> DailyReportDocumentBuilder {
        let language = wiring.language
        let source = archivedSource.map { language.translatedFromEnglish($0) } ?? language.term(wiring.sources.termKey)
        return DailyReportDocumentBuilder(language: language, source: source, generatedAt: wiring.generatedAt)
    }
}
