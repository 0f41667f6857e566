import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// `boxoffice schedule`: what cron runs (through `cron/boxoffice-daily.sh`): the passes due now on
/// Seoul's clock, one log line each, remembered in OUTPUT/.cron-state.
struct ScheduleCommand: BoxOfficeCommand {
    enum Options {
        static let whenDue = Flag("--when-due", help: "Run only the passes due now on Seoul's clock (for a scheduler calling every 30 minutes).")
        static let weekly = Flag("--weekly", help: "Run the last complete weekend's chart now instead of yesterday's report.")
        static let dryRun = Flag("--dry-run", help: "Say what would run, with which settings (secrets not shown), and run nothing.")
        static let seed = Option.date("--seed", help: "Fill the archive and the site the schedule keeps from this day to yesterday in Seoul "
                                      + "(the days, the ended weekends, then the site), and run nothing else")
        static let output = CommonOptions.output
        static let all: [any OptionDeclaration] = [whenDue, weekly, dryRun, seed, output]
    }

    static let help = CommandHelp(
        usage: ["schedule [--when-due | --weekly] [--dry-run] [--output DIR]", "schedule --seed FROM [--output DIR]"],
        about: """
        Runs the daily report (or, with --weekly, the weekend chart) as cron does, with the settings
        of the environment (cron/boxoffice.env through cron/boxoffice-daily.sh), appends one line per
        run to the log (BOXOFFICE_LOG, default STATE/boxoffice-cron.log, kept to
        BOXOFFICE_LOG_MAX_LINES), and exits with the last failing run's status. With --when-due, from
        Seoul's clock: yesterday's first pass once from 07:30 and its re-pull once from 12:30, the
        last weekend's chart once from Monday 07:40 and again from 12:40; a failed pass runs again at
        the next call, and nothing else runs or is logged. BOXOFFICE_LISTS
        (\(ChartList.named.map(\.slug).joined(separator: ", ")), a region's code) publishes those lists too, at the same
        passes. One schedule at a time (BOXOFFICE_LOCK, default STATE/.cron.lock; a second exits 75).
        STATE, the folder of the archive, the state, the lock and the log, is BOXOFFICE_STATE, else
        ~/.local/state/boxoffice/ and a folder per output folder: never the published folder. The key,
        the webhook URL and a database password never reach the log or stderr.
        """,
        options: Options.all
    )

    var whenDue: Bool
    var weekly: Bool
    var dryRun: Bool
    var seed: CalendarDate?
    var output: String
    /// The daily pass's report, as `BOXOFFICE_REPORT_ARGS` asks for it (read by `configure`, once).
    var report: Result<ReportCommand, ScheduleSettingsError> = .failure(ScheduleSettingsError("the settings were not read"))

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "schedule")
        (whenDue, weekly, dryRun) = (parsed[Options.whenDue], parsed[Options.weekly], parsed[Options.dryRun])
        output = try parsed[Options.output]
        seed = try parsed.value(Options.seed)
        if seed != nil, whenDue || weekly || dryRun { throw parsed.usage("--seed fills the archive and the site; it runs no pass") }
        if whenDue, weekly { throw parsed.usage("--when-due decides which charts run; --weekly runs the weekend's now") }
    }

    mutating func configure(_ settings: Settings) {
        report = Result { () throws(ScheduleSettingsError) in try ScheduledPasses.report(settings) }
    }

    /// The process's one root speaks as the daily pass's report asks (its language, site address,
    /// requests in flight), silently.
    var context: RunContext {
        guard case .success(let report) = report else { return RunContext() }
        var context = report.context
        (context.quiet, context.progressSteps) = (true, 0)
        return context
    }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let settings = root.settings, state = StateFolder(output: output, settings: settings)
        let archive = ArchiveLocation(settings.archivePath ?? state.archive)
        if let seed { return try await Self.seed(from: seed, root: root, output: output, archive: archive, state: state) }
        let redact = SecretRedaction(settings: settings, archive: archive)
        let log = settings.schedule.log ?? state.log
        let lock = settings.schedule.lock ?? state.lock
        let journal = FileScheduleJournal(statePath: state.scheduleState, logPath: log, maxLines: settings.schedule.maxLogLines, redact: redact)
        let report: ReportCommand
        switch self.report {
        case .success(let parsed):
            report = parsed
        case .failure(let error):
            // A setting no pass can run with: said once, at start, in the log and on stderr (exit 78).
            if !dryRun {
                try? state.make()
                try? FileManager.default.createDirectory(atPath: (log as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try? journal.append("\(SeoulCalendar().logTimestamp(root.clock.now())) status=\(ExitStatus.configuration.rawValue) error=\"\(error.message)\"")
            }
            throw error
        }
        let runner = ScheduledPasses(root: root, report: report, output: output, archive: archive, redact: redact)
        let schedule = root.schedule.makeSchedule(journal: journal, runner: runner, clock: root.clock, lock: lock)
        let runs = try schedule.runs(whenDue: whenDue, weekly: weekly)
        if dryRun {
            return CommandOutcome(text: redact(dryRunText(runs, runner: runner, settings: settings, archive: archive, state: state, log: log, lock: lock,
                                                          now: schedule.now)))
        }
        // A list that never came while its pass was due is logged and said once, by the first call after (exit 66).
        let lapsing = try whenDue && schedule.hasLapsedLists()
        guard !runs.isEmpty || lapsing else { return CommandOutcome(text: "") }
        try state.make()
        for folder in [output, (log as NSString).deletingLastPathComponent] where !folder.isEmpty {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw FileSystemError.cannotWrite(path: folder, reason: "\(error.localizedDescription)")
            }
        }
        let (status, lapsed) = try await schedule.executeExclusively(runs, sayingLapsed: lapsing)
        lapsed.forEach { Platform.writeError("boxoffice: " + ErrorWords.of(root.language).publishedNoList($0)) }
        if status == 0, !lapsed.isEmpty { return CommandOutcome(text: "", status: .noInput) }
        return CommandOutcome(text: "", status: ExitStatus(rawValue: status) ?? .software)
    }
}
