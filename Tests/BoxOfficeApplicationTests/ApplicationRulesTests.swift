@testable import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// The rules the front ends used to hold, now the application layer's, through in-memory ports:
/// opening an archive to read, what is fetched, a recorded source's misses, and a question's arguments.
@Suite struct ApplicationRulesTests {
    /// A site keeps the language it was first built in, whoever writes it; only a rebuild asked in another changes it.
    @Test func aSitesLanguageIsItsManifestsUnlessRebuilt() throws {
        let (ko, en) = (ReportLanguage.korean, ReportLanguage.english)
        #expect(try SiteLanguage.decide(recorded: ko, run: en).code == "ko", "a report run in English writes a Korean site's pages in Korean")
        #expect(try SiteLanguage.decide(recorded: nil, run: en).code == "en", "no site yet: the run's")
        #expect(try SiteLanguage.decide(recorded: ko, asked: en, rebuild: true, run: ko).code == "en")
        #expect(try SiteLanguage.decide(recorded: ko, asked: ko, run: en).code == "ko")
        #expect(throws: SiteInAnotherLanguage.self) { try SiteLanguage.decide(recorded: ko, asked: en, run: en) }
    }

    /// A backfill keeps the folder's site only where it has one and filled days or weekends of the whole market's own.
    @Test func aBackfillKeepsTheSiteOnlyWhenItFilledWhatItShows() {
        #expect(BackfillSiteKeeping.decide(holdsSite: true, fetched: 3, sample: false, weekly: nil) == .keep(weekends: false))
        #expect(BackfillSiteKeeping.decide(holdsSite: true, fetched: 3, sample: false, weekly: .weekend) == .keep(weekends: true))
        #expect(BackfillSiteKeeping.decide(holdsSite: true, fetched: 3, sample: false, weekly: .week) == .leave)
        #expect(BackfillSiteKeeping.decide(holdsSite: true, fetched: 0, sample: false, weekly: nil) == .leave)
        #expect(BackfillSiteKeeping.decide(holdsSite: true, fetched: 3, sample: true, weekly: nil) == .leave)
        #expect(BackfillSiteKeeping.decide(holdsSite: false, fetched: 3, sample: false, weekly: nil) == .leave)
    }

    /// An archive is opened once: a current one is read as it is, without the lock; an older one is
    /// migrated once, under it, by a writer opened for that alone, and read on the handle that cannot
    /// write; `doctor`'s look changes nothing.
    @Test func anArchiveIsReadAsItIsAndAnOlderOneMigratedOnceUnderTheLock() async throws {
        let lock = ArchiveWriterTests.TestLock()
        let current = MemoryStore(.current)
        #expect(try await OpenArchive(store: current, locks: lock).reading().mode == .reading)
        #expect(current.opens == [.reading] && current.migrations == 0 && lock.taken == 0)
        let older = MemoryStore(.behind)
        let read = try await OpenArchive(store: older, locks: lock).reading()
        #expect(read.mode == .reading && read.schemaState == .current)
        #expect(older.opens == [.reading, .existing] && older.migrations == 1 && lock.taken == 1)
        let looked = MemoryStore(.behind)
        #expect(try await OpenArchive(store: looked, locks: lock).inspecting().schemaState == .behind)
        #expect(looked.opens == [.reading] && looked.migrations == 0 && lock.taken == 1)
        // Another run holding the lock through the wait: no migration, no handle.
        let held = ArchiveWriterTests.TestLock(heldElsewhere: true), blocked = MemoryStore(.behind)
        await #expect(throws: (any Error).self) { try await OpenArchive(store: blocked, locks: held, lockWait: 0).reading() }
        #expect(blocked.opens == [.reading] && blocked.migrations == 0)
    }

    /// Outside a locked run, a writer uses a current archive at once; one it creates or migrates
    /// waits for the lock; inside a locked run, it migrates at once. Each is opened once.
    @Test func aWriterChangesTheSchemaOnlyUnderTheLock() async throws {
        let lock = ArchiveWriterTests.TestLock()
        let current = MemoryStore(.current)
        #expect(try await OpenArchive(store: current, locks: lock).writing(creating: true).mode == .create)
        #expect(current.opens == [.create] && current.migrations == 0 && lock.taken == 0)
        let missing = MemoryStore(.missing)
        #expect(try await OpenArchive(store: missing, locks: lock).writing(creating: true).schemaState == .current)
        #expect(missing.opens == [.create] && missing.migrations == 1 && lock.taken == 1)
        // Not to be created: the store says it is missing, and no lock is taken.
        let absent = MemoryStore(.missing)
        await #expect(throws: MemoryStore.Missing.self) { try await OpenArchive(store: absent, locks: lock).writing(creating: false) }
        #expect(absent.opens == [.existing] && absent.migrations == 0 && lock.taken == 1)
        let older = MemoryStore(.behind)
        #expect(try await OpenArchive(store: older, locks: lock).writing(creating: false).mode == .existing)
        #expect(older.opens == [.existing] && older.migrations == 1 && lock.taken == 2)
        let locked = MemoryStore(.behind)
        #expect(try await OpenArchive(store: locked, locks: lock).holdingLock(creating: true).mode == .create)
        #expect(lock.taken == 2 && locked.opens == [.create] && locked.migrations == 1)
        // A book shelf that only lists reads on a handle that cannot write, with no lock.
        let shelf = MemoryStore(.current)
        _ = try await BookShelf.opened(for: .list, archive: OpenArchive(store: shelf, locks: lock), clock: FixedTimeSource(Date())) {
            throw CancellationError()
        }.run { _ in 0 }
        #expect(shelf.opens == [.reading] && lock.taken == 2)
    }

