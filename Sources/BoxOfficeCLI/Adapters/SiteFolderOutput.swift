import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `SiteOutput` on a reports folder: each page's HTML and JSON beside it (`movies/CODE.html`,
/// `movies/CODE.json`), written together and atomically when their bytes change (`rebuild`: always),
/// and the front page through the reports folder's own (which lists the years and months).
struct SiteFolderOutput: SiteOutput {
    let reports: ReportsFolderOutput
    let rebuild: Bool

    func write(_ page: SitePage, files: [(format: String, contents: Data)]) throws -> Bool {
        let named = files.map { (file: page.file($0.format), contents: $0.contents) }
        if rebuild {
            try reports.folder.write(named)
            return true
        }
        return try reports.folder.writeIfChanged(named)
    }

    func exists(_ page: SitePage, format: String) -> Bool {
        reports.folder.exists([page.file(format)])
    }

    func reportFiles() -> [SitePage: [String]] { reports.reportFiles() }

    func hasPublishedMap() -> Bool { PublishedPagesFile(folder: reports.folder.root).isRecorded }

    func recordSite(archive: ArchiveIdentity?) throws { try SiteManifestFile(folder: reports.folder.root).record(reports.language, archive: archive) }

    func siteArchive() -> SiteArchive { SiteManifestFile(folder: reports.folder.root).archive() }

    func feedEntries(rebuildingFrom map: SiteMap) -> [FeedEntry] { reports.feedEntries(rebuildingFrom: map) }

    func writeFrontPages(_ files: FrontPageFiles) throws { try reports.writeFrontPages(files) }
}
