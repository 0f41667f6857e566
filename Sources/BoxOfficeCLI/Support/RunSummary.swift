import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// What a run did, for `--run-summary`: one `key=value` line that the cron wrapper appends to its log.
final class RunSummary: @unchecked Sendable {
    private let lock = NSLock()
    private var fields: [(String, String)] = []

    func set(_ key: String, _ value: String) {
        lock.withLock {
            fields.removeAll { $0.0 == key }
            fields.append((key, value))
        }
    }

    var line: String {
        lock.withLock {
            fields.map { key, value in
                value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" })
                    ? "\(key)=\"\(value.replacingOccurrences(of: "\"", with: "'"))\"" : "\(key)=\(value)"
            }.joined(separator: " ")
        }
    }

    /// Records what archiving the run's chart did (`archive=added|unchanged|revised|no-data`, and a
    /// revision's number and changes); returns the revision, if it was one.
    @discardableResult
    func record(_ outcome: ArchiveOutcome) -> (number: Int, change: String)? {
        switch outcome {
        case .added: set("archive", "added")
        case .unchanged: set("archive", "unchanged")
        case .noData: set("archive", "no-data")
        case .revised(let number, let change):
            set("archive", "revised")
            set("revision", String(number))
            set("changes", change)
            return (number, change)
        }
        return nil
    }

    /// Adds the request count and writes the line (atomically) where asked.
    func finish(root: CompositionRoot, path: String?) {
        set("requests", String(root.requests.count))
        guard let path else { return }
        try? AtomicFileWriter().write([(path, Data((line + "\n").utf8))])
    }

    /// Records a failure's status and one-line message, then writes the line.
    func failed(_ error: any Error, root: CompositionRoot, path: String?) {
        let report = ErrorReport(error)
        set("status", String(report.status.rawValue))
        set("error", report.message)
        finish(root: root, path: path)
    }
}
