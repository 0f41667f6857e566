@testable import BoxOfficeCLI
import BoxOfficeTestSupport
import Foundation
import Testing

/// The settings file as every command reads it (`CronSettingsFile.applying`), in process: the folder
/// a file that names none writes, and the shell's settings cron's run will not have.
@Suite struct SettingsFileTests {
    /// A repository with `cron/boxoffice.env` holding only a key.
    func repository() throws -> (folder: TemporaryFolder, file: String) {
        let folder = TemporaryFolder("settings")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("cron"), withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("cron/boxoffice.env").path
        try Data("KOFIC_API_KEY=0123456789abcdef0123456789abcdef\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        return (folder, file)
    }

    /// Without BOXOFFICE_OUTPUT the run writes the repository's `site`, never the bundled sample's
    /// `Reports`; but a setup from before that keeps its archive or the schedule's state in
    /// `Reports` stays where it is (and doctor says how to move it).
    @Test func aFileThatNamesNoFolderWritesSiteUnlessAnOlderSetupIsInReports() throws {
        let (folder, file) = try repository()
        let fresh = try CronSettingsFile.applying(["report", "--env", file], to: [:])
        #expect(fresh.environment["BOXOFFICE_OUTPUT"] == folder.path + "/site" && fresh.arguments == ["report"])
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("Reports/.cron-state"))
        #expect(try CronSettingsFile.applying(["report", "--env", file], to: [:]).environment["BOXOFFICE_OUTPUT"] == folder.path + "/Reports")
    }

    /// A `BOXOFFICE_…` or `KOFIC_…` setting of this shell that the file lacks is named (doctor warns:
    /// cron's run will not have it); one the file sets, the file's name and the test clock are not.
    @Test func theShellsOwnSettingsAreNamed() throws {
        let (folder, file) = try repository()
        defer { withExtendedLifetime(folder) {} }
        let shell = ["BOXOFFICE_ARCHIVE": "/tmp/shell.sqlite", "KOFIC_API_KEY": "fedcba9876543210fedcba9876543210", "BOXOFFICE_NOW": "1",
                     "BOXOFFICE_LANG": "", "HOME": "/root"]
        let applied = try CronSettingsFile.applying(["doctor", "--env", file], to: shell)
        #expect(applied.shellOnly == ["BOXOFFICE_ARCHIVE"] && applied.replaced == ["KOFIC_API_KEY"], "\(applied.shellOnly) \(applied.replaced)")
    }
}
