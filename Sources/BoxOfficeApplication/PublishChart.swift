import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// A run failed in a named step (`fetch details of 10 ranked movies: …`).
public struct StepFailure: Error {
    public let step: String
    public let underlying: any Error
}

/// KOFIC answered a chart with an empty list: not a report. Nothing was written or sent; the
/// archive keeps only that the list was asked for. `newest`: the chart is the newest KOFIC can have
/// (yesterday in Seoul, the last weekend), so the list may come later.
public struct NoChartList: Error, Sendable {
    public let chart: Chart
    public let newest: Bool
}

/// Publishes one chart (its run holds the locks: `ExclusiveRun`): fetch (with the earlier editions to re-check) → archive → render →
/// write → front pages and feed → chat message, recording what it did in a `RunRecord`. The one
/// implementation of the sequence, for every kind of chart and every front end.
public struct PublishChart: Sendable {
    public struct Request: Sendable {
        public var chart: Chart
        public var formats: [OutputFormat]
        /// The earlier editions to ask for again (nil or zero days: none). Only with an archive.
        public var recheck: RecheckWindow?
        /// Also fetch and archive the day's lists by nation and kind.
        public var wide = false
        /// Rewrite the reports even when the archive had the same numbers.
        public var force = false
        /// The chart is the newest KOFIC can have (yesterday in Seoul, the last complete week): an
        /// empty list is "not yet" (`NoChartList.newest`), not "never".
        public var newest = false

        public init(chart: Chart, formats: [OutputFormat], recheck: RecheckWindow? = nil) {
            self.chart = chart
            self.formats = formats
            self.recheck = recheck
        }
    }

    let source: ChartSource
    /// The re-checks' source: one list request a day; the details of a day written again come from
    /// the archive whatever their age.
    let recheckSource: ChartSource
    let output: any ReportsOutput
    let presenter: ChartPresenter
    let chat: ChatDelivery
    let progress: any ProgressObserver
    /// How the archive is shown in progress lines (never with a password).
    let archiveShown: String
    let requestsSent: @Sendable () -> Int
    /// The one-line message of an error, as the front end prints it (for the chat's failure message).
    let describe: @Sendable (any Error) -> String
    let warn: @Sendable (String) -> Void
    /// KOBIS's code table, read for the regions' names on the front page (nil: named by their codes).
    let codes: (any CodeListRepository)?
    /// Keeps the site: rebuilds the pages the written days touched (nil: no archive, no site).
    let site: BuildSite?
    /// Makes the front pages from the site map after each chart.
    let frontPages: PublishFrontPages
    /// The complete command that rebuilds the site's pages a failed step left (its warning names it).
    let siteRepair: String

    public init(source: ChartSource, recheckSource: ChartSource, output: any ReportsOutput, presenter: ChartPresenter,
                chat: ChatDelivery, progress: any ProgressObserver, archiveShown: String, requestsSent: @escaping @Sendable () -> Int,
                describe: @escaping @Sendable (any Error) -> String, warn: @escaping @Sendable (String) -> Void,
                frontPages: PublishFrontPages, codes: (any CodeListRepository)? = nil, site: BuildSite? = nil, siteRepair: String = "boxoffice site") {
        self.frontPages = frontPages
        self.siteRepair = siteRepair
        self.codes = codes
        self.site = site
        self.source = source
        self.recheckSource = recheckSource
        self.output = output
        var presenter = presenter
        presenter.linksSite = presenter.linksSite || site != nil
        presenter.dayPageExists = { output.exists(.daily($0), formats: [.html]) }
        self.presenter = presenter
        self.chat = chat
        self.progress = progress
        self.archiveShown = archiveShown
        self.requestsSent = requestsSent
        self.describe = describe
        self.warn = warn
    }

