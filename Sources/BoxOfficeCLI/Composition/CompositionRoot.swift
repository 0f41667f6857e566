import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// What a command line asks of the graph it runs on (its `--sample`, `--lang`, `--concurrency` …):
/// the composition root is built from it, once per run.
struct RunContext: Sendable {
    var sample = false
    var language: ReportLanguage? = nil
    var siteURL: URL? = nil
    /// Requests in flight at once, for every client of the run (`--concurrency`).
    var concurrency = 10
    var quiet = true
    /// How many `[i/n]` steps the run shows.
    var progressSteps = 0
    /// The run's first work is asking KOFIC (`report`, `weekly`): the network's library is loaded in
    /// the background from the start. Other runs load it with their first request, if any.
    var fetchesFirst = false
}

/// The one place that constructs and wires the layers. `BoxOfficeApp` builds it once per run.
struct CompositionRoot {
    let settings: Settings
    let sample: Bool
    let progress: any ProgressObserver
    private(set) var clock: any TimeSource
    /// The language of Markdown and HTML reports (`--lang`, else the settings' choice).
    private(set) var language: ReportLanguage
    /// `--site-url`, else `BOXOFFICE_SITE_URL`: the feed's and messages' links are absolute under it.
    let siteURL: URL?
    let context: RunContext

    /// Counts every request sent to the network (or to the sample recordings).
    let requests: RequestCounter
    /// The run's one limit on requests in flight.
    let budget: RequestBudget
    /// Every movie-details request of the run, shared by whoever asks at once (nil: no key).
    private var sharedDetails: SharedMovieDetailsRequests?

    init(settings: Settings, clock: any TimeSource, context: RunContext) {
        self.settings = settings
        self.context = context
        self.language = context.language ?? settings.language
        self.siteURL = context.siteURL ?? settings.siteURL
        self.sample = context.sample
        self.progress = context.quiet || context.progressSteps == 0
            ? SilentProgress() : StderrProgress(steps: context.progressSteps, quiet: false)
        self.clock = clock
        let transport: any HTTPClient = sample ? SampleDataSource.client : NetworkHTTPClient.make()
        if !sample, context.fetchesFirst { NetworkHTTPClient.prepare() }
        requests = RequestCounter(base: transport)
        budget = RequestBudget(limit: context.concurrency)
        if let endpoint = try? makeEndpoint() {
            sharedDetails = SharedMovieDetailsRequests(base: KOFICMovieDetailsRepository(endpoint: endpoint, client: makeHTTPClient()))
        }
    }

    /// The same graph, its documents in another language (an assistant asks per call).
    func speaking(_ language: ReportLanguage) -> CompositionRoot {
        var root = self
        root.language = language
        return root
    }

    /// Whether what the archive lacks is fetched, and a forecast's missing run days: the application's rule.
    var fetching: FetchPolicy { FetchPolicy(recorded: recordedSource, hasKey: settings.apiKey != nil) }

    /// A warning on stderr, shown even with `--quiet`.
    let warn: @Sendable (String) -> Void = { Platform.writeError("boxoffice: warning: \($0)") }

    /// Where the data comes from, as the archive records it (in English, the archive's one language).
    var sourceDescription: String { ReportLanguage.english.term(sourceKey) }

    private var sourceKey: String { sample ? "source_sample" : "source_kofic" }

    /// The instant a report says it was made: `SOURCE_DATE_EPOCH` when set; in sample mode the
    /// bundle's own fixed stamp (so the sample reports are reproducible byte for byte); else the clock.
    var generatedInstant: Date { stampedAt ?? settings.sourceDateEpoch ?? (sample ? SampleDataSource.generatedAt : clock.now()) }

    /// The instant documents say they were made, when not the run's (the site's pages: the archive's
    /// newest fetch, so a page changes only when its data does).
    private var stampedAt: Date?

    /// The same graph, its documents stamped with `instant` (nil: as this one).
    func stamped(_ instant: Date?) -> CompositionRoot {
        var root = self
        root.stampedAt = instant ?? stampedAt
        return root
    }

    /// "Generated" time, formatted in Seoul.
    var generatedAt: String { SeoulCalendar().timestamp(generatedInstant) }

