import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// The one place that constructs and wires the layers.
struct CompositionRoot {
    let settings: Settings
    let sample: Bool
    let progress: any ProgressObserver
    let clock: any TimeSource
    /// The language of Markdown and HTML reports (`--lang`, else the settings' choice).
    let language: ReportLanguage
    /// `--site-url`, else `BOXOFFICE_SITE_URL`: the feed's and messages' links are absolute under it.
    let siteURL: URL?

    /// Counts every request sent to the network (or to the sample recordings).
    let requests: RequestCounter

    init(settings: Settings, sample: Bool, progress: any ProgressObserver, clock: any TimeSource, language: ReportLanguage? = nil,
         siteURL: URL? = nil) {
        self.settings = settings
        self.language = language ?? settings.language
        self.siteURL = siteURL ?? settings.siteURL
        self.sample = sample
        self.progress = progress
        self.clock = clock
        let transport: any HTTPClient = sample ? SampleDataSource.client : URLSessionHTTPClient()
        requests = RequestCounter(base: transport)
    }

    /// Where the data comes from, as the archive records it (in English, the archive's one language).
    var sourceDescription: String { ReportLanguage.english.term(sourceKey) }

    private var sourceKey: String { sample ? "source_sample" : "source_kofic" }

    /// The instant a report says it was made: `SOURCE_DATE_EPOCH` when set; in sample mode the
    /// bundle's own fixed stamp (so the sample reports are reproducible byte for byte); else the clock.
    var generatedInstant: Date { settings.sourceDateEpoch ?? (sample ? SampleDataSource.generatedAt : clock.now()) }

    /// "Generated" time, formatted in Seoul.
    var generatedAt: String { SeoulCalendar().timestamp(generatedInstant) }

    func makeEndpoint() throws(SourceError) -> KOFICEndpoint {
        if sample { return KOFICEndpoint(baseURL: URL(string: "http://sample.invalid")!, apiKey: "sample") }
        guard let key = settings.apiKey else { throw .keyMissing(variable: "KOFIC_API_KEY") }
        return KOFICEndpoint(baseURL: settings.baseURL ?? KOFICEndpoint.defaultBaseURL, apiKey: key)
    }

