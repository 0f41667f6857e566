import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeForecastFigures
import BoxOfficeInfrastructure
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// The application layer's jobs in process, through in-memory ports: what every front end (the
/// CLI, the schedule, the MCP server) only translates to. No binary, no network.
struct UseCasesInProcessTests {
    typealias TestLock = ArchiveWriterTests.TestLock

    /// A day's list and its movies, made up per date: rank 1 has 1,000 + the day admissions.
    final class MadeUpDays: DailyBoxOfficeRepository, MovieDetailsRepository, WeeklyBoxOfficeRepository, @unchecked Sendable {
        private let lock = NSLock()
        private var askedDays: [CalendarDate] = []
        /// Days from this one on answer that the quota is spent (KOFIC's fault), until `restore`.
        private var quotaFrom: CalendarDate?

        init(quotaFrom: CalendarDate? = nil) { self.quotaFrom = quotaFrom }

        var asked: [CalendarDate] { lock.withLock { askedDays } }
        func restore() { lock.withLock { quotaFrom = nil } }

        func dailyBoxOffice(on date: CalendarDate) async throws -> DailyBoxOffice {
            try lock.withLock {
                if let quotaFrom, date >= quotaFrom { throw SourceError.quotaExhausted(detail: "made-up quota") }
                askedDays.append(date)
            }
            return DailyBoxOffice(date: date, entries: (1...3).map { rank in
                BoxOfficeEntry(rank: rank, movement: .moved(places: 0), movieCode: MovieCode("2026000\(rank)")!, title: "Movie \(rank)", openDate: nil,
                               audience: 1_000 * (4 - rank) + date.day, audienceChange: 0, audienceChangePercent: 0,
                               audienceAccumulated: 100_000, sales: 10_000_000, salesChange: 0, salesChangePercent: 0, salesShare: 30,
                               salesAccumulated: 500_000_000, screens: 100, shows: 300)
            })
        }

        func movieDetails(for code: MovieCode) async throws -> MovieDetails? { nil }

