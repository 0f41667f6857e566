import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// `Reports/` in the repository is the sample run's output, with the sample's fixed "Generated"
/// stamp: the README's first command (`swift run boxoffice report --sample`) rewrites it with the same
/// bytes: the day's reports, `latest.*`, the front page, the feed and the bundled week's site (its days,
/// movies, month, year and distributors). Regenerate it with that command after changing a renderer.
@Suite struct CommittedReportsTests {
    @Test func everyFileOfTheSampleRunIsCommittedAsItIsWritten() async throws {
        let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--sample"], environment: run.environment(nil, ["SOURCE_DATE_EPOCH": nil])).status == 0)
        let written = run.files().filter { $0.hasPrefix("Reports/") && !$0.hasSuffix(".lock") }
        // The site: the week's other days, every movie, the month, the year; and the run's own files.
        #expect(written.contains("Reports/daily/2026-01-19.html") && written.contains("Reports/months/2026-01.json")
                && written.contains("Reports/years/2026.html") && written.contains("Reports/movies/20249255.html"), "\(written)")
        for name in written {
            let committed = try? Data(contentsOf: repository.appendingPathComponent(name))
            let fresh = try Data(contentsOf: run.directory.appendingPathComponent(name))
            #expect(fresh == committed, "\(name) is stale or missing: regenerate it (see this file's comment)")
        }
        // Nothing committed that the run no longer writes.
        let committed = (FileManager.default.enumerator(atPath: repository.appendingPathComponent("Reports").path)?.allObjects as? [String] ?? [])
            .map { "Reports/" + $0 }.filter { name in
                var folder: ObjCBool = false
                return FileManager.default.fileExists(atPath: repository.appendingPathComponent(name).path, isDirectory: &folder) && !folder.boolValue
                    && !name.hasSuffix(".lock") && !name.contains("sqlite") && !name.hasSuffix(".log") && !name.contains("/.cron")
                    && !name.hasPrefix("Reports/books/") && !name.hasPrefix("Reports/history/")
            }
        #expect(Set(committed).subtracting(written).isEmpty, "\(Set(committed).subtracting(written).sorted())")
        #expect(try run.file("Reports/latest.html") == SitePage.fromRoot(dayHTML: run.file("Reports/daily/2026-01-25.html")))
    }

    @Test(arguments: ["md", "csv", "html"])
    func regeneratingTheSampleChangesNoByte(_ format: String) async throws {
        let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
        let committed = try Data(contentsOf: repository.appendingPathComponent("Reports/daily/2026-01-25.\(format)"))
        let run = try BinaryRunner()
        let result = try await run.run(["report", "--sample", "--format", format], environment: run.environment(nil, ["SOURCE_DATE_EPOCH": nil]))
        #expect(result.status == 0)
        let fresh = try Data(contentsOf: run.directory.appendingPathComponent("Reports/daily/2026-01-25.\(format)"))
        #expect(fresh == committed, "Reports/daily/2026-01-25.\(format) is stale: regenerate it (see this file's comment)")
    }
}
