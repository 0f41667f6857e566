import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `archive copy`'s progress on stderr: every tenth of a large table, and each table's end.
final class CopyProgress: @unchecked Sendable {
    let quiet: Bool
    private let lock = NSLock()
    private var shown: [String: Int] = [:]

    init(quiet: Bool) { self.quiet = quiet }

    func note(table: String, done: Int, total: Int) {
        guard !quiet else { return }
        let step = max(total / 10, 1)
        lock.withLock {
            guard done == total || (total >= 5_000 && done / step != (shown[table] ?? 0) / step) else { return }
            Platform.writeError("      \(table): \(NumberFormat.grouped(done)) of \(NumberFormat.grouped(total)) rows")
            shown[table] = done
        }
    }
}
