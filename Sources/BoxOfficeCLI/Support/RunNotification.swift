import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// When a run tells a chat webhook (`--notify-on`).
enum NotifyOn: String, CaseIterable, Sendable {
    case always, failure
}

/// `--notify URL`: after the run, one message to a webhook. A webhook that is down, slow (5 s) or
/// answers an error never changes the run's status or files: a warning on stderr and
/// `notify=failed` in the run summary. The URL is a secret and is never printed.
struct RunNotification {
    static let timeoutSeconds = 5.0

    let url: URL?
    let on: NotifyOn

    /// Sends `message` (nil: the run wrote nothing worth telling) when due.
    func send(_ message: String?, failed: Bool, summary: RunSummary) async {
        guard let url, let message, failed || on == .always else { return }
        let notifier = WebhookNotifier(url: url, client: URLSessionHTTPClient(timeout: Self.timeoutSeconds))
        do {
            try await withDeadline(seconds: Self.timeoutSeconds) { try await notifier.notify(message) }
            summary.set("notify", "sent")
        } catch {
            let reason = (error as? SourceError).map { $0.summary } ?? (error is DeadlineExceeded ? "no answer within 5 seconds" : "not sent")
            summary.set("notify", "failed")
            Platform.writeError("boxoffice: warning: the webhook was not told (\(reason)); the run and its files are as they would be without it")
        }
    }
}

extension CommonOptions {
    static let notify = Option<URL>("--notify", "URL", help: "After the run, post its message (or its error) to this Slack, Mattermost "
        + "or Discord incoming webhook; never printed", defaultDescription: "$BOXOFFICE_NOTIFY_URL") { text, option in
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw UsageError("\(option) expects an http(s) webhook URL")
        }
        return url
    }
    static let notifyOn = Option.choice("--notify-on", NotifyOn.allCases.map { ($0.rawValue, $0) },
                                        help: "always (every report written, and failures) or failure (failures only)",
                                        default: .always, defaultDescription: "always")
}