    /// On the real store, a current archive is opened once to read and once to write (no open first
    /// to ask its schema), and an archive of an older schema once more, by the writer that migrates it.
    @Test func theRealStoreIsOpenedOnce() async throws {
        let scratch = TemporaryFolder("open-once")
        let (path, lock) = (scratch.appending("archive.sqlite"), ArchiveWriterTests.TestLock())
        _ = try SQLiteBoxOfficeArchive(path: path)
        let store = CountingStore(RelationalArchiveStore(address: path))
        let archive = OpenArchive(store: store, locks: lock, readers: 2)
        #expect(try await archive.reading().schemaState == .current)
        #expect(try await archive.writing(creating: false).schemaState == .current)
        #expect(store.opens == [.reading, .existing] && lock.taken == 0)
        try SQLiteDatabase(path: path, create: false).execute("DROP TABLE boxoffice_migrations; PRAGMA user_version = 11")
        let older = CountingStore(RelationalArchiveStore(address: path))
        let read = try await OpenArchive(store: older, locks: lock).reading()
        #expect(read.schemaState == .current && read.pendingMigration == nil)
        #expect(try await read.identity() != nil)
        #expect(older.opens == [.reading, .existing] && lock.taken == 1)
    }

    /// Which day a daily run reports and which days a backfill fills, from KOFIC or from a recording.
    @Test func theDayAndTheRangeAsked() throws {
        let days = (19...25).map { CalendarDate(year: 2026, month: 1, day: $0)! }
        let sample = RecordedSource(days: days, week: CalendarDate(iso: "2012-01-01")!)
        let latest = CalendarDate(iso: "2026-11-26")!
        #expect(try ChartRules.day(nil, recorded: nil, latest: latest) == latest)
        #expect(try ChartRules.day(nil, recorded: sample, latest: latest) == days.last)
        #expect(throws: ArchiveQuestionError.notRecorded(CalendarDate(iso: "2026-01-18")!, recorded: days)) {
            try ChartRules.day(CalendarDate(iso: "2026-01-18")!, recorded: sample, latest: latest)
        }
        #expect(throws: RequestError.self) { try ChartRules.day(CalendarDate(iso: "2026-11-27")!, recorded: nil, latest: latest) }
        #expect(try ChartRules.range(from: nil, to: nil, recorded: sample, latest: latest) == (days.first!, days.last!))
        #expect(try ChartRules.range(from: days[2], to: nil, recorded: nil, latest: latest) == (days[2], latest))
        #expect(throws: ArchiveQuestionError.missing("backfill", "--from")) { try ChartRules.range(from: nil, to: nil, recorded: nil, latest: latest) }
        #expect(throws: ArchiveQuestionError.backwards(from: days[3], to: days[1])) {
            try ChartRules.range(from: days[3], to: days[1], recorded: nil, latest: latest)
        }
    }

    @Test func whatIsFetched() {
        let sample = RecordedSource(days: [CalendarDate(iso: "2026-01-25")!], week: CalendarDate(iso: "2012-01-01")!)
        // A recording is stamped, and its clock pinned, at 07:30 in Seoul the morning after its last day.
        #expect(sample.pinnedAt == ISO8601DateFormatter().date(from: "2026-01-25T22:30:00Z"))
        #expect(FetchPolicy(recorded: nil, hasKey: true).fillsMissing && FetchPolicy(recorded: sample, hasKey: false).fillsMissing)
        #expect(!FetchPolicy(recorded: nil, hasKey: false).fillsMissing)
    }

    /// A recorded source names the movies it holds when asked for another; KOFIC's says there is none.
    @Test func aRecordingsMissNamesWhatItHolds() async {
        struct Nothing: MovieDetailsRepository { func movieDetails(for code: MovieCode) async throws -> MovieDetails? { nil } }
        let code = MovieCode("20199882")!
        await #expect(throws: LookUpMovie.Miss.notRecorded(code, recorded: ["20249255"])) {
            try await LookUpMovie(details: Nothing(), search: nil, recordedMovies: ["20249255"]).movie(code)
        }
        await #expect(throws: LookUpMovie.Miss.noCode(code)) { try await LookUpMovie(details: Nothing(), search: nil).movie(code) }
    }

    /// A question's arguments: the declared default when not given, a range refused when it runs backwards,
    /// a mistyped code refused, and "the last week" a recording's own week.
    @Test func aQuestionsArgumentsFollowItsDeclaration() throws {
        let asked = QuestionContext(clock: FixedTimeSource(Date(timeIntervalSince1970: 1_769_380_200)))  // 2026-01-26 07:30 in Seoul
        let (from, to) = (CalendarDate(iso: "2026-01-19")!, CalendarDate(iso: "2026-01-25")!)
        let top = try TopMoviesQuestion(QuestionArguments(TopMoviesQuestion.declaration, values: ["from": .date(from), "to": .date(to)], asked: asked))
        #expect(top == TopMoviesQuestion(from: from, to: to, limit: 10))
        #expect(try AllTimeQuestion(QuestionArguments(AllTimeQuestion.declaration, values: [:], asked: asked)).limit == 20)
        #expect(throws: ArchiveQuestionError.backwards(from: to, to: from)) {
            try MarketQuestion(QuestionArguments(MarketQuestion.declaration, values: ["from": .date(to), "to": .date(from)], asked: asked))
        }
        #expect(throws: ArchiveQuestionError.notACode("2019-8821")) {
            try CompareQuestion(QuestionArguments(CompareQuestion.declaration, values: ["movies": .texts(["2019-8821", "기생충"])], asked: asked))
        }
        #expect(try DayQuestion(QuestionArguments(DayQuestion.declaration, values: [:], asked: asked)).date == to, "yesterday in Seoul")
        let recorded = QuestionContext(clock: FixedTimeSource(Date(timeIntervalSince1970: 1_769_380_200)), recordedWeek: CalendarDate(iso: "2012-01-01")!)
        let week = try WeeklyQuestion(QuestionArguments(WeeklyQuestion.declaration, values: [:], asked: recorded))
        #expect(week.kind == .weekend && week.from == CalendarDate(iso: "2011-12-30")! && week.to == CalendarDate(iso: "2012-01-01")!)
    }
}

