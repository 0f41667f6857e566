import BoxOfficeData
import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `ReportsOutput` on a reports folder: the charts' files, `latest.*`, `index.html` and the Atom
/// feed `feed.xml`, whose entries are kept in `.feed.json` (each name the site map's, `SitePage`).
struct ReportsFolderOutput: ReportsOutput {
    static let feedState = SitePage.feedState

    let folder: ReportsFolder
    let language: ReportLanguage
    let siteURL: URL?
    let generated: Date
    let generatedAt: String
    let warn: @Sendable (String) -> Void

    func exists(_ chart: Chart, formats: [OutputFormat]) -> Bool {
        folder.exists(kind: chart.folder, name: chart.name, formats: formats.map(\.rawValue))
    }

    func write(_ chart: Chart, files: [(format: OutputFormat, contents: Data)]) throws -> [String] {
        let paths = try folder.write(kind: chart.folder, name: chart.name, files: files.map { (format: $0.format.rawValue, contents: $0.contents) })
        // Which files each report wrote: the site map's to know, not to guess.
        try ReportsManifestFile(folder: folder.root).record(chart.page, formats: files.map(\.format.rawValue))
        return paths
    }

    func reportFiles() -> [SitePage: [String]] { ReportsManifestFile(folder: folder.root).reports() }

    func publishedPages() -> SiteMap.Pages? { SiteMapFile(folder: folder.root).pages() }

    func location(of subfolder: String) -> String { "\(folder.root)/\(subfolder)" }

    func link(_ chart: Chart) -> String? {
        siteURL.map { _ in AtomFeedRenderer(language: language, siteURL: siteURL).href(chart.page.path + ".html") }
    }

    func refreshFrontPages(entries: [FeedEntry], regionNames: [String: String], front: SiteFront?, map: SiteMap) throws {
        let indexBuilder = ReportIndexBuilder(language: language, generatedAt: generatedAt)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let feedEntries = FeedEntry.merge(existingEntries(map), with: entries)
        let feed = AtomFeedRenderer(language: language, siteURL: siteURL)
        let listed = Self.listed(map, regionNames: regionNames)
        var index = indexBuilder.build(days: listed.days, weeks: listed.weeks, segments: listed.segments, front: front)
        index.feedLink = feed.href(SitePage.feed.path + ".xml")
        var pages = [(name: SitePage.front.path + ".html", contents: Data(HTMLRenderer().render(index).utf8)),
                     (name: SitePage.feed.path + ".xml", contents: Data(feed.render(feedEntries, generated: generated).utf8)),
                     (name: Self.feedState, contents: (try? encoder.encode(feedEntries)) ?? Data("[]".utf8))]
        if let site = map.pages { pages.append((name: SitePage.siteMapState, contents: SiteMapFile.contents(site))) }
        // `latest.*`: the newest whole-market day's files, whoever wrote them.
        let newest = listed.days.first.map { ReportsFolder.Report(kind: SitePage.dailyFolder, name: $0.date.iso, formats: $0.formats) }
        try folder.refreshFrontPages(newest: newest, latest: { format, data in
            format == "html" ? Data(SitePage.fromRoot(dayHTML: String(decoding: data, as: UTF8.self)).utf8) : data
        }, pages: pages)
    }

    /// The front page's lists from the site map: the whole market's days and weekends, newest first,
    /// and each segment's and region's (the named lists in their table's order, regions by code; a
    /// region named as KOBIS's code table names it, else by its code).
    static func listed(_ map: SiteMap, regionNames: [String: String])
        -> (days: [(date: CalendarDate, formats: [String])], weeks: [ReportIndexBuilder.Weekly], segments: [ReportIndexBuilder.Segment]) {
        var days: [(date: CalendarDate, formats: [String])] = [], weeks: [ReportIndexBuilder.Weekly] = []
        var segments: [String: ReportIndexBuilder.Segment] = [:]
        func segment(_ list: ChartList) -> ReportIndexBuilder.Segment {
            segments[list.slug] ?? ReportIndexBuilder.Segment(list: list.regionCode.map { ChartList.region($0, name: regionNames[$0]) } ?? list, days: [], weeks: [])
        }
        for entry in map.entries {
            switch entry.page {
            case .day(let date): days.append((date, entry.formats))
            case .dailyReport(let date, let list): segments[list.slug] = { var s = segment(list); s.days.append((date, entry.formats)); return s }()
            case .weeklyReport(let range, let list):
                let week = ReportIndexBuilder.Weekly(range: range, name: entry.page.name, formats: entry.formats)
                if list.isWholeMarket { weeks.append(week) } else { segments[list.slug] = { var s = segment(list); s.weeks.append(week); return s }() }
            default: break
            }
        }
        func newestFirst(_ segment: ReportIndexBuilder.Segment) -> ReportIndexBuilder.Segment {
            var segment = segment
            segment.days.sort { $0.date > $1.date }
            segment.weeks.sort { ($0.range.start, $0.name) > ($1.range.start, $1.name) }
            return segment
        }
        return (days.sorted { $0.date > $1.date }, weeks.sorted { ($0.range.start, $0.name) > ($1.range.start, $1.name) },
                segments.values.map(newestFirst).sorted { ($0.list.displayOrder, $0.list.slug) < ($1.list.displayOrder, $1.list.slug) })
    }

    /// The feed's entries so far. An unreadable `.feed.json` is rebuilt from the whole market's
    /// reports the site map names (each one's Markdown title, its file's time), with a warning: the
    /// feed is never silently emptied.
    private func existingEntries(_ map: SiteMap) -> [FeedEntry] {
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
            let file = "\(folder.root)/\(page.path).\(format)"
            let markdown = (try? String(contentsOfFile: "\(folder.root)/\(page.path).md", encoding: .utf8)) ?? ""
            let title = markdown.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? dailyTitle
            let modified = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? generated
            return FeedEntry(id: FeedEntry.id(kind: folderName, name: page.name), title: title, summary: "", updated: modified,
                             path: "\(page.path).\(format)")
        }
        warn("\(folder.root)/\(Self.feedState) was unreadable; the feed was rebuilt from the \(rebuilt.count) reports in \(folder.root)")
        return FeedEntry.merge([], with: rebuilt)
    }
}

/// `RunLocking` with lock files: the output folder's `.boxoffice.lock` and each SQLite archive's.
struct FileRunLocks: RunLocking {
    /// The lock files, taken in this order.
    let paths: [String]

    /// An output folder's lock (`OUTPUT/.boxoffice.lock`) and each archive's.
    init(output: String?, archives: [ArchiveLocation]) {
        paths = (output.map { ["\($0)/\(SitePage.runLock)"] } ?? []) + archives.compactMap(\.lockPath)
    }

    /// Lock files by path (the schedule's `BOXOFFICE_LOCK`).
    init(paths: [String]) { self.paths = paths }

    func acquire() throws -> RunLease {
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
