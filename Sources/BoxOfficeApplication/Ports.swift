import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Where a run's reports go: a reports folder (`OUTPUT/daily/…`, `OUTPUT/weekly/…`) with its front
/// pages (`latest.*`, `index.html`) and its feed.
public protocol ReportsOutput: FrontPagesOutput {
    /// Whether every one of `formats` of the chart's reports is there.
    func exists(_ chart: Chart, formats: [OutputFormat]) -> Bool
    /// Writes one chart's files together (all or none); returns their paths.
    func write(_ chart: Chart, files: [(format: OutputFormat, contents: Data)]) throws -> [String]
    /// The files each report wrote, by page, as the reports' manifest records them.
    func reportFiles() -> [SitePage: [String]]
    /// The site's pages as the folder last published them; nil where it holds no site.
    func publishedPages() -> SiteMap.ArchivedPages?
    /// The chart's HTML report as an absolute link, when the site's address is known.
    func link(_ chart: Chart) -> String?
    /// How a subfolder is shown in progress lines (`Reports/daily`).
    func location(of subfolder: String) -> String
}

/// The locks a run holds while it writes (its output folder's, its archive's).
public protocol RunLocking: Sendable {
    /// Takes every lock or none; throws when another run holds one.
    func acquire() throws -> RunLease
    /// Takes every lock or none, waiting up to `seconds` for another process's run to let go;
    /// nil when one is still held then. Throws for any other failure (a lock file that cannot be made).
    func acquire(waitingUpTo seconds: Double) async throws -> RunLease?
}

/// Locks held until `release()` (or until the lease is gone).
public final class RunLease: @unchecked Sendable {
    private var releaseAll: (() -> Void)?

    public init(release: @escaping () -> Void) { releaseAll = release }

    public func release() {
        releaseAll?()
        releaseAll = nil
    }

    deinit { release() }
}

/// When a run tells its chat channel (`--notify-on`).
public enum NotifyOn: String, CaseIterable, Sendable {
    case always, failure
}

/// The chat channel of a run: a notifier (nil: none) and when to use it.
public struct ChatDelivery: Sendable {
    public let notifier: (any RunNotifier)?
    public let on: NotifyOn

    public init(notifier: (any RunNotifier)?, on: NotifyOn) {
        self.notifier = notifier
        self.on = on
    }

    /// Sends `message` when due. A webhook that is down never changes the run: a warning and
    /// `notify=failed` in the summary.
    func send(_ message: String?, failed: Bool, record: RunRecord, warn: @Sendable (String) -> Void) async {
        guard let notifier, let message, failed || on == .always else { return }
        record.phase = .webhook
        do {
            try await notifier.notify(message)
            record.set("notify", "sent")
        } catch {
            record.set("notify", "failed")
            warn("the webhook was not told (\((error as? SourceError)?.summary ?? "no answer in time")); the run and its files are as they would be without it")
        }
    }
}

/// Folders of the system's temporary space, for a run's scratch files (a recording's archive).
public protocol ScratchSpace: Sendable {
    /// A new empty folder; its path.
    func make() throws -> String
    /// Removes the folder and what it holds.
    func remove(_ path: String)
}
