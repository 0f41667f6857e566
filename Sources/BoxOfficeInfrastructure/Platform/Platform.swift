#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one place that touches the C library for process-level matters.
public enum Platform {
    /// Writes a line to stderr, unbuffered.
    public static func writeError(_ line: String) {
        let text = line.hasSuffix("\n") ? line : line + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes to stdout, unbuffered (so it interleaves correctly with stderr).
    public static func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

    /// A file-size limit (`ulimit -f`) would otherwise kill the process with SIGXFSZ before
    /// the write could fail with EFBIG and be reported; a closed reader would kill it with SIGPIPE.
    public static func ignoreFileSizeAndPipeSignals() {
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
    }

    public static var processID: Int32 { getpid() }

    /// A human sentence for a C `errno` value.
    public static func describe(errno code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on device"
        case EFBIG: "file too large (file-size limit reached)"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        case ENOENT: "no such directory"
        case ENOTDIR: "a path component is not a directory"
        case EDQUOT: "disk quota exceeded"
        default: String(cString: strerror(code))
        }
    }
}
