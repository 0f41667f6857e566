@testable import BoxOfficeCLI
import BoxOfficeTestSupport
import Foundation
import Testing

/// The MCP resources are every report of every list the folder holds, and nothing else in it.
@Suite struct ReportsFolderResourcesTests {
    let scratch = TemporaryFolder("resources")

    @Test func segmentsAndRegionsAreServedBesideTheNationalReports() throws {
        let files = ["daily/2026-01-25.md", "daily-korean/2026-01-25.md", "weekly-region-0105001/weekend-2026-01-23.csv",
                     "daily-diversity/2026-01-24.html", "years/2026.json", "movies/20249255.html",
                     "distributors/20100043.html", "weekends/2026-01-23.json", "alltime.json",
                     // Not reports: a folder no list writes, a hidden file, the archive.
                     "daily-bogus/2026-01-25.md", "secrets/2026-01-25.md", "daily/.2026-01-25.md.tmp", "archive.sqlite"]
        for file in files {
            let path = scratch.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# \(file)\n".utf8).write(to: path)
        }
        let catalog = ReportsFolderResources(folder: scratch.url.path)
        let served = try catalog.resources()
        // Newest first; of one day, the whole market's report before a segment's.
        #expect(Set(served.map(\.uri)) == ["boxoffice://daily/2026-01-25.md", "boxoffice://daily-korean/2026-01-25.md",
                                           "boxoffice://daily-diversity/2026-01-24.html", "boxoffice://weekly-region-0105001/weekend-2026-01-23.csv",
                                           "boxoffice://years/2026.json", "boxoffice://movies/20249255.html",
                                           "boxoffice://distributors/20100043.html", "boxoffice://weekends/2026-01-23.json", "boxoffice://alltime.json"])
        #expect(Array(served.map(\.uri).prefix(2)) == ["boxoffice://daily/2026-01-25.md", "boxoffice://daily-korean/2026-01-25.md"])
        #expect(Array(served.map(\.title).prefix(2)) == ["Daily box office 2026-01-25 (md)", "Daily box office 2026-01-25 (md, korean list)"])
        #expect(served.contains { $0.title == "Year in review 2026 (json)" } && served.contains { $0.title == "Movie 20249255 (html)" })
        #expect(served.contains { $0.title == "Weekend box office 2026-01-23 (json)" } && served.contains { $0.title == "All-time box office (json)" })
        for resource in served { #expect(try catalog.read(resource.uri)?.text == "# \(resource.name)\n") }
        for uri in ["boxoffice://daily-bogus/2026-01-25.md", "boxoffice://secrets/2026-01-25.md", "boxoffice://daily-korean/../archive.sqlite"] {
            #expect(try catalog.read(uri) == nil, "\(uri)")
        }
    }
}
