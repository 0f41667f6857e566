import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct AtomicFileWriterTests {
    /// Removed when the test ends.
    let scratch = TemporaryFolder("writer")

    func temporaryFolder() throws -> String {
        let path = scratch.unique("files")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesAllFilesAndCreatesFolders() throws {
        let root = try temporaryFolder()
        try AtomicFileWriter().write([(root + "/a/b/x.md", Data("x".utf8)), (root + "/a/b/y.csv", Data("y".utf8))])
        #expect(try String(contentsOfFile: root + "/a/b/x.md", encoding: .utf8) == "x")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b").sorted() == ["x.md", "y.csv"])
    }

    @Test func aFailureLeavesNoTemporaryAndKeepsThePreviousFiles() throws {
        let root = try temporaryFolder()
        try AtomicFileWriter().write([(root + "/x.md", Data("old".utf8))])
        // The second file's folder is a regular file: the whole set must fail.
        _ = FileManager.default.createFile(atPath: root + "/blocked", contents: Data())
        #expect(throws: FileSystemError.self) {
            try AtomicFileWriter().write([(root + "/x.md", Data("new".utf8)), (root + "/blocked/y.md", Data("y".utf8))])
        }
        #expect(try String(contentsOfFile: root + "/x.md", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["blocked", "x.md"])
    }

    #if os(Linux)
    /// /proc refuses new files even to root, so this holds on CI too.
    @Test func anUnwritableFolderIsAClearError() throws {
        do {
            try AtomicFileWriter().write([("/proc/boxoffice-test/x.md", Data("x".utf8))])
            Issue.record("expected a failure")
        } catch {
            guard case .cannotWrite(let path, let reason) = error else { return }
            #expect(path == "/proc/boxoffice-test")
            #expect(!reason.isEmpty)
        }
    }
    #endif
}