    func makeEndpoint() throws(SourceError) -> KOFICEndpoint {
        if sample { return KOFICEndpoint(baseURL: URL(string: "http://sample.invalid")!, apiKey: "sample") }
        guard let key = settings.apiKey else { throw .keyMissing(variable: "KOFIC_API_KEY") }
        return KOFICEndpoint(baseURL: settings.baseURL ?? KOFICEndpoint.defaultBaseURL, apiKey: key)
    }

    func makeHTTPClient() -> any HTTPClient {
        let progress = self.progress
        return RetryingHTTPClient(base: BudgetedHTTPClient(base: requests, budget: budget), policy: RetryPolicy()) { path, reason in
            progress.note("retrying \(path): \(reason)")
        }
    }

    static let defaultArchivePath = "Reports/archive.sqlite"
    /// Where `backfill --sample` puts the bundled week, apart from the user's own archive.
    static let sampleArchivePath = "Reports/sample.sqlite"

    /// `--archive ADDRESS`, else (sample mode) `Reports/sample.sqlite`, else `BOXOFFICE_ARCHIVE`, else `Reports/archive.sqlite`.
    func archiveLocation(option: String?) -> ArchiveLocation {
        ArchiveLocation(option ?? (sample ? Self.sampleArchivePath : settings.archivePath ?? Self.defaultArchivePath))
    }

    /// The archive at `location` (a PostgreSQL server for a `postgresql://` or `postgres://` address,
    /// else a SQLite file), opened as its use case asks: to read, to write, inside a locked run.
    func archive(_ location: ArchiveLocation) -> OpenArchive<RelationalArchiveStore> {
        OpenArchive(store: RelationalArchiveStore(address: location.address), locks: FileRunLocks(output: nil, archives: [location]))
    }

    /// A chart's run: its locks (the output folder's, the archive's) taken first, then its archive
    /// opened once, asynchronously, inside them (nil: the run keeps no archive).
    func makeChartRun(output: String, archive location: ArchiveLocation?) -> ExclusiveRun<RelationalBoxOfficeArchive?> {
        ExclusiveRun(locks: FileRunLocks(output: output, archives: location.map { [$0] } ?? []), openingIfAny: location.map(archive), creating: true) { $0 }
    }

    /// The chart from KOFIC; details through the archive when there is one (cache-through). Details
    /// are asked for all at once: the run's request budget bounds what is in flight.
    func makeFetchDailyReport(archive: RelationalBoxOfficeArchive? = nil, detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchDailyReport {
        let endpoint = try makeEndpoint()
        let client = makeHTTPClient()
        let remote: any MovieDetailsRepository = sharedDetails ?? KOFICMovieDetailsRepository(endpoint: endpoint, client: client)
        let movies: any MovieDetailsRepository = archive.map {
            CachedMovieDetailsRepository(remote: remote, store: $0, maxAge: detailsMaxAge, clock: clock)
        } ?? remote
        return FetchDailyReport(
            boxOffice: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client),
            movies: movies,
            concurrency: context.concurrency,
            unknownMovieGap: sample ? SampleDataSource.missingMovieGap : .unknownToSource
        )
    }

