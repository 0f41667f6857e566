#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A started program whose end is awaited, never polled: its termination handler resumes the test,
/// so a test waiting on a child holds no thread of the cooperative pool (two threads on two cores,
/// which every other test of the suite needs meanwhile).
public final class ChildProcess: @unchecked Sendable {
    /// How many programs run to their end at once (`run(_:timeout:)`): three times the cores (with
    /// twice, the cores idled a third of the suite while programs started and loaded; four times was
    /// no faster: docs/benchmarks.md). Tests that no longer hold a thread while they wait would
    /// otherwise start every child of the suite together, and a loaded machine would stretch each
    /// past its bound on a hang.
    public static let slots = Slots(max(2, 3 * ProcessInfo.processInfo.activeProcessorCount))

    /// Starts `process` once a slot is free, awaits its end (at most `timeout` seconds from its
    /// start), and frees the slot; its exit status. Programs a test starts to run beside each other
    /// (`init(starting:)`) take no slot: they must not wait for one another.
    @discardableResult
    public static func run(_ process: Process, timeout: Double) async throws -> Int32 {
        try await runTimed(process, timeout: timeout).status
    }

    /// `run(_:timeout:)`, with the seconds from the program's start to its end (its wait for a slot
    /// not counted).
    /// `inSlot: false` for a program that must run beside one the test started already (its lock's
    /// holder): it takes no slot, so it cannot wait for the other to end.
    public static func runTimed(_ process: Process, timeout: Double, inSlot: Bool = true) async throws -> (status: Int32, seconds: Double) {
        if inSlot { await slots.take() }
        let started = Date()
        let child: ChildProcess
        do { child = try ChildProcess(starting: process) } catch {
            if inSlot { await slots.give() }
            throw error
        }
        let status = await child.exit(within: timeout)
        if inSlot { await slots.give() }
        let seconds = Date().timeIntervalSince(started)
        // Killed at its bound: a hang, not an exit status a test could mistake for a refusal.
        if process.terminationReason == .uncaughtSignal, status == SIGKILL, seconds >= timeout { throw ChildTimedOut(seconds: timeout) }
        return (status, seconds)
    }

    public let process: Process
    private let lock = NSLock()
    private var ended = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Starts `process` (its executable, arguments and handles set already).
    public init(starting process: Process) throws {
        self.process = process
        process.terminationHandler = { [weak self] _ in self?.markEnded() }
        try process.run()
    }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether it has ended (its termination handler has run).
    public var hasEnded: Bool { lock.withLock { ended } }

    /// Waits for its end, at most `timeout` seconds, then kills it (a hung program fails its test
    /// instead of hanging the suite); returns its exit status (the signal's number where one ended it).
    @discardableResult
    public func exit(within timeout: Double) async -> Int32 {
        let killer = Task { [process] in
            try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            Self.killTree(process.processIdentifier)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let already: Bool = lock.withLock {
                if ended { return true }
                waiters.append(continuation)
                return false
            }
            if already { continuation.resume() }
        }
        killer.cancel()
        process.waitUntilExit() // returns at once: the handler ran, and reaped it
        return process.terminationStatus
    }

    private func markEnded() {
        let resumed: [CheckedContinuation<Void, Never>] = lock.withLock {
            ended = true
            defer { waiters = [] }
            return waiters
        }
        resumed.forEach { $0.resume() }
    }

    /// A test that ends, pass or fail, kills what it left running, and what that started.
    deinit { if !hasEnded, process.processIdentifier > 0 { Self.killTree(process.processIdentifier) } }

    /// Kills `pid` and every process it started (a browser's helpers, a client's server), children
    /// first, so none is left running when the program that started them is killed. The children
    /// are found in `/proc` (Linux); elsewhere the program alone.
    static func killTree(_ pid: Int32) {
        // (0 and below name no program: a process that never started, or a process group.)
        guard pid > 0 else { return }
        for child in children(of: pid) { killTree(child) }
        kill(pid, SIGKILL)
    }

    /// The processes whose parent is `pid` (each `/proc/N/stat`'s fourth field).
    static func children(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap(Int32.init).filter { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // After the command's name (in parentheses, which may hold spaces): state, then the parent's id.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }
}

/// Waits for `condition` without holding a thread: checks it every `interval` seconds, at most
/// `timeout` seconds (a bound on a hang, not a timing); returns whether it held.
@discardableResult
public func eventually(within timeout: Double, every interval: Double = 0.01, _ condition: () throws -> Bool) async rethrows -> Bool {
    let until = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        guard Date() < until else { return false }
        try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
    }
}

/// A program run to its end was killed at its bound on a hang.
public struct ChildTimedOut: Error, CustomStringConvertible {
    public let seconds: Double
    public var description: String { "the program did not end within \(Int(seconds)) s (killed)" }
}

/// A counting semaphore that suspends, never blocks.
public actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(_ count: Int) { free = count }

    public func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    public func give() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
