#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Temporary files being written right now, so a signal handler can remove them before exiting.
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []

    static func register(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    static func unregister(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Removes every registered temporary (called on SIGINT/SIGTERM before exiting).
    public static func removeAll() {
        for path in lock.withLock({ paths }) { unlink(path) }
    }
}