    func makeFetchWeeklyReport(archive: RelationalBoxOfficeArchive?, detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchWeeklyReport {
        FetchWeeklyReport(weekly: KOFICWeeklyBoxOfficeRepository(endpoint: try makeEndpoint(), client: makeHTTPClient()),
                          details: try makeFetchDailyReport(archive: archive, detailsMaxAge: detailsMaxAge))
    }

    func makeFetchChartLists() throws(SourceError) -> FetchChartLists {
        FetchChartLists(lists: KOFICDailyBoxOfficeRepository(endpoint: try makeEndpoint(), client: makeHTTPClient()))
    }

    func makeArchiveDailyReport(_ archive: RelationalBoxOfficeArchive, window: RecheckWindow = RecheckWindow()) -> ArchiveDailyReport {
        ArchiveDailyReport(archive: archive, clock: clock, source: sourceDescription, window: window)
    }

    /// Charts of every kind from KOFIC, archived when there is an archive; with `forecasts`, a day's
    /// ranked movies get their forecasts once it is archived (the reports show them; a backfill needs none).
    func makeChartSource(archive: RelationalBoxOfficeArchive?, detailsMaxAge: TimeInterval = 7 * 86_400,
                         window: RecheckWindow = RecheckWindow(), forecasts: Bool = false) throws(SourceError) -> ChartSource {
        ChartSource(daily: try makeFetchDailyReport(archive: archive, detailsMaxAge: detailsMaxAge),
                    weekly: try makeFetchWeeklyReport(archive: archive, detailsMaxAge: detailsMaxAge),
                    wideLists: try makeFetchChartLists(),
                    archiveDay: archive.map { makeArchiveDailyReport($0, window: window) },
                    archiveWeek: archive.map { ArchiveWeeklyChart(archive: $0, clock: clock, source: sourceDescription) },
                    forecast: forecasts ? makeForecastDailyChart(archive: archive) : nil)
    }

    /// A day's forecasts from the archive and the bundled base; without an archive, in sample mode,
    /// from the bundled week's recorded days (so `report --sample` forecasts with no archive at all).
    func makeForecastDailyChart(archive: RelationalBoxOfficeArchive?) -> ForecastDailyChart? {
        // The base decoded by the first forecast: a run that writes nothing decodes none.
        if let archive { return ForecastDailyChart(archive: archive, base: { BundledRuns.base }) }
        guard sample, let endpoint = try? makeEndpoint() else { return nil }
        // Read from the recordings directly: not requests of the run.
        let recorded = KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: SampleDataSource.client)
        return ForecastDailyChart(archive: ChartedDays(days: SampleDataSource.days, source: recorded), base: BundledRuns.base)
    }

    /// The publishing sequence for a chart, wired to the reports folder and the webhook; its locks
    /// are held already, by the run's `makeChartRun`.
    func makePublishChart(output: String, archive: (location: ArchiveLocation, store: RelationalBoxOfficeArchive)?, detailsMaxAge: TimeInterval,
                          window: RecheckWindow, notify: (url: URL?, on: NotifyOn)) throws(SourceError) -> PublishChart {
        let store = archive?.store
        let notifier = (notify.url ?? settings.notifyURL).map {
            WebhookDelivery(notifier: WebhookNotifier(url: $0, client: NetworkHTTPClient.make(timeout: 5)), seconds: 5)
        }
        return PublishChart(
            source: try makeChartSource(archive: store, detailsMaxAge: detailsMaxAge, window: window, forecasts: true),
            // Re-checks take the details from the archive whatever their age: one list request a day.
            recheckSource: try makeChartSource(archive: store, detailsMaxAge: .infinity, window: window, forecasts: true),
            output: makeReportsOutput(output),
            presenter: ChartPresenter(builder: makeDailyDocumentBuilder(), generated: generatedInstant, linksSite: store != nil),
            chat: ChatDelivery(notifier: notifier, on: notify.on),
            progress: progress,
            archiveShown: archiveNamed ?? archive?.location.shown ?? "",
            requestsSent: { [requests] in requests.count },
            describe: { ErrorReport($0).message },
            warn: warn,
            // The regions' names as the archive keeps KOBIS's code table: no request of the run.
            codes: store.map { CachedCodeListRepository(remote: nil, store: $0, maxAge: .infinity, clock: clock) },
            site: store.map { store in
                let site = makeSite(store, output: output, rebuild: false, progress: { _, _ in })
                return { days in try await site.execute(touching: days).front }
            }
        )
    }

    func makeReportsOutput(_ root: String) -> ReportsFolderOutput {
        ReportsFolderOutput(folder: makeReportsFolder(root), language: language, siteURL: siteURL, generated: generatedInstant,
                            generatedAt: generatedAt, warn: warn)
    }

    /// How documents are made in this run: its language and stamp (every question's presenter takes it).
    var documentStyle: DocumentStyle { DocumentStyle(language: language, generatedAt: generatedAt, source: language.term(sourceKey)) }

    /// The questions' wiring (`history`, the MCP tools).
    var questions: QuestionsContainer { QuestionsContainer(root: self) }

