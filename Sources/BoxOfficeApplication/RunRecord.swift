import BoxOfficeDomain
import Foundation

/// What a run did, as it goes: the fields of its one-line `key=value` summary (the cron log's
/// line) and the phase it is in, so a run stopped by its deadline can say what it was waiting for.
public final class RunRecord: @unchecked Sendable {
    /// What a run can be waiting for.
    public enum Phase: String, Sendable {
        case starting = "starting"
        case kofic = "KOFIC"
        case archive = "the archive"
        case reports = "the reports folder"
        case webhook = "the webhook"
    }

    private let lock = NSLock()
    private var fields: [(String, String)] = []
    private var current: Phase = .starting
    private var archive: (any ArchiveUpkeep)?

    public init() {}

    public var phase: Phase {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// The archive the run opened (nil: none), to ask at its deadline whether it was waiting there.
    public func opened(_ archive: (any ArchiveUpkeep)?) { lock.withLock { self.archive = archive } }

    /// What the run is waiting for now: the archive when a caller is in it, else its phase.
    public var waitingFor: Phase {
        let (archive, phase) = lock.withLock { (self.archive, current) }
        return archive?.isBusy == true ? .archive : phase
    }

    public func set(_ key: String, _ value: String) {
        lock.withLock {
            fields.removeAll { $0.0 == key }
            fields.append((key, value))
        }
    }

    /// `key=value …`, a value with a space, quote or `=` in double quotes.
    public var line: String {
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
    public func record(_ outcome: ArchiveOutcome) -> (number: Int, change: String)? {
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
}
