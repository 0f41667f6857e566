import Foundation

/// The run took longer than its deadline.
public struct DeadlineExceeded: Error, Hashable, Sendable {
    public let seconds: Double
}

/// How long a body given up on (its deadline passed, or its caller was cancelled) has to stop once
/// it is cancelled: its locks released, its files closed. Past it the caller goes on all the same
/// (a body that ignores cancellation cannot hold a run forever).
public let deadlineJoinSeconds: Double = 15

/// Runs `body` against a deadline and against cancellation of the calling task.
///
/// Linux's URLSession restarts its timeout on every received chunk and may not stop a request
/// when its task is cancelled, so this does not wait for `body` to notice before it decides:
/// whichever comes first (the result, the deadline, a cancellation) decides the outcome. On the
/// deadline or a cancellation `body` is cancelled and then awaited, at most `join` seconds (a
/// bounded join), so that what it held (a run's locks) is let go before this returns.
public func withDeadline<T: Sendable>(seconds: Double, join: Double = deadlineJoinSeconds,
                                      _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let work = Task { try await body() }
    let first = await FirstOf<T>.wait(for: work, seconds: seconds, stopOnCancellation: true)
    switch first {
    case .finished(let result):
        return try result.get()
    case .timedOut, .cancelled:
        work.cancel()
        _ = await FirstOf<T>.wait(for: work, seconds: join, stopOnCancellation: false)
        if case .timedOut = first { throw DeadlineExceeded(seconds: seconds) }
        throw CancellationError()
    }
}

/// Which came first: a task's end, a time limit, or the cancellation of the waiting task.
private enum FirstOf<T: Sendable>: Sendable {
    case finished(Result<T, any Error>)
    case timedOut
    case cancelled

    /// Waits for `work` at most `seconds` (and, with `stopOnCancellation`, until the caller is
    /// cancelled). The helpers it starts are cancelled once it is decided.
    static func wait(for work: Task<T, any Error>, seconds: Double, stopOnCancellation: Bool) async -> FirstOf<T> {
        let gate = ResumeOnce<FirstOf<T>>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                gate.install(continuation)
                let waiter = Task { gate.resume(with: .finished(await work.result)) }
                let timer = Task {
                    try? await Task.sleep(nanoseconds: UInt64(max(0, min(seconds, 1e9)) * 1_000_000_000))
                    if !Task.isCancelled { gate.resume(with: .timedOut) }
                }
                gate.onResume { waiter.cancel(); timer.cancel() }
            }
        } onCancel: {
            if stopOnCancellation { gate.resume(with: .cancelled) }
        }
    }
}

/// Resumes a continuation exactly once, whoever gets there first.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Never>?
    private var early: T?
    private var done = false
    private var cleanup: (() -> Void)?

    func install(_ continuation: CheckedContinuation<T, Never>) {
        let pending: T? = lock.withLock {
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let pending { continuation.resume(returning: pending) }
    }

    func onResume(_ cleanup: @escaping () -> Void) {
        let runNow: Bool = lock.withLock {
            if done { return true }
            self.cleanup = cleanup
            return false
        }
        if runNow { cleanup() }
    }

    func resume(with value: T) {
        let (target, cleanup): (CheckedContinuation<T, Never>?, (() -> Void)?) = lock.withLock {
            guard !done else { return (nil, nil) }
            done = true
            if continuation == nil { early = value }
            defer { continuation = nil }
            return (continuation, self.cleanup)
        }
        target?.resume(returning: value)
        cleanup?()
    }
}
