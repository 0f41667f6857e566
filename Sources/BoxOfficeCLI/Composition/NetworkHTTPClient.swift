import BoxOfficeInfrastructure
#if !os(Linux)
import BoxOfficeURLSession
#endif

/// The network as this platform reaches it without spinning: libcurl's easy interface on Linux
/// (`CurlHTTPClient`, libcurl opened on first use), URLSession elsewhere.
enum NetworkHTTPClient {
    static func make(timeout: Double = 15) -> any HTTPClient {
        #if os(Linux)
        CurlHTTPClient(timeout: timeout)
        #else
        URLSessionHTTPClient(timeout: timeout)
        #endif
    }

    /// For a run whose first work is a request: the network's library loaded meanwhile (Linux).
    static func prepare() {
        #if os(Linux)
        CurlHTTPClient.prepareInBackground()
        #endif
    }
}