    /// What the bundled sample records (nil: the source is KOFIC).
    var recordedSource: RecordedSource? { sample ? RecordedSource(days: SampleDataSource.days, week: SampleDataSource.weeklyDay) : nil }

    /// The archive's one writer for this process: fills take turns, and each takes the archive's
    /// lock, waiting up to `lockWait` seconds for another process's run.
    func makeArchiveWriter(_ location: ArchiveLocation, lockWait: Double) -> ArchiveWriter {
        ArchiveWriter(locks: FileRunLocks(output: nil, archives: [location]), lockWait: lockWait)
    }

    /// The MCP server's wiring on its opened archive.
    func makeServer(_ archive: RelationalBoxOfficeArchive, writer: ArchiveWriter, fetches: Bool) -> ServerContainer {
        ServerContainer(root: self, archive: archive, writer: writer, fetches: fetches)
    }

    /// Forecasts from the archive; with a `writer`, a movie's missing days are fetched into it first
    /// (within the run's request budget, through the writer), said on stderr.
    func makeForecastMovie(archive: RelationalBoxOfficeArchive, writer: ArchiveWriter?,
                           note: @escaping @Sendable (String) -> Void = { Platform.writeError($0) }) throws(SourceError) -> ForecastMovie {
        guard let writer else { return ForecastMovie(archive: archive, base: BundledRuns.base) }
        let fill = FetchMissingRunDays(backfill: BackfillCharts(source: try makeChartSource(archive: archive), archive: archive,
                                                                requestsSent: { [requests] in requests.count }),
                                       archive: archive, details: try makeMovieDetailsRepository(), recorded: recordedSource)
        return ForecastMovie(archive: archive, base: BundledRuns.base, fill: fill, writer: writer, note: note)
    }

    func makeBacktestForecasts() -> BacktestForecasts { BacktestForecasts() }

    /// KOFIC's movie search (`movie search`, the `search_movies` tool).
    func makeSearchMovies() throws(SourceError) -> SearchMovies {
        SearchMovies(repository: try makeMovieSearchRepository())
    }

    /// A backfill of the archive at `location`, holding its lock; the archive is opened inside it.
    /// A sample run as of the morning after the bundled week: what it archives and writes is the
    /// same byte for byte on every machine (the committed example).
    func pinnedToSample() -> CompositionRoot {
        var root = self
        root.clock = FixedTimeSource(SampleDataSource.generatedAt)
        root.archiveNamed = "a scratch archive of the bundled week"
        return root
    }

    /// How progress names the run's archive, when not by its location.
    private var archiveNamed: String?

    /// `report --sample`'s site: the bundled week archived into `store` (a scratch archive), then the
    /// site built from it into `output`.
    func makeBuildRecordedSite(_ store: RelationalBoxOfficeArchive, output: String) throws(SourceError) -> BuildRecordedSite {
        BuildRecordedSite(backfill: BackfillCharts(source: try makeChartSource(archive: store), archive: store, requestsSent: { [requests] in requests.count }),
                          site: makeSite(store, output: output, rebuild: false, progress: { _, _ in }),
                          recorded: recordedSource ?? RecordedSource(days: SampleDataSource.days, week: SampleDataSource.weeklyDay))
    }

    func makeBackfill(_ location: ArchiveLocation) -> ExclusiveRun<BackfillCharts> {
        let root = self
        return ExclusiveRun(locks: FileRunLocks(output: nil, archives: [location]), opening: archive(location), creating: true) { archive in
            BackfillCharts(source: try root.makeChartSource(archive: archive), archive: archive, requestsSent: { [requests = root.requests] in requests.count })
        }
    }

    /// An archive copied into another, both locked: the source opened to read before (so a missing
    /// one is refused before anything, a lock file included, is created), the destination inside.
    func makeArchiveCopy(from source: RelationalBoxOfficeArchive, at location: ArchiveLocation, to: ArchiveLocation)
        -> ExclusiveRun<(source: RelationalBoxOfficeArchive, destination: RelationalBoxOfficeArchive)> {
        ExclusiveRun(locks: FileRunLocks(output: nil, archives: [location, to]), opening: archive(to), creating: true) { (source, $0) }
    }

