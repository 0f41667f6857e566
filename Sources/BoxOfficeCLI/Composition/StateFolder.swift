import BoxOfficeInfrastructure
import Foundation

/// Where a published folder's private files live (the archive, the schedule's state, lock and log):
/// never in the folder a web server publishes. `BOXOFFICE_STATE`, else
/// `${XDG_STATE_HOME:-$HOME/.local/state}/boxoffice/` and one folder per output folder, named by its
/// absolute path (percent-encoded). An output folder that already holds them (a setup from before
/// the state folder) keeps them there, and `doctor` says how to move them.
struct StateFolder {
    /// The files a setup from before the state folder kept in the output folder.
    static let privateFiles = [CommonOptions.archiveFileName, ".cron-state"]

    let path: String
    /// The output folder holds the private files itself (an older setup).
    let isInOutput: Bool

    init(output: String, settings: Settings) {
        let output = URL(fileURLWithPath: output).standardizedFileURL.path
        let inOutput = Self.privateFiles.contains { FileManager.default.fileExists(atPath: output + "/" + $0) }
        (path, isInOutput) = inOutput ? (output, true) : (Self.own(output: output, settings: settings), false)
    }

    /// The state folder the output folder has by the settings, wherever its files are now.
    static func own(output: String, settings: Settings) -> String {
        if let configured = settings.stateFolder { return configured }
        let home = settings.stateHome ?? "/var/tmp"
        let name = output.addingPercentEncoding(withAllowedCharacters: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._"))) ?? output
        return "\(home)/boxoffice/\(name)"
    }

    /// Makes the folder (readable by its owner only) if it is not there.
    func make() throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileSystemError.cannotWrite(path: path, reason: "\(error.localizedDescription)")
        }
    }

    var archive: String { "\(path)/\(CommonOptions.archiveFileName)" }
    var scheduleState: String { "\(path)/.cron-state" }
    var lock: String { "\(path)/.cron.lock" }
    var log: String { "\(path)/boxoffice-cron.log" }
}
