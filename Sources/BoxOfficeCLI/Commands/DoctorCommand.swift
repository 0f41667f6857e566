import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// `boxoffice doctor`: checks what a cron run needs, and says what it would use.
struct DoctorCommand: BoxOfficeCommand {
    enum Options {
        static let output = CommonOptions.output
        static let archive = CommonOptions.archive
        static let env = Option.text("--env", "FILE", help: "The cron wrapper's settings file, read as cron/boxoffice-daily.sh reads it",
                                     default: CronSettingsFile.defaultPath)
        static let all: [any OptionDeclaration] = [output, archive, env]
    }

    static let help = CommandHelp(
        usage: ["doctor [options]"],
        about: """
        Checks that the API key is set (never printing it), that KOFIC answers (one request: yesterday's
        list), that the output folder and the archive are writable, and that the Seoul time zone
        resolves; then prints what a cron run would use: the language, folder and archive of the wrapper's
        settings file (cron/boxoffice.env), secrets not shown. Exits with the status of the first failure.
        """,
        options: Options.all
    )

    var output: String
    var archivePath: String?
    var settingsFile: String

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "doctor")
        output = try parsed[Options.output]
        archivePath = try parsed.value(Options.archive)
        settingsFile = try parsed[Options.env]
    }

    var context: RunContext { RunContext() }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let settings = root.settings, clock = root.clock
        var lines: [String] = []
        var status = ExitStatus.ok
        func check(_ ok: Bool, _ text: String, failing: ExitStatus) {
            lines.append((ok ? "✓ " : "✗ ") + text)
            if !ok, status == .ok { status = failing }
        }
        let calendar = SeoulCalendar()
        let yesterday = clock.yesterdayInSeoul

        if let key = settings.apiKey {
            check(true, "KOFIC_API_KEY is set (\(key.count) characters, not shown)", failing: .keyProblem)
            let started = Date()
            do {
                let chart = try await withDeadline(seconds: 30) {
                    try await root.charts.makeFetchDailyReport().boxOffice.dailyBoxOffice(on: yesterday)
                }
                check(true, String(format: "KOFIC answers: %d movies for %@ in %.1f s", chart.entries.count, yesterday.iso,
                                   Date().timeIntervalSince(started)), failing: .unavailable)
            } catch {
                let report = ErrorReport(error)
                check(false, "KOFIC: \(report.message)", failing: report.status)
            }
        } else {
            check(false, "KOFIC_API_KEY is not set", failing: .keyProblem)
        }

        check(Self.canWrite(folder: output), "output folder \(output) is writable", failing: .cannotWrite)
        let location = root.archiveLocation(option: archivePath)
        let path = location.shown
        // The archive checked named again in a command this prints (a file's path; a server's address is
        // the operator's setting, its password never shown).
        let archiveOption = archivePath == nil || location.isPostgreSQL ? "" : " --archive " + (path.contains(" ") ? "'\(path)'" : path)
        var archive: (any ChartedRuns)? = nil
        do {
            if location.isPostgreSQL || FileManager.default.fileExists(atPath: location.address) {
                // Read as it is: doctor changes nothing, an older schema included.
                let opened = try await root.archive(location).inspecting()
                if let pending = opened.pendingMigration {
                    check(true, "archive \(path) has schema \(pending.found); the next run that writes migrates it to \(pending.current) "
                          + "(\(pending.names.joined(separator: "; ")))", failing: .dataError)
                }
                let days = try await opened.archivedDates(from: CalendarDate(daysSinceEpoch: 0), to: yesterday)
                check(true, "archive \(path) opens: \(days.count) days" + (days.max().map { ", latest \($0.iso)" } ?? ""), failing: .dataError)
                // The front page, the months and `history market` compare the year so far with the same
                // days a year earlier: where those are not all archived, the command that fills them.
                if let newest = days.max() {
                    let (start, end) = (CalendarDate(year: newest.year - 1, month: 1, day: 1)!, newest.yearEarlier)
                    let held = days.filter { $0 >= start && $0 <= end }.count, wanted = end.days(since: start) + 1
                    if held < wanted {
                        lines.append("- the year before is not all archived (\(wanted - held) of \(start.iso) to \(end.iso) missing): no change against it is "
                                     + "given; boxoffice backfill --from \(start.iso) --to \(end.iso)\(archiveOption) archives it")
                    }
                }
                archive = opened
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                check(Self.canWrite(folder: folder.isEmpty ? "." : folder), "archive \(path) does not exist yet; the first run creates it", failing: .cannotWrite)
            }
        } catch ArchiveError.missing {
            // A PostgreSQL database without the archive's tables: the first run creates them (doctor changes nothing).
            check(true, "archive \(path) is reachable and has no archive tables yet; the first run creates them", failing: .noInput)
        } catch {
            let report = ErrorReport(error)
            check(false, "archive: \(report.message)", failing: report.status)
        }
        lines.append("✓ " + ((try? await Self.forecastSources(archive: archive, on: yesterday)) ?? "forecasts: the archive's runs could not be read"))
        let named = TimeZone(identifier: "Asia/Seoul") != nil
        lines.append((named ? "✓ " : "! ") + "time zone Asia/Seoul " + (named ? "resolves" : "is missing: using the fixed +09:00 offset (same answer)")
            + "; now \(calendar.timestamp(clock.now())), yesterday in Seoul \(yesterday.iso)")

        // The webhook and the site URL (Settings already refused a malformed webhook URL, exit 64).
        lines.append(settings.notifyURL.map { "✓ BOXOFFICE_NOTIFY_URL is a well-formed \($0.scheme ?? "") webhook URL (not shown, not posted to)" }
            ?? "- BOXOFFICE_NOTIFY_URL is not set: runs tell no chat")
        lines.append(settings.siteURL.map { "✓ BOXOFFICE_SITE_URL \($0.absoluteString): feed and message links are absolute" }
            ?? "- BOXOFFICE_SITE_URL is not set: feed links are relative to feed.xml")
        lines.append("✓ host time zone \(HostFacts.timeZone(environment: settings.hostVariables)) (reports use Seoul's calendar whatever it is)")
        switch HostFacts.scheduler() {
        case .systemd:
            lines.append("✓ scheduler: systemd runs here; use cron/boxoffice.timer (OnCalendar at 07:30 and 12:30 Asia/Seoul)")
        case .cron:
            lines.append("✓ scheduler: cron; install cron/boxoffice.crontab (every 30 minutes, the wrapper decides from Seoul's clock: "
                + "Debian's cron ignores CRON_TZ)")
        case .none:
            lines.append("! scheduler: neither systemd nor cron found; run cron/boxoffice-daily.sh from whatever runs jobs here")
        }
        let cron = cronRun()
        lines += cron.checks
        // A settings file the wrapper's run would refuse (a malformed value) fails doctor as it would fail the run.
        if let failing = cron.failing, status == .ok { status = failing }
        let used = [("binary", CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "boxoffice")]
            // The settings file's (KOFIC_BASE_URL, language, folder, archive); PATH and LANG the wrapper's own; the rest as this host sets them.
            + cron.used + [("PATH", CronSettingsFile.wrapperSets["PATH"] ?? "")]
            + Settings.hostVariableNames.filter { $0 != "LANG" && $0 != "PATH" }.map { ($0, settings.hostVariables[$0] ?? "(unset)") }
        lines += ["", "A cron run would use:"] + used.map { "  " + $0.0.padding(toLength: 18, withPad: " ", startingAt: 0) + $0.1 }
        return CommandOutcome(text: lines.joined(separator: "\n") + "\n", status: status)
    }

    /// What a cron run would use, from the wrapper's settings file as the wrapper reads it (with the
    /// LANG it sets itself): the reports' language, the site's, the folder and the archive. Never a secret.
    private func cronRun() -> (checks: [String], used: [(String, String)], failing: ExitStatus?) {
        let repository = CronSettingsFile.repository(of: settingsFile)
        let environment: [String: String]
        var checks: [String] = []
        do {
            environment = try CronSettingsFile(path: settingsFile).environment()
            checks.append("✓ cron settings \(settingsFile) read as cron/boxoffice-daily.sh reads them")
        } catch .missing {
            checks.append("! no cron settings file \(settingsFile): cron/boxoffice-daily.sh refuses to run without one "
                          + "(copy cron/boxoffice.env.example there and chmod 600 it); below, its defaults")
            environment = CronSettingsFile.wrapperSets
        } catch .unreadable {
            checks.append("! cron settings \(settingsFile) cannot be read by this user: run doctor as the user cron runs the wrapper as")
            return (checks, [], nil)
        } catch {
            checks.append("! cron settings \(settingsFile) can be read by others: cron/boxoffice-daily.sh refuses it (chmod 600 \(settingsFile))")
            return (checks, [], nil)
        }
        let settings: Settings
        do {
            settings = try Settings(environment: environment)
        } catch {
            checks.append("✗ cron settings \(settingsFile): \(error.message)")
            return (checks, [], .usage)
        }
        // The key a cron run sends is the settings file's, not this shell's.
        checks.append(settings.apiKey.map { "✓ the cron settings set KOFIC_API_KEY (\($0.count) characters, not shown)" }
                      ?? "! the cron settings do not set KOFIC_API_KEY: a cron run would exit 77")
        let output = CronSettingsFile.output(environment, repository: repository)
        let archive = ArchiveLocation(CronSettingsFile.archive(configured: settings.archivePath, output: output))
        let chosen = environment["BOXOFFICE_LANG"].map { _ in "BOXOFFICE_LANG in \(settingsFile)" } ?? "no BOXOFFICE_LANG; the wrapper sets LANG=C.UTF-8"
        var language = "\(settings.language.code) (\(chosen))"
        // A site already there keeps its own language (its manifest); the setting chooses the Markdown and CSV.
        if let site = SiteManifestFile(folder: output).language(), site.code != settings.language.code {
            language = "\(settings.language.code) for the reports (\(chosen)); the site in \(output) stays \(site.code)"
        }
        return (checks, [("KOFIC_BASE_URL", settings.baseURL?.absoluteString ?? KOFICEndpoint.defaultBaseURL.absoluteString), ("language", language),
                         ("output", "\(output) (daily/, latest.*, index.html)"), ("archive", archive.shown)], nil)
    }
}
