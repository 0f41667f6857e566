import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// A run's environment, which every feature container is built from: its settings, clock, language
/// and stamp, the data sources and the HTTP stack with its request budget. It holds no container.
struct RunWiring {
    let settings: Settings
    let progress: any ProgressObserver
    private(set) var clock: any TimeSource
    /// The language of Markdown and HTML reports (`--lang`, else the settings' choice).
    private(set) var language: ReportLanguage
    /// `--site-url`, else `BOXOFFICE_SITE_URL`: the feed's and messages' links are absolute under it.
    let siteURL: URL?
    let context: RunContext
    /// KOFIC (and the book sources) over the network, or the bundled recordings.
    let sources: DataSources

    /// Counts every request sent to the network (or to the sample recordings).
    let requests: RequestCounter
    /// The run's one limit on requests in flight.
    let budget: RequestBudget
    /// Stops the run's attempts once ten in a row could not connect (a backfill against a KOFIC that is down).
    let connections: ConnectionBreaker
    /// Every movie-details request of the run, shared by whoever asks at once (nil: no key).
    let sharedDetails: SharedMovieDetailsRequests?

    init(settings: Settings, clock: any TimeSource, context: RunContext) {
        self.settings = settings
        self.context = context
        self.language = context.language ?? settings.language
        self.siteURL = context.siteURL ?? settings.siteURL
        self.progress = context.quiet || context.progressSteps == 0
            ? SilentProgress() : StderrProgress(steps: context.progressSteps, quiet: false)
        let sources = context.sample ? DataSources.recordings() : DataSources.network(settings, loadingFirst: context.fetchesFirst)
        self.sources = sources
        self.clock = context.pinnedToRecording ? FixedTimeSource(sources.recorded?.pinnedAt ?? clock.now()) : clock
        requests = RequestCounter(base: sources.transport)
        let budget = RequestBudget(limit: context.concurrency)
        self.budget = budget
        connections = ConnectionBreaker(base: BudgetedHTTPClient(base: requests, budget: budget))
        let client = Self.client(connections, progress: progress)
        sharedDetails = (try? sources.endpoint.get()).map { SharedMovieDetailsRequests(base: KOFICMovieDetailsRepository(endpoint: $0, client: client)) }
    }

    /// The same graph, its documents in another language (an assistant asks per call).
    func speaking(_ language: ReportLanguage) -> RunWiring {
        var root = self
        root.language = language
        return root
    }

    // MARK: The environment

    /// What the recordings hold (nil: the source is KOFIC).
    var recordedSource: RecordedSource? { sources.recorded }

    /// Whether what the archive lacks is fetched, and a forecast's missing run days: the application's rule.
    var fetching: FetchPolicy { FetchPolicy(recorded: recordedSource, hasKey: settings.apiKey != nil) }

    /// A warning on stderr, shown even with `--quiet`.
    let warn: @Sendable (String) -> Void = { Platform.writeError("boxoffice: warning: \($0)") }

    /// Where the data comes from, as the archive records it (in English, the archive's one language).
    var sourceDescription: String { ReportLanguage.english.term(sources.termKey) }

    /// The instant a report says it was made: the site's stamp when set (`stamped`), else
    /// `SOURCE_DATE_EPOCH`, else a recording's own morning after (so the sample reports are
    /// reproducible byte for byte), else the clock.
    var generatedInstant: Date { stampedAt ?? settings.sourceDateEpoch ?? recordedSource?.pinnedAt ?? clock.now() }

    /// The instant documents say they were made, when not the run's (the site's pages: the archive's
    /// newest fetch, so a page changes only when its data does).
    private var stampedAt: Date?

    /// The same graph, its documents stamped with `instant` (nil: as this one).
    func stamped(_ instant: Date?) -> RunWiring {
        var root = self
        root.stampedAt = instant ?? stampedAt
        return root
    }

    /// "Generated" time, formatted in Seoul.
    var generatedAt: String { SeoulCalendar().timestamp(generatedInstant) }

    /// The day a report is dated: today in Seoul at `generatedInstant`.
    var reportDay: CalendarDate { SeoulCalendar().today(at: generatedInstant) }

    /// How documents are made in this run: its language and stamp (every question's presenter takes it).
    var documentStyle: DocumentStyle { DocumentStyle(language: language, generatedAt: generatedAt, source: language.term(sources.termKey)) }

    func makeEndpoint() throws(SourceError) -> KOFICEndpoint { try sources.endpoint.get() }

    /// The run's HTTP stack: retries over the request budget over the counted transport.
    func makeHTTPClient() -> any HTTPClient { Self.client(connections, progress: progress) }

    /// Retries over the breaker (each retry an attempt it counts) over the request budget over the counted transport.
    private static func client(_ connections: ConnectionBreaker, progress: any ProgressObserver) -> any HTTPClient {
        RetryingHTTPClient(base: connections, policy: RetryPolicy()) { path, reason in
            progress.note("retrying \(path): \(reason)")
        }
    }
}
