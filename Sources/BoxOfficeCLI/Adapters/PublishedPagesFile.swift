import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// The site's pages as the folder last published them (`OUTPUT/.sitemap.json`: `{"days": [...],
/// "weekends": [...], "movies": [...], "distributors": [...]}`), written with the front page: what a
/// reader of the folder alone (the MCP resources) knows the site map from, without the archive.
struct PublishedPagesFile {
    static let name = SitePage.siteMapState

    let folder: String

    var path: String { "\(folder)/\(Self.name)" }

    /// Whether the folder has the file (a site kept since the map: every page it names written).
    var isRecorded: Bool { FileManager.default.fileExists(atPath: path) }

    /// The file's bytes for `pages`.
    static func contents(_ pages: SiteMap.ArchivedPages) -> Data {
        Data(PageJSON.object([("days", .array(pages.days.map { .text($0.iso) })), ("weekends", .array(pages.weekends.map { .text($0.iso) })),
                         ("movies", .array(pages.movies.map { .text($0.rawValue) })), ("distributors", .array(pages.distributors.map { .text($0) }))])
            .rendered().utf8)
    }

    /// The site's pages; nil where the folder holds no site. A site built before this file existed
    /// is read from its folders' listing until a run that writes records it (the upgrade).
    func pages() -> SiteMap.ArchivedPages? {
        if let data = FileManager.default.contents(atPath: path), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            func texts(_ key: String) -> [String] { (object[key] as? [String]) ?? [] }
            return SiteMap.ArchivedPages(days: texts("days").compactMap(CalendarDate.init(iso:)), weekends: texts("weekends").compactMap(CalendarDate.init(iso:)),
                                 movies: texts("movies").compactMap(MovieCode.init), distributors: texts("distributors"))
        }
        guard SiteManifestFile(folder: folder).holdsSite else { return nil }
        func listed(_ subfolder: String) -> [SitePage] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(subfolder)")) ?? []).compactMap { file in
                file.hasSuffix(".html") ? SitePage(path: "\(subfolder)/\(file.dropLast(5))") : nil
            }
        }
        return SiteMap.ArchivedPages(days: listed(SitePage.dailyFolder).compactMap { if case .day(let date) = $0 { date } else { nil } },
                             weekends: listed(SitePage.weekendsFolder).compactMap { if case .weekend(let date) = $0 { date } else { nil } },
                             movies: listed(SitePage.moviesFolder).compactMap { if case .movie(let code) = $0 { code } else { nil } },
                             distributors: listed(SitePage.distributorsFolder).compactMap { if case .distributor(let code) = $0 { code } else { nil } })
    }
}
