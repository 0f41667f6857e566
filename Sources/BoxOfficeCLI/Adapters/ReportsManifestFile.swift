import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Which files each report wrote (`OUTPUT/.reports.json`: `{"reports": {"daily/2026-01-25": ["csv",
/// "html", "md"], "weekly/weekend-2026-01-23": ["md"]}}`, by the page's path), kept as it writes
/// them: the site map's reports, and whose a day's page is, known from here and never guessed from
/// the files' extensions.
struct ReportsManifestFile {
    static let name = SitePage.reportsManifest

    let folder: String
    private static let parsed = ParsedManifests()

    var path: String { "\(folder)/\(Self.name)" }

    /// The files each report wrote, by page. A folder whose manifest predates this form (none, or
    /// the whole market's days alone under `daily`) is read once from its report folders' listing:
    /// the upgrade from before the manifest; the next report recorded keeps it in this form.
    func reports() -> [SitePage: [String]] { read().reports }

    /// Records that a report wrote `formats` of `page` (with those it wrote before), atomically.
    func record(_ page: SitePage, formats: [String]) throws {
        guard let data = try recording(page, formats: formats) else { return }
        try AtomicFileWriter().write([(path: path, contents: data)])
    }

    /// The manifest's bytes once it records that a report wrote `formats` of `page`; nil when it
    /// records that already (to write with the report's files, in one set).
    func recording(_ page: SitePage, formats: [String]) throws -> Data? {
        var (reports, current) = read()
        let merged = Array(Set(reports[page] ?? []).union(formats)).sorted()
        guard merged != reports[page] || !current else { return nil }
        reports[page] = merged
        let data = ReportsManifestJSON.encode("reports", Dictionary(uniqueKeysWithValues: reports.map { ($0.key.path, $0.value) }))
        // What the file reads once these bytes are written (a read of other bytes parses them).
        Self.parsed.keep(reports, path: path, contents: data)
        return data
    }

    /// The manifest's reports, and whether it is in this form.
    private func read() -> (reports: [SitePage: [String]], current: Bool) {
        let contents = FileManager.default.contents(atPath: path)
        // A run reads it several times (the map before and after its reports, its own record): the
        // same bytes are parsed once (years of days are thousands of paths).
        if let contents, let parsed = Self.parsed.reports(path: path, contents: contents) { return (parsed, true) }
        let object = contents.flatMap(ReportsManifestJSON.decode)
        if let contents, let recorded = object?["reports"] {
            var reports: [SitePage: [String]] = [:]
            reports.reserveCapacity(recorded.count)
            for (path, formats) in recorded { if let page = SitePage(path: path) { reports[page] = formats } }
            Self.parsed.keep(reports, path: path, contents: contents)
            return (reports, true)
        }
        var reports = listed()
        // The whole market's days the first manifest recorded (which of a day's files a report wrote),
        // over those listed (days reported before it keep their listed files).
        for (iso, formats) in object?["daily"] ?? [:] { if let date = CalendarDate(iso: iso) { reports[.day(date)] = formats } }
        return (reports, false)
    }

    /// The report folders' files (`daily`, `weekly` and each list's): an older folder's reports, read
    /// once. A whole-market day with HTML and JSON alone is the site's page, not a report's.
    private func listed() -> [SitePage: [String]] {
        var reports: [SitePage: [String]] = [:]
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for subfolder in folders where SitePage.list(inFolder: subfolder, base: SitePage.dailyFolder) != nil
            || SitePage.list(inFolder: subfolder, base: SitePage.weeklyFolder) != nil {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(subfolder)")) ?? [] {
                guard let dot = file.lastIndex(of: "."), let page = SitePage(path: "\(subfolder)/\(file[..<dot])") else { continue }
                let format = String(file[file.index(after: dot)...])
                guard ["md", "csv", "html", "json"].contains(format) else { continue }
                reports[page, default: []].append(format)
            }
        }
        return reports.filter { page, formats in
            if case .day = page { return Set(formats) != Set(SiteMap.pageFormats) }
            return true
        }.mapValues { $0.sorted() }
    }
}

/// The manifests this process parsed, each with the bytes it was parsed from (a manifest whose bytes
/// changed is parsed again).
private final class ParsedManifests: @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: [String: (contents: Data, reports: [SitePage: [String]])] = [:]

    func reports(path: String, contents: Data) -> [SitePage: [String]]? {
        lock.withLock { parsed[path].flatMap { $0.contents == contents ? $0.reports : nil } }
    }

    func keep(_ reports: [SitePage: [String]], path: String, contents: Data) {
        lock.withLock { parsed[path] = (contents, reports) }
    }
}
