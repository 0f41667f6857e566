import BoxOfficeDomain
import BoxOfficeMCP
import BoxOfficeReports
import Foundation

/// The reports folder's daily and weekly reports as resources (`boxoffice://daily/2026-01-25.md`),
/// the segments' and regions' too (`boxoffice://daily-korean/…`, `boxoffice://weekly-region-0105001/…`),
/// and the site's pages (`boxoffice://movies/20249255.html`, `months/2026-01.json`, `years/2026.json`),
/// newest first, so an assistant can attach yesterday's report as context. Reads nothing outside
/// those subfolders: a folder is served when a chart of one of KOFIC's lists would be written there,
/// or it is one of the site's.
struct ReportsFolderResources: ResourceCatalog {
    let folder: String

    static let scheme = "boxoffice://"
    static let periods = [SitePage.dailyFolder, SitePage.weeklyFolder]
    static let mimeTypes = ["md": "text/markdown", "csv": "text/csv", "html": "text/html", "json": "application/json"]

    func resources() throws -> [ServedResource] {
        var found: [ServedResource] = []
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for subfolder in folders.filter(Self.isReportFolder).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(subfolder)")) ?? []
            found += names.compactMap { resource(subfolder, $0) }
        }
        // The site's pages at the folder's top (the all-time chart).
        found += folders.filter { Self.isTopPage($0) }.compactMap { resource(nil, $0) }
        // Newest first: by the date in the name, a day before the week of the same date.
        return found.sorted { ($0.sortDate, $0.uri) > ($1.sortDate, $1.uri) }
    }

    func read(_ uri: String) throws -> (resource: ServedResource, text: String)? {
        guard uri.hasPrefix(Self.scheme) else { return nil }
        let parts = uri.dropFirst(Self.scheme.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1, Self.isTopPage(parts[0]), let resource = resource(nil, parts[0]),
           let data = FileManager.default.contents(atPath: "\(folder)/\(parts[0])") {
            return (resource, String(decoding: data, as: UTF8.self))
        }
        guard parts.count == 2, Self.isReportFolder(parts[0]), let resource = resource(parts[0], parts[1]),
              let data = FileManager.default.contents(atPath: "\(folder)/\(parts[0])/\(parts[1])") else { return nil }
        return (resource, String(decoding: data, as: UTF8.self))
    }

    /// A report file's resource; nil for anything else (hidden, temporary or unknown files).
    /// - Parameter subfolder: nil for a page at the folder's top.
    private func resource(_ subfolder: String?, _ name: String) -> ServedResource? {
        let pieces = name.split(separator: ".")
        guard pieces.count == 2, let mime = Self.mimeTypes[String(pieces[1])],
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else { return nil }
        let path = subfolder.map { "\($0)/\(name)" } ?? name
        let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(path)")[.size] as? Int) ?? nil
        let what = switch subfolder {
        case nil: "All-time box office"
        case SitePage.moviesFolder: "Movie"
        case SitePage.monthsFolder: "Month"
        case SitePage.yearsFolder: "Year in review"
        case SitePage.distributorsFolder: "Distributor"
        case SitePage.weekendsFolder: "Weekend box office"
        case let subfolder?: subfolder.hasPrefix(SitePage.dailyFolder) ? "Daily box office" : "Weekly box office"
        }
        let list = subfolder.flatMap(Self.list(of:)).map { $0.isWholeMarket ? "" : ", \($0.slug) list" } ?? ""
        let shown = subfolder == nil ? "" : "\(pieces[0]) "
        return ServedResource(uri: "\(Self.scheme)\(path)", name: path, title: "\(what) \(shown)(\(pieces[1])\(list))", mimeType: mime, size: size)
    }

    /// The list whose reports a subfolder holds (`daily` the whole market's, `daily-korean` …); nil
    /// for any other folder.
    static func list(of subfolder: String) -> ChartList? {
        guard subfolder.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        return periods.lazy.compactMap { ChartList.inFolder(subfolder, base: $0) }.first
    }

    /// The site's folders of pages (`boxoffice site`): a movie's, a month's, a year's, a distributor's, a weekend's.
    static let siteFolders = SitePage.pageFolders

    /// A page of the site at the folder's top that is served (`alltime.html`, `alltime.json`).
    static func isTopPage(_ name: String) -> Bool {
        let pieces = name.split(separator: ".")
        return pieces.count == 2 && String(pieces[0]) == SitePage.allTime.path && mimeTypes[String(pieces[1])] != nil
    }

    static func isReportFolder(_ subfolder: String) -> Bool { list(of: subfolder) != nil || siteFolders.contains(subfolder) }
}

private extension ServedResource {
    /// The last ISO date in the name (`weekend-2026-01-23` → 2026-01-23); "" for a page without one
    /// (the all-time chart: last).
    var sortDate: String {
        let tail = String(name.split(separator: "/").last?.split(separator: ".").first?.suffix(10) ?? "")
        return tail.first?.isNumber == true ? tail : ""
    }
}
