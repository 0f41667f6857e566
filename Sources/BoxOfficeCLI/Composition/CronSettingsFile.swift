import Foundation

/// The cron wrapper's settings file (`cron/boxoffice.env`), read by the wrapper's own rules
/// (`cron/boxoffice-daily.sh`): `NAME=value` lines, `#` comments, one pair of matching quotes taken
/// off, nothing expanded. With what the wrapper sets itself, it is the environment a cron run has,
/// so `doctor` can say which language, folder and archive that run uses without running it.
struct CronSettingsFile {
    /// The wrapper's default, from the repository's top (where `doctor` is run).
    static let defaultPath = "cron/boxoffice.env"
    /// What the wrapper sets whatever the file says (cron starts with almost nothing).
    static let wrapperSets = ["LANG": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin"]

    enum Problem: Error, Equatable {
        case missing
        /// There, but this user cannot read it (the wrapper, run as another user, may).
        case unreadable
        /// Others can read it: the wrapper refuses to run (its secrets would be exposed).
        case readableByOthers
    }

    let path: String

    /// The file's variables as the wrapper exports them, over what it sets itself.
    func environment() throws(Problem) -> [String: String] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { throw .missing }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 { throw .readableByOthers }
        var environment = Self.wrapperSets
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let name = String(line[..<equals])
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { continue }
            var value = String(line[line.index(after: equals)...])
            // One pair of matching quotes, as the wrapper takes off.
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = String(value.dropFirst().dropLast())
            }
            environment[name] = value
        }
        return environment
    }

    /// The repository the wrapper runs from (its parent folder): the settings file's when it is the
    /// wrapper's own (`REPO/cron/boxoffice.env`, beside `boxoffice-daily.sh`), else the current folder.
    static func repository(of settingsFile: String) -> String {
        let cron = URL(fileURLWithPath: settingsFile).standardizedFileURL.deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: cron.appendingPathComponent("boxoffice-daily.sh").path) {
            return cron.deletingLastPathComponent().path
        }
        return FileManager.default.currentDirectoryPath
    }

    /// The output folder the wrapper passes: `BOXOFFICE_OUTPUT`, else `Reports`, relative to the repository.
    static func output(_ environment: [String: String], repository: String) -> String {
        let output = environment["BOXOFFICE_OUTPUT"].flatMap { $0.isEmpty ? nil : $0 } ?? CommonOptions.outputFolder
        return output.hasPrefix("/") ? output : "\(repository)/\(output)"
    }

    /// The archive the schedule reads: `BOXOFFICE_ARCHIVE` (`configured`), else the output folder's `archive.sqlite`.
    static func archive(configured: String?, output: String) -> String {
        configured ?? "\(output)/\(CommonOptions.archiveFileName)"
    }
}