    /// The book shelf a request needs (`BookShelf.opened` says which parts, and which lock).
    func makeBookShelf(_ request: BookRequest, source: BookSource, location: ArchiveLocation) -> ExclusiveRun<BookShelf> {
        let root = self
        return BookShelf.opened(for: request, archive: archive(location), clock: clock) { try root.makeBookRepository(source) }
    }

    /// The site of the reports folder `output`, from the archive at `location` (which must exist),
    /// holding the folder's lock.
    func makeBuildSite(output: String, archive location: ArchiveLocation, rebuild: Bool,
                       progress: @escaping @Sendable (Int, Int) -> Void) -> BuildArchiveSite<RelationalArchiveStore> {
        let root = self
        return BuildArchiveSite(locks: FileRunLocks(output: output, archives: []), archive: archive(location)) { archive, stampedAt in
            root.stamped(stampedAt).makeSite(archive, output: output, rebuild: rebuild, progress: progress)
        }
    }

    /// The site of `output` on an open archive, its pages stamped as this root stamps documents.
    func makeSite(_ archive: RelationalBoxOfficeArchive, output: String, rebuild: Bool,
                  progress: @escaping @Sendable (Int, Int) -> Void) -> BuildSite {
        BuildSite(archive: archive, answers: AnswerFromArchive(archive: archive, clock: clock, paces: true, paceMemo: PaceCandidatesOnce()), style: documentStyle,
                  years: YearReviewDocumentBuilder(language: language, generatedAt: generatedAt),
                  distributors: DistributorPageDocumentBuilder(language: language, generatedAt: generatedAt), language: language,
                  output: SiteFolderOutput(reports: makeReportsOutput(output), rebuild: rebuild),
                  forecast: makeForecastDailyChart(archive: archive),
                  // The regions' names as the archive keeps KOBIS's code table: no request of the run.
                  regions: RegionNames(codes: CachedCodeListRepository(remote: nil, store: archive, maxAge: .infinity, clock: clock)), progress: progress)
    }

    /// The schedule: its passes run by `runner`, remembered in `journal`, one schedule at a time (`lock`).
    func makeSchedule(journal: any ScheduleJournal, runner: any ScheduledRunner, clock: any TimeSource, lock: String) -> RunSchedule {
        RunSchedule(journal: journal, runner: runner, clock: clock, lists: settings.schedule.lists,
                    lock: (FileRunLocks(paths: [lock]), lock))
    }

    /// - Parameter generatedAt: the stamp, when not the run's (an empty document's shape).
    func makeArchiveStatusDocumentBuilder(generatedAt: String? = nil) -> ArchiveStatusDocumentBuilder {
        ArchiveStatusDocumentBuilder(language: language, generatedAt: generatedAt ?? self.generatedAt)
    }

    func makeForecastDocumentBuilder() -> ForecastDocumentBuilder {
        ForecastDocumentBuilder(language: language, source: language.term("source_archive"), generatedAt: generatedAt)
    }

    func makeMovieDetailsRepository() throws(SourceError) -> any MovieDetailsRepository {
        KOFICMovieDetailsRepository(endpoint: try makeEndpoint(), client: makeHTTPClient())
    }

    /// A movie by code or title from KOFIC; `details` instead of KOFIC's (an archive first, say).
    /// Without a key, titles cannot be searched (a code still finds what `details` holds).
    func makeLookUpMovie(details: (any MovieDetailsRepository)? = nil) throws(SourceError) -> LookUpMovie {
        let recorded = sample ? SampleDataSource.movieCodes : nil
        if let details { return LookUpMovie(details: details, search: try? makeMovieSearchRepository(), recordedMovies: recorded) }
        return LookUpMovie(details: try makeMovieDetailsRepository(), search: try makeMovieSearchRepository(), recordedMovies: recorded)
    }

    /// - Parameter archivedSource: the source an archived day records (said in this language when it is a known one).
    func makeMovieSearchRepository() throws(SourceError) -> any MovieSearchRepository {
        KOFICMovieSearchRepository(endpoint: try makeEndpoint(), client: makeHTTPClient())
    }