    /// Runs the sequence; returns the paths written. On failure the chat is told (unless the run
    /// was cancelled) and the error is rethrown, tagged with the step it happened in.
    public func execute(_ request: Request, record: RunRecord) async throws -> [String] {
        let steps = StepTracker(progress)
        do {
            let (paths, message) = try await publish(request, record: record, steps: steps)
            await chat.send(message, failed: false, record: record, warn: warn)
            record.set("status", "0")
            record.set("files", String(paths.count))
            return paths
        } catch {
            var failure = error
            // No list is no report: no failure message either (the run says so, and exits as it says).
            if error is NoChartList { throw error }
            if let step = steps.current, !(error is CancellationError) { failure = StepFailure(step: step, underlying: error) }
            if !(error is CancellationError) {
                await chat.send(presenter.failureMessage(request.chart, error: describe(failure)), failed: true, record: record, warn: warn)
            }
            throw failure
        }
    }

    /// Returns the paths written, and the chat message about the chart when its reports were written.
    private func publish(_ request: Request, record: RunRecord, steps: StepTracker) async throws -> (paths: [String], message: String?) {
        let chart = request.chart
        // A site another archive built is not written into (nor anything else: nothing is fetched).
        try await site?.checkBelongs()
        record.phase = .kofic
        let earlier = source.archives ? chart.earlier(request.recheck ?? RecheckWindow(days: 0)) : []
        // A run that archives asks for the list alone first: the day's details are read (or fetched)
        // only once its reports are to be written, not for a day stored again unchanged.
        var edition = try await source.fetch(chart, details: !source.archives, progress: steps)
        // An empty list is not a report: no file changes, no day is archived, and the re-checks are not
        // asked for (they wait for a day with a list); the archive keeps only that it was asked.
        guard !edition.rows.isEmpty else {
            // (A segment's list is archived with the day's national one, which would be fetched: not for an empty segment.)
            if source.archives, !chart.list.needsWholeMarketDay { _ = try await source.archive(edition) }
            throw NoChartList(chart: chart, newest: request.newest)
        }
        // Then the re-checks, all at once (the run's budget bounds what is in flight).
        let rechecked = await fetchAll(earlier)
        record.set("movies", String(edition.rows.count))

        var editions: [ChartEdition] = []
        // A day rewritten only to link the new day after it: not news for the feed.
        var linkOnly: Chart? = nil
        var revision: (Int, String)? = nil
        if source.archives {
            steps.step("archive to \(archiveShown)" + (request.wide ? " with the lists by nation and kind" : "")
                + (earlier.isEmpty ? "" : ", re-checking \(earlier.count) earlier days"))
            record.phase = .archive
            // Oldest first, so every day's history context reads the current revision of the days before it.
            // A new day's page: the day before is rewritten too (when re-checked), to link it.
            let stored = try await store(rechecked, record: record,
                                         alsoRewriting: presenter.isNewDayPage(chart) ? chart.date.map { $0.adding(days: -1) } : nil)
            editions += stored.rewrite
            linkOnly = stored.linkOnly
            let (outcome, archived) = try await source.archive(edition, wide: request.wide)
            edition = archived
            revision = record.record(outcome)
            switch outcome {
            case .added: steps.note("archived \(chart.name)")
            case .unchanged: steps.note("\(chart.name) was archived with the same numbers")
            case .revised(let number, let change): steps.note("\(chart.name) revised (revision \(number)): \(change)")
            case .noData: steps.note("KOFIC has no list for \(chart.name) yet: nothing archived")
            }
            if outcome == .unchanged, !request.force, output.exists(chart, formats: request.formats) {
                steps.note("its reports exist: nothing to rewrite (--force rewrites them)")
            } else {
                editions.append(edition)
            }
            // The details of every day to write, at once (the run's budget bounds the requests in flight).
            editions = try await withDetails(editions, reported: chart, progress: steps)
        } else {
            editions.append(edition)
        }
        guard !editions.isEmpty else { return ([], nil) }
        // Only what is written reads its context and its forecasts back (a day stored again unchanged does not).
        for index in editions.indices { editions[index] = try await source.completing(editions[index]) }
        if let written = editions.first(where: { $0.chart == chart }) { edition = written }

        record.phase = .reports
        steps.step("render \(request.formats.map(\.rawValue).joined(separator: ", "))")
        // The site map as the archive holds the days now: each day's page links its neighbours and weekend from it.
        var presenter = self.presenter, prepared: BuildSite.Prepared? = nil
        // Reading the map is part of keeping the site (`site_ms` counts it).
        let mapClock = ContinuousClock(), mapStarted = mapClock.now
        if let site {
            do {
                let read = try await site.prepare()
                (prepared, presenter.dayLinks) = (read, { read.map.dayLinks($0) })
            } catch {
                warn("the site map could not be read (\(describe(error))); the day's page links no days around it")
            }
        }
        let mapSpent = mapClock.now - mapStarted
        let rendered = editions.sorted { $0.chart.sortKey > $1.chart.sortKey }.map {
            ($0, presenter.files($0, formats: request.formats))
        }
        steps.step("write \(rendered.count * request.formats.count) files to \(output.location(of: chart.folder))")
        var paths: [String] = []
        for (written, files) in rendered { paths += try output.write(written.chart, files: files) }
        // The site's pages of the whole market's days written (their movies, months, years): derived
        // from the archive, so a failure is a warning and `boxoffice site` mends it.
        let days = rendered.compactMap { edition -> DailyReport? in
            guard case .daily(let report) = edition.0, report.list.countsInMarket else { return nil }
            return report
        }
        let weekends = rendered.compactMap { edition -> WeekRange? in
            guard case .weekly(let report) = edition.0, report.list.countsInMarket, report.range.kind == .weekend else { return nil }
            return report.range
        }
        var front: SiteFront? = nil
        // The site's pages as the build leaves them, else as last published (a run without the site keeps them named).
        var pages: SiteMap.ArchivedPages? = nil
        if let site {
            do {
                // What keeping the site costs the run, in its summary (`site_ms`; the benchmark reads it).
                let clock = ContinuousClock(), started = clock.now
                let summary = try await site.execute(touching: days, weekends: weekends, wrote: Set(request.formats.map(\.rawValue)), prepared: prepared)
                (front, pages) = (summary.front, summary.map.pages)
                if summary.adopted { warn("the site in this folder recorded no archive: it now records this run's, whose runs alone keep it") }
                let spent = clock.now - started + mapSpent
                record.set("site_ms", Self.milliseconds(spent))
            } catch {
                warn("the site's pages of \(days.map(\.date.iso).joined(separator: ", ")) were not rewritten (\(describe(error))); \(siteRepair) rebuilds them")
                record.set("site", "failed")
            }
        }
        // The front pages (index.html with the site's part, latest.*, the feed): `front_ms` in the summary.
        let frontClock = ContinuousClock(), frontStarted = frontClock.now
        try frontPages.execute(output, entries: rendered.filter { $0.0.chart != linkOnly }.map { presenter.feedEntry($0.0) }, front: front,
                               map: SiteMap(reports: output.reportFiles(), pages: pages ?? output.publishedPages()),
                               regionNames: await RegionNames(codes: codes).execute(naming: chart.list))
        let frontSpent = frontClock.now - frontStarted
        record.set("front_ms", Self.milliseconds(frontSpent))
        let missing = edition.rows.filter { $0.details == nil }.count
        steps.note("\(edition.rows.count) movies, \(missing) without details, \(requestsSent()) requests")
        let wroteChart = editions.contains { $0.chart == chart }
        return (paths, wroteChart ? presenter.chatMessage(edition, revision: revision, link: output.link(chart)) : nil)
    }

