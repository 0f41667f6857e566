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
/// options.
struct InProcessRunner: ScheduledRunner {
    let settings: Settings
    let clock: any TimeSource
    let output: String
    let redact: SecretRedaction

    /// The command line of a run, as the dry run shows it.
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

    /// Publishes the pass in this process through `report`'s or `weekly`'s own publishing (their
    /// options, so `BOXOFFICE_REPORT_ARGS` means what it means on a command line), reading the run's
    /// summary from its record. An error is said on stderr as the command would say it, secrets redacted.
    func run(_ run: ScheduledRun) async -> (status: Int32, summary: String) {
        let record = RunRecord()
        do {
            let arguments = Array(arguments(run).dropFirst())
            let command: any ChartCommand = run.job == .daily ? try ReportCommand(arguments: arguments) : try WeeklyCommand(arguments: arguments)
            let root = CompositionRoot(settings: settings, clock: clock, context: command.context)
            _ = try await withDeadline(seconds: command.deadline ?? 1e9) { try await command.publish(root, record: record) }
            return (ExitStatus.ok.rawValue, record.line)
        } catch {
            let report = ErrorReport(error)
            Platform.writeError(redact("boxoffice: error: \(report.message)"))
            // A run that failed before publishing (its settings' options) has no fields yet.
            if !record.line.contains("status=") {
                record.set("status", String(report.status.rawValue))
                record.set("error", report.message)
            }
            return (report.status.rawValue, redact(record.line))
        }
    }
}