    func makeHTTPClient() -> any HTTPClient {
        let progress = self.progress
        return RetryingHTTPClient(base: requests, policy: RetryPolicy()) { path, reason in
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

    /// The archive at `location`: a PostgreSQL server for a `postgresql://` or `postgres://` address,
    /// else a SQLite file. The rest of the program sees the archive protocols only.
    func makeArchive(_ location: ArchiveLocation, mode: RelationalBoxOfficeArchive.OpenMode) throws(ArchiveError) -> RelationalBoxOfficeArchive {
        location.isPostgreSQL
            ? try PostgreSQLBoxOfficeArchive(address: location.address, mode: mode)
            : try SQLiteBoxOfficeArchive(path: location.address, mode: mode)
    }

    /// The chart from KOFIC; details through the archive when there is one (cache-through).
    func makeFetchDailyReport(concurrency: Int, archive: RelationalBoxOfficeArchive? = nil,
                              detailsMaxAge: TimeInterval = 7 * 86_400) throws(SourceError) -> FetchDailyReport {
        let endpoint = try makeEndpoint()
        let client = makeHTTPClient()
        let remote = KOFICMovieDetailsRepository(endpoint: endpoint, client: client)
        let movies: any MovieDetailsRepository = archive.map {
            CachedMovieDetailsRepository(remote: remote, store: $0, maxAge: detailsMaxAge, clock: clock)
        } ?? remote
        return FetchDailyReport(
            boxOffice: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client),
            movies: movies,
            concurrency: concurrency,
            unknownMovieGap: sample ? SampleDataSource.missingMovieGap : .unknownToSource
        )
    }

    func makeFetchWeeklyReport(concurrency: Int, archive: RelationalBoxOfficeArchive?) throws(SourceError) -> FetchWeeklyReport {
        FetchWeeklyReport(weekly: KOFICWeeklyBoxOfficeRepository(endpoint: try makeEndpoint(), client: makeHTTPClient()),
                          details: try makeFetchDailyReport(concurrency: concurrency, archive: archive))
    }

    func makeFetchChartLists() throws(SourceError) -> FetchChartLists {
        FetchChartLists(lists: KOFICDailyBoxOfficeRepository(endpoint: try makeEndpoint(), client: makeHTTPClient()))
    }

    func makeArchiveDailyReport(_ archive: RelationalBoxOfficeArchive, window: RecheckWindow = RecheckWindow()) -> ArchiveDailyReport {
        ArchiveDailyReport(archive: archive, clock: clock, source: sourceDescription, window: window)
    }

    /// Re-checks take the details from the archive whatever their age: one list request a day.
    func makeRecheckRecentDays(concurrency: Int, archive: RelationalBoxOfficeArchive) throws(SourceError) -> RecheckRecentDays {
        RecheckRecentDays(fetch: try makeFetchDailyReport(concurrency: concurrency, archive: archive, detailsMaxAge: .infinity))
    }

    func makeBackfill(archive: RelationalBoxOfficeArchive, wide: Bool) throws(SourceError) -> BackfillHistory {
        let requests = self.requests
        return BackfillHistory(
            fetch: try makeFetchDailyReport(concurrency: 10, archive: archive),
            lists: wide ? try makeFetchChartLists() : nil,
            archive: makeArchiveDailyReport(archive),
            requestsSent: { requests.count }
        )
    }

    func makeMovieRunDocumentBuilder() -> MovieRunDocumentBuilder {
        MovieRunDocumentBuilder(language: language, source: language.term("source_archive"), generatedAt: generatedAt)
    }

    func makeRevisionsDocumentBuilder() -> RevisionsDocumentBuilder {
        let calendar = SeoulCalendar()
        return RevisionsDocumentBuilder(language: language, source: language.term("source_archive"), generatedAt: generatedAt,
                                        timestamp: { calendar.timestamp($0) })
    }

    func makeWeeklyListDocumentBuilder() -> WeeklyListDocumentBuilder {
        WeeklyListDocumentBuilder(language: language, source: language.term("source_archive"), generatedAt: generatedAt)
    }

    func makeTopMoviesDocumentBuilder() -> TopMoviesDocumentBuilder {
        TopMoviesDocumentBuilder(language: language, source: language.term("source_archive"), generatedAt: generatedAt)
    }

    func makeMovieDetailsRepository() throws(SourceError) -> any MovieDetailsRepository {
        KOFICMovieDetailsRepository(endpoint: try makeEndpoint(), client: makeHTTPClient())
    }

    /// - Parameter archivedSource: the source an archived day records (said in this language when it is a known one).
    func makeMovieSearchRepository() throws(SourceError) -> any MovieSearchRepository {
        KOFICMovieSearchRepository(endpoint: try makeEndpoint(), client: makeHTTPClient())
    }

    func makeMovieSearchDocumentBuilder() -> MovieSearchDocumentBuilder {
        MovieSearchDocumentBuilder(language: language, source: language.term(sourceKey), generatedAt: generatedAt)
    }

    func makeDailyDocumentBuilder(archivedSource: String? = nil) -> DailyReportDocumentBuilder {
        let source = archivedSource.map { language.translatedFromEnglish($0) } ?? language.term(sourceKey)
        return DailyReportDocumentBuilder(language: language, source: source, generatedAt: generatedAt)
    }

    func makeMovieDocumentBuilder() -> MovieDocumentBuilder {
        MovieDocumentBuilder(language: language, source: language.term(sourceKey), generatedAt: generatedAt)
    }

    func makeFileWriter() -> AtomicFileWriter { AtomicFileWriter() }

    func makeReportsFolder(_ root: String) -> ReportsFolder {
        ReportsFolder(root: root, formats: Set(OutputFormat.allCases.map(\.rawValue)))
    }

    static let feedState = ".feed.json"

    /// `latest.*`, `index.html` and the Atom feed `feed.xml` of a reports folder, after reports were
    /// written there (`entries`: their feed entries, which replace those of the same ids).
    func refreshFrontPages(_ folder: ReportsFolder, entries: [FeedEntry] = []) throws {
        let indexBuilder = ReportIndexBuilder(language: language, generatedAt: generatedAt)
        let decoder = JSONDecoder(), encoder = JSONEncoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let existing = folder.contents(of: Self.feedState).flatMap { try? decoder.decode([FeedEntry].self, from: $0) } ?? []
        let feedEntries = FeedEntry.merge(existing, with: entries)
        let feed = AtomFeedRenderer(language: language, siteURL: siteURL)
        try folder.refreshFrontPages { daily, weekly in
            let days = daily.compactMap { report in CalendarDate(iso: report.name).map { (date: $0, formats: report.formats) } }
            let weeks = weekly.compactMap { report -> ReportIndexBuilder.Weekly? in
                let kindName = String(report.name.dropLast(11))
                guard let kind = WeeklyKind(rawValue: kindName), let start = CalendarDate(iso: report.date) else { return nil }
                return ReportIndexBuilder.Weekly(range: kind.range(containing: start), name: report.name, formats: report.formats)
            }
            var index = indexBuilder.build(days: days, weeks: weeks)
            index.feedLink = feed.href("feed.xml")
            return [(name: "index.html", contents: Data(HTMLRenderer().render(index).utf8)),
                    (name: "feed.xml", contents: Data(feed.render(feedEntries, generated: generatedInstant).utf8)),
                    (name: Self.feedState, contents: (try? encoder.encode(feedEntries)) ?? Data("[]".utf8))]
        }
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
