import BoxOfficeApplication
import BoxOfficeDomain
import Foundation

extension ScheduleCommand {
    /// `--seed FROM`: the days from FROM to yesterday in Seoul, the weekends that have ended, then the
    /// site, into the archive and the folder the schedule keeps (its state folder made first).
    static func seed(from: CalendarDate, root: CompositionRoot, output: String, archive: ArchiveLocation, state: StateFolder) async throws -> CommandOutcome {
        if !archive.isPostgreSQL, archive.address == state.archive { try state.make() }
        var text = ""
        for weekly in [[], ["--weekly"]] {
            text += try await BackfillCommand(arguments: ["--from", from.iso, "--archive", archive.address, "--output", output] + weekly).run(root).text
        }
        do {
            text += try await SiteCommand(arguments: ["--output", output, "--archive", archive.address]).run(root).text
        } catch CommandError.siteOfAnotherArchive, CommandError.siteNeedsItsOwnFolder {
            // The archive is filled; another archive's site is not the seed's to write (as a backfill says it).
            text += "site \(output): built from another archive, left as it is (site=other archive)\n"
        }
        return CommandOutcome(text: text)
    }

    /// What `--dry-run` prints: what would run, with which settings (secrets not shown).
    func dryRunText(_ runs: [ScheduledRun], runner: ScheduledPasses, settings: Settings, archive: ArchiveLocation, state: StateFolder,
                            log: String, lock: String, now: String) -> String {
        let binary = settings.schedule.binary ?? CommandLine.arguments.first ?? "boxoffice"
        var lines = ["settings:  \(settings.schedule.settingsFile ?? "(the environment)")", "binary:    \(binary)"]
        lines += runs.map { "pass:      \(runner.describe($0))" }
        lines.append("KOFIC key: " + (settings.apiKey.map { "set (\($0.count) characters)" } ?? "NOT SET"))
        lines.append("webhook:   " + (settings.notifyURL == nil ? "not set" : "set (not shown)"))
        lines.append("lists:     " + (["national"] + settings.schedule.lists.map(\.slug)).joined(separator: ", "))
        // The wrapper sets LANG=C.UTF-8: a Korean morning run needs BOXOFFICE_LANG=ko in the settings file.
        // A site already there keeps its own language (its manifest); the setting chooses the Markdown and CSV.
        if let site = SiteManifestFile(folder: output).language(), site.code != settings.language.code {
            lines.append("language:  \(settings.language.code) (the reports'; BOXOFFICE_LANG=ko or en in the settings file); the site in \(output) stays \(site.code)")
        } else {
            lines.append("language:  \(settings.language.code) (the reports' and the site's; BOXOFFICE_LANG=ko or en in the settings file)")
        }
        lines += ["archive:   \(archive.shown)", "state:     \(state.path)" + (state.isInOutput ? " (the output folder's own: boxoffice doctor says how to move it)" : ""),
                  "log:       \(log) (kept to \(settings.schedule.maxLogLines) lines)", "lock:      \(lock)",
                  "now:       \(now) in Seoul"]
        if whenDue {
            let due = runs.compactMap(\.pass).map { "\($0.chart) (\($0.kind == .first ? "first pass" : "re-pull"))" }
            lines.append("due:       \(due.isEmpty ? "nothing" : due.joined(separator: ", ")) "
                + "(yesterday from 07:30 and 12:30, the weekend on Monday from 07:40 and 12:40, Seoul)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
