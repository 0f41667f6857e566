import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Backfill progress on stderr: a line per day (`[ 37/365] 2024-02-06 ✓`) when stderr is not a
/// terminal, a redrawn bar with an ETA when it is.
final class BackfillProgressPrinter: @unchecked Sendable {
    private let quiet: Bool
    private let terminal = Platform.standardErrorIsTerminal
    private let clock: any TimeSource
    private let started: Date
    private let lock = NSLock()

    init(quiet: Bool, clock: any TimeSource) {
        self.quiet = quiet
        self.clock = clock
        started = clock.now()
    }

    func dayFinished(_ position: Int, _ total: Int, _ date: CalendarDate, _ outcome: BackfillCharts.Outcome) {
        guard !quiet else { return }
        let width = String(total).count
        let counter = String(repeating: " ", count: max(0, width - String(position).count)) + "\(position)"
        let mark: String
        switch outcome {
        case .fetched: mark = "✓"
        case .noList: mark = "- no list (KOFIC has none for it)"
        case .failed(let reason): mark = "✗ \(reason)"
        }
        lock.withLock {
            if terminal {
                let elapsed = clock.now().timeIntervalSince(started)
                let remaining = position > 0 ? elapsed / Double(position) * Double(total - position) : 0
                let filled = total > 0 ? position * 30 / total : 30
                let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
                if case .failed = outcome { Platform.writeErrorRaw("\r\u{1B}[K[\(counter)/\(total)] \(date.iso) \(mark)\n") }
                Platform.writeErrorRaw("\r\u{1B}[K\(bar) \(position)/\(total) \(date.iso) ETA \(Self.duration(remaining))")
            } else {
                Platform.writeError("[\(counter)/\(total)] \(date.iso) \(mark)")
            }
        }
    }

    func finish() {
        if terminal, !quiet { Platform.writeErrorRaw("\r\u{1B}[K") }
    }

    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? "\(s / 3600)h\(s % 3600 / 60)m" : s >= 60 ? "\(s / 60)m\(s % 60)s" : "\(s)s"
    }
}
