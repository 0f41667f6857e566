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

    /// ` --env FILE` when the run read a settings file (with `--archive` when one was given besides),
    /// else `places(archive:output:)`.
    static func places(settings: Settings, archive: ArchiveLocation, archiveGiven: Bool, output: String) -> String {
        guard let file = settings.schedule.settingsFile else { return places(archive: archive, output: output) }
        return " --env " + path(file) + (archiveGiven && !archive.isPostgreSQL ? " --archive " + path(archive.address) : "")
    }

    /// The refusal of a run whose archive is not the one the site in `output` is built from, with
    /// the complete command that rebuilds that site from the run's archive (which re-points it).
    static func siteOfAnotherArchive(settings: Settings, archive: ArchiveLocation, archiveGiven: Bool, output: String) -> CommandError {
        .siteOfAnotherArchive(folder: output, rebuild: "boxoffice site --rebuild"
            + places(settings: settings, archive: archive, archiveGiven: archiveGiven, output: output))
    }
}
