import BoxOfficeInfrastructure
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
    /// wrapper's own (`REPO/cron/boxoffice.env`, in a `cron` folder or beside `boxoffice-daily.sh`),
    /// else the current folder.
    static func repository(of settingsFile: String) -> String {
        let cron = URL(fileURLWithPath: settingsFile).standardizedFileURL.deletingLastPathComponent()
        if cron.lastPathComponent == "cron" || FileManager.default.fileExists(atPath: cron.appendingPathComponent("boxoffice-daily.sh").path) {
            return cron.deletingLastPathComponent().path
        }
        return FileManager.default.currentDirectoryPath
    }

    /// Variables of the shell that are no setting of a run (the file's name, the test clock, binaries).
    static let notSettings: Set<String> = ["BOXOFFICE_ENV_FILE", "BOXOFFICE_NOW", "BOXOFFICE_BIN", "BOXOFFICE_RELEASE_BINARY"]

    /// The settings that name a path: relative in the file, they are relative to the repository.
    static let pathSettings = ["BOXOFFICE_OUTPUT", "BOXOFFICE_ARCHIVE", "BOXOFFICE_LOG", "BOXOFFICE_LOCK", "BOXOFFICE_STATE"]

    /// The environment every command runs with when a settings file is named (`--env FILE` anywhere
    /// after the command, else `BOXOFFICE_ENV_FILE`; `doctor` also reads `cron/boxoffice.env` where it
    /// exists): the process's, the file's variables over it (but `PATH`), its relative paths made
    /// absolute against the repository, `BOXOFFICE_ENV_FILE` the file's absolute path. Returns the
    /// arguments without `--env FILE`, the names whose value in the shell the file replaced, and the
    /// shell's own `BOXOFFICE_…`/`KOFIC_…` settings the file lacks (cron's run will not have them).
    /// `doctor` reads a file it cannot use and says so; any other command fails with the problem.
    static func applying(_ arguments: [String], to environment: [String: String])
        throws(SettingsFileError) -> (arguments: [String], environment: [String: String], replaced: [String], shellOnly: [String]) {
        var arguments = arguments, named: String? = nil
        if let index = arguments.dropFirst().firstIndex(where: { $0 == "--env" || $0.hasPrefix("--env=") }) {
            if arguments[index] == "--env" {
                guard index + 1 < arguments.count else { throw SettingsFileError(message: "--env needs a file", path: "") }
                named = arguments[index + 1]
                arguments.removeSubrange(index...(index + 1))
            } else {
                named = String(arguments[index].dropFirst("--env=".count))
                arguments.remove(at: index)
            }
        }
        let isDoctor = arguments.first == "doctor"
        named = named ?? environment["BOXOFFICE_ENV_FILE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (isDoctor && FileManager.default.fileExists(atPath: defaultPath) ? defaultPath : nil)
        guard let path = named else { return (arguments, environment, [], []) }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var merged = environment
        merged["BOXOFFICE_ENV_FILE"] = absolute
        let file: [String: String]
        do {
            file = try CronSettingsFile(path: path).environment()
        } catch {
            if isDoctor { return (arguments, merged, [], []) }
            throw SettingsFileError(problem: error, path: path)
        }
        let repository = Self.repository(of: path)
        var replaced: [String] = []
        for (name, value) in file where name != "PATH" {
            var value = value
            if pathSettings.contains(name), !value.isEmpty, !value.hasPrefix("/"), !PostgreSQLAddress.isPostgreSQL(value) {
                value = repository + "/" + value
            }
            if let shell = environment[name], !shell.isEmpty, shell != value, name != "LANG", !wrapperSets.keys.contains(name) { replaced.append(name) }
            merged[name] = value
        }
        // The wrapper's folder when neither the file nor the shell names one: the repository's `site`,
        // never `Reports` (the bundled sample's site, which another archive's runs do not write) unless
        // a setup from before keeps its archive or the schedule's state there (it stays where it is).
        if (merged["BOXOFFICE_OUTPUT"] ?? "").isEmpty {
            let reports = repository + "/" + CommonOptions.outputFolder
            let older = StateFolder.privateFiles.contains { FileManager.default.fileExists(atPath: reports + "/" + $0) }
            merged["BOXOFFICE_OUTPUT"] = older ? reports : repository + "/" + CommonOptions.settingsOutputFolder
        }
        let shellOnly = environment.filter { name, value in
            (name.hasPrefix("BOXOFFICE_") || name.hasPrefix("KOFIC_")) && !value.isEmpty && file[name] == nil && !Self.notSettings.contains(name)
        }.keys.sorted()
        return (arguments, merged, replaced.sorted(), shellOnly)
    }
}

/// A settings file that cannot be used: its one line (exit 78).
struct SettingsFileError: Error {
    let message: String
    let path: String
    /// Why the file itself cannot be used (nil: a value in it).
    var problem: CronSettingsFile.Problem? = nil

    init(message: String, path: String) { (self.message, self.path) = (message, path) }

    init(problem: CronSettingsFile.Problem, path: String) {
        (self.path, self.problem) = (path, problem)
        message = ""
    }
}
