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

/// Each scheduled pass as the typed request `report` and `weekly` publish, run on the process's one
/// root: the daily pass is the report `BOXOFFICE_REPORT_ARGS` asks for (parsed once, at start), with
/// the pass's day and list and the schedule's folder, archive, deadline and re-check window; the
/// weekly pass the last weekend's chart with every option's default. No command line is built.
struct ScheduledPasses: ScheduledRunner {
    let root: CompositionRoot
    /// The daily pass's report as the settings ask for it.
    let report: ReportCommand
    let output: String
    let archive: ArchiveLocation
    let redact: SecretRedaction

    /// The options of `report` the schedule sets itself, refused in `BOXOFFICE_REPORT_ARGS` (and what to set instead).
    static let owned: [(option: any OptionDeclaration, instead: String)] = [
        (ReportCommand.Options.date, "the schedule reports yesterday"), (PublishingOptions.Options.output, "schedule --output"),
        (PublishingOptions.Options.deadline, "BOXOFFICE_DEADLINE"), (ReportCommand.Options.recheckDays, "BOXOFFICE_RECHECK_DAYS"),
        (ReportCommand.Options.sample, "the schedule reports KOFIC's charts"), (ChartListChoice.Options.nation, "BOXOFFICE_LISTS"),
        (ChartListChoice.Options.kind, "BOXOFFICE_LISTS"), (ChartListChoice.Options.region, "BOXOFFICE_LISTS"),
        (PublishingOptions.Options.runSummary, "the schedule's log"),
    ]

    /// `BOXOFFICE_REPORT_ARGS` as the daily pass's report: parsed by `report`'s own parser, once.
    static func report(_ settings: Settings) throws(ScheduleSettingsError) -> ReportCommand {
        let arguments = settings.schedule.reportArguments
        do {
            let parsed = try ParsedArguments(arguments, declared: ReportCommand.Options.all, command: "report")
            if let owned = owned.first(where: { parsed.given($0.option) }) {
                throw ScheduleSettingsError("BOXOFFICE_REPORT_ARGS: \(owned.option.name) is the schedule's own; use \(owned.instead)")
            }
            if let word = parsed.positionals.first { throw ScheduleSettingsError("BOXOFFICE_REPORT_ARGS: unexpected argument \(word)") }
            return try ReportCommand(parsed)
        } catch let error as ScheduleSettingsError {
            throw error
        } catch {
            throw ScheduleSettingsError("BOXOFFICE_REPORT_ARGS: \(ErrorReport(error).message)")
        }
    }

    /// The pass's request: a report of its day (yesterday when run now) or the week's chart, of its list.
    func command(_ run: ScheduledRun) -> any ChartCommand {
        let schedule = root.settings.schedule
        switch run.job {
        case .daily:
            var command = report
            command.date = run.pass?.chart.date
            command.list = ChartListChoice(run.list)
            command.recheckDays = schedule.recheckDays
            (command.options.output, command.options.deadline, command.options.quiet) = (output, Double(schedule.deadline), true)
            command.options.archivePath = command.options.archivePath ?? archive.address
            return command
        case .weekly:
            return WeeklyCommand(kind: .weekend, week: run.pass?.chart.range?.start,
                                 options: PublishingOptions(output: output, deadline: Double(schedule.deadline), archivePath: archive.address),
                                 list: ChartListChoice(run.list))
        }
    }

    /// The pass's request as the dry run says it.
    func describe(_ run: ScheduledRun) -> String {
        command(run).requestDescription(list: run.list.isWholeMarket ? "national" : run.list.slug)
    }

    /// Publishes the pass in this process, reading the run's summary from its record. An error is
    /// said on stderr as the command would say it, secrets redacted.
    func run(_ run: ScheduledRun) async -> ScheduledRunEnd {
        let record = RunRecord()
        do {
            _ = try await command(run).publish(root, record: record)
            return ScheduledRunEnd(status: ExitStatus.ok.rawValue, summary: record.line)
        } catch {
            // The log's line in English (scripts read it); stderr's in the run's language.
            let report = ErrorReport(error), said = ErrorReport(error, words: .of(root.language))
            // No list yet for a due pass: logged, not said (cron mails nothing); the next call asks again.
            let noListYet = (error as? NoChartList)?.newest == true && run.pass != nil
            if !noListYet { Platform.writeError(redact("boxoffice: error: \(said.message)")) }
            // A run that failed before publishing has no fields yet.
            if !record.line.contains("status=") {
                record.set("status", String(report.status.rawValue))
                record.set("error", report.message)
            }
            return ScheduledRunEnd(status: report.status.rawValue, summary: redact(record.line), noListYet: noListYet)
        }
    }
}

/// A schedule setting that cannot be used: its one line.
struct ScheduleSettingsError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
