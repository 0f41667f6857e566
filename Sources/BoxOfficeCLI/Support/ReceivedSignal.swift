import Foundation

/// The first termination signal received, shared between the signal handler and `main`.
public final class ReceivedSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var number: Int32?

    public init() {}

    public func record(_ signal: Int32) { lock.withLock { if number == nil { number = signal } } }
    public var first: Int32? { lock.withLock { number } }
}
