import BoxOfficeApplication
import BoxOfficeDomain
import Foundation

/// `doctor`'s lines read from files beside the archive: what a cron run would use, the site's
/// archive, the days the schedule waited for in vain.
extension DoctorCommand {
    /// "A cron run would use:" and its table: the binary, the settings file's (KOFIC_BASE_URL, language,
    /// folder, archive, state), PATH and LANG the wrapper's own, the rest as this host sets them.
    static func usedTable(_ used: [(String, String)], settings: Settings, _ words: DoctorWords) -> [String] {
        let rows = [("binary", CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "boxoffice")]
            + used + [("PATH", CronSettingsFile.wrapperSets["PATH"] ?? "")]
            + Settings.hostVariableNames.filter { $0 != "LANG" && $0 != "PATH" }.map { ($0, settings.hostVariables[$0] ?? words.unset) }
        return ["", words.cronWouldUse] + rows.map { "  " + $0.0.padding(toLength: 18, withPad: " ", startingAt: 0) + $0.1 }
    }

    /// Whether the folder's site is built from the archive checked (nil: no site, or one that records
    /// none: the next run records its archive). `archive` nil: it does not exist yet (a new archive is another).
    static func siteBelonging(_ site: SiteArchive, archive: ArchiveIdentity?, output: String, rebuild: String,
                              _ words: DoctorWords) -> (ok: Bool, text: String)? {
        guard case .recorded(let recorded) = site else { return nil }
        if archive == recorded { return (true, words.siteFromThisArchive(output)) }
        // The bundled sample's site is never rebuilt from a user's archive: another folder is the way out.
        return (false, RecordedSource.isRecordingIdentity(recorded) ? words.sampleSite(output)
                : words.siteFromAnotherArchive(output, "boxoffice site --rebuild\(rebuild)"))
    }

    /// Each day the schedule waited for in vain (no list while it was due), until archived: a warning.
    static func unpublishedLists(_ state: StateFolder, archived: Set<CalendarDate>, _ words: DoctorWords) -> [String] {
        let text = (try? String(contentsOfFile: state.scheduleState, encoding: .utf8)) ?? ""
        // A day until it is archived; a weekend's or a segment's key (`weekend-2026-01-23`) as the state keeps it.
        return ScheduleState(text: text).unpublished.filter { key in CalendarDate(iso: key).map { !archived.contains($0) } ?? true }
            .map(words.unpublishedList)
    }
}