        func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList) async throws -> WeeklyBoxOffice {
            WeeklyBoxOffice(range: kind.range(containing: date), entries: [])
        }
    }

    /// A fresh SQLite archive in a folder of its own, removed when the test ends.
    final class ScratchArchive: @unchecked Sendable {
        /// Removed when the archive is, or when opening it failed (the folder goes with its last reference).
        let folder = TemporaryFolder("usecases")
        let archive: SQLiteBoxOfficeArchive

        init() throws {
            archive = try SQLiteBoxOfficeArchive(path: folder.url.appendingPathComponent("archive.sqlite").path)
        }
    }

    static let clock = FixedTimeSource(Date(timeIntervalSince1970: 1_769_900_000)) // 2026-02-01 in Seoul

    static func source(_ days: MadeUpDays, archive: SQLiteBoxOfficeArchive) -> ChartSource {
        let fetch = FetchDailyReport(boxOffice: days, movies: days)
        return ChartSource(daily: fetch, weekly: FetchWeeklyReport(weekly: days, details: fetch),
                           archiveDay: ArchiveDailyReport(archive: archive, clock: clock, source: "test"),
                           archiveWeek: ArchiveWeeklyChart(archive: archive, clock: clock, source: "test"))
    }

    // MARK: Backfill

    /// The quota runs out mid-way: the backfill stops cleanly at the first day it could not fetch,
    /// says where to resume, and the run that resumes fetches only what is missing.
    @Test func aBackfillStoppedByTheQuotaResumesWhereItStopped() async throws {
        let scratch = try ScratchArchive()
        let stop = CalendarDate(iso: "2026-01-05")!
        let days = MadeUpDays(quotaFrom: stop)
        let backfill = BackfillCharts(source: Self.source(days, archive: scratch.archive), archive: scratch.archive, requestsSent: { 0 })
        var options = BackfillCharts.Options(from: CalendarDate(iso: "2026-01-01")!, to: CalendarDate(iso: "2026-01-10")!)
        options.concurrency = 1
        let first = try await backfill.execute(options)
        guard case .quota(let resume, _)? = first.stop else { Issue.record("no quota stop: \(first)"); return }
        #expect(resume == stop && first.fetched == 4)
        #expect(try await scratch.archive.archivedDates(from: options.from, to: options.to).count == 4)
        days.restore()
        let second = try await backfill.execute(options)
        #expect(second.stop == nil && second.fetched == 6 && second.skipped == 4)
        #expect(days.asked.filter { $0 < stop }.count == 4, "the archived days were not asked for again")
    }

    // MARK: Publishing

    /// Reports written to memory, or a write that fails.
    final class MemoryOutput: ReportsOutput, @unchecked Sendable {
        let failing: Bool
        private let lock = NSLock()
        private(set) var written: [String] = []
        init(failing: Bool) { self.failing = failing }
        func exists(_ chart: Chart, formats: [OutputFormat]) -> Bool { false }
        func write(_ chart: Chart, files: [(format: OutputFormat, contents: Data)]) throws -> [String] {
            if failing { throw FileSystemFull() }
            let paths = files.map { "\(chart.folder)/\(chart.name).\($0.format.rawValue)" }
            lock.withLock { written += paths }
            return paths
        }
        func feedEntries(rebuildingFrom map: SiteMap) -> [FeedEntry] { [] }
        func writeFrontPages(_ files: FrontPageFiles) throws {}
        func reportFiles() -> [SitePage: [String]] { [:] }
        func publishedPages() -> SiteMap.ArchivedPages? { nil }
        func link(_ chart: Chart) -> String? { nil }
        func location(of subfolder: String) -> String { "memory/\(subfolder)" }
    }

    struct FileSystemFull: Error {}

    /// The messages a chat would have received.
    final class Chat: RunNotifier, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var messages: [String] = []
        func notify(_ message: String) async throws { lock.withLock { messages.append(message) } }
    }

    /// A chart's run as the composition root makes it: publishing inside the run's locks.
    static func publisher(_ days: MadeUpDays, archive: SQLiteBoxOfficeArchive, output: MemoryOutput, lock: TestLock, chat: Chat) -> ExclusiveRun<PublishChart> {
        ExclusiveRun(locks: lock) { publishing(days, archive: archive, output: output, chat: chat) }
    }

    static let frontPages = PublishFrontPages(language: .english, generatedAt: "2026-02-01 07:30", generated: clock.now(), siteURL: nil)

    static func publishing(_ days: MadeUpDays, archive: SQLiteBoxOfficeArchive, output: any ReportsOutput, chat: Chat) -> PublishChart {
        PublishChart(source: source(days, archive: archive), recheckSource: source(days, archive: archive), output: output,
                     presenter: ChartPresenter(builder: DailyReportDocumentBuilder(source: "test", generatedAt: "2026-02-01 07:30"),
                                               generated: clock.now()),
                     chat: ChatDelivery(notifier: chat, on: .always), progress: SilentProgress(), archiveShown: "archive",
                     requestsSent: { 0 }, describe: { "\(type(of: $0))" }, warn: { _ in }, frontPages: Self.frontPages)
    }

    @Test func publishingADayArchivesItWritesEveryFormatAndTellsTheChat() async throws {
        let scratch = try ScratchArchive()
        let (output, lock, chat) = (MemoryOutput(failing: false), TestLock(), Chat())
        let publish = Self.publisher(MadeUpDays(), archive: scratch.archive, output: output, lock: lock, chat: chat)
        let day = CalendarDate(iso: "2026-01-31")!
        let record = RunRecord()
        let paths = try await publish.run { try await $0.execute(PublishChart.Request(chart: .daily(day), formats: [.md, .csv]), record: record) }
        #expect(paths == ["daily/2026-01-31.md", "daily/2026-01-31.csv"])
        #expect(try await scratch.archive.day(day)?.report.rows.count == 3)
        #expect(record.line.contains("archive=added") && record.line.contains("status=0"))
        #expect(chat.messages.count == 1 && chat.messages[0].contains("Movie 1"))
        #expect(lock.taken == 1 && (try? lock.acquire()) != nil, "the lock was let go")
    }

    // MARK: The site

    /// Site pages written to memory, compared byte for byte as the folder's writer compares them.
    final class MemorySite: SiteOutput, @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: Data] = [:]
        var paths: Set<String> { lock.withLock { Set(files.keys) } }
        func write(_ page: SitePage, files written: [(format: String, contents: Data)]) throws -> Bool {
            lock.withLock {
                var changed = false
                for file in written where files["\(page.path).\(file.format)"] != file.contents {
                    files["\(page.path).\(file.format)"] = file.contents
                    changed = true
                }
                return changed
            }
        }
        func exists(_ page: SitePage, format: String) -> Bool { lock.withLock { files["\(page.path).\(format)"] != nil } }
        /// One region's report of the last day (the front page names its list).
        func reportFiles() -> [SitePage: [String]] { [.dailyReport(CalendarDate(iso: "2026-02-01")!, .region("0105001")): ["md"]] }
        func recordSite(archive: ArchiveIdentity?) throws { lock.withLock { recorded = archive.map(SiteArchive.recorded) ?? recorded } }
        func siteArchive() -> SiteArchive { lock.withLock { recorded } }
        private var recorded = SiteArchive.none
        func hasPublishedMap() -> Bool { true }
        func feedEntries(rebuildingFrom map: SiteMap) -> [FeedEntry] { [] }
        /// The front page as written: its site part and region names read back from the index's HTML.
        func writeFrontPages(_ files: FrontPageFiles) throws { lock.withLock { frontPages.append(files) } }
        private(set) var frontPages: [FrontPageFiles] = []
    }

    /// `boxoffice site` in process: the archive opened to read inside the folder's lock, every page
    /// the archive's days make, the front's region lists named from the archive's code table, the
    /// pages stamped with the newest fetch; built again, nothing is rewritten.
    @Test func theSiteIsBuiltFromTheArchiveAsItIs() async throws {
        let scratch = try ScratchArchive()
        let days = MadeUpDays()
        let backfill = BackfillCharts(source: Self.source(days, archive: scratch.archive), archive: scratch.archive, requestsSent: { 0 })
        _ = try await backfill.execute(BackfillCharts.Options(from: CalendarDate(iso: "2026-01-30")!, to: CalendarDate(iso: "2026-02-01")!))
        try await scratch.archive.storeCodes([KOBISCodeEntry(code: "0105001", name: "서울시", englishName: nil)],
                                             under: KOBISCodeGroup.regions.parent, fetchedAt: Self.clock.now())
        let (lock, output) = (TestLock(), MemorySite())
        let stamps = Stamps()
        let site = LockedSiteBuild(locks: lock, archive: OpenArchive(store: RelationalArchiveStore(address: scratch.archive.path), locks: TestLock())) { archive, stampedAt in
            stamps.note(stampedAt)
            let style = DocumentStyle(language: .korean, generatedAt: "stamp")
            return BuildSite(archive: archive, answers: AnswerFromArchive(archive: archive, clock: Self.clock), style: style,
                             years: YearReviewDocumentBuilder(language: .korean, generatedAt: "stamp"),
                             distributors: DistributorPageDocumentBuilder(language: .korean, generatedAt: "stamp"), language: .korean, output: output,
                             frontPages: Self.frontPages, regions: RegionNames(codes: ArchivedCodeListRepository(store: archive)))
        }
        let first = try await site.execute()
        #expect(output.paths.isSuperset(of: ["daily/2026-01-30.html", "daily/2026-02-01.json", "movies/20260001.html", "months/2026-01.html",
                                              "months/2026-02.html", "years/2026.json"]), "\(output.paths.sorted())")
        #expect(first.pages == first.written && first.written > 0)
        // The front page: the newest day's part, and the region's list named as the archive's code table names it.
        let front = String(decoding: try #require(output.frontPages.last).index, as: UTF8.self)
        #expect(front.contains("서울시") && front.contains("2026년 2월 1일"), "\(front)")
        #expect(stamps.all == [Self.clock.now()], "stamped with the newest day's fetch")
        #expect(lock.taken == 1 && (try? lock.acquire()) != nil, "the folder's lock was let go")
        let again = try await site.execute()
        #expect(again.pages == first.pages && again.written == 0)
    }

    /// Reports kept in memory as a folder keeps them: a day's page is there once its HTML is written.
    final class FolderInMemory: ReportsOutput, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var written: [String] = []
        private(set) var feeds: [[FeedEntry]] = []
        func exists(_ chart: Chart, formats: [OutputFormat]) -> Bool {
            lock.withLock { formats.allSatisfy { written.contains("\(chart.folder)/\(chart.name).\($0.rawValue)") } }
        }
        func write(_ chart: Chart, files: [(format: OutputFormat, contents: Data)]) throws -> [String] {
            let paths = files.map { "\(chart.folder)/\(chart.name).\($0.format.rawValue)" }
            lock.withLock { written += paths }
            return paths
        }
        /// No feed kept between runs: each run's front page shows its own entries.
        func feedEntries(rebuildingFrom map: SiteMap) -> [FeedEntry] { [] }
        func writeFrontPages(_ files: FrontPageFiles) throws { lock.withLock { (feeds, maps) = (feeds + [files.feedEntries], maps + [files.map]) } }
        private(set) var maps: [SiteMap] = []
        /// What a report wrote, by page, as the folder's manifest would record it.
        func reportFiles() -> [SitePage: [String]] {
            lock.withLock {
                var files: [SitePage: [String]] = [:]
                for path in written {
                    guard let dot = path.lastIndex(of: "."), let page = SitePage(path: String(path[..<dot])) else { continue }
                    files[page, default: []].append(String(path[path.index(after: dot)...]))
                }
                return files
            }
        }
        func publishedPages() -> SiteMap.ArchivedPages? { nil }
        func link(_ chart: Chart) -> String? { nil }
        func location(of subfolder: String) -> String { "memory/\(subfolder)" }
    }

    /// The morning run with the site kept: the new day's reports, its movies' pages rewritten by the
    /// site, the days before it re-checked (one the archive lacked archived and written), and the day
    /// before (whose page is there, unchanged) rewritten for its link to the new day but left out of
    /// the feed; the day's page is then there.
    @Test func theMorningRunKeepsTheSiteRechecksAndLinksTheDayBefore() async throws {
        let scratch = try ScratchArchive()
        let days = MadeUpDays()
        let (output, site, chat) = (FolderInMemory(), MemorySite(), Chat())
        let publish = PublishChart(source: Self.source(days, archive: scratch.archive), recheckSource: Self.source(days, archive: scratch.archive), output: output,
                                   presenter: ChartPresenter(builder: DailyReportDocumentBuilder(source: "test", generatedAt: "2026-02-01 07:30"),
                                                             generated: Self.clock.now(), linksSite: true),
                                   chat: ChatDelivery(notifier: chat, on: .always), progress: SilentProgress(), archiveShown: "archive",
                                   requestsSent: { 0 }, describe: { "\(type(of: $0))" }, warn: { _ in }, frontPages: Self.frontPages,
                                   site: Self.site(scratch.archive, output: site))
        let (before, day) = (CalendarDate(iso: "2026-01-30")!, CalendarDate(iso: "2026-01-31")!)
        _ = try await publish.execute(PublishChart.Request(chart: .daily(before), formats: [.md, .html]), record: RunRecord())
        let record = RunRecord()
        let paths = try await publish.execute(PublishChart.Request(chart: .daily(day), formats: [.md, .html], recheck: RecheckWindow(days: 2)), record: record)
        #expect(paths.contains("daily/2026-01-31.html") && paths.contains("daily/2026-01-30.html"), "\(paths)")
        #expect(days.asked.filter { $0 == before }.count == 2 && days.asked.contains(CalendarDate(iso: "2026-01-29")!), "re-checked: \(days.asked)")
        #expect(record.line.contains("rechecked=2"), "\(record.line)")
        let feed = output.feeds.last ?? []
        // 01-29 was missing from the archive: the re-check archived it, and that is news; 01-30's rewrite is not.
        #expect(feed.map { $0.id.suffix(10) } == ["2026-01-31", "2026-01-29"], "the link-only rewrite is not news: \(feed.map(\.id))")
        #expect(site.paths.contains("movies/20260001.html") && site.paths.contains("months/2026-01.html"))
        #expect(output.exists(.daily(day), formats: [.html]))
        // The front page is made from the site map: the day the report wrote is kept by the site too (its JSON beside), its movie's page the site's.
        let map = try #require(output.maps.last)
        #expect(map.entries.contains { $0.page == .day(day) && $0.owner == .site && $0.formats == ["html", "json", "md"] })
        #expect(map.entries.contains { $0.page == .movie(MovieCode("20260001")!) && $0.owner == .site })
        #expect(map.previous(.day(day)) == .day(before) && map.next(.day(day)) == nil)
        // Its page is there now, so a run of the same day is no new page: the day before is not rewritten again.
        var rerun = PublishChart.Request(chart: .daily(day), formats: [.md, .html], recheck: RecheckWindow(days: 1))
        rerun.force = true
        let again = try await publish.execute(rerun, record: RunRecord())
        #expect(again == ["daily/2026-01-31.md", "daily/2026-01-31.html"], "\(again)")
    }

    // MARK: A chart's run

    /// Scratch folders made and removed, in memory's view of the disk.
    final class MemoryScratch: ScratchSpace, @unchecked Sendable {
        private let lock = NSLock()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-usecases-\(UUID().uuidString)")
        private(set) var made: [String] = [], removed: [String] = []
        func make() throws -> String {
            let path = root.appendingPathComponent("scratch-\(lock.withLock { made.count })").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            lock.withLock { made.append(path) }
            return path
        }
        func remove(_ path: String) {
            try? FileManager.default.removeItem(atPath: path)
            lock.withLock { removed.append(path) }
        }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    /// Which archive a run keeps, as asked, from KOFIC and from a recording.
    @Test func whichArchiveARunKeeps() {
        #expect(ArchiveAsked.byDefault.keepsArchive(recording: false) && !ArchiveAsked.byDefault.keepsArchive(recording: true))
        #expect(ArchiveAsked.named.keepsArchive(recording: true) && !ArchiveAsked.none.keepsArchive(recording: false))
        #expect(ArchiveAsked.byDefault.writesRecordedSite(recording: true) && !ArchiveAsked.byDefault.writesRecordedSite(recording: false))
        #expect(!ArchiveAsked.named.writesRecordedSite(recording: true) && !ArchiveAsked.none.writesRecordedSite(recording: true))
    }

    /// A recording's run with no archive of its own: its days archived into a scratch archive inside
    /// the run's lock, the recording's site built from it but for the day reported, the day's reports
    /// written whether or not they were there, the scratch folder removed after. A source that cannot
    /// be asked fails before anything is made.
    @Test func aRecordingsRunWritesItsSiteFromAScratchArchive() async throws {
        let recorded = RecordedSource(days: (29...31).map { CalendarDate(year: 2026, month: 1, day: $0)! }, week: CalendarDate(iso: "2026-01-25")!)
        let (scratch, lock, site, output, chat) = (MemoryScratch(), TestLock(), MemorySite(), FolderInMemory(), Chat())
        // The day's report is there already: only the run's force writes it again over the recording's same numbers.
        _ = try output.write(.daily(recorded.days.last!), files: [(.md, Data())])
        let openings = Openings()
        let days = MadeUpDays()
        func run(ready: Bool) -> LockedChartRun<SQLiteBoxOfficeArchive> {
            LockedChartRun(
                sourceReady: { if !ready { throw SourceError.keyMissing(variable: "KOFIC_API_KEY") } },
                open: { opening in
                    openings.note(opening)
                    guard case .scratch(let path) = opening else { return ExclusiveRun(locks: lock) { nil } }
                    return ExclusiveRun(locks: lock) { try SQLiteBoxOfficeArchive(path: path) }
                },
                lists: { _ in ResolveChartList(codes: NoCodes()) },
                recordedSite: { archive, recorded in
                    SampleSiteBuild(backfill: BackfillCharts(source: Self.source(days, archive: archive), archive: archive, requestsSent: { 0 }),
                                      site: Self.site(archive, output: site), recorded: recorded)
                },
                publish: { archive, scratch, _ in
                    #expect(scratch && archive != nil)
                    return Self.publishing(days, archive: archive!, output: output, chat: chat)
                },
                recorded: recorded, scratch: scratch)
        }
        let request = ChartRunRequest(list: ChartListRequest(), archive: .byDefault) { list in
            PublishChart.Request(chart: .daily(recorded.days.last!, list: list), formats: [.md])
        }
        await #expect(throws: SourceError.self) { try await run(ready: false).execute(request, record: RunRecord()) }
        #expect(scratch.made.isEmpty && openings.all.isEmpty && lock.taken == 0)
        // A list the recording does not hold is refused before anything is made.
        for list in [ChartListRequest(named: .korean), ChartListRequest(region: "서울시")] {
            let other = ChartRunRequest(list: list, archive: .byDefault) { PublishChart.Request(chart: .daily(recorded.days.last!, list: $0), formats: [.md]) }
            await #expect(throws: ArchiveQuestionError.self) { try await run(ready: true).execute(other, record: RunRecord()) }
        }
        #expect(scratch.made.isEmpty && openings.all.isEmpty && lock.taken == 0)
        let paths = try await run(ready: true).execute(request, record: RunRecord())
        #expect(paths == ["daily/2026-01-31.md"])
        #expect(output.written == ["daily/2026-01-31.md", "daily/2026-01-31.md"])
        #expect(scratch.made.count == 1 && scratch.removed == scratch.made && !FileManager.default.fileExists(atPath: scratch.made[0]))
        #expect(openings.all.count == 1 && openings.all.first == .scratch(scratch.made[0] + "/recorded.sqlite"))
        #expect(site.paths.contains("daily/2026-01-30.html") && !site.paths.contains("daily/2026-01-31.html"), "the reported day is the report's")
        #expect(lock.taken == 1 && (try? lock.acquire()) != nil, "the lock was let go")
    }

    /// From KOFIC, the archive asked for is opened (named or the default) and none with --no-archive;
    /// no scratch folder, no recording's site.
    @Test func aKOFICRunOpensTheArchiveAskedFor() async throws {
        let (scratch, openings) = (MemoryScratch(), Openings())
        let run = LockedChartRun<SQLiteBoxOfficeArchive>(
            sourceReady: {}, open: { openings.note($0); return ExclusiveRun(locks: TestLock()) { nil } },
            lists: { _ in ResolveChartList(codes: NoCodes()) },
            recordedSite: { _, _ in throw CancellationError() },
            publish: { _, _, _ in throw CancellationError() }, recorded: nil, scratch: scratch)
        for asked in [ArchiveAsked.byDefault, .named, .none] {
            let request = ChartRunRequest(list: .wholeMarket, archive: asked) { PublishChart.Request(chart: .daily(CalendarDate(iso: "2026-01-31")!, list: $0), formats: [.md]) }
            await #expect(throws: CancellationError.self) { try await run.execute(request, record: RunRecord()) }
        }
        #expect(openings.all == [.asked, .asked, .none] && scratch.made.isEmpty)
    }

    final class Openings: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [LockedChartRun<SQLiteBoxOfficeArchive>.Opening] = []
        func note(_ opening: LockedChartRun<SQLiteBoxOfficeArchive>.Opening) { lock.withLock { seen.append(opening) } }
        var all: [LockedChartRun<SQLiteBoxOfficeArchive>.Opening] { lock.withLock { seen } }
    }

    struct NoCodes: CodeListRepository {
        func codes(under parent: String) async throws -> [KOBISCodeEntry] { [] }
    }

    static func site(_ archive: SQLiteBoxOfficeArchive, output: MemorySite) -> BuildSite {
        BuildSite(archive: archive, answers: AnswerFromArchive(archive: archive, clock: clock), style: DocumentStyle(language: .english, generatedAt: "stamp"),
                  years: YearReviewDocumentBuilder(generatedAt: "stamp"), distributors: DistributorPageDocumentBuilder(generatedAt: "stamp"),
                  language: .english, output: output, frontPages: frontPages)
    }

    final class Stamps: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Date?] = []
        func note(_ stamp: Date?) { lock.withLock { seen.append(stamp) } }
        var all: [Date?] { lock.withLock { Array(Set(seen.compactMap { $0 })).sorted() } }
    }

    /// A step that fails: the error names the step, the chat is told of the failure, the lock is let
    /// go, and the day stays archived (a later run rewrites its reports).
    @Test func aStepThatFailsIsNamedAndToldAndLetsGoOfTheLock() async throws {
        let scratch = try ScratchArchive()
        let (output, lock, chat) = (MemoryOutput(failing: true), TestLock(), Chat())
        let publish = Self.publisher(MadeUpDays(), archive: scratch.archive, output: output, lock: lock, chat: chat)
        let day = CalendarDate(iso: "2026-01-31")!
        do {
            _ = try await publish.run { try await $0.execute(PublishChart.Request(chart: .daily(day), formats: [.md]), record: RunRecord()) }
            Issue.record("the write did not fail")
        } catch let failure as StepFailure {
            #expect(failure.step == "write 1 files to memory/daily" && failure.underlying is FileSystemFull)
        }
        // The chat gets the failure as the front end describes it (here: the error's type).
        #expect(chat.messages.count == 1 && chat.messages.first?.contains("StepFailure") == true, "\(chat.messages)")
        #expect(output.written.isEmpty)
        #expect((try? lock.acquire()) != nil, "the lock was let go")
        #expect(try await scratch.archive.day(day) != nil)
    }

    /// A segment's day is archived beside the whole market's, never re-checked and never forecast.
    @Test func aSegmentsDayIsKeptApartAndNotRechecked() {
        let day = Chart.daily(CalendarDate(iso: "2026-01-31")!, list: .korean)
        #expect(day.earlier(RecheckWindow(days: 7)).isEmpty)
        #expect(Chart.daily(CalendarDate(iso: "2026-01-31")!).earlier(RecheckWindow(days: 7)).count == 7)
        #expect(day.folder == "daily-korean" && day.description == "korean report of 2026-01-31")
    }

    // MARK: Rules, locks

    @Test func whichWeekWeeklyMeansAndWhetherARunRechecks() throws {
        let now = Self.clock.now() // Sunday 2026-02-01 in Seoul: the weekend of 01-30 is not over
        #expect(try ChartRules.week(.weekend, containing: nil, at: now).start == CalendarDate(iso: "2026-01-23")!)
        #expect(throws: RequestError.self) { try ChartRules.week(.weekend, containing: CalendarDate(iso: "2026-01-31")!, at: now) }
        #expect(try ChartRules.week(.weekend, containing: nil, recorded: CalendarDate(iso: "2012-01-01")!, at: now).start
            == CalendarDate(iso: "2011-12-30")!)
        let yesterday = CalendarDate(iso: "2026-01-31")!
        #expect(ChartRules.recheck(reporting: yesterday, latest: yesterday, days: nil)?.days == RecheckWindow.defaultDays)
        #expect(ChartRules.recheck(reporting: CalendarDate(iso: "2026-01-20")!, latest: yesterday, days: nil) == nil)
        #expect(ChartRules.recheck(reporting: CalendarDate(iso: "2026-01-20")!, latest: yesterday, days: 0)?.days == 0)
        // A recording never changes: its newest day is not re-checked unless asked.
        let recording = RecordedSource(days: [yesterday], week: yesterday)
        #expect(ChartRules.recheck(reporting: yesterday, latest: yesterday, days: nil, recorded: recording) == nil)
        #expect(ChartRules.recheck(reporting: yesterday, latest: yesterday, days: 2, recorded: recording)?.days == 2)
    }

    @Test func anExclusiveRunBuildsItsUseCaseInsideItsLocksAndLetsGoWhateverHappens() async throws {
        let lock = TestLock()
        let built = ManagedCounter()
        let run = ExclusiveRun(locks: lock) { () -> Int in
            #expect((try? lock.acquire()) == nil, "built while the locks are held")
            return built.increment()
        }
        struct Failed: Error {}
        await #expect(throws: Failed.self) { try await run.run { _ in throw Failed() } }
        #expect(try await run.run { $0 } == 2)
        let busy = TestLock(heldElsewhere: true)
        await #expect(throws: CancellationError.self) { try await ExclusiveRun(locks: busy) { built.increment() }.run { $0 } }
        #expect(built.value == 2, "a busy lock refuses before anything is built")
    }

    final class ManagedCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() -> Int { lock.withLock { count += 1; return count } }
    }

    // MARK: The schedule

    final class MemoryJournal: ScheduleJournal, @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        private(set) var lines: [String] = []
        func state() throws -> ScheduleState { lock.withLock { ScheduleState(text: text) } }
        func save(_ state: ScheduleState) throws { lock.withLock { text = state.text } }
        func append(_ line: String) throws { lock.withLock { lines.append(line) } }
    }

    final class Runner: ScheduledRunner, @unchecked Sendable {
        private let lock = NSLock()
        var status: Int32 = 0
        private(set) var ran: [String] = []
        /// Answer "no list yet" (status 75) for these keys.
        var noListFor: Set<String> = []
        func run(_ run: ScheduledRun) async -> ScheduledRunEnd {
            lock.withLock {
                let key = run.pass.map(\.key) ?? "now"
                ran.append(key)
                if noListFor.contains(key) { return ScheduledRunEnd(status: 75, summary: "status=75 error=\"no list yet\"", noListYet: true) }
                return ScheduledRunEnd(status: status, summary: "status=\(status)")
            }
        }
    }

    /// On a given clock (Sunday 07:30 in Seoul, nothing done yet: yesterday's first pass and the last
    /// complete weekend's, each of the national and the Korean list): the passes due run and are
    /// remembered; failed ones run again at the next call; a schedule that finds its lock held logs
    /// so and runs nothing.
    @Test func theSchedulesPassesOnAGivenClock() async throws {
        let at0730 = FixedTimeSource(Date(timeIntervalSince1970: 1_769_898_600)) // 2026-02-01 07:30 Seoul
        let (journal, runner, lock) = (MemoryJournal(), Runner(), TestLock())
        let schedule = RunSchedule(journal: journal, runner: runner, clock: at0730, lists: [.korean], lock: (lock, "cron.lock"))
        runner.status = 69
        #expect(try await schedule.executeExclusively(try schedule.runs(whenDue: true, weekly: false)).status == 69)
        let due = ["2026-01-31", "korean-2026-01-31", "weekend-2026-01-23", "korean-weekend-2026-01-23"]
        #expect(runner.ran == due)
        runner.status = 0
        #expect(try await schedule.executeExclusively(try schedule.runs(whenDue: true, weekly: false)).status == 0)
        #expect(runner.ran == due + due, "the failed passes ran again")
        #expect(try schedule.runs(whenDue: true, weekly: false).isEmpty, "every pass done")
        #expect(journal.lines.count == 8 && journal.lines.allSatisfy { $0.contains("pass=") })
        let busy = RunSchedule(journal: journal, runner: runner, clock: at0730, lock: (TestLock(heldElsewhere: true), "cron.lock"))
        await #expect(throws: ScheduleBusy(lock: "cron.lock")) { try await busy.executeExclusively([ScheduledRun(job: .daily, pass: nil)]) }
        #expect(journal.lines.last?.hasSuffix("status=75 skipped: another run holds cron.lock") == true)
        #expect(runner.ran.count == 8, "nothing ran")
    }

    /// A day KOFIC has no list for yet is no failure of the call: logged, exit 0, asked again at
    /// every later call while due; the first call after Seoul's midnight logs and says once that the
    /// list never came (66), and later calls say nothing more.
    @Test func aListNotPublishedYetIsAskedForAgainThenSaidOnce() async throws {
        let journal = MemoryJournal(), runner = Runner()
        runner.noListFor = ["2026-01-31"]
        func schedule(_ seconds: TimeInterval) -> RunSchedule {
            RunSchedule(journal: journal, runner: runner, clock: FixedTimeSource(Date(timeIntervalSince1970: seconds)), lock: (TestLock(), "cron.lock"))
        }
        let at0730 = schedule(1_769_898_600), at0800 = schedule(1_769_898_600 + 1800) // Sunday 2026-02-01, Seoul
        #expect(try await at0730.executeExclusively(try at0730.runs(whenDue: true, weekly: false)) == (0, []))
        #expect(try journal.state().waiting == ["2026-01-31"] && !(try at0730.hasLapsedLists()))
        #expect(try await at0800.executeExclusively(try at0800.runs(whenDue: true, weekly: false), sayingLapsed: true) == (0, []))
        #expect(runner.ran.filter { $0 == "2026-01-31" }.count == 2, "asked again at the next call: \(runner.ran)")
        let afterMidnight = schedule(1_769_898_600 + 17 * 3600) // Monday 00:30 in Seoul: yesterday is 02-01
        #expect(try afterMidnight.hasLapsedLists())
        let said = try await afterMidnight.executeExclusively([], sayingLapsed: true)
        #expect(said == (0, ["2026-01-31"]))
        #expect(journal.lines.last?.hasSuffix("status=66 KOFIC published no list for 2026-01-31") == true)
        #expect(try journal.state().unpublished == ["2026-01-31"] && !(try afterMidnight.hasLapsedLists()))
        #expect(try await afterMidnight.executeExclusively([], sayingLapsed: true) == (0, []), "said once")
    }

    // MARK: Look-ups

    /// Two movies' details and a title search over them.
    struct TwoMovies: MovieDetailsRepository, MovieSearchRepository {
        static let codes = [MovieCode("20184889")!, MovieCode("20183782")!]
        var maximumPageSize: Int { 100 }

        func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
            guard Self.codes.contains(code) else { return nil }
            return MovieDetails(code: code, title: code == Self.codes[0] ? "어벤져스: 엔드게임" : "어벤져스: 인피니티 워", englishTitle: "",
                                originalTitle: "", runtimeMinutes: 180, productionYear: 2019, openDate: nil, productionStatus: "", kind: "",
                                nations: [], genres: [], directors: [], actors: [], showTypes: [], companies: [], watchGrades: [])
        }

        func searchMovies(_ query: MovieSearchQuery, page: Int, pageSize: Int) async throws -> MovieSearchPage {
            var found: [MovieSummary] = []
            for code in Self.codes {
                guard let movie = try await movieDetails(for: code), movie.title.contains(query.title) else { continue }
                found.append(MovieSummary(code: code, title: movie.title, englishTitle: "", productionYear: 2019, openDate: nil, kind: "",
                                          status: "", nations: [], genres: [], directors: [], companies: []))
            }
            return MovieSearchPage(total: found.count, movies: page == 1 ? found : [])
        }
    }

    @Test func aMovieByItsCodeOrByATitleOneOrSeveralOrNone() async throws {
        let lookUp = LookUpMovie(details: TwoMovies(), search: TwoMovies())
        #expect(try await lookUp.movie(TwoMovies.codes[1]).title == "어벤져스: 인피니티 워")
        await #expect(throws: LookUpMovie.Miss.noCode(MovieCode("20000000")!)) { try await lookUp.movie(MovieCode("20000000")!) }
        guard case .one(let one) = try await lookUp.movie(titled: MovieSearchQuery(title: "엔드게임"), limit: 10) else {
            Issue.record("one title, one movie"); return
        }
        #expect(one.code == TwoMovies.codes[0])
        guard case .several(let several) = try await lookUp.movie(titled: MovieSearchQuery(title: "어벤져스"), limit: 10) else {
            Issue.record("two titles hold it"); return
        }
        #expect(several.movies.map(\.code) == TwoMovies.codes)
        await #expect(throws: LookUpMovie.Miss.noTitle("기생충")) { try await lookUp.movie(titled: MovieSearchQuery(title: "기생충"), limit: 10) }
        // Without a key, titles cannot be searched; codes still are.
        let offline = LookUpMovie(details: TwoMovies(), search: nil)
        await #expect(throws: SourceError.self) { try await offline.movie(titled: MovieSearchQuery(title: "엔드게임"), limit: 10) }
    }

    // MARK: A forecast with missing days

    /// The six real years' daily lists, as KOFIC served them; counts the days asked for.
    final class RecordedDays: DailyBoxOfficeRepository, MovieDetailsRepository, WeeklyBoxOfficeRepository, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var asked: [CalendarDate] = []
        func dailyBoxOffice(on date: CalendarDate) async throws -> DailyBoxOffice {
            lock.withLock { asked.append(date) }
            let items = LongRecordings.daily[date.compact] ?? []
            return DailyBoxOffice(date: date, entries: items.map(LongRecordings.entry))
        }
        func movieDetails(for code: MovieCode) async throws -> MovieDetails? { nil }
        func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList) async throws -> WeeklyBoxOffice {
            WeeklyBoxOffice(range: kind.range(containing: date), entries: [])
        }
    }

    /// 어벤져스: 엔드게임 (opened 2019-04-24), forecast as of 2019-05-05 from an archive that holds only
    /// its first four days: the days it lacks are fetched first, through the writer, said in a note,
    /// and the forecast reads its run through the day asked.
    @Test func aForecastFetchesTheDaysItsRunLacksFirst() async throws {
        let scratch = try ScratchArchive()
        let days = RecordedDays()
        for day in 24...27 {
            let date = CalendarDate(year: 2019, month: 4, day: day)!
            let chart = try await RecordedDays().dailyBoxOffice(on: date)
            _ = try await scratch.archive.store(ArchivedDay(report: DailyReport(date: date, rows: chart.entries.map { .init(entry: $0, details: nil) }),
                                                            fetchedAt: Self.clock.now(), source: "test", provisional: false, revision: 1))
        }
        let asOf = CalendarDate(iso: "2019-05-05")!
        let lock = TestLock()
        let fetch = FetchDailyReport(boxOffice: days, movies: days)
        let source = ChartSource(daily: fetch, weekly: FetchWeeklyReport(weekly: days, details: fetch),
                                 archiveDay: ArchiveDailyReport(archive: scratch.archive, clock: Self.clock, source: "test"))
        let fill = FetchMissingRunDays(backfill: BackfillCharts(source: source, archive: scratch.archive, requestsSent: { 0 }),
                                       archive: scratch.archive, details: days)
        let notes = LinesSaid()
        let forecast = ForecastMovie(archive: scratch.archive, base: BundledRuns.base, calibration: .fitted, fill: fill, writer: ArchiveWriter(locks: lock, lockWait: 1),
                                     note: { notes.say($0) })
        let result = try await forecast.forecast("20184889", asOf: asOf)
        #expect(result.run.days.last?.date == asOf && result.run.code.rawValue == "20184889")
        // From two weeks before its opening (the previews) through the day asked, less the four archived.
        #expect(Set(days.asked) == Set((0...25).map { CalendarDate(iso: "2019-04-10")!.adding(days: $0) }).subtracting((24...27).map {
            CalendarDate(year: 2019, month: 4, day: $0)! }))
        #expect(notes.lines == ["fetching 22 days from 2019-04-10 to 2019-05-05 that the archive lacks, from KOFIC"])
        #expect(lock.taken == 1)
        #expect(result.final.expected > result.run.lastAccumulated)
        // Asked again, nothing is fetched.
        _ = try await forecast.forecast("20184889", asOf: asOf)
        #expect(days.asked.count == 22 && notes.lines.count == 1)
    }

    /// A recording holds one week of 어벤져스: 엔드게임's run (2019-04-29 to 05-05): a forecast by its
    /// title on an empty archive fills the recorded days first (so the title is found), asks for no
    /// day the recording lacks, and a policy that does not fill (no key, no recording) makes no fill.
    @Test func aRecordingsForecastFillsTheRecordedDaysOnly() async throws {
        let scratch = try ScratchArchive()
        let days = RecordedDays()
        let recorded = RecordedSource(days: (0...6).map { CalendarDate(iso: "2019-04-29")!.adding(days: $0) }, week: CalendarDate(iso: "2019-05-05")!)
        let fetch = FetchDailyReport(boxOffice: days, movies: days)
        let source = ChartSource(daily: fetch, weekly: FetchWeeklyReport(weekly: days, details: fetch),
                                 archiveDay: ArchiveDailyReport(archive: scratch.archive, clock: Self.clock, source: "test"))
        let made = ManagedCounter()
        let makeFill = { @Sendable () throws -> FetchMissingRunDays in
            _ = made.increment()
            return FetchMissingRunDays(backfill: BackfillCharts(source: source, archive: scratch.archive, requestsSent: { 0 }),
                                       archive: scratch.archive, details: days, recorded: recorded)
        }
        let writer = ArchiveWriter(locks: TestLock(), lockWait: 1)
        let offline = ForecastMovie(archive: scratch.archive, base: BundledRuns.base, calibration: .fitted, policy: FetchPolicy(recorded: nil, hasKey: false),
                                    writer: writer, note: { _ in }, fill: makeFill)
        await #expect(throws: ForecastRefusal.noTitle("엔드게임")) { try await offline.forecast("엔드게임", asOf: CalendarDate(iso: "2019-05-05")!) }
        #expect(made.value == 0 && days.asked.isEmpty)
        let forecast = ForecastMovie(archive: scratch.archive, base: BundledRuns.base, calibration: .fitted, policy: FetchPolicy(recorded: recorded, hasKey: false),
                                     writer: writer, note: { _ in }, fill: makeFill)
        let result = try await forecast.forecast("엔드게임", asOf: CalendarDate(iso: "2019-05-05")!)
        #expect(result.run.code.rawValue == "20184889" && result.run.days.last?.date == CalendarDate(iso: "2019-05-05"))
        #expect(Set(days.asked) == Set(recorded.days), "the recorded days, and none before them")
    }

    final class LinesSaid: @unchecked Sendable {
        private let lock = NSLock()
        private var said: [String] = []
        var lines: [String] { lock.withLock { said } }
        func say(_ line: String) { lock.withLock { said.append(line) } }
    }

    // MARK: People and companies

    /// KOBIS's recorded answers for people and companies, through the real repository and decoder.
    static func recordedKOBIS() -> KOFICFilmographyRepository {
        let client = RecordedHTTPClient { path, query in
            if path.hasSuffix("searchPeopleInfo.json"), let code = query["peopleCd"] {
                return (try? Fixtures.data("kofic/more/people/searchPeopleInfo_peopleCd=\(code).json"))
                    ?? (try? Fixtures.data("kofic/more/people/searchPeopleInfo_no-such-person_all-null.json"))
            }
            if path.hasSuffix("searchCompanyInfo.json"), let code = query["companyCd"] {
                return try? Fixtures.data("kofic/more/company/searchCompanyInfo_companyCd=\(code).json")
            }
            return nil
        }
        return KOFICFilmographyRepository(endpoint: KOFICEndpoint(baseURL: URL(string: "http://recorded.invalid")!, apiKey: "test"), client: client)
    }

    @Test func aPersonAndACompanyByTheirCodesWithTheArchivesRecords() async throws {
        let scratch = try ScratchArchive()
        let kobis = Self.recordedKOBIS()
        guard case .one(let person) = try await LookUpPerson(people: kobis, charts: scratch.archive).execute(.code(KOBISCode("10000066")!)) else {
            Issue.record("a code finds one person"); return
        }
        #expect(person.subject.name == "리나" && !person.films.isEmpty)
        await #expect(throws: LookupMiss.noPerson(KOBISCode("99999999")!)) {
            try await LookUpPerson(people: kobis, charts: scratch.archive).execute(.code(KOBISCode("99999999")!))
        }
        guard case .one(let company) = try await LookUpCompany(companies: kobis, charts: nil).execute(.code(KOBISCode("20100043")!)) else {
            Issue.record("a code finds one company"); return
        }
        #expect(!company.films.isEmpty && company.records.isEmpty, "no archive: no chart records")
    }

    // MARK: Questions of the archive

    /// `history`'s answers in process, on three made-up days (rank 1: 3,000 + the day's number of
    /// admissions; each list's sales share 30 %): a day with its context, the top of a range, the market
    /// by day with the day the archive lacks named, a movie's run, and what the archive cannot answer.
    @Test func theArchivesQuestionsAnsweredInProcess() async throws {
        let scratch = try ScratchArchive()
        let answers = AnswerFromArchive(archive: scratch.archive, clock: Self.clock)
        await #expect(throws: ArchiveQuestionError.emptyArchive) { try await answers.answer(DayQuestion(CalendarDate(iso: "2026-01-05")!)) }
        let days = MadeUpDays()
        for day in [5, 6, 8] {
            let date = CalendarDate(year: 2026, month: 1, day: day)!
            let chart = try await days.dailyBoxOffice(on: date)
            _ = try await scratch.archive.store(ArchivedDay(report: DailyReport(date: date, rows: chart.entries.map { .init(entry: $0, details: nil) }),
                                                            fetchedAt: Self.clock.now(), source: "test", provisional: false, revision: 1))
        }
        let day = try await answers.answer(DayQuestion(CalendarDate(iso: "2026-01-06")!))
        let (report, provisional) = (day.report, day.provisional)
        #expect(report.rows.map(\.entry.audience) == [3_006, 2_006, 1_006] && !provisional)
        #expect(report.rows.first?.history?.daysInTopTen == 2)
        let topAnswer = try await answers.answer(TopMoviesQuestion(from: CalendarDate(iso: "2026-01-05")!, to: CalendarDate(iso: "2026-01-08")!, limit: 2))
        let (top, archived) = (topAnswer.movies, topAnswer.archivedDays)
        #expect(archived == 3 && top.map(\.audience) == [3_005 + 3_006 + 3_008, 2_005 + 2_006 + 2_008])
        let periods = try await answers.answer(MarketQuestion(from: CalendarDate(iso: "2026-01-05")!, to: CalendarDate(iso: "2026-01-08")!, by: .day)).periods
        // The day the archive lacks is named, never summed as zero.
        #expect(periods.map(\.totals.start.day) == [5, 6, 7, 8])
        #expect(periods.map(\.totals.complete) == [true, true, false, true] && periods[2].totals.missing == [CalendarDate(iso: "2026-01-07")!])
        #expect(periods.filter(\.totals.complete).map(\.totals.audience) == [6_015, 6_018, 6_024])
        let month = try await answers.answer(MarketQuestion(from: CalendarDate(iso: "2026-01-05")!, to: CalendarDate(iso: "2026-01-08")!, by: .month)).periods
        // The month: the three archived days summed, the one between them named as missing; the whole
        // market's sales each day the list's total (10,000,000 ÷ 30 % × 100).
        #expect(month.first?.totals.missing.contains(CalendarDate(iso: "2026-01-07")!) == true)
        #expect(month.first?.totals.audience == 6_015 + 6_018 + 6_024)
        #expect(month.first?.totals.sales == 3 * 33_333_333)
        let run = try await answers.answer(MovieRunQuestion(MovieCode("20260001")!)).run
        #expect(run.days.map(\.date.day) == [5, 6, 8])
        await #expect(throws: ArchiveQuestionError.noDay(CalendarDate(iso: "2026-01-07")!)) {
            try await answers.answer(DayQuestion(CalendarDate(iso: "2026-01-07")!))
        }
        await #expect(throws: ArchiveQuestionError.noMovie(MovieCode("20269999")!)) { try await answers.answer(MovieRunQuestion(MovieCode("20269999")!)) }
    }
}
