import BoxOfficeApplication
import Foundation

/// A command line a message suggests, complete enough to paste from any folder: paths absolute,
/// quoted for the shell where they need it.
enum SuggestedCommand {
    /// `path` made absolute against the current folder, quoted when it holds more than `[A-Za-z0-9_./-]`.
    static func path(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let plain = absolute.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "_./-".unicodeScalars.contains($0) }
        return plain ? absolute : "'" + absolute.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// ` --archive PATH --output PATH` for a SQLite archive; a PostgreSQL address (it may hold a
    /// password) is left to `BOXOFFICE_ARCHIVE`.
    static func places(archive: ArchiveLocation, output: String) -> String {
        (archive.isPostgreSQL ? "" : " --archive " + path(archive.address)) + " --output " + path(output)
    }

    /// ` --env FILE` when the run read a settings file (with `--archive` and `--output` when the run
    /// was given others besides), else `places(archive:output:)`.
    static func places(settings: Settings, archive: ArchiveLocation, archiveGiven: Bool, output: String) -> String {
        guard let file = settings.schedule.settingsFile else { return places(archive: archive, output: output) }
        // A place the file does not set (a flag, or this shell's variable) is named: the command is the same from cron's shell.
        let ownOutput = settings.shellOnly.contains("BOXOFFICE_OUTPUT") || (settings.outputFolder.map { path($0) != path(output) } ?? true)
        let ownArchive = archiveGiven || settings.shellOnly.contains("BOXOFFICE_ARCHIVE")
        return " --env " + path(file) + (ownArchive && !archive.isPostgreSQL ? " --archive " + path(archive.address) : "")
            + (ownOutput ? " --output " + path(output) : "")
    }

    /// The places of the command line that failed, for the commands its error suggests: its own
    /// `--archive` and `--output`, else the settings' (`places(settings:…)`); none for a run of the
    /// bundled sample (its commands take `--sample`, not the user's places).
    static func places(arguments: [String], settings: Settings) -> String {
        guard !arguments.contains(CommonOptions.sample.name) else { return "" }
        func value(_ option: String) -> String? {
            if let index = arguments.firstIndex(of: option), index + 1 < arguments.count { return arguments[index + 1] }
            return arguments.first { $0.hasPrefix(option + "=") }.map { String($0.dropFirst(option.count + 1)) }
        }
        // (`archive copy` names the archive it reads with --from.)
        let archive = (arguments.first == "archive" ? value("--from") : nil) ?? value(CommonOptions.archive.name)
        return places(settings: settings, archive: ArchiveLocation(archive ?? RunWiring.settingsArchive(settings)), archiveGiven: archive != nil,
                      output: value(CommonOptions.output.name) ?? settings.outputFolder ?? CommonOptions.outputFolder)
    }

    /// The refusal of a run whose archive is not the one the site in `output` is built from, with
    /// the complete command that rebuilds that site from the run's archive (which re-points it); a
    /// recording's site (the bundled sample's) is never rebuilt from a user's archive: another folder.
    static func siteOfAnotherArchive(_ refusal: SiteOfAnotherArchive, settings: Settings, archive: ArchiveLocation, archiveGiven: Bool,
                                     output: String) -> CommandError {
        if !refusal.rebuildable { return .siteNeedsItsOwnFolder(folder: output) }
        return .siteOfAnotherArchive(folder: output, rebuild: "boxoffice site --rebuild"
            + places(settings: settings, archive: archive, archiveGiven: archiveGiven, output: output))
    }
}
