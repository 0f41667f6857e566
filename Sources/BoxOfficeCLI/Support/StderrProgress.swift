import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Prints `[i/n] step` lines and indented notes on stderr (`PublishChart` remembers the current step
/// for its errors).
final class StderrProgress: ProgressObserver, @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let lock = NSLock()
    private var index = 0

    init(steps total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
    }

    func step(_ name: String) {
        let line: String = lock.withLock {
            index += 1
            return "[\(index)/\(total)] \(name)"
        }
        if !quiet { Platform.writeError(line) }
    }

    func note(_ message: String) {
        if !quiet { Platform.writeError("      \(message)") }
    }
}
