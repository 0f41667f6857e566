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

    /// Counts every request sent to the network (or to the sample recordings).
    let requests: RequestCounter

    init(settings: Settings, sample: Bool, progress: any ProgressObserver, clock: any TimeSource) {
        self.settings = settings
        self.sample = sample
        self.progress = progress
        self.clock = clock
        let transport: any HTTPClient = sample ? SampleDataSource.client : URLSessionHTTPClient()
        requests = RequestCounter(base: transport)
    }

    var sourceDescription: String {
        sample ? "KOFIC open API, bundled sample recordings (no network)" : "Korean Film Council (KOFIC) open API"
    }

    /// "Generated" time: `SOURCE_DATE_EPOCH` when set, else the clock.
    var generatedAt: String { SeoulCalendar().timestamp(settings.sourceDateEpoch ?? clock.now()) }

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

    func makeFetchDailyReport(concurrency: Int) throws(SourceError) -> FetchDailyReport {
        let endpoint = try makeEndpoint()
        let client = makeHTTPClient()
        return FetchDailyReport(
            boxOffice: KOFICDailyBoxOfficeRepository(endpoint: endpoint, client: client),
            movies: KOFICMovieDetailsRepository(endpoint: endpoint, client: client),
            concurrency: concurrency
        )
    }

    func makeMovieDetailsRepository() throws(SourceError) -> any MovieDetailsRepository {
        KOFICMovieDetailsRepository(endpoint: try makeEndpoint(), client: makeHTTPClient())
    }

    func makeDailyDocumentBuilder() -> DailyReportDocumentBuilder {
        DailyReportDocumentBuilder(source: sourceDescription, generatedAt: generatedAt)
    }

    func makeMovieDocumentBuilder() -> MovieDocumentBuilder {
        MovieDocumentBuilder(source: sourceDescription, generatedAt: generatedAt)
    }

    func makeFileWriter() -> AtomicFileWriter { AtomicFileWriter() }
}
