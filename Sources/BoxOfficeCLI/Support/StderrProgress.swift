import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Prints `[i/n] step` lines and indented notes on stderr; remembers the current step so an
/// error can say where it happened.
final class StderrProgress: ProgressObserver, @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let lock = NSLock()
    private var index = 0
    private var current: String?

    init(steps total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
    }

    var currentStep: String? { lock.withLock { current } }

    func step(_ name: String) {
        let line: String = lock.withLock {
            index += 1
            current = name
            return "[\(index)/\(total)] \(name)"
        }
        if !quiet { Platform.writeError(line) }
    }

    func note(_ message: String) {
        if !quiet { Platform.writeError("      \(message)") }
    }
}