    /// A step's time in whole milliseconds, as the run summary gives it (`site_ms`, `front_ms`).
    static func milliseconds(_ spent: Duration) -> String {
        String(spent.components.seconds * 1000 + spent.components.attoseconds / 1_000_000_000_000_000)
    }

    /// Days fetched as lists (`ChartSource.fetch(_:details: false)`) with their movies' details, all
    /// days at once: the reported one through `source` (its progress shown), the re-checked ones
    /// through `recheckSource` (details from the archive whatever their age).
    private func withDetails(_ editions: [ChartEdition], reported: Chart, progress: any ProgressObserver) async throws -> [ChartEdition] {
        let (source, recheckSource) = (self.source, self.recheckSource)
        return try await withThrowingTaskGroup(of: Detailed.self) { group in
            for (index, edition) in editions.enumerated() {
                group.addTask {
                    let detailed = edition.chart == reported
                        ? try await source.withDetails(edition, progress: progress) : try await recheckSource.withDetails(edition)
                    return Detailed(index: index, edition: detailed)
                }
            }
            var all = editions
            for try await done in group { all[done.index] = done.edition }
            return all
        }
    }

    /// One day with its details, by its place in the run's list (a struct: see `Refetched`).
    struct Detailed: Sendable {
        let index: Int
        let edition: ChartEdition
    }

