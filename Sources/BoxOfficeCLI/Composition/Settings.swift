import BoxOfficeDomain
import Foundation

/// What the process environment configures. Read once, in `BoxOfficeApp`, and passed in.
public struct Settings: Sendable {
    public var apiKey: String?
    public var baseURL: URL?
    /// `SOURCE_DATE_EPOCH`: the "generated" timestamp, for byte-identical reports.
    public var sourceDateEpoch: Date?
    /// `BOXOFFICE_ARCHIVE`: the archive file when `--archive` is not given.
    public var archivePath: String?

    public init(apiKey: String? = nil, baseURL: URL? = nil, sourceDateEpoch: Date? = nil) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.sourceDateEpoch = sourceDateEpoch
    }

    public init(environment: [String: String]) throws(UsageError) {
        let key = environment["KOFIC_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        apiKey = (key?.isEmpty ?? true) ? nil : key
        if let text = environment["KOFIC_BASE_URL"], !text.isEmpty {
            guard let url = URL(string: text.hasSuffix("/") ? String(text.dropLast()) : text),
                  let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
                throw UsageError("KOFIC_BASE_URL must be an http(s) URL, such as http://127.0.0.1:8080")
            }
            baseURL = url
        }
        if let text = environment["BOXOFFICE_ARCHIVE"], !text.isEmpty { archivePath = text }
        if let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty {
            guard let seconds = Int(text), seconds >= 0 else {
                throw UsageError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, got \"\(text)\"")
            }
            sourceDateEpoch = Date(timeIntervalSince1970: TimeInterval(seconds))
        }
    }
}
