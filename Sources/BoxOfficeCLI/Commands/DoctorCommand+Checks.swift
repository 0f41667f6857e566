import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeInfrastructure
import Foundation

extension DoctorCommand {
    /// What a forecast on `date` learns from: the finished runs that can teach (of the date's market
    /// regime, no re-release, 200,000 or more), the archive's and the bundled base's.
    static func forecastSources(archive: (any ChartedRuns)?, on date: CalendarDate, _ words: DoctorWords) async throws -> String {
        let archived = try await archive?.runs(through: date, openedSince: RunsAsOf.trainingStart(date)) ?? []
        let held = Set(archived.map(\.code))
        let teaching = RunsAsOf(RunSeries.merging(archived, over: BundledRuns.runs), asOf: date).finished().filter {
            $0.teaches(in: MarketRegime(date))
        }
        let own = teaching.filter { held.contains($0.code) }.count
        let opened = teaching.map(\.openDate).min().map { ($0.iso, teaching.map(\.openDate).max()?.iso ?? "") }
        let base = BundledRuns.runs
        return words.forecastSources(date.iso, teaching.count, opened, own, (base.count, base.map(\.openDate).min()?.iso ?? "-",
                                                                            base.compactMap(\.days.last?.date).max()?.iso ?? "-"))
    }

    /// The warning for an output folder that holds the archive and the schedule's state (a setup from
    /// before the state folder): a web server would publish them. The one command that moves them.
    static func stateInOutput(output: String, moveTo state: String, _ words: DoctorWords) -> String {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output))?.filter {
            $0.hasPrefix(CommonOptions.archiveFileName) || [".cron-state", ".cron.lock", "boxoffice-cron.log"].contains($0)
        }.sorted() ?? []
        let moved = files.map { SuggestedCommand.path(output + "/" + $0) }.joined(separator: " ")
        return words.stateInOutput(output, "mkdir -p -m 700 \(SuggestedCommand.path(state)) && mv \(moved) \(SuggestedCommand.path(state))/")
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
    static func hostLines(_ settings: Settings, _ words: DoctorWords) -> [String] {
        // (Settings already refused a malformed webhook URL: exit 64.)
        let scheduler = switch HostFacts.scheduler() {
        case .systemd: words.schedulerSystemd
        case .cron: words.schedulerCron
        case .none: words.schedulerNone
        }
        return [settings.notifyURL.map { words.notifySet($0.scheme ?? "") } ?? words.notifyNotSet,
                settings.siteURL.map { words.siteURLSet($0.absoluteString) } ?? words.siteURLNotSet,
                words.hostTimeZone(HostFacts.timeZone(environment: settings.hostVariables)), scheduler]
    }

    /// The settings file's state, each variable the shell set otherwise, and what a cron run would
    /// use (the run's settings are the file's already: `CronSettingsFile.applying`). Never a secret.
    func cronRun(_ root: CompositionRoot, _ words: DoctorWords) -> (checks: [String], used: [(String, String)], failing: ExitStatus?) {
        let settings = root.settings, file = settings.schedule.settingsFile ?? CronSettingsFile.defaultPath
        var checks: [String] = []
        do {
            _ = try CronSettingsFile(path: file).environment()
            checks.append(words.settingsRead(file))
            checks += settings.replacedByFile.map { words.settingsDiffer($0, file) } + settings.shellOnly.map { words.settingsShellOnly($0, file) }
        } catch .missing {
            checks.append(words.settingsMissing(file))
        } catch .unreadable {
            checks.append(words.settingsUnreadable(file))
            return (checks, [], nil)
        } catch {
            checks.append(words.settingsExposed(file))
            return (checks, [], .configuration)
        }
        let archive = root.archiveLocation(option: archivePath), state = StateFolder(output: output, settings: settings)
        if state.isInOutput { checks.append(Self.stateInOutput(output: state.path, moveTo: StateFolder.own(output: state.path, settings: settings), words)) }
        let chosen = settings.languageSetting ?? words.noLanguageSetting
        var language = "\(settings.language.code) (\(chosen))"
        // A site already there keeps its own language (its manifest); the setting chooses the Markdown and CSV.
        if let site = SiteManifestFile(folder: output).language(), site.code != settings.language.code {
            language = words.siteKeepsLanguage(settings.language.code, chosen, output, site.code)
        }
        return (checks, [("KOFIC_BASE_URL", settings.baseURL?.absoluteString ?? KOFICEndpoint.defaultBaseURL.absoluteString), ("language", language),
                         ("output", "\(output) \(words.outputHolds)"), ("archive", archive.shown), ("state", state.path)], nil)
    }
}
