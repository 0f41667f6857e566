import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Posts a message to an incoming webhook as `{"text": …, "content": …}`: Slack and Mattermost read
/// `text`, Discord `content`, each ignoring the other. The URL is a secret: no error names it.
public struct WebhookNotifier: RunNotifier {
    /// The payload every such webhook accepts; `allowed_mentions` (Discord's, ignored by the others)
    /// keeps a title from pinging anyone.
    struct Payload: Encodable {
        struct Mentions: Encodable { let parse: [String] }
        let text: String
        let content: String
        let allowed_mentions = Mentions(parse: [])
    }

    /// Discord refuses a `content` over 2,000 characters.
    static let maximumLength = 2_000

    private let url: URL
    private let client: any HTTPClient

    public init(url: URL, client: any HTTPClient) {
        self.url = url
        self.client = client
    }

    public func notify(_ message: String) async throws {
        let text = message.count > Self.maximumLength ? String(message.prefix(Self.maximumLength - 1)) + "…" : message
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = try encoder.encode(Payload(text: text, content: text))
        do {
            _ = try await client.send(HTTPRequest(url: url, headers: ["Content-Type": "application/json"], method: "POST", body: body))
        } catch let error as HTTPError {
            throw SourceError.unreachable(detail: "the webhook: \(error.reason)")
        }
    }
}
