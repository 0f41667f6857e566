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
        // Which files a report wrote of a whole-market day: the site's to know, not to guess.
        if let date = chart.date, chart.list.isWholeMarket {
            try ReportsManifestFile(folder: folder.root).record(date, formats: files.map(\.format.rawValue))
        }
        return paths
    }

    func location(of subfolder: String) -> String { "\(folder.root)/\(subfolder)" }

    func link(_ chart: Chart) -> String? {
        siteURL.map { _ in AtomFeedRenderer(language: language, siteURL: siteURL).href(chart.page.path + ".html") }
    }

    func refreshFrontPages(entries: [FeedEntry], regionNames: [String: String], front: SiteFront?) throws {
        let indexBuilder = ReportIndexBuilder(language: language, generatedAt: generatedAt)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let feedEntries = FeedEntry.merge(existingEntries(), with: entries)
        let feed = AtomFeedRenderer(language: language, siteURL: siteURL)
        let generated = self.generated
        let latest = { (format: String, data: Data) in
            format == "html" ? Data(SitePage.fromRoot(dayHTML: String(decoding: data, as: UTF8.self)).utf8) : data
        }
        try folder.refreshFrontPages(latest: latest) { daily, weekly, segments in
            var index = indexBuilder.build(days: Self.days(daily), weeks: Self.weeks(weekly), segments: Self.segments(segments, regionNames: regionNames),
                                           front: front)
            index.feedLink = feed.href(SitePage.feed.path + ".xml")
            return [(name: SitePage.front.path + ".html", contents: Data(HTMLRenderer().render(index).utf8)),
                    (name: SitePage.feed.path + ".xml", contents: Data(feed.render(feedEntries, generated: generated).utf8)),
                    (name: Self.feedState, contents: (try? encoder.encode(feedEntries)) ?? Data("[]".utf8))]
        }
    }

    static func days(_ reports: [ReportsFolder.Report]) -> [(date: CalendarDate, formats: [String])] {
        reports.compactMap { report in CalendarDate(iso: report.name).map { (date: $0, formats: report.formats) } }
    }

    static func weeks(_ reports: [ReportsFolder.Report]) -> [ReportIndexBuilder.Weekly] {
        reports.compactMap { report -> ReportIndexBuilder.Weekly? in
            guard let kind = WeeklyKind(rawValue: String(report.name.dropLast(11))), let start = CalendarDate(iso: report.date) else { return nil }
            return ReportIndexBuilder.Weekly(range: kind.range(containing: start), name: report.name, formats: report.formats)
        }
    }

    /// The segments' and regions' reports by list (the named lists in their table's order, regions by
    /// code). A region is named as KOBIS's code table names it, else by its code.
    private static func segments(_ reports: [ReportsFolder.Report], regionNames: [String: String]) -> [ReportIndexBuilder.Segment] {
        var segments: [ReportIndexBuilder.Segment] = []
        for report in reports {
            let daily = ChartList.inFolder(report.kind, base: SitePage.dailyFolder)
            guard let parsed = daily ?? ChartList.inFolder(report.kind, base: SitePage.weeklyFolder), !parsed.isWholeMarket else { continue }
            let index: Int
            if let known = segments.firstIndex(where: { $0.list.slug == parsed.slug }) {
                index = known
            } else {
                let list = parsed.regionCode.map { ChartList.region($0, name: regionNames[$0]) } ?? parsed
                segments.append(ReportIndexBuilder.Segment(list: list, days: [], weeks: []))
                index = segments.count - 1
            }
            if daily != nil {
                segments[index].days += Self.days([report])
            } else {
                segments[index].weeks += Self.weeks([report])
            }
        }
        return segments.sorted { ($0.list.displayOrder, $0.list.slug) < ($1.list.displayOrder, $1.list.slug) }
    }

    /// The feed's entries so far. An unreadable `.feed.json` is rebuilt from the reports on disk
    /// (each one's Markdown title, its file's time), with a warning: the feed is never silently emptied.
    private func existingEntries() -> [FeedEntry] {
        guard let data = folder.contents(of: Self.feedState) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        if let entries = try? decoder.decode([FeedEntry].self, from: data) { return entries }
        let reports = folder.listing(kind: SitePage.dailyFolder) + folder.listing(kind: SitePage.weeklyFolder)
        // Every report, whatever its formats: the entry links the HTML, else the Markdown, else the CSV.
        let rebuilt = reports.compactMap { report -> FeedEntry? in
            guard let format = ["html", "md", "csv"].first(where: report.formats.contains) else { return nil }
            let file = folder.path(kind: report.kind, name: report.name, format: format)
            let markdown = (try? String(contentsOfFile: folder.path(kind: report.kind, name: report.name, format: "md"), encoding: .utf8)) ?? ""
            let dailyTitle = CalendarDate(iso: report.name).map { language.sentences.dailyTitle(language.longDate($0)) }
            let title = markdown.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
                ?? (report.kind == SitePage.dailyFolder ? dailyTitle : nil) ?? report.name
            let modified = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? generated
            return FeedEntry(id: FeedEntry.id(kind: report.kind, name: report.name), title: title, summary: "", updated: modified,
                             path: report.relativePath(format: format))
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