    /// One re-fetched chart. A struct, not a tuple built around an `await`: see `fetchAll`.
    struct Refetched: Sendable {
        let chart: Chart
        let result: Result<ChartEdition, any Error>
    }

    /// Fetches the earlier charts' lists at once (no details: see `store`); a failure comes back as
    /// its error, never thrown.
    ///
    /// Each child awaits its fetch in a statement of its own before building its result. The
    /// earlier code returned `(date, .success(try await fetch(date)))`: with optimisation (the
    /// release build cron runs), Swift 6.3 evaluated `date` before the suspension into a temporary
    /// that did not survive it, and every successful re-check came back dated 0000-00-00.
    private func fetchAll(_ charts: [Chart]) async -> [Refetched] {
        let source = recheckSource
        return await withTaskGroup(of: Refetched.self) { group in
            for chart in charts {
                group.addTask {
                    let result: Result<ChartEdition, any Error>
                    do {
                        let edition = try await source.fetch(chart, details: false)
                        result = .success(edition)
                    } catch {
                        result = .failure(error)
                    }
                    return Refetched(chart: chart, result: result)
                }
            }
            var all: [Refetched] = []
            for await refetched in group { all.append(refetched) }
            return all.sorted { $0.chart.sortKey < $1.chart.sortKey }
        }
    }

    /// Archives each re-checked chart (a failure is a warning); returns those to rewrite: the ones
    /// KOFIC revised, or that the archive lacked.
    /// - Parameter alsoRewriting: a day rewritten even when unchanged (the day before a new day's page).
    private func store(_ refetched: [Refetched], record: RunRecord,
                       alsoRewriting: CalendarDate? = nil) async throws -> (rewrite: [ChartEdition], linkOnly: Chart?) {
        guard !refetched.isEmpty else { return ([], nil) }
        var linkOnly: Chart? = nil
        var rewrite: [ChartEdition] = [], revised: [String] = [], failed: [String] = []
        for item in refetched {
            switch item.result {
            case .success(let fetched):
                // The edition's own chart names it: KOFIC's answer says which day it is.
                let name = fetched.chart.name
                let (outcome, archived) = try await recheckSource.archive(fetched)
                switch outcome {
                case .revised(let revision, let change):
                    progress.note("re-check: \(name) revised (revision \(revision)): \(change)")
                    revised.append(name)
                    rewrite.append(archived)
                case .added:
                    progress.note("re-check: \(name) was missing from the archive: archived")
                    revised.append(name)
                    rewrite.append(archived)
                case .unchanged:
                    if fetched.chart.date == alsoRewriting {
                        rewrite.append(archived)
                        linkOnly = fetched.chart
                    }
                case .noData:
                    break
                }
            case .failure(let error):
                progress.note("warning: re-check of \(item.chart.name) failed (\(describe(error))); its archived numbers stay")
                failed.append(item.chart.name)
            }
        }
        record.set("rechecked", String(refetched.count))
        if !revised.isEmpty { record.set("revised_days", revised.joined(separator: ",")) }
        if !failed.isEmpty { record.set("recheck_failed", failed.joined(separator: ",")) }
        return (rewrite, linkOnly)
    }
}

/// Forwards progress and remembers the current step, so a failure can name it.
final class StepTracker: ProgressObserver, @unchecked Sendable {
    private let base: any ProgressObserver
    private let lock = NSLock()
    private var step: String?

    init(_ base: any ProgressObserver) { self.base = base }

    var current: String? { lock.withLock { step } }

    func step(_ name: String) {
        lock.withLock { step = name }
        base.step(name)
    }

    func note(_ message: String) { base.note(message) }
}
