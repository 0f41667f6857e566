import BoxOfficeInfrastructure
import Foundation

/// The MCP server's side of stdio: lines read from stdin on a thread of their own, messages written
/// to stdout whole, one at a time.
enum StandardStreams {
    /// stdin's lines, until it closes.
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
            reader.start()
        }
    }

    private static let writing = NSLock()

    /// One message and its newline, never interleaved with another.
    static func send(_ message: String) {
        writing.withLock { Platform.writeOutput(message + "\n") }
    }
}
