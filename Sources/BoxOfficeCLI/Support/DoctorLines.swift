import BoxOfficeApplication
import BoxOfficeDomain
import Foundation

/// `doctor`'s lines read from files beside the archive: what a cron run would use, the site's
/// archive, the days the schedule waited for in vain.
extension DoctorCommand {
    /// "A cron run would use:" and its table: the binary, the settings file's (KOFIC_BASE_URL, language,
    /// folder, archive, state), PATH and LANG the wrapper's own, the rest as this host sets them.
    static func usedTable(_ used: [(String, String)], settings: Settings) -> [String] {
        let rows = [("binary", CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "boxoffice")]
            + used + [("PATH", CronSettingsFile.wrapperSets["PATH"] ?? "")]
            + Settings.hostVariableNames.filter { $0 != "LANG" && $0 != "PATH" }.map { ($0, settings.hostVariables[$0] ?? "(unset)") }
        return ["", "A cron run would use:"] + rows.map { "  " + $0.0.padding(toLength: 18, withPad: " ", startingAt: 0) + $0.1 }
    }

    /// Whether the folder's site is built from the archive checked (nil: no site, or one that records
    /// none: the next run records its archive). `archive` nil: it does not exist yet (a new archive is another).
    static func siteBelonging(_ site: SiteArchive, archive: ArchiveIdentity?, output: String, rebuild: String) -> (ok: Bool, text: String)? {
        guard case .recorded(let recorded) = site else { return nil }
        if archive == recorded { return (true, "the site in \(output) is built from this archive") }
        return (false, "the site in \(output) is built from another archive: report and weekly refuse to write it (exit 73); "
                + "rebuild it from this one: boxoffice site --rebuild\(rebuild), or give this archive another folder")
    }

    /// Each day the schedule waited for in vain (no list while it was due), until archived: a warning.
    static func unpublishedLists(_ state: StateFolder, archived: Set<CalendarDate>) -> [String] {
        let text = (try? String(contentsOfFile: state.scheduleState, encoding: .utf8)) ?? ""
        return ScheduleState(text: text).unpublished.compactMap(CalendarDate.init(iso:)).filter { !archived.contains($0) }.map {
            "! KOFIC published no list for \($0.iso) while the schedule asked; a later run or a backfill archives it if KOFIC does"
        }
    }
}