    func makeDailyDocumentBuilder(archivedSource: String? = nil) -> DailyReportDocumentBuilder {
        let source = archivedSource.map { language.translatedFromEnglish($0) } ?? language.term(sourceKey)
        return DailyReportDocumentBuilder(language: language, source: source, generatedAt: generatedAt)
    }

    /// People and companies through the archive when there is one (cache-through, `maxAge`), else
    /// from KOBIS alone; without a key, only what the archive holds answers.
    /// - Parameter writer: a server's one writer, whose turns the cache's writes take (nil: written at once).
    func makeLookUpFilmography(archive: RelationalBoxOfficeArchive?, maxAge: TimeInterval,
                               writer: ArchiveWriter? = nil) throws(SourceError) -> (person: LookUpPerson, company: LookUpCompany) {
        let remote = (try? makeEndpoint()).map { KOFICFilmographyRepository(endpoint: $0, client: makeHTTPClient()) }
        let repository: any PeopleRepository & CompanyRepository
        if let archive {
            let store: any FilmographyStore = writer.map { CacheWritesThroughWriter(archive, writer: $0) } ?? archive
            repository = CachedFilmographyRepository(remote: remote, store: store, maxAge: maxAge, clock: clock)
        } else {
            guard let remote else { throw SourceError.keyMissing(variable: "KOFIC_API_KEY") }
            repository = remote
        }
        return (LookUpPerson(people: repository, charts: archive), LookUpCompany(companies: repository, charts: archive))
    }

    /// KOBIS's code lists, through the archive when there is one (kept 30 days); without a key, only
    /// what the archive holds.
    func makeCodeListRepository(archive: (any CodeListStore)?, maxAge: TimeInterval = 30 * 86_400) -> any CodeListRepository {
        let remote = (try? makeEndpoint()).map { KOFICCodeListRepository(endpoint: $0, client: makeHTTPClient()) }
        guard let archive else { return remote ?? CachedCodeListRepository(remote: nil, store: NoCodeListStore(), maxAge: 0, clock: clock) }
        return CachedCodeListRepository(remote: remote, store: archive, maxAge: maxAge, clock: clock)
    }

    func makeCodeListDocumentBuilder() -> CodeListDocumentBuilder {
        CodeListDocumentBuilder(language: language, source: language.term(sourceKey), generatedAt: generatedAt)
    }

    func makeReportsFolder(_ root: String) -> ReportsFolder {
        ReportsFolder(root: root, formats: Set(OutputFormat.allCases.map(\.rawValue)))
    }

    // MARK: Books

    /// `--source`, else Kakao when its key is set, else Google (which works without a key).
    func bookSource(option: BookSource?) -> BookSource {
        option ?? (settings.kakaoKey != nil ? .kakao : .google)
    }

    func makeBookRepository(_ source: BookSource) throws(SourceError) -> any BookSearchRepository {
        let client = sample ? RetryingHTTPClient(base: RequestCounter(base: BooksSampleSource.client)) : makeHTTPClient()
        switch source {
        case .google:
            return GoogleBooksRepository(baseURL: settings.googleBaseURL ?? GoogleBooksRepository.defaultBaseURL,
                                         apiKey: sample ? nil : settings.googleKey, client: client)
        case .kakao:
            guard let key = sample ? "sample" : settings.kakaoKey else { throw .keyMissing(variable: "KAKAO_REST_API_KEY") }
            return KakaoBooksRepository(baseURL: settings.kakaoBaseURL ?? KakaoBooksRepository.defaultBaseURL, apiKey: key, client: client)
        }
    }

    func makeBookDocumentBuilder() -> BookDocumentBuilder { BookDocumentBuilder(language: language, generatedAt: generatedAt) }

    /// The day a report is dated: today in Seoul at `generatedInstant`.
    var reportDay: CalendarDate { SeoulCalendar().today(at: generatedInstant) }
}

/// No archive: nothing is kept (a run without a key then has no code list).
private struct NoCodeListStore: CodeListStore {
    func storedCodes(under parent: String) async throws -> (codes: [KOBISCodeEntry], fetchedAt: Date)? { nil }
    func storeCodes(_ codes: [KOBISCodeEntry], under parent: String, fetchedAt: Date) async throws {}
}
