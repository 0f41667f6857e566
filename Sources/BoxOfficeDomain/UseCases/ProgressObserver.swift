/// Receives a run's progress (the CLI prints it on stderr as `[i/n] step`).
public protocol ProgressObserver: Sendable {
    /// A named step of the run begins.
    func step(_ name: String)
    /// Something worth telling within the current step.
    func note(_ message: String)
}

/// Ignores progress.
public struct SilentProgress: ProgressObserver {
    public init() {}
    public func step(_ name: String) {}
    public func note(_ message: String) {}
}
