@testable import BoxOfficeCLI
import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// The MCP resources are exactly the files the folder's site map names: every report of every list,
/// the site's pages, the front page and the feed; nothing else in the folder.
@Suite struct ReportsFolderResourcesTests {
    let scratch = TemporaryFolder("resources")

    func make(_ files: [String]) throws {
        for file in files {
            let path = scratch.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# \(file)\n".utf8).write(to: path)
        }
    }

    static let reports = ["daily/2026-01-25.md", "daily-korean/2026-01-25.md", "weekly-region-0105001/weekend-2026-01-23.csv",
                          "daily-diversity/2026-01-24.html", "weekly/weekend-2026-01-23.html"]
    static let pages = ["years/2026", "months/2026-01", "movies/20249255", "distributors/20100043", "weekends/2026-01-23", "alltime", "daily/2026-01-24"]
        .flatMap { ["\($0).html", "\($0).json"] }
    /// Not published: a folder no list writes, a hidden temporary, the archive, a page the map does not name.
    static let others = ["daily-bogus/2026-01-25.md", "secrets/2026-01-25.md", "daily/.2026-01-25.md.tmp", "archive.sqlite", "movies/20990001.html"]

    @Test func theSiteMapsFilesAreServedAndNothingElse() throws {
        // Every file the folder publishes (as the runs leave it), and files it does not.
        try make(Self.reports + Self.pages + Self.others + ["index.html", "feed.xml", "latest.md", "latest.html", "latest.json",
                                                             "daily/2026-01-25.html", "daily/2026-01-25.json"])
        let manifest = ReportsManifestFile(folder: scratch.url.path)
        for file in Self.reports {
            let page = try #require(SitePage(path: String(file[..<file.lastIndex(of: ".")!])))
            try manifest.record(page, formats: [String(file.split(separator: ".").last!)])
        }
        let pages = SiteMap.ArchivedPages(days: [CalendarDate(iso: "2026-01-24")!, CalendarDate(iso: "2026-01-25")!], weekends: [CalendarDate(iso: "2026-01-23")!],
                                  movies: [MovieCode("20249255")!], distributors: ["20100043"])
        try PublishedPagesFile.contents(pages).write(to: scratch.url.appendingPathComponent(SitePage.siteMapState))
        let catalog = ReportsFolderResources(folder: scratch.url.path)
        let served = try catalog.resources()
        // The newest day's report files with the site's page of it (HTML and JSON, no report wrote its HTML).
        let wanted = Set((Self.reports + Self.pages + ["daily/2026-01-25.html", "daily/2026-01-25.json", "index.html", "feed.xml", "latest.md",
                                                       "latest.html", "latest.json"]).map { "boxoffice://\($0)" })
        #expect(Set(served.map(\.uri)) == wanted, "\(Set(served.map(\.uri)).symmetricDifference(wanted).sorted())")
        // Newest first; of one day, the whole market's report before a segment's.
        #expect(served.first?.uri.hasPrefix("boxoffice://daily/2026-01-25.") == true, "\(served.map(\.uri))")
        #expect(served.contains { $0.title == "Daily box office 2026-01-25 (md, korean list)" })
        #expect(served.contains { $0.title == "Year in review 2026 (json)" } && served.contains { $0.title == "Movie 20249255 (html)" })
        #expect(served.contains { $0.title == "Weekend box office 2026-01-23 (json)" } && served.contains { $0.title == "All-time box office (json)" })
        #expect(served.contains { $0.title == "Distributor 20100043 (html)" } && served.contains { $0.title == "Atom feed (xml)" && $0.mimeType == "application/atom+xml" })
        for resource in served { #expect(try catalog.read(resource.uri)?.text == "# \(resource.name)\n") }
        for uri in ["boxoffice://daily-bogus/2026-01-25.md", "boxoffice://secrets/2026-01-25.md", "boxoffice://daily-korean/../archive.sqlite",
                    "boxoffice://movies/20990001.html", "boxoffice://archive.sqlite"] {
            #expect(try catalog.read(uri) == nil, "\(uri)")
        }
    }

    /// An empty folder publishes nothing yet: no resource (not even a front page no run has written).
    @Test func anEmptyFolderServesNothing() throws {
        #expect(try ReportsFolderResources(folder: scratch.url.path).resources().isEmpty)
    }

    /// A folder whose manifest recorded the whole market's days alone (`{"daily": …}`) keeps the days
    /// reported before it, as listed, and the segments' reports.
    @Test func aFolderWithTheFirstManifestKeepsEveryReport() throws {
        try make(["daily/2026-01-20.md", "daily/2026-01-20.csv", "daily/2026-01-25.md", "daily/2026-01-25.html", "daily-korean/2026-01-25.md"])
        try Data(#"{"daily": {"2026-01-25": ["html", "md"]}}"#.utf8).write(to: scratch.url.appendingPathComponent(SitePage.reportsManifest))
        let served = Set(try ReportsFolderResources(folder: scratch.url.path).resources().map(\.uri))
        for file in ["daily/2026-01-20.md", "daily/2026-01-20.csv", "daily/2026-01-25.md", "daily/2026-01-25.html", "daily-korean/2026-01-25.md"] {
            #expect(served.contains("boxoffice://\(file)"), "\(file)")
        }
        // Recording a new report keeps them (the manifest is rewritten in its current form with every one).
        try ReportsManifestFile(folder: scratch.url.path).record(.day(CalendarDate(iso: "2026-01-26")!), formats: ["md"])
        #expect(ReportsManifestFile(folder: scratch.url.path).reports()[.day(CalendarDate(iso: "2026-01-20")!)] == ["csv", "md"])
    }

    /// A folder written before the manifest and the map (files alone, a site's manifest) is read once
    /// from its listing: every URI served before is served still.
    @Test func aFolderFromBeforeTheMapKeepsItsResources() throws {
        // No manifest of any kind: a site from before `.site.json` too.
        try make(Self.reports + Self.pages + Self.others.filter { !$0.hasPrefix("movies/") })
        let served = Set(try ReportsFolderResources(folder: scratch.url.path).resources().map(\.uri))
        let before = Set((Self.reports + Self.pages).map { "boxoffice://\($0)" })
        #expect(before.isSubset(of: served), "\(before.subtracting(served).sorted())")
        #expect(!served.contains("boxoffice://daily-bogus/2026-01-25.md") && !served.contains("boxoffice://archive.sqlite"))
    }
}
