import Foundation

/// A request (GET unless a method and body are given), with the names of the query items that hold secrets.
public struct HTTPRequest: Sendable, Hashable {
    public var url: URL
    public var headers: [String: String]
    /// Query items whose values never leave the process in a log line or an error message.
    public var secretQueryItems: Set<String>
    public var method: String
    public var body: Data?

    public init(url: URL, headers: [String: String] = [:], secretQueryItems: Set<String> = [], method: String = "GET", body: Data? = nil) {
        self.url = url
        self.headers = headers
        self.secretQueryItems = secretQueryItems
        self.method = method
        self.body = body
    }

    /// The URL as it may be logged: secret query values replaced by `REDACTED`.
    public var redactedURL: String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(unprintable URL)" }
        components.queryItems = components.queryItems?.map { item in
            secretQueryItems.contains(item.name) ? URLQueryItem(name: item.name, value: "REDACTED") : item
        }
        return components.string ?? "(unprintable URL)"
    }

    /// The URL's path and the non-secret query, for progress lines.
    public var loggablePath: String {
        guard let components = URLComponents(string: redactedURL) else { return url.path }
        let query = components.queryItems?.filter { !secretQueryItems.contains($0.name) }
            .map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&") ?? ""
        return components.path + (query.isEmpty ? "" : "?" + query)
    }
}

/// A complete HTTP response.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A header's value, whatever the case of its name.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
