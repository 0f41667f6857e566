import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The secrets of the settings file, kept out of the cron log and stderr: the KOFIC key, the
/// webhook URL and `PGPASSWORD` become `REDACTED`, a PostgreSQL address shows `***` for its password.
struct SecretRedaction: Sendable {
    let replacements: [(secret: String, shown: String)]

    init(settings: Settings, archive: ArchiveLocation) {
        let secrets = [settings.apiKey, settings.notifyURL?.absoluteString, settings.pgPassword].compactMap { $0 }.filter { !$0.isEmpty }
        replacements = [(archive.address, archive.shown)] + secrets.map { ($0, "REDACTED") }
    }

    func callAsFunction(_ text: String) -> String {
        replacements.reduce(text) { text, pair in pair.secret == pair.shown ? text : text.replacingOccurrences(of: pair.secret, with: pair.shown) }
    }
}

/// The schedule's state file (`OUTPUT/.cron-state`) and its log, kept to its last `maxLines` lines.
struct FileScheduleJournal: ScheduleJournal {
    let statePath: String
    let logPath: String
    let maxLines: Int
    let redact: SecretRedaction

    func state() throws -> ScheduleState {
        ScheduleState(text: (try? String(contentsOfFile: statePath, encoding: .utf8)) ?? "")
    }

    func save(_ state: ScheduleState) throws {
        try AtomicFileWriter().write([(statePath, Data(state.text.utf8))])
    }

    func append(_ line: String) throws {
        let entry = Data((redact(line) + "\n").utf8)
        guard let handle = FileHandle(forWritingAtPath: logPath) else {
            try AtomicFileWriter().write([(logPath, entry)])
            return
        }
        handle.seekToEndOfFile()
        handle.write(entry)
        try handle.close()
        let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if lines.count > maxLines {
            try AtomicFileWriter().write([(logPath, Data((lines.suffix(maxLines).joined(separator: "\n") + "\n").utf8))])
        }
    }
}

/// Runs each scheduled pass in this process, as `boxoffice report` / `weekly` with the wrapper's
/// options, and reads its run summary back.
struct InProcessRunner: ScheduledRunner {
    let settings: Settings
    let clock: any TimeSource
    let output: String
    let redact: SecretRedaction

    /// The command line of a run (without its `--run-summary`).
    func arguments(_ run: ScheduledRun) -> [String] {
        let schedule = settings.schedule
        switch run.job {
        case .daily:
            let date = run.pass.map { ["--date", $0.chart.name] } ?? []
            // --wide asks for the segments' lists with the national one: a segment's own run takes none.
            let extra = run.list.takesWideLists ? schedule.reportArguments : schedule.reportArguments.filter { $0 != "--wide" }
            return ["report", "--output", output, "--deadline", String(schedule.deadline), "--recheck-days", String(schedule.recheckDays), "--quiet"]
                + extra + run.list.arguments() + date
        case .weekly:
            var week: [String] = []
            if let range = run.pass?.chart.range { week = ["--week", range.start.iso] }
            return ["weekly", "--kind", "weekend", "--output", output, "--deadline", String(schedule.deadline), "--quiet"]
                + run.list.arguments(filmKind: ChartListChoice.Options.filmKind.name) + week
        }
    }

    func run(_ run: ScheduledRun) async -> (status: Int32, summary: String) {
        let folder = TemporaryFolderPath.make("schedule")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summaryPath = folder + "/summary"
        let errors = LineCollector()
        let status = await BoxOfficeApp.run(arguments(run) + ["--run-summary", summaryPath], settings: settings, clock: clock,
                                            output: { _ in }, errors: { errors.append($0) })
        if status != 0 { Platform.writeError(redact(errors.text)) }
        let summary = (try? String(contentsOfFile: summaryPath, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard summary.isEmpty else { return (status, summary) }
        let last = errors.text.split(separator: "\n").last.map(String.init) ?? ""
        return (status, "status=\(status) error=\"\(last.replacingOccurrences(of: "\"", with: "'"))\"")
    }
}

/// Lines written by a run in this process, kept instead of printed.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}

/// A new private folder under the temporary directory.
enum TemporaryFolderPath {
    static func make(_ prefix: String) -> String {
        let path = NSTemporaryDirectory() + "boxoffice-\(prefix)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return path
    }
}
