import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct ReportsFolderTests {
    let scratch = TemporaryFolder("reports-folder")
    /// The names the CLI gives it (the site map's), as literals: what a reader of the folder finds.
    static let layout = ReportsFolder.Layout(daily: "daily", weekly: "weekly", latest: "latest")

    @Test func writesReportsAndListsThemNewestFirst() throws {
        let folder = ReportsFolder(root: scratch.path, formats: ["md", "csv", "html"], layout: Self.layout)
        let paths = try folder.write(kind: "daily", name: "2024-02-10", files: [("md", Data("a".utf8)), ("csv", Data("b".utf8))])
        #expect(paths == [scratch.path + "/daily/2024-02-10.md", scratch.path + "/daily/2024-02-10.csv"])
        try folder.write(kind: "daily", name: "2024-02-09", files: [("html", Data("c".utf8))])
        // Not reports: hidden temporaries, other extensions, names without a date.
        for name in [".2024-02-11.md.tmp-1-2", "2024-02-12.txt", "notes.md", "archive.sqlite"] {
            _ = FileManager.default.createFile(atPath: scratch.path + "/daily/" + name, contents: Data())
        }
        #expect(folder.listing(kind: "daily") == [
            .init(kind: "daily", name: "2024-02-10", formats: ["csv", "md"]),
            .init(kind: "daily", name: "2024-02-09", formats: ["html"]),
        ])
        #expect(folder.exists(kind: "daily", name: "2024-02-10", formats: ["md", "csv"]))
        #expect(!folder.exists(kind: "daily", name: "2024-02-10", formats: ["md", "html"]))
    }

    @Test func frontPagesCopyTheNewestDayAndSeeTheWholeListing() throws {
        let folder = ReportsFolder(root: scratch.path, formats: ["md", "html"], layout: Self.layout)
        try folder.write(kind: "daily", name: "2024-02-09", files: [("md", Data("old".utf8))])
        try folder.write(kind: "daily", name: "2024-02-10", files: [("md", Data("new".utf8)), ("html", Data("<p>new".utf8))])
        // A segment's reports (a folder with no report is no segment's).
        try folder.write(kind: "daily-korean", name: "2024-02-10", files: [("md", Data("korean".utf8))])
        try folder.write(kind: "weekly-korean", name: "weekend-2024-02-02", files: [("md", Data("korean weekend".utf8))])
        try FileManager.default.createDirectory(atPath: scratch.path + "/daily-foreign", withIntermediateDirectories: true)
        var seen: [ReportsFolder.Report] = [], segments: [ReportsFolder.Report] = []
        try folder.refreshFrontPages { reports, _, others in
            (seen, segments) = (reports, others)
            return [(name: "index.html", contents: Data("index of \(reports.count)".utf8))]
        }
        #expect(seen.map(\.name) == ["2024-02-10", "2024-02-09"])
        #expect(segments.map { "\($0.kind)/\($0.name)" } == ["daily-korean/2024-02-10", "weekly-korean/weekend-2024-02-02"])
        #expect(try String(contentsOfFile: scratch.path + "/latest.md", encoding: .utf8) == "new", "the national list's newest day, not a segment's")
        #expect(try String(contentsOfFile: scratch.path + "/latest.md", encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: scratch.path + "/latest.html", encoding: .utf8) == "<p>new")
        #expect(try String(contentsOfFile: scratch.path + "/index.html", encoding: .utf8) == "index of 2")
    }
}

@Suite struct HostFactsTests {
    @Test func theSchedulerFound() {
        #expect(HostFacts.scheduler { $0 == "/run/systemd/system" || $0 == "/usr/sbin/cron" } == .systemd)
        #expect(HostFacts.scheduler { $0 == "/usr/sbin/cron" } == .cron)
        #expect(HostFacts.scheduler { _ in false } == .none)
    }

    @Test func theHostZoneFromTZFirst() {
        #expect(HostFacts.timeZone(environment: ["TZ": "America/Los_Angeles"]) == "America/Los_Angeles")
        #expect(HostFacts.timeZone(environment: ["TZ": ""]) == "UTC (TZ is empty)")
        #expect(!HostFacts.timeZone(environment: [:]).isEmpty)
    }
}
