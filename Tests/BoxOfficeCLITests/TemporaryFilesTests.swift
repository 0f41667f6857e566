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
}
