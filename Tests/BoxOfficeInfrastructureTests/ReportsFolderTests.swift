import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct ReportsFolderTests {
    let scratch = TemporaryFolder("reports-folder")

    @Test func writesReportsTogether() throws {
        let folder = ReportsFolder(root: scratch.path)
        let paths = try folder.write([("daily/2024-02-10.md", Data("a".utf8)), ("daily/2024-02-10.csv", Data("b".utf8))])
        #expect(paths == [scratch.path + "/daily/2024-02-10.md", scratch.path + "/daily/2024-02-10.csv"])
        #expect(folder.exists(["daily/2024-02-10.md", "daily/2024-02-10.csv"]))
        #expect(!folder.exists(["daily/2024-02-10.md", "daily/2024-02-10.html"]))
    }

    /// `latest.*` are copies of the newest day's files under the names the caller gives (the site
    /// map's), with the front pages in one set; a copy the caller names to remove is gone.
    @Test func frontPagesCopyTheNewestDay() throws {
        let folder = ReportsFolder(root: scratch.path)
        try folder.write([("daily/2024-02-09.md", Data("old".utf8)), ("daily/2024-02-09.html", Data("<p>old".utf8))])
        try folder.refreshFrontPages(copies: [("daily/2024-02-09.md", "latest.md"), ("daily/2024-02-09.html", "latest.html")], removing: [], pages: [])
        #expect(try String(contentsOfFile: scratch.path + "/latest.html", encoding: .utf8) == "<p>old")
        try folder.write([("daily/2024-02-10.md", Data("new".utf8))])
        try folder.refreshFrontPages(copies: [("daily/2024-02-10.md", "latest.md")], copying: { $1 + Data("!".utf8) }, removing: ["latest.html"],
                                     pages: [(file: "index.html", contents: Data("index".utf8))])
        #expect(try String(contentsOfFile: scratch.path + "/latest.md", encoding: .utf8) == "new!")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/latest.html"), "an older day's HTML is not the newest day's")
        #expect(try String(contentsOfFile: scratch.path + "/index.html", encoding: .utf8) == "index")
    }

    /// A page's files written where one of them differs, not where every one holds the same bytes.
    @Test func aPageIsWrittenOnlyWhereItChanged() throws {
        let folder = ReportsFolder(root: scratch.path)
        let page = [(file: "movies/1.html", contents: Data("a".utf8)), (file: "movies/1.json", contents: Data("{}".utf8))]
        #expect(try folder.writeIfChanged(page))
        #expect(try !folder.writeIfChanged(page))
        #expect(try folder.writeIfChanged([page[0], (file: "movies/1.json", contents: Data("[]".utf8))]))
        #expect(try String(contentsOfFile: scratch.path + "/movies/1.json", encoding: .utf8) == "[]")
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
