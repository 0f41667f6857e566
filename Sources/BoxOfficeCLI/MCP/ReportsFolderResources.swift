import BoxOfficeDomain
import BoxOfficeMCP
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
    static let periods = ["daily", "weekly"]
    static let mimeTypes = ["md": "text/markdown", "csv": "text/csv", "html": "text/html", "json": "application/json"]

    func resources() throws -> [ServedResource] {
        var found: [ServedResource] = []
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for subfolder in folders.filter(Self.isReportFolder).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(subfolder)")) ?? []
            found += names.compactMap { resource(subfolder, $0) }
        }
        // Newest first: by the date in the name, a day before the week of the same date.
        return found.sorted { ($0.sortDate, $0.uri) > ($1.sortDate, $1.uri) }
    }

    func read(_ uri: String) throws -> (resource: ServedResource, text: String)? {
        guard uri.hasPrefix(Self.scheme) else { return nil }
        let parts = uri.dropFirst(Self.scheme.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, Self.isReportFolder(parts[0]), let resource = resource(parts[0], parts[1]),
              let data = FileManager.default.contents(atPath: "\(folder)/\(parts[0])/\(parts[1])") else { return nil }
        return (resource, String(decoding: data, as: UTF8.self))
    }

    /// A report file's resource; nil for anything else (hidden, temporary or unknown files).
    private func resource(_ subfolder: String, _ name: String) -> ServedResource? {
        let pieces = name.split(separator: ".")
        guard pieces.count == 2, let mime = Self.mimeTypes[String(pieces[1])],
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(subfolder)/\(name)")[.size] as? Int) ?? nil
        let what = switch subfolder {
        case "movies": "Movie"
        case "months": "Month"
        case "years": "Year in review"
        default: subfolder.hasPrefix("daily") ? "Daily box office" : "Weekly box office"
        }
        let list = Self.list(of: subfolder).map { $0.isWholeMarket ? "" : ", \($0.slug) list" } ?? ""
        return ServedResource(uri: "\(Self.scheme)\(subfolder)/\(name)", name: "\(subfolder)/\(name)",
                              title: "\(what) \(pieces[0]) (\(pieces[1])\(list))", mimeType: mime, size: size)
    }

    /// The list whose reports a subfolder holds (`daily` the whole market's, `daily-korean` …); nil
    /// for any other folder.
    static func list(of subfolder: String) -> ChartList? {
        for period in periods {
            if subfolder == period { return .all }
            guard subfolder.hasPrefix(period + "-"), let list = ChartList(slug: String(subfolder.dropFirst(period.count + 1))),
                  list.folder(period) == subfolder, subfolder.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else { continue }
            return list
        }
        return nil
    }

    /// The site's folders of pages (`boxoffice site`): a movie's, a month's, a year's.
    static let siteFolders = ["movies", "months", "years"]

    static func isReportFolder(_ subfolder: String) -> Bool { list(of: subfolder) != nil || siteFolders.contains(subfolder) }
}

private extension ServedResource {
    /// The last ISO date in the name (`weekend-2026-01-23` → 2026-01-23).
    var sortDate: String { String(name.split(separator: "/").last?.split(separator: ".").first?.suffix(10) ?? "") }
}
