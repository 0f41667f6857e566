import BoxOfficeMCP
import Foundation

/// The reports folder's daily and weekly reports as resources (`boxoffice://daily/2026-01-25.md`),
/// newest first, so an assistant can attach yesterday's report as context. Reads nothing outside
/// those two subfolders.
struct ReportsFolderResources: ResourceCatalog {
    let folder: String

    static let scheme = "boxoffice://"
    static let subfolders = ["daily", "weekly"]
    static let mimeTypes = ["md": "text/markdown", "csv": "text/csv", "html": "text/html", "json": "application/json"]

    func resources() throws -> [ServedResource] {
        var found: [ServedResource] = []
        for subfolder in Self.subfolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(subfolder)")) ?? []
            found += names.compactMap { resource(subfolder, $0) }
        }
        // Newest first: by the date in the name, a day before the week of the same date.
        return found.sorted { ($0.sortDate, $0.uri) > ($1.sortDate, $1.uri) }
    }

    func read(_ uri: String) throws -> (resource: ServedResource, text: String)? {
        guard uri.hasPrefix(Self.scheme) else { return nil }
        let parts = uri.dropFirst(Self.scheme.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, Self.subfolders.contains(parts[0]), let resource = resource(parts[0], parts[1]),
              let data = FileManager.default.contents(atPath: "\(folder)/\(parts[0])/\(parts[1])") else { return nil }
        return (resource, String(decoding: data, as: UTF8.self))
    }

    /// A report file's resource; nil for anything else (hidden, temporary or unknown files).
    private func resource(_ subfolder: String, _ name: String) -> ServedResource? {
        let pieces = name.split(separator: ".")
        guard pieces.count == 2, let mime = Self.mimeTypes[String(pieces[1])],
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(subfolder)/\(name)")[.size] as? Int) ?? nil
        let what = subfolder == "daily" ? "Daily box office" : "Weekly box office"
        return ServedResource(uri: "\(Self.scheme)\(subfolder)/\(name)", name: "\(subfolder)/\(name)",
                              title: "\(what) \(pieces[0]) (\(pieces[1]))", mimeType: mime, size: size)
    }
}

private extension ServedResource {
    /// The last ISO date in the name (`weekend-2026-01-23` → 2026-01-23).
    var sortDate: String { String(name.split(separator: "/").last?.split(separator: ".").first?.suffix(10) ?? "") }
}
