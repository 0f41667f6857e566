import Foundation

/// The run took longer than its deadline.
public struct DeadlineExceeded: Error, Hashable, Sendable {
    public let seconds: Double
}

/// Runs `body` against a deadline and against cancellation of the calling task.
///
/// Linux's URLSession restarts its timeout on every received chunk and may not stop a request
/// when its task is cancelled, so this does not wait for `body` to notice: whichever comes first
/// (the result, the deadline, a cancellation) resumes the caller, and `body` is cancelled.
public func withDeadline<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let gate = ResumeOnce<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            gate.install(continuation)
            let work = Task {
                do { gate.resume(with: .success(try await body())) } catch { gate.resume(with: .failure(error)) }
            }
            let timer = Task {
                try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                if !Task.isCancelled { gate.resume(with: .failure(DeadlineExceeded(seconds: seconds))) }
            }
            gate.onResume { work.cancel(); timer.cancel() }
        }
    } onCancel: {
        gate.resume(with: .failure(CancellationError()))
    }
}

/// Resumes a continuation exactly once, whoever gets there first.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var early: Result<T, any Error>?
    private var done = false
    private var cleanup: (() -> Void)?

    func install(_ continuation: CheckedContinuation<T, any Error>) {
        let pending: Result<T, any Error>? = lock.withLock {
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let pending { continuation.resume(with: pending) }
    }

    func onResume(_ cleanup: @escaping () -> Void) {
        let runNow: Bool = lock.withLock {
            if done { return true }
            self.cleanup = cleanup
            return false
        }
        if runNow { cleanup() }
    }

    func resume(with result: Result<T, any Error>) {
        let (target, cleanup): (CheckedContinuation<T, any Error>?, (() -> Void)?) = lock.withLock {
            guard !done else { return (nil, nil) }
            done = true
            if continuation == nil { early = result }
            defer { continuation = nil }
            return (continuation, self.cleanup)
        }
        target?.resume(with: result)
        cleanup?()
    }
}
