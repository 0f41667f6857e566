import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeMCP
import BoxOfficeReports
import Foundation

/// Every file the reports folder's site map names, as resources (`boxoffice://daily/2026-01-25.md`,
/// `boxoffice://daily-korean/…`, `boxoffice://movies/20249255.html`, `boxoffice://alltime.json`,
/// `boxoffice://index.html`), newest first, so an assistant can attach yesterday's report as context.
/// The map is the folder's own record (`.reports.json`, `.sitemap.json`), so nothing else in the
/// folder is served and nothing published is left out.
struct ReportsFolderResources: ResourceCatalog {
    let folder: String

    static let scheme = "boxoffice://"
    static let mimeTypes = ["md": "text/markdown", "csv": "text/csv", "html": "text/html", "json": "application/json", "xml": "application/atom+xml"]

    /// The folder's site map, as the last run that wrote it published it.
    var map: SiteMap { SiteMap(reports: ReportsManifestFile(folder: folder).reports(), pages: PublishedPagesFile(folder: folder).pages()) }

    func resources() throws -> [ServedResource] {
        // Newest first: by the page's date (undated pages last); of one date, by path, descending.
        let found = map.entries.flatMap { entry in entry.formats.compactMap { format in resource(entry.page, format: format).map { (entry.page.date?.iso ?? "", $0) } } }
        return found.sorted { ($0.0, $0.1.uri) > ($1.0, $1.1.uri) }.map(\.1)
    }

    func read(_ uri: String) throws -> (resource: ServedResource, text: String)? {
        guard uri.hasPrefix(Self.scheme) else { return nil }
        let path = String(uri.dropFirst(Self.scheme.count))
        guard let dot = path.lastIndex(of: "."), let page = SitePage(path: String(path[..<dot])) else { return nil }
        let format = String(path[path.index(after: dot)...])
        guard map.entries.contains(where: { $0.page == page && $0.formats.contains(format) }), let resource = resource(page, format: format),
              let data = FileManager.default.contents(atPath: "\(folder)/\(path)") else { return nil }
        return (resource, String(decoding: data, as: UTF8.self))
    }

    /// A published file's resource.
    private func resource(_ page: SitePage, format: String) -> ServedResource? {
        guard let mime = Self.mimeTypes[format] else { return nil }
        let path = page.file(format)
        let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(path)")[.size] as? Int) ?? nil
        // A site's page is titled by its kind's declaration; the reports and the folder's own files here.
        let (what, list): (String, ChartList?) = if let title = SitePageKinds.resourceTitle(of: page) { (title, nil) } else {
            switch page {
            case .front: ("Front page", nil)
            case .feed: ("Atom feed", nil)
            case .latest: ("Latest daily box office", nil)
            case .dailyReport(_, let list): ("Daily box office", list)
            case .weeklyReport(_, let list): ("Weekly box office", list)
            default: ("Page", nil)
            }
        }
        let shown = page.folder == nil ? "" : "\(page.name) "
        let listNote = list.map { $0.isWholeMarket ? "" : ", \($0.slug) list" } ?? ""
        return ServedResource(uri: "\(Self.scheme)\(path)", name: path, title: "\(what) \(shown)(\(format)\(listNote))", mimeType: mime, size: size)
    }
}
