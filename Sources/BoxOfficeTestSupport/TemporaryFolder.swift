import Foundation

/// A fresh folder under the system's temporary directory (`boxoffice-LABEL-UUID`), removed with
/// everything in it when its last reference goes: a test keeps one for its whole run, so the
/// folder goes when the test ends, pass or fail.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(_ label: String) {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("boxoffice-\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    private let keptLock = NSLock()
    private var kept: [AnyObject] = []

    deinit { Self.remove(url) }

    /// Removes `url` and all it holds, again (a few times, a little later each) while it is still
    /// there: an entry made in it while the first pass ran (a database's journal, a connection
    /// closing on another thread) makes that pass fail on the folder itself and leave it behind,
    /// empty, once its maker removes the entry.
    public static func remove(_ url: URL) {
        for attempt in 0..<5 {
            try? FileManager.default.removeItem(at: url)
            guard FileManager.default.fileExists(atPath: url.path) else { return }
            Thread.sleep(forTimeInterval: 0.02 * Double(attempt + 1))
        }
    }

    /// Keeps `object` (a test database and its server) alive as long as the folder, and lets it go with it.
    public func keep(_ object: AnyObject) { keptLock.withLock { kept.append(object) } }

    /// `PATH/relative` (nothing is created).
    public func appending(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// A path in a new subfolder of its own, for a test that needs several independent files.
    public func unique(_ name: String) -> String {
        let folder = url.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }
}