/// A store in memory: its schema's state, the modes it was opened with and the migrations it had;
/// an open returns a handle of its mode.
private final class MemoryStore: ArchiveStoreOpening, @unchecked Sendable {
    enum State { case current, behind, missing }
    struct Missing: Error {}
    private let lock = NSLock()
    private var state: State
    private var asked: [ArchiveOpenMode] = []
    private var migrated = 0

    init(_ state: State) { self.state = state }

    var opens: [ArchiveOpenMode] { lock.withLock { asked } }
    var migrations: Int { lock.withLock { migrated } }

    func open(_ mode: ArchiveOpenMode, readers: Int) throws -> MemoryReadingList {
        try lock.withLock {
            asked.append(mode)
            if state == .missing {
                guard mode == .create else { throw Missing() }
                state = .behind // the file made, its schema not yet
            }
            return MemoryReadingList(mode: mode, store: self, state: state == .current ? .current : .behind)
        }
    }

    fileprivate var schemaState: ArchiveSchemaState { lock.withLock { state == .current ? .current : .behind } }

    fileprivate func migrate() {
        lock.withLock {
            migrated += 1
            state = .current
        }
    }
}

/// What `MemoryStore` opens: a reading list (for the book shelf) of the mode it was opened with.
private final class MemoryReadingList: ReadingListRepository, ArchiveSchemaHandle, @unchecked Sendable {
    let mode: ArchiveOpenMode
    private let store: MemoryStore
    private let lock = NSLock()
    private var state: ArchiveSchemaState

    init(mode: ArchiveOpenMode, store: MemoryStore, state: ArchiveSchemaState) {
        (self.mode, self.store, self.state) = (mode, store, state)
    }

    var schemaState: ArchiveSchemaState { lock.withLock { state } }

    func migrate() throws {
        guard mode != .reading else { throw CancellationError() }
        store.migrate()
        lock.withLock { state = .current }
    }

    func readSchemaStateAgain() throws {
        let found = store.schemaState
        lock.withLock { state = found }
    }

    func save(_ book: Book, at date: Date) async throws {}
    func readingList() async throws -> [(book: Book, savedAt: Date)] { [] }
}

/// A real store, counting its opens.
private final class CountingStore: ArchiveStoreOpening, @unchecked Sendable {
    private let store: RelationalArchiveStore
    private let lock = NSLock()
    private var asked: [ArchiveOpenMode] = []

    init(_ store: RelationalArchiveStore) { self.store = store }

    var opens: [ArchiveOpenMode] { lock.withLock { asked } }

    func open(_ mode: ArchiveOpenMode, readers: Int) throws -> RelationalBoxOfficeArchive {
        lock.withLock { asked.append(mode) }
        return try store.open(mode, readers: readers)
    }
}
