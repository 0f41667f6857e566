import BoxOfficeTestSupport
import Foundation
import Testing

/// `Reports/daily/2026-01-25.*`, `Reports/latest.*` and `Reports/index.html` in the repository are
/// the sample run's output, with the sample's fixed "Generated" stamp: the README's first command
/// (`swift run boxoffice report --sample`) rewrites them with the same bytes. Regenerate them with
/// that command after changing a renderer.
@Suite struct CommittedReportsTests {
    @Test func latestAndIndexAreRegeneratedToo() throws {
        let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
        let run = try BinaryRunner()
        #expect(try run.run(["report", "--sample"], environment: run.environment(nil, ["SOURCE_DATE_EPOCH": nil])).status == 0)
        for name in ["latest.md", "latest.csv", "latest.html", "index.html", "feed.xml", ".feed.json"] {
            let committed = try Data(contentsOf: repository.appendingPathComponent("Reports/\(name)"))
            let fresh = try Data(contentsOf: run.directory.appendingPathComponent("Reports/\(name)"))
            #expect(fresh == committed, "Reports/\(name) is stale: regenerate it (see this file's comment)")
        }
        #expect(try run.file("Reports/latest.html") == run.file("Reports/daily/2026-01-25.html"))
    }

    @Test(arguments: ["md", "csv", "html"])
    func regeneratingTheSampleChangesNoByte(_ format: String) throws {
        let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
        let committed = try Data(contentsOf: repository.appendingPathComponent("Reports/daily/2026-01-25.\(format)"))
        let run = try BinaryRunner()
        let result = try run.run(["report", "--sample", "--format", format], environment: run.environment(nil, ["SOURCE_DATE_EPOCH": nil]))
        #expect(result.status == 0)
        let fresh = try Data(contentsOf: run.directory.appendingPathComponent("Reports/daily/2026-01-25.\(format)"))
        #expect(fresh == committed, "Reports/daily/2026-01-25.\(format) is stale: regenerate it (see this file's comment)")
    }
}
