import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Where a run's answers come from: KOFIC, Google and Kakao over the network, or the bundled
/// recordings in process (`--sample`). Chosen once, when the root is built; every factory asks it,
/// and none asks whether the run is a sample.
struct DataSources {
    /// What answers KOFIC's requests.
    let transport: any HTTPClient
    /// KOFIC's address and key (a missing key: the error a request would meet).
    let endpoint: Result<KOFICEndpoint, SourceError>
    /// What the recordings hold (nil: KOFIC, every day).
    let recorded: RecordedSource?
    /// The movies whose details the recordings hold (nil: KOFIC, every movie).
    let recordedMovies: [String]?
    /// Why a row has no details when the source has none.
    let missingMovieGap: DetailsGap
    /// How documents name the source (a key of the language tables).
    let termKey: String
    /// The archive a run keeps when none is named (nil: the settings', else `Reports/archive.sqlite`).
    let archivePath: String?
    /// The book sources: what answers them, and their keys.
    let books: (client: (any HTTPClient)?, googleKey: String?, kakaoKey: String?)

    /// KOFIC, Google and Kakao over the network, with the settings' keys and addresses.
    static func network(_ settings: Settings, loadingFirst: Bool) -> DataSources {
        if loadingFirst { NetworkHTTPClient.prepare() }
        let endpoint: Result<KOFICEndpoint, SourceError> = settings.apiKey.map {
            .success(KOFICEndpoint(baseURL: settings.baseURL ?? KOFICEndpoint.defaultBaseURL, apiKey: $0))
        } ?? .failure(.keyMissing(variable: "KOFIC_API_KEY"))
        return DataSources(transport: NetworkHTTPClient.make(), endpoint: endpoint, recorded: nil, recordedMovies: nil,
                           missingMovieGap: .unknownToSource, termKey: "source_kofic", archivePath: nil,
                           books: (nil, settings.googleKey, settings.kakaoKey))
    }

    /// The bundled recordings: no key, no network; the run's reports stamped as of the morning after
    /// the recorded week.
    static func recordings() -> DataSources {
        DataSources(
        transport: SampleDataSource.client, endpoint: .success(KOFICEndpoint(baseURL: URL(string: "http://sample.invalid")!, apiKey: "sample")),
        recorded: RecordedSource(days: SampleDataSource.days, week: SampleDataSource.weeklyDay),
        recordedMovies: SampleDataSource.movieCodes, missingMovieGap: SampleDataSource.missingMovieGap, termKey: "source_sample",
        archivePath: "\(CommonOptions.outputFolder)/sample.sqlite", books: (RetryingHTTPClient(base: RequestCounter(base: BooksSampleSource.client)), nil, "sample"))
    }
}
