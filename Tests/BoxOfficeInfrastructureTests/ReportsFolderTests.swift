import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct ReportsFolderTests {
    let scratch = TemporaryFolder("reports-folder")
    /// The names the CLI gives it (the site map's), as literals: what a reader of the folder finds.
    static let layout = ReportsFolder.Layout(latest: "latest")

    @Test func writesReportsTogether() throws {
        let folder = ReportsFolder(root: scratch.path, formats: ["md", "csv", "html"], layout: Self.layout)
        let paths = try folder.write(kind: "daily", name: "2024-02-10", files: [("md", Data("a".utf8)), ("csv", Data("b".utf8))])
        #expect(paths == [scratch.path + "/daily/2024-02-10.md", scratch.path + "/daily/2024-02-10.csv"])
        #expect(folder.exists(kind: "daily", name: "2024-02-10", formats: ["md", "csv"]))
        #expect(!folder.exists(kind: "daily", name: "2024-02-10", formats: ["md", "html"]))
    }

    /// `latest.*` are the newest day's files as the caller names them (the site map's), with the front
    /// pages in one set; a format the newest day lacks is not left from an older one.
    @Test func frontPagesCopyTheNewestDay() throws {
        let folder = ReportsFolder(root: scratch.path, formats: ["md", "html"], layout: Self.layout)
        try folder.write(kind: "daily", name: "2024-02-09", files: [("md", Data("old".utf8)), ("html", Data("<p>old".utf8))])
        try folder.refreshFrontPages(newest: .init(kind: "daily", name: "2024-02-09", formats: ["md", "html"]), pages: [])
        #expect(try String(contentsOfFile: scratch.path + "/latest.html", encoding: .utf8) == "<p>old")
        try folder.write(kind: "daily", name: "2024-02-10", files: [("md", Data("new".utf8))])
        try folder.refreshFrontPages(newest: .init(kind: "daily", name: "2024-02-10", formats: ["md"]), latest: { $1 + Data("!".utf8) },
                                     pages: [(name: "index.html", contents: Data("index".utf8))])
        #expect(try String(contentsOfFile: scratch.path + "/latest.md", encoding: .utf8) == "new!")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/latest.html"), "an older day's HTML is not the newest day's")
        #expect(try String(contentsOfFile: scratch.path + "/index.html", encoding: .utf8) == "index")
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
