#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A copy of a program that a test then runs (alone in a folder, or where another account can reach
/// it), made so that running it cannot fail with "Text file busy".
///
/// Linux refuses to run a file that any process holds open for writing (ETXTBSY). `FileManager`'s
/// copy opens its destination without close-on-exec, so a child that another test starts while the
/// copy is written inherits that descriptor and keeps it for its whole life (a fake server, a
/// PostgreSQL server): the copy then cannot be run until that child ends. This copy is written
/// through a close-on-exec descriptor, and is returned only once it has started (`--version`): a
/// child forked in the copy's last microseconds holds the descriptor only until its own exec.
public enum ExecutableCopy {
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// Copies `source` to `destination` (mode 755) and waits until it can be started.
    public static func make(of source: URL, at destination: URL) throws {
        let data = try Data(contentsOf: source)
        let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw Failed(description: "cannot create \(destination.path): errno \(errno)") }
        var written = 0
        let failed: Int32? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 { if errno == EINTR { continue }; return errno }
                written += count
            }
            return nil
        }
        close(descriptor)
        if let failed { throw Failed(description: "cannot write \(destination.path): errno \(failed)") }
        chmod(destination.path, 0o755)
        try awaitStartable(destination)
    }

    /// Starts `binary --version` until the system lets it start (at most about two seconds).
    static func awaitStartable(_ binary: URL) throws {
        for attempt in 0..<100 {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--version"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
                return
            } catch {
                guard attempt < 99 else { throw Failed(description: "\(binary.path) cannot be started: \(error)") }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }
}
