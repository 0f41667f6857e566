#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive, non-blocking `flock(2)` on a lock file, released when the process exits
/// (whatever way it exits, `kill -9` included) or when `release()` is called.
public final class RunLock: @unchecked Sendable {
    public enum Failure: Error, Hashable, Sendable {
        /// Another process holds the lock.
        case held(path: String)
        case cannotCreate(path: String, reason: String)
    }

    public let path: String
    private var descriptor: Int32

    public init(path: String) throws(Failure) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotCreate(path: path, reason: Platform.describe(errno: errno)) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            descriptor = -1
            if code == EWOULDBLOCK { throw .held(path: path) }
            throw .cannotCreate(path: path, reason: Platform.describe(errno: code))
        }
    }

    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
