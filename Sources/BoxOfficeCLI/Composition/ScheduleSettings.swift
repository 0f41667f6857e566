import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// The cron wrapper's settings file, as `boxoffice schedule` reads it from the environment.
public struct ScheduleSettings: Sendable {
    /// `BOXOFFICE_LOG`: the log, one line per pass (default: the output folder's state folder, boxoffice-cron.log).
    public var log: String?
    /// `BOXOFFICE_LOG_MAX_LINES`: the log is kept to this many lines.
    public var maxLogLines = 2_000
    /// `BOXOFFICE_LOCK`: the overlap lock (default: the output folder's state folder, .cron.lock).
    public var lock: String?
    /// `BOXOFFICE_DEADLINE`: each pass's deadline in seconds.
    public var deadline = 120
    /// `BOXOFFICE_RECHECK_DAYS`: the days before yesterday each daily pass asks for again.
    public var recheckDays = 7
    /// `BOXOFFICE_REPORT_ARGS`: extra options of the daily pass (`--wide`), split at spaces.
    public var reportArguments: [String] = []
    /// `BOXOFFICE_LISTS`: the segments' and regions' lists each pass also publishes, split at spaces
    /// or commas: a named list's slug (`korean`: `NamedList.rows`), a region's seven-digit KOBIS code.
    public var lists: [ChartList] = []
    /// `BOXOFFICE_NOW` (Unix seconds): stands in for the clock, in tests of the wrapper.
    public var now: Date?
    /// `BOXOFFICE_ENV_FILE` and `BOXOFFICE_BIN`, as the wrapper resolved them (for `--dry-run`).
    public var settingsFile: String?
    public var binary: String?

    public init() {}

    init(environment: [String: String]) throws(UsageError) {
        func whole(_ name: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Int(text), range.contains(value) else {
                throw UsageError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
            }
            return value
        }
        log = environment["BOXOFFICE_LOG"].flatMap { $0.isEmpty ? nil : $0 }
        lock = environment["BOXOFFICE_LOCK"].flatMap { $0.isEmpty ? nil : $0 }
        maxLogLines = try whole("BOXOFFICE_LOG_MAX_LINES", 1...1_000_000) ?? maxLogLines
        deadline = try whole("BOXOFFICE_DEADLINE", 1...86_400) ?? deadline
        recheckDays = try whole("BOXOFFICE_RECHECK_DAYS", 0...31) ?? recheckDays
        reportArguments = (environment["BOXOFFICE_REPORT_ARGS"] ?? "").split(separator: " ").map(String.init)
        lists = try Self.lists(environment["BOXOFFICE_LISTS"] ?? "")
        now = try whole("BOXOFFICE_NOW", 0...Int(Int32.max) * 4).map { Date(timeIntervalSince1970: TimeInterval($0)) }
        settingsFile = environment["BOXOFFICE_ENV_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        binary = environment["BOXOFFICE_BIN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The lists of `BOXOFFICE_LISTS`, each once, in the order given.
    static func lists(_ text: String) throws(UsageError) -> [ChartList] {
        var lists: [ChartList] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
            let code = word.hasPrefix("region-") ? String(word.dropFirst(7)) : word
            let list: ChartList
            if let known = ChartList.named.first(where: { $0.slug == word.lowercased() }) {
                list = known
            } else if code.count == 7, code.allSatisfy({ $0.isASCII && $0.isNumber }) {
                list = .region(code)
            } else {
                throw UsageError("BOXOFFICE_LISTS: unknown list \"\(word)\"; use \(ChartList.named.map(\.slug).joined(separator: ", ")) or a region's "
                    + "7-digit code (boxoffice codes regions)")
            }
            if !lists.contains(list) { lists.append(list) }
        }
        return lists
    }
}
