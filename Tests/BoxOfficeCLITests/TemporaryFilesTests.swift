import BoxOfficeTestSupport
import Foundation
import Testing

/// Tests leave nothing behind: the helpers' folders go when the test that made them ends.
@Suite struct TemporaryFilesTests {
    struct Planned: Error {}

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func theEndToEndHelpersRemoveTheirFolders() async throws {
        var paths: [String] = []
        do {
            let run = try BinaryRunner()
            let result = try await run.run(["report", "--sample", "--format", "md"], environment: run.environment(nil))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(run.exists("Reports/latest.md"))
            let setup = try CronWrapperTests.Setup(fake: try KOFICFake())
            paths = [run.directory.path, setup.settingsFolder.path, setup.run.directory.path]
            #expect(paths.allSatisfy(Self.exists), "the folders exist while the test runs")
        }
        #expect(!paths.isEmpty && !paths.contains(where: Self.exists), "\(paths.filter(Self.exists)) were left behind")
    }

    @Test func aFailedTestsFolderGoesToo() throws {
        var path = ""
        #expect(throws: Planned.self) {
            let folder = TemporaryFolder("failing")
            path = folder.path
            try Data("x".utf8).write(to: folder.url.appendingPathComponent("file"))
            throw Planned()
        }
        #expect(!path.isEmpty && !Self.exists(path))
    }

    /// A program killed at its bound takes what it started with it (a browser's helpers, a client's
    /// server): a shell that started a sleep of its own, killed, leaves no sleep running.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "finds a program's children in /proc (Linux)"))
    func aKilledProgramTakesItsChildrenWithIt() async throws {
        let folder = TemporaryFolder("tree")
        let pidFile = folder.url.appendingPathComponent("child.pid").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "sleep 300 & echo $! > '\(pidFile)'; wait"]
        let child = try ChildProcess(starting: shell)
        #expect(await eventually(within: 30) { (try? String(contentsOfFile: pidFile, encoding: .utf8))?.isEmpty == false })
        let grandchild = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(grandchild, SIGKILL) } // (were it left: the test removes what it started)
        // Gone, or a zombie its new parent has not reaped yet.
        let gone = { kill(grandchild, 0) != 0 || (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?.contains(") Z ") == true }
        #expect(!gone(), "the shell's sleep runs")
        await child.exit(within: 0.2)
        #expect(await eventually(within: 30, gone), "the shell's sleep was killed with it")
    }
}
