import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeInfrastructure
import Foundation

extension DoctorCommand {
    /// What a forecast on `date` learns from: the finished runs that can teach (of the date's market
    /// regime, no re-release, 200,000 or more), the archive's and the bundled base's.
    static func forecastSources(archive: (any ChartedRuns)?, on date: CalendarDate) async throws -> String {
        let archived = try await archive?.runs(through: date, openedSince: RunsAsOf.trainingStart(date)) ?? []
        let held = Set(archived.map(\.code))
        let teaching = RunsAsOf(RunSeries.merging(archived, over: BundledRuns.runs), asOf: date).finished().filter {
            $0.teaches(in: MarketRegime(date))
        }
        let own = teaching.filter { held.contains($0.code) }.count
        let first = teaching.map(\.openDate).min().map { ", opened \($0.iso) to " } ?? ""
        let last = teaching.map(\.openDate).max()?.iso ?? ""
        return "forecasts as of \(date.iso) learn from \(teaching.count) finished runs\(first)\(last): \(own) from the archive, "
            + "\(teaching.count - own) from the bundled base (\(BundledRuns.summary)); a movie the archive holds is the archive's (the base adds only its days before the archive's first)"
    }

    /// The warning for an output folder that holds the archive and the schedule's state (a setup from
    /// before the state folder): a web server would publish them. The one command that moves them.
    static func stateInOutput(output: String, moveTo state: String) -> String {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output))?.filter {
            $0.hasPrefix(CommonOptions.archiveFileName) || [".cron-state", ".cron.lock", "boxoffice-cron.log"].contains($0)
        }.sorted() ?? []
        let moved = files.map { SuggestedCommand.path(output + "/" + $0) }.joined(separator: " ")
        return "! \(output) holds the archive and the schedule's state, which a web server there publishes; move them (no run in between): "
            + "mkdir -p -m 700 \(SuggestedCommand.path(state)) && mv \(moved) \(SuggestedCommand.path(state))/"
    }

    /// Whether a file can be written in `folder` (a probe, removed at once); a folder not made yet,
    /// whether its nearest existing parent is writable (doctor makes no folder).
    static func canWrite(folder: String) -> Bool {
        var existing = URL(fileURLWithPath: folder).standardizedFileURL
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" { existing.deleteLastPathComponent() }
        guard existing.standardizedFileURL.path == URL(fileURLWithPath: folder).standardizedFileURL.path else {
            return FileManager.default.isWritableFile(atPath: existing.path)
        }
        let probe = "\(folder)/.boxoffice-doctor-\(Platform.processID)"
        do {
            try AtomicFileWriter().write([(probe, Data())])
            try FileManager.default.removeItem(atPath: probe)
            return true
        } catch {
            return false
        }
    }

    /// The webhook, the site URL, the host's time zone and its scheduler, as doctor says them.
    static func hostLines(_ settings: Settings) -> [String] {
        var lines: [String] = [] // (Settings already refused a malformed webhook URL: exit 64.)
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
        return lines
    }

    /// The settings file's state, each variable the shell set otherwise, and what a cron run would
    /// use (the run's settings are the file's already: `CronSettingsFile.applying`). Never a secret.
    func cronRun(_ root: CompositionRoot) -> (checks: [String], used: [(String, String)], failing: ExitStatus?) {
        let settings = root.settings, file = settings.schedule.settingsFile ?? CronSettingsFile.defaultPath
        var checks: [String] = []
        do {
            _ = try CronSettingsFile(path: file).environment()
            checks.append("✓ settings \(file) read as cron/boxoffice-daily.sh reads them (every command takes them with --env \(file))")
            checks += settings.replacedByFile.map { "! \($0) in this shell differs from \(file): a run given the file uses the file's" }
        } catch .missing {
            checks.append("! no settings file \(file): cron/boxoffice-daily.sh refuses to run without one "
                          + "(copy cron/boxoffice.env.example there and chmod 600 it); below, its defaults")
        } catch .unreadable {
            checks.append("! settings \(file) cannot be read by this user: run doctor as the user cron runs the wrapper as")
            return (checks, [], nil)
        } catch {
            checks.append("✗ settings \(file) can be read by others: cron/boxoffice-daily.sh refuses it (chmod 600 \(file))")
            return (checks, [], .configuration)
        }
        let archive = root.archiveLocation(option: archivePath), state = StateFolder(output: output, settings: settings)
        if state.isInOutput { checks.append(Self.stateInOutput(output: state.path, moveTo: StateFolder.own(output: state.path, settings: settings))) }
        let chosen = settings.languageSetting ?? "no BOXOFFICE_LANG; the wrapper sets LANG=C.UTF-8"
        var language = "\(settings.language.code) (\(chosen))"
        // A site already there keeps its own language (its manifest); the setting chooses the Markdown and CSV.
        if let site = SiteManifestFile(folder: output).language(), site.code != settings.language.code {
            language = "\(settings.language.code) for the reports (\(chosen)); the site in \(output) stays \(site.code)"
        }
        return (checks, [("KOFIC_BASE_URL", settings.baseURL?.absoluteString ?? KOFICEndpoint.defaultBaseURL.absoluteString), ("language", language),
                         ("output", "\(output) (daily/, latest.*, index.html)"), ("archive", archive.shown), ("state", state.path)], nil)
    }
}
