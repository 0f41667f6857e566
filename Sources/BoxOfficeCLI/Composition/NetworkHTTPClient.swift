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
}
