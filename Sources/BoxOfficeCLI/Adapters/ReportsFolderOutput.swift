import BoxOfficeData
import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `ReportsOutput` on a reports folder: writes the charts' files (recording them in the reports'
/// manifest) and the front pages `PublishFrontPages` made (`index.html`, `feed.xml`, whose entries
/// are kept in `.feed.json`, `latest.*`, the map's `.sitemap.json`), each name the site map's.
struct ReportsFolderOutput: ReportsOutput {
    static let feedState = SitePage.feedState

    let folder: ReportsFolder
    let language: ReportLanguage
    let siteURL: URL?
    /// The feed's rebuild dates an entry whose file has no time so.
    let generated: Date
    let warn: @Sendable (String) -> Void

    func exists(_ chart: Chart, formats: [OutputFormat]) -> Bool {
        folder.exists(formats.map { chart.page.file($0.rawValue) })
    }

    func write(_ chart: Chart, files: [(format: OutputFormat, contents: Data)]) throws -> [String] {
        // Which files each report wrote (the site map's to know, not to guess), recorded with them, all or none.
        let manifest = ReportsManifestFile(folder: folder.root)
        let record = try manifest.recording(chart.page, formats: files.map(\.format.rawValue)).map { [(file: ReportsManifestFile.name, contents: $0)] } ?? []
        return try folder.write(files.map { (file: chart.page.file($0.format.rawValue), contents: $0.contents) }, alongside: record)
    }

    func reportFiles() -> [SitePage: [String]] { ReportsManifestFile(folder: folder.root).reports() }

    func publishedPages() -> SiteMap.ArchivedPages? { PublishedPagesFile(folder: folder.root).pages() }

    func location(of subfolder: String) -> String { folder.path(subfolder) }

    func link(_ chart: Chart) -> String? {
        siteURL.map { _ in AtomFeedRenderer(language: language, siteURL: siteURL).href(chart.page.file("html")) }
    }

    func writeFrontPages(_ files: FrontPageFiles) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var pages = [(file: SitePage.front.file("html"), contents: files.index), (file: SitePage.feed.file("xml"), contents: files.feed),
                     (file: Self.feedState, contents: (try? encoder.encode(files.feedEntries)) ?? Data("[]".utf8))]
        if let site = files.map.pages { pages.append((file: SitePage.siteMapState, contents: PublishedPagesFile.contents(site))) }
        // `latest.*`: copies of the newest day's files; a format it lacks is an older day's copy, removed.
        let copies = files.map.newestDay.map { day in day.formats.map { (file: day.page.file($0), copy: SitePage.latest.file($0)) } } ?? []
        let removing = OutputFormat.allCases.map { SitePage.latest.file($0.rawValue) }.filter { name in !copies.contains { $0.copy == name } }
        // `latest.html` and `latest.md` at the root: their links one folder up.
        let rebased = ["html", "md"].map { (SitePage.latest.file($0), $0) }
        try folder.refreshFrontPages(copies: copies, copying: { copy, data in
            guard let format = rebased.first(where: { $0.0 == copy })?.1 else { return data }
            return Data(SitePage.fromRoot(dayFile: String(decoding: data, as: UTF8.self), format: format).utf8)
        }, removing: removing, pages: pages)
    }

    /// The feed's entries so far. An unreadable `.feed.json` is rebuilt from the whole market's
    /// reports the site map names (each one's Markdown title, its file's time), with a warning: the
    /// feed is never silently emptied.
    func feedEntries(rebuildingFrom map: SiteMap) -> [FeedEntry] {
        guard let data = folder.contents(of: Self.feedState) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        if let entries = try? decoder.decode([FeedEntry].self, from: data) { return entries }
        // Every report, whatever its formats: the entry links the HTML, else the Markdown, else the CSV.
        let rebuilt = map.reports.compactMap { page, formats -> FeedEntry? in
            let dailyTitle: String
            switch page {
            case .day(let date): dailyTitle = language.sentences.dailyTitle(language.longDate(date))
            case .weeklyReport(_, let list) where list.isWholeMarket: dailyTitle = page.name
            default: return nil
            }
            guard let folderName = page.folder, let format = ["html", "md", "csv"].first(where: formats.contains) else { return nil }
            let file = folder.path(page.file(format))
            let markdown = (try? String(contentsOfFile: folder.path(page.file("md")), encoding: .utf8)) ?? ""
            let title = markdown.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? dailyTitle
            let modified = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? generated
            return FeedEntry(id: FeedEntry.id(kind: folderName, name: page.name), title: title, summary: "", updated: modified,
                             path: page.file(format))
        }
        warn("\(folder.root)/\(Self.feedState) was unreadable; the feed was rebuilt from the \(rebuilt.count) reports in \(folder.root)")
        return FeedEntry.merge([], with: rebuilt)
    }
}

/// `RunLocking` with lock files: the output folder's `.boxoffice.lock` and each SQLite archive's.
struct FileRunLocks: RunLocking {
    /// The lock files, taken in this order.
    let paths: [String]
    /// The folders of archives' locks: made (when missing) readable by their owner alone, as an
    /// archive's folder is (a state folder), before a lock there would make it readable by all.
    private var privateFolders: [String] = []

    /// An output folder's lock (`OUTPUT/.boxoffice.lock`) and each archive's.
    init(output: String?, archives: [ArchiveLocation]) {
        let archiveLocks = archives.compactMap(\.lockPath)
        paths = (output.map { ["\($0)/\(SitePage.runLock)"] } ?? []) + archiveLocks
        privateFolders = archiveLocks.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty }
    }

    /// Lock files by path (the schedule's `BOXOFFICE_LOCK`).
    init(paths: [String]) { self.paths = paths }

    func acquire() throws -> RunLease {
        for folder in privateFolders where !FileManager.default.fileExists(atPath: folder) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var taken: [RunLock] = []
        do {
            for path in paths { taken.append(try RunLock(path: path)) }
        } catch {
            taken.forEach { $0.release() }
            throw error
        }
        return RunLease { taken.forEach { $0.release() } }
    }

    /// Tries again every tenth of a second (a `flock` that waits would hold a thread of the pool).
    func acquire(waitingUpTo seconds: Double) async throws -> RunLease? {
        let until = Date().addingTimeInterval(seconds)
        while true {
            do {
                return try acquire()
            } catch RunLock.Failure.held {
                guard Date() < until else { return nil }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
        }
    }
}

/// A webhook that answers within `seconds` or counts as not told.
struct WebhookDelivery: RunNotifier {
    let notifier: WebhookNotifier
    let seconds: Double

    func notify(_ message: String) async throws {
        let notifier = self.notifier
        try await withDeadline(seconds: seconds) { try await notifier.notify(message) }
    }
}
