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
        write(line.hasSuffix("\n") ? line : line + "\n", to: 2)
    }

    /// Writes to stdout, unbuffered (so it interleaves correctly with stderr).
    public static func writeOutput(_ text: String) {
        write(text, to: 1)
    }

    /// Writes to stderr as is (a progress bar redrawn in place).
    public static func writeErrorRaw(_ text: String) {
        write(text, to: 2)
    }

    /// Whether a reader closed stdout or stderr (`… | head -1`): what is written to it since is
    /// dropped, the run goes on to the end of the work in hand, and exits 141 as a shell's
    /// pipeline expects of a writer whose reader left.
    public static var standardStreamClosed: Bool { streamLock.withLock { streamClosed } }

    private static let streamLock = NSLock()
    nonisolated(unsafe) private static var streamClosed = false

    /// `write(2)` to the end of the text: never Foundation's `FileHandle.write`, which traps when
    /// the reader has gone (EPIPE, SIGPIPE being ignored).
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written > 0 { offset += written; continue }
            if written < 0, errno == EINTR { continue }
            // EPIPE (the reader left), or any other failure: the stream takes nothing more.
            if written < 0, errno == EPIPE { streamLock.withLock { streamClosed = true } }
            return
        }
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
