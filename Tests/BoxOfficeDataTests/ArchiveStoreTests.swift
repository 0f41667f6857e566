@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// One suite over both stores: every case runs on a SQLite file in a temporary folder and on a
/// fresh database of a real PostgreSQL server the tests start themselves; no mocks of either.
@Suite struct ArchiveStoreTests {
    /// Every archive file of a test lives here, removed when the test ends.
    let scratch = TemporaryFolder("archive")

    @Test(.enabled(if: MachineTool.postgreSQLServer.runsHere, Comment(rawValue: MachineTool.postgreSQLServer.skipReason)))
    func theSuiteCoversPostgreSQLWhereAServerRuns() async throws {
        #expect(ArchiveStore.allCases.contains(.postgresql))
        // The PostgreSQL case is a real server's database, not a SQLite file under another name.
        let archive = try ArchiveStore.postgresql.open(in: scratch)
        #expect(archive is PostgreSQLBoxOfficeArchive)
        let chart = try recordedDay(try #require(Fixtures.names(in: "kofic/daily").first))
        #expect(try await archive.store(archivedDay(chart, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), provisional: false)) == .added)
        #expect(try await archive.day(chart.date)?.report.rows.map(\.entry) == chart.entries)
        #expect(try await archive.summary().days == 1)
    }

    @Test(arguments: ArchiveStore.allCases, Fixtures.names(in: "kofic/daily"))
    func roundTripsEveryFieldOfEveryRecordedDay(_ store: ArchiveStore, _ compact: String) async throws {
        let archive = try store.open(in: scratch)
        let chart = try recordedDay(compact)
        let fetchedAt = Date(timeIntervalSince1970: 1_700_000_123)
        #expect(try await archive.store(archivedDay(chart, fetchedAt: fetchedAt, provisional: true)) == .added)
        let day = try #require(try await archive.day(chart.date))
        #expect(day.report.rows.map(\.entry) == chart.entries)
        #expect(day.fetchedAt == fetchedAt && day.provisional && day.revision == 1 && day.source == "test")
    }

    /// The forecast's view of the archive: every run with an open date, its days up to a date only.
    @Test(arguments: ArchiveStore.allCases)
    func runsThroughADayHoldNothingAfterIt(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let first = try recordedDay("20221214"), second = try recordedDay("20221221")
        for chart in [first, second] { _ = try await archive.store(archivedDay(chart)) }
        let early = try await archive.runs(through: first.date)
        #expect(!early.isEmpty && early.allSatisfy { $0.days.allSatisfy { $0.date <= first.date } })
        let late = try await archive.runs(through: second.date)
        let both = late.filter { $0.days.count == 2 }
        #expect(!both.isEmpty, "movies ranked on both days")
        for run in both {
            let entries = [first, second].compactMap { chart in chart.entries.first { $0.movieCode == run.code } }
            #expect(run.days.map(\.accumulated) == entries.map(\.audienceAccumulated) && run.openDate == entries[0].openDate)
            #expect(run.days.map(\.shows) == entries.map(\.shows))
        }
        let withOpenDate = Set(second.entries.filter { $0.openDate != nil }.map(\.movieCode))
        #expect(Set(late.filter { $0.days.last?.date == second.date }.map(\.code)) == withOpenDate)
        // Read with the runs, each day's whole list summed: also the rows of runs that opened before
        // `openedSince` (and of movies without an open date), which the runs leave out.
        let recent = try await archive.charted(through: second.date, openedSince: second.date)
        #expect(recent.occupancy.map(\.date) == [second.date] || recent.occupancy.map(\.date) == [first.date, second.date],
                "the days a run opened on the second day could have ranked on (previews)")
        for chart in [first, second] {
            guard let day = recent.occupancy.first(where: { $0.date == chart.date }) else { continue }
            #expect(day.audience == chart.entries.reduce(0) { $0 + $1.audience } && day.shows == chart.entries.reduce(0) { $0 + $1.shows })
        }
        #expect(recent.runs.allSatisfy { $0.openDate >= second.date } && recent.runs.count < second.entries.count)
    }

    /// A run is named by the newest title it ranked under (KOBIS renames a film now and then): the
    /// forecast's read compares each row's title with the run's where the store keeps it.
    @Test(arguments: ArchiveStore.allCases)
    func aRunIsNamedByTheNewestTitleItRankedUnder(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let first = try recordedDay("20221214")
        let code = try #require(first.entries.first { $0.openDate != nil }?.movieCode)
        func renamed(_ chart: DailyBoxOffice, _ title: String, days: Int) -> DailyBoxOffice {
            DailyBoxOffice(date: chart.date.adding(days: days), entries: chart.entries.map { entry in
                var entry = entry
                if entry.movieCode == code { entry.title = title }
                return entry
            })
        }
        for chart in [renamed(first, "옛 제목", days: 0), renamed(first, "새 제목", days: 1), renamed(first, "새 제목", days: 2)] {
            _ = try await archive.store(archivedDay(chart))
        }
        #expect(try await archive.runs(through: first.date.adding(days: 2)).first { $0.code == code }?.title == "새 제목")
        #expect(try await archive.runs(through: first.date).first { $0.code == code }?.title == "옛 제목")
        _ = try await archive.store(archivedDay(renamed(first, "옛 제목", days: 3)))
        #expect(try await archive.runs(through: first.date.adding(days: 3)).first { $0.code == code }?.title == "옛 제목")
    }

    /// A re-release's day one, as the archive can tell it: 천공의 성 라퓨타 (2004) first ranks on
    /// 2026-01-21 of the recorded week; with 2026-01-20 archived without it, its stretch began then
    /// (2026-01-25 is its day 5 in the chart again); with the archive beginning on 2026-01-21, or for a
    /// movie ranked since the archive's first day (만약에 우리), nobody knows.
    @Test(arguments: ArchiveStore.allCases)
    func aStretchStartsOnlyWhereTheArchiveSawTheDayBefore(_ store: ArchiveStore) async throws {
        func week(_ days: ClosedRange<Int>) throws -> [DailyBoxOffice] {
            try days.map { day in
                let compact = "202601\(day)"
                return try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: Data(try Fixtures.day(compact).utf8))
                    .boxOfficeResult.toDomain(requested: CalendarDate(compact: compact)!)
            }
        }
        let laputa = MovieCode("20040549")!, ours = MovieCode("20249255")!, sunday = CalendarDate(iso: "2026-01-25")!
        let whole = try store.open(in: scratch)
        for chart in try week(19...25) { _ = try await whole.store(archivedDay(chart)) }
        let context = try await whole.context(on: sunday, for: [laputa, ours])
        #expect(context[laputa]?.stretchStart == CalendarDate(iso: "2026-01-21") && context[ours]?.stretchStart == nil)
        let late = try store.open(in: scratch)
        for chart in try week(21...25) { _ = try await late.store(archivedDay(chart)) }
        #expect(try await late.context(on: sunday, for: [laputa])[laputa]?.stretchStart == nil)
    }

    /// What a pace compares with, read as totals: the same runs, sizes and days as `runs(through:)`
    /// says, biggest first, nothing after the date; and one movie's accumulated audience on one day.
    @Test(arguments: ArchiveStore.allCases)
    func paceCandidatesAreTheRunsTotals(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let first = try recordedDay("20221214"), second = try recordedDay("20221221")
        for chart in [first, second] { _ = try await archive.store(archivedDay(chart)) }
        let since = CalendarDate(iso: "2000-01-01")!
        for date in [first.date, second.date] {
            let runs = try await archive.runs(through: date, openedSince: since)
            let candidates = try await archive.paceCandidates(through: date, openedSince: since)
            #expect(Set(candidates) == Set(runs.compactMap(PaceCandidate.init)), "\(date.iso)")
            #expect(candidates.map(\.lastAccumulated) == candidates.map(\.lastAccumulated).sorted(by: >))
            #expect(candidates.allSatisfy { $0.lastDay <= date })
        }
        let entry = try #require(second.entries.first)
        #expect(try await archive.accumulated(of: entry.movieCode, on: second.date) == entry.audienceAccumulated)
        #expect(try await archive.accumulated(of: entry.movieCode, on: second.date.adding(days: 1)) == nil)
    }

    /// Each movie's run is kept as days are stored (schema 10), in any order and through a revision,
    /// as its days give it; and the pace read from it, through the newest day or an earlier one, is the
    /// pace grouped from the days, where a run's days fall outside the window, after the day asked, or
    /// give no open date, or two.
    @Test(arguments: ArchiveStore.allCases)
    func keptRunsAreTheirDaysAndGiveTheSamePace(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        var days = try ["20221214", "20221221", "20230426"].map(recordedDay)
        // Assumptions beyond the recordings (KOBIS's openDt is one date a film in them): a film shown
        // months before its open date, one whose date KOBIS left blank on a day, one whose date it moved.
        let (preview, blank, moved) = (days[0].entries[0].movieCode, days[1].entries[1].movieCode, days[1].entries[2].movieCode)
        for index in days.indices {
            for row in days[index].entries.indices {
                switch days[index].entries[row].movieCode {
                case preview: days[index].entries[row].openDate = CalendarDate(iso: "2023-03-01")
                case blank where index == 1: days[index].entries[row].openDate = nil
                case moved where index == 1: days[index].entries[row].openDate = days[index].entries[row].openDate?.adding(days: 7)
                default: break
                }
            }
        }
        // The newest first (a backfill's order), then a revision of the middle day.
        for day in days.reversed() { _ = try await archive.store(archivedDay(day)) }
        var revised = days[1]
        revised.entries[0].audience += 500
        revised.entries.removeLast()
        #expect(try await archive.store(archivedDay(revised)) != .unchanged)
        #expect(try archive.derivedDataProblems() == [])
        #expect(try archive.count("movie_runs") == Set(days[0].entries.map(\.movieCode) + revised.entries.map(\.movieCode)
                                                           + days[2].entries.map(\.movieCode)).count)
        let newest = days[2].date
        // Through the newest day, and through an earlier one (a page of the day before: the runs with later days grouped through it).
        for through in [newest, days[1].date] {
            for openedSince in ["2000-01-01", "2021-06-01", "2023-02-13"].compactMap(CalendarDate.init(iso:)) where openedSince <= through {
                let (kept, grouped) = try archive.withSession { db in
                    (try RelationalBoxOfficeArchive.paceCandidates(db, through: through, openedSince: openedSince),
                     try RelationalBoxOfficeArchive.paceCandidates(db, through: through, openedSince: openedSince, keptRuns: false))
                }
                #expect(kept == grouped, "through \(through.iso), opened since \(openedSince.iso)")
                #expect(!kept.isEmpty)
            }
        }
        // The preview's December days fall before the window of runs opened since 2023-02-13 (60 days before it).
        let late = try await archive.paceCandidates(through: newest, openedSince: CalendarDate(iso: "2023-02-13")!)
        #expect(late.first { $0.code == preview }?.firstDay == days[1].date)
    }

    @Test(arguments: ArchiveStore.allCases, Fixtures.names(in: "kofic/movie"))
    func roundTripsEveryRecordedMovie(_ store: ArchiveStore, _ code: String) async throws {
        let archive = try store.open(in: scratch)
        let movie = try recordedMovie(code)
        try await archive.storeDetails(movie, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let stored = try #require(try await archive.storedDetails(for: movie.code))
        #expect(stored.details == movie)
        #expect(stored.fetchedAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test(arguments: ArchiveStore.allCases)
    func reArchivingTheSameNumbersChangesNothing(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let chart = try recordedDay("20230426")
        #expect(try await archive.store(archivedDay(chart, provisional: true)) == .added)
        #expect(try await archive.store(archivedDay(chart, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))) == .unchanged)
        #expect(try archive.count("rankings") == 10)
        #expect(try archive.count("ranking_revisions") == 0)
        // The later, final fetch confirmed the provisional day.
        #expect(try await archive.day(chart.date)?.provisional == false)
        #expect(try await archive.day(chart.date)?.revision == 1)
    }

    @Test(arguments: ArchiveStore.allCases)
    func aRevisedDayKeepsThePreviousNumbers(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let chart = try recordedDay("20230426")
        _ = try await archive.store(archivedDay(chart, provisional: true))
        var corrected = chart
        corrected.entries[0].audience += 500
        corrected.entries[0].audienceAccumulated += 500
        let outcome = try await archive.store(archivedDay(corrected, fetchedAt: Date(timeIntervalSince1970: 1_700_050_000)))
        // 276,337: the sum of audiCnt in daily/20230426.json.
        #expect(outcome == .revised(revision: 2, summary: "1 of 10 movies changed; audience 276337 → 276837 (+500)"))
        let day = try #require(try await archive.day(chart.date))
        #expect(day.revision == 2 && day.report.rows[0].entry.audience == 93_916)
        let kept = try archive.withSession { try $0.query("SELECT revision, audience FROM ranking_revisions WHERE movie_code = '20198482'") }
        #expect(kept.map { $0.map(\.int) } == [[1, 93_416]])
        #expect(try archive.count("ranking_revisions") == 10)
    }

    /// What a day's report showed of its movies' future is kept with the day and read back as it
    /// was (a forecast in full, or the reason none was given), for that day only; a revision of the
    /// day drops it (the forecasts were made from the old numbers), and storing the same numbers again keeps it.
    @Test(arguments: ArchiveStore.allCases)
    func theForecastsAReportShowedAreKeptWithTheDay(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let chart = try recordedDay("20230426")
        _ = try await archive.store(archivedDay(chart))
        #expect(try await archive.shownForecasts(of: chart.date) == nil)
        let shown = Self.shownForecasts(of: chart)
        #expect(Set(shown.values.compactMap { if case .none(let reason) = $0 { reason } else { nil } }) == Set(NoForecast.allCases))
        let first = chart.entries[0].movieCode
        try await archive.keepShownForecasts(shown, of: chart.date)
        #expect(try await archive.shownForecasts(of: chart.date) == shown)
        // Another day holds none; a day the archive lacks keeps none.
        #expect(try await archive.shownForecasts(of: chart.date.adding(days: 1)) == nil)
        try await archive.keepShownForecasts(shown, of: chart.date.adding(days: 1))
        #expect(try await archive.shownForecasts(of: chart.date.adding(days: 1)) == nil)
        // Kept again: replaced, not added to.
        try await archive.keepShownForecasts([first: .none(.tooEarly)], of: chart.date)
        #expect(try await archive.shownForecasts(of: chart.date) == [first: .none(.tooEarly)])
        _ = try await archive.store(archivedDay(chart, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(try await archive.shownForecasts(of: chart.date) == [first: .none(.tooEarly)])
        var corrected = chart
        corrected.entries[0].audience += 500
        corrected.entries[0].audienceAccumulated += 500
        _ = try await archive.store(archivedDay(corrected, fetchedAt: Date(timeIntervalSince1970: 1_800_050_000)))
        #expect(try await archive.shownForecasts(of: chart.date) == nil)
    }

    @Test(arguments: ArchiveStore.allCases)
    func aFailedTransactionLeavesTheDayAbsent(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        var chart = try recordedDay("20230426")
        // The last row repeats the first movie: its insert violates the primary key after nine rows were written.
        chart.entries[9].movieCode = chart.entries[0].movieCode
        await #expect(throws: ArchiveError.self) { try await archive.store(archivedDay(chart)) }
        #expect(try await archive.day(chart.date) == nil)
        #expect(try await archive.isEmpty())
    }

    @Test(arguments: ArchiveStore.allCases)
    func historyQueriesMatchTheRecordings(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        for day in ["20230423", "20230426", "20230502"] { _ = try await archive.store(archivedDay(try recordedDay(day))) }
        let from = CalendarDate(iso: "2023-04-01")!, to = CalendarDate(iso: "2023-05-31")!
        let top = try await archive.topMovies(from: from, to: to, limit: 3)
        // 존 윅 4 (20231089): 113,983 + 42,213 + 19,220 admissions, ranks 1, 3, 3 in the three recordings.
        #expect(top.first?.code.rawValue == "20231089")
        #expect(top.first?.audience == 113_983 + 42_213 + 19_220)
        #expect(top.first?.sales == 1_198_147_388 + 338_998_239 + 191_853_325)
        #expect(top.first?.daysInChart == 3 && top.first?.bestRank == 1)
        #expect(top.first?.firstDate.iso == "2023-04-23" && top.first?.lastDate.iso == "2023-05-02")
        #expect(top.count == 3)
        let run = try #require(try await archive.movieRun(MovieCode("20231089")!))
        #expect(run.title == "존 윅 4")
        #expect(run.days.map(\.rank) == [1, 3, 3])
        #expect(run.days.map(\.audience) == [113_983, 42_213, 19_220])
        #expect(try await archive.movieRun(MovieCode("20990000")!) == nil)
        #expect(try await archive.archivedDates(from: from, to: to).count == 3)
    }

    @Test(arguments: ArchiveStore.allCases)
    func contextComparesTheSameWeekdayAWeekBefore(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        // 2022-12-14 and 2022-12-21 are both Wednesdays.
        for day in ["20221214", "20221221"] { _ = try await archive.store(archivedDay(try recordedDay(day))) }
        let codes = ["20225061", "20227762", "20228313"].map { MovieCode($0)! }
        let context = try await archive.context(on: CalendarDate(iso: "2022-12-21")!, for: codes)
        let avatar = try #require(context[codes[0]])
        #expect(abs(avatar.audienceChangeLastWeekPercent! - (242_917.0 - 359_031.0) / 359_031.0 * 100) < 1e-9)
        #expect(avatar.daysInTopTen == 2 && avatar.bestRank == 1)
        #expect(abs(context[codes[2]]!.audienceChangeLastWeekPercent! - (15_709.0 - 13_025.0) / 13_025.0 * 100) < 1e-9)
        #expect(context[codes[1]]?.bestRank == 2) // ranks 2 then 3
        // On the first day there is no week before.
        let first = try await archive.context(on: CalendarDate(iso: "2022-12-14")!, for: codes)
        #expect(first[codes[0]]?.audienceChangeLastWeekPercent == nil && first[codes[0]]?.daysInTopTen == 1)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndKept() throws {
        let path = scratch.unique("archive.sqlite")
        let garbage = Data(repeating: 0x42, count: 4096)
        _ = FileManager.default.createFile(atPath: path, contents: garbage)
        #expect {
            _ = try SQLiteBoxOfficeArchive(path: path)
        } throws: { error in
            if case .unreadable = error as? ArchiveError { return true }
            return false
        }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test(arguments: ArchiveStore.allCases)
    func aNewerSchemaIsRefused(_ store: ArchiveStore) throws {
        let location = try store.location(in: scratch)
        let archive = try ArchiveStore.open(location)
        #expect(try archive.schemaVersion() == ArchiveSchema.currentVersion)
        switch store {
        case .sqlite: try SQLiteDatabase(path: location).execute("PRAGMA user_version = 99")
        case .postgresql: _ = try archive.withSession { try $0.query("INSERT INTO schema_version (version) VALUES (99)") }
        }
        #expect(throws: ArchiveError.newerSchema(path: location, found: 99, supported: ArchiveSchema.currentVersion)) {
            _ = try ArchiveStore.open(location)
        }
    }

    @Test(arguments: ArchiveStore.allCases)
    func aMissingArchiveIsReportedForReading(_ store: ArchiveStore) throws {
        let location = try store.location(in: scratch)
        #expect(throws: ArchiveError.missing(path: location)) { _ = try ArchiveStore.open(location, existing: true) }
        switch store {
        case .sqlite: #expect(!FileManager.default.fileExists(atPath: location))
        case .postgresql: #expect(try PostgreSQLConnection(address: location).run("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") == [["0"]])
        }
    }

    /// A handle opened to read cannot write, on either store (the database refuses, not a convention),
    /// and its readers cannot either, nor migrate; the store opens an archive as it finds it, and the
    /// handle says whether a writer would change its schema.
    @Test(arguments: ArchiveStore.allCases)
    func aHandleOpenedToReadCannotWrite(_ store: ArchiveStore) async throws {
        let location = try store.location(in: scratch)
        let opening = RelationalArchiveStore(address: location)
        #expect(throws: ArchiveError.missing(path: location)) { _ = try opening.open(.reading, readers: 0) }
        let names = Fixtures.names(in: "kofic/daily")
        let chart = try recordedDay(try #require(names.first)), another = try recordedDay(try #require(names.last))
        #expect(chart.date != another.date)
        let made = try opening.open(.create, readers: 0)
        #expect(made.schemaState == .behind && made.pendingMigration?.names == ArchiveSchema.migrations.map(\.name))
        try made.migrate()
        #expect(made.schemaState == .current)
        #expect(try await made.store(archivedDay(chart, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), provisional: false)) == .added)
        for readers in [0, 2] {
            let reading = try opening.open(.reading, readers: readers)
            #expect(reading.schemaState == .current)
            #expect(throws: ArchiveError.self) { try reading.migrate() }
            await #expect(throws: ArchiveError.self) {
                try await reading.store(archivedDay(another, fetchedAt: Date(timeIntervalSince1970: 1_700_000_100), provisional: false))
            }
            #expect(try await reading.summary().days == 1)
        }
    }

    /// The store's reader (what `OpenArchive.reading()` and `inspecting()` return) is a type with no
    /// write method: a reading front end that stores a day, keeps a forecast, a code list, details or a
    /// book, or migrates the schema does not compile (`reader.store(day)` fails to build; a test cannot
    /// say so). What it is, checked here: the read ports, and none of the writing ones.
    @Test(arguments: ArchiveStore.allCases)
    func aReaderHasOnlyTheReadPorts(_ store: ArchiveStore) async throws {
        let opening = RelationalArchiveStore(address: try store.location(in: scratch))
        try opening.open(.create, readers: 0).migrate()
        let opened = try opening.openReader(readers: 0)
        let reader: Any = opened
        #expect(reader is any ChartReading && reader is any MarketReading && reader is any ArchiveUpkeep)
        #expect(reader is any ShownForecastsReading && reader is any CodeListReading && reader is any MovieDetailsReading)
        #expect(reader is any FilmographyReading && reader is any ReadingListReading && reader is any ArchiveSchemaReading)
        #expect(!(reader is any ChartWriting) && !(reader is any BoxOfficeArchive) && !(reader is RelationalBoxOfficeArchive))
        #expect(!(reader is any ShownForecastsArchive) && !(reader is any CodeListStore) && !(reader is any MovieDetailsStore))
        #expect(!(reader is any FilmographyStore) && !(reader is any ReadingListRepository) && !(reader is any ArchiveSchemaHandle))
        #expect(opened.schemaState == .current)
        #expect(try await opened.summary().days == 0)
    }

    /// A reading handle's readers are read-only connections: a WAL a writer left behind (committed
    /// pages not yet in the file) is read, and is still where it was when the last of them closes:
    /// the file's bytes and the WAL's are as they were (a read-write reader would checkpoint it).
    @Test func readersLeaveAWritersWALAsTheyFindIt() async throws {
        let written = scratch.unique("writer.sqlite"), left = scratch.unique("left.sqlite")
        let chart = try recordedDay(try #require(Fixtures.names(in: "kofic/daily").first))
        do {
            // A writer that keeps its pages in the WAL, its files copied while it is open (as a process that ended without closing leaves them).
            let writer = try SQLiteBoxOfficeArchive(path: written)
            _ = try writer.withSession { try $0.query("PRAGMA wal_autocheckpoint = 0") }
            #expect(try await writer.store(archivedDay(chart)) == .added)
            for suffix in ["", "-wal", "-shm"] { try FileManager.default.copyItem(atPath: written + suffix, toPath: left + suffix) }
        }
        let file = try Data(contentsOf: URL(fileURLWithPath: left)), wal = try Data(contentsOf: URL(fileURLWithPath: left + "-wal"))
        #expect(!wal.isEmpty)
        do {
            let reading = try SQLiteBoxOfficeArchive(path: left, mode: .reading, readers: 2)
            // Two reads at once, each on a reader: the day is in the WAL alone.
            async let first = reading.day(chart.date, list: .all)
            async let second = reading.archivedDates(from: chart.date, to: chart.date)
            #expect(try await first?.report.rows.map(\.entry) == chart.entries)
            #expect(try await second == [chart.date])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: left)) == file, "a reader wrote the archive's file")
        #expect(try Data(contentsOf: URL(fileURLWithPath: left + "-wal")) == wal, "a reader checkpointed or changed the WAL")
    }

    /// The all-time chart counts the whole market's lists only: a segment's list of the same day
    /// (the Korean films', with an accumulated audience made larger here, and a film of its own) moves
    /// nothing; a film's total is its highest accumulated audience, its title its last charted day's.
    @Test(arguments: ArchiveStore.allCases)
    func theAllTimeChartCountsTheWholeMarketsListsOnly(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let names = Fixtures.names(in: "kofic/daily").sorted()
        let first = try recordedDay(try #require(names.first)), last = try recordedDay(try #require(names.last))
        #expect(first.date < last.date)
        var segment = last
        segment.entries = segment.entries.prefix(2).map { entry in
            var entry = entry
            entry.audienceAccumulated *= 10
            return entry
        }
        var own = segment.entries[0]
        own.movieCode = MovieCode("29999999")!
        segment.entries.append(own)
        _ = try await archive.store(archivedDay(first))
        _ = try await archive.store(archivedDay(last), extraLists: [.korean: segment])
        let chart = try await archive.allTimeMovies(limit: 1000)
        let days = [first, last]
        var expected: [String: Int] = [:]
        for day in days { for entry in day.entries { expected[entry.movieCode.rawValue] = max(expected[entry.movieCode.rawValue] ?? 0, entry.audienceAccumulated) } }
        #expect(Dictionary(uniqueKeysWithValues: chart.map { ($0.code.rawValue, $0.audienceTotal) }) == expected)
        #expect(chart.map(\.audienceTotal) == chart.map(\.audienceTotal).sorted(by: >))
        let titles = Dictionary(last.entries.map { ($0.movieCode.rawValue, $0.title) }, uniquingKeysWith: { a, _ in a })
        #expect(chart.filter { titles[$0.code.rawValue] != nil }.allSatisfy { titles[$0.code.rawValue] == $0.title })
    }

    @Test(arguments: ArchiveStore.allCases)
    func twoWritersOnOneArchiveBothLand(_ store: ArchiveStore) async throws {
        let location = try store.location(in: scratch)
        let first = try ArchiveStore.open(location), second = try ArchiveStore.open(location)
        let days = try Fixtures.names(in: "kofic/daily").map(recordedDay)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, chart) in days.enumerated() {
                let archive = index.isMultiple(of: 2) ? first : second
                group.addTask { _ = try await archive.store(archivedDay(chart)) }
                // The same day from the other writer too: it must end once, unchanged.
                group.addTask { _ = try await (index.isMultiple(of: 2) ? second : first).store(archivedDay(chart)) }
            }
            try await group.waitForAll()
        }
        #expect(try await first.archivedDates(from: CalendarDate(iso: "2000-01-01")!, to: CalendarDate(iso: "2030-01-01")!).count == days.count)
        #expect(try first.count("days") == days.count)
        #expect(try first.count("ranking_revisions") == 0)
        #expect(try first.integrityProblems() == [])
    }

    @Test(.enabled(if: MachineTool.postgreSQLServer.runsHere, Comment(rawValue: MachineTool.postgreSQLServer.skipReason)))
    func bothStoresHaveTheSameTablesAndColumns() throws {
        let sqlite = try ArchiveStore.sqlite.open(in: scratch), postgres = try ArchiveStore.postgresql.open(in: scratch)
        for table in ArchiveTable.allCases {
            let columns = try sqlite.withSession { try $0.columns(of: table) }
            #expect(!columns.isEmpty)
            #expect(try postgres.withSession { try $0.columns(of: table) } == columns, "\(table.rawValue)")
        }
        // Types mapped as the README says: INTEGER → bigint, REAL → double precision, the day columns date.
        let types = try postgres.withSession {
            try $0.query("""
                SELECT column_name, data_type FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = 'rankings'
                """)
        }
        let byName = Dictionary(uniqueKeysWithValues: types.map { ($0[0].string ?? "", $0[1].string ?? "") })
        #expect(byName["date"] == "date" && byName["open_date"] == "date" && byName["title"] == "text")
        #expect(byName["audience"] == "bigint" && byName["audience_change_pct"] == "double precision")
        #expect(try postgres.withSession { try $0.query("SELECT max(version) FROM schema_version") }.first?.first?.int == ArchiveSchema.currentVersion)
    }

    @Test(arguments: ArchiveStore.allCases)
    func aWeekIsKeptWithItsRevisions(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let week = try recordedWeekend()
        let fetched = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(try await archive.storeWeek(ArchivedWeek(chart: week, fetchedAt: fetched, source: "test", revision: 1)) == .added)
        #expect(try await archive.storeWeek(ArchivedWeek(chart: week, fetchedAt: fetched, source: "test", revision: 1)) == .unchanged)
        var corrected = week
        corrected.entries[0].audience += 1
        guard case .revised(2, _) = try await archive.storeWeek(ArchivedWeek(chart: corrected, fetchedAt: fetched, source: "test", revision: 1)) else {
            Issue.record("the corrected week was not a revision"); return
        }
        let kept = try await archive.weeks(week.range.kind, from: week.range.start, to: week.range.start)
        #expect(kept.map(\.chart) == [corrected] && kept.first?.revision == 2)
        #expect(try archive.count("weekly_ranking_revisions") == week.entries.count)
        #expect(try await !archive.isEmpty())
    }

    /// Schema 6 takes a week's list out of its kind (`weekend:K`) into a column of its own, as days
    /// keep theirs: an archive of schema 5 holding the recorded weekend in the national and the K list
    /// (with a kept revision) is migrated with every row and every answer as it was.
    @Test(arguments: ArchiveStore.allCases)
    func schemaSixKeepsAWeeksListInAColumnOfItsOwn(_ store: ArchiveStore) async throws {
        let location = try store.location(in: scratch)
        let week = try recordedWeekend()
        var corrected = week
        corrected.entries[0].audience += 1
        let fetched = Date(timeIntervalSince1970: 1_700_000_000)
        let range = week.range
        func read(_ archive: RelationalBoxOfficeArchive) async throws -> [[ArchivedWeek]] {
            [try await archive.weeks(range.kind, from: range.start, to: range.start, list: .all),
             try await archive.weeks(range.kind, from: range.start, to: range.start, list: .korean)]
        }
        let archive = try ArchiveStore.open(location)
        for (chart, list) in [(week, ChartList.all), (week, .korean), (corrected, .korean)] {
            _ = try await archive.storeWeek(ArchivedWeek(chart: chart, fetchedAt: fetched, source: "test", revision: 1, list: list))
        }
        let expected = try await read(archive)
        #expect(expected.map { $0.map(\.revision) } == [[1], [2]] && expected[1].first?.chart == corrected)
        let revisions = try archive.count("weekly_ranking_revisions")
        // Back to schema 5's layout, as the last release left its archives: the list inside the kind.
        let old = ["weeks", "weekly_rankings", "weekly_ranking_revisions"]
        var back = old.map { "ALTER TABLE \($0) RENAME TO \($0)_new" } + ["DROP INDEX weekly_rankings_by_movie", "DROP TABLE movie_distributors",
                                                                           "DROP TABLE shown_forecasts", "DROP TABLE movie_runs"]
        back += store == .sqlite ? [ArchiveSchema.migrations[2].sql] : PostgreSQLArchiveSchema.migrations[2]
        let kind = "CASE WHEN list = 'all' THEN kind ELSE kind || ':' || list END"
        back += [
            "INSERT INTO weeks SELECT \(kind), start_date, end_date, fetched_at, source, revision FROM weeks_new",
            "INSERT INTO weekly_rankings SELECT \(kind), start_date, movie_code, \(ArchiveSchema.rankingColumns) FROM weekly_rankings_new",
            """
            INSERT INTO weekly_ranking_revisions SELECT \(kind), start_date, revision, fetched_at, movie_code, rank, title, audience,
                audience_accumulated, sales, sales_accumulated, screens, shows FROM weekly_ranking_revisions_new
            """,
        ] + old.reversed().map { "DROP TABLE \($0)_new" }
        switch store {
        case .sqlite:
            let database = try SQLiteDatabase(path: location)
            for statement in back { try database.execute(statement) }
            try database.execute("PRAGMA user_version = 5")
            #expect(try database.run("SELECT kind FROM weeks ORDER BY kind").map { $0[0].string } == ["weekend", "weekend:K"])
        case .postgresql:
            let connection = try PostgreSQLConnection(address: location)
            for statement in back { try connection.run(statement) }
            try connection.run("DELETE FROM schema_version WHERE version > 5")
            #expect(try connection.run("SELECT kind FROM weeks ORDER BY kind").map { $0[0] } == ["weekend", "weekend:K"])
        }
        let migrated = try ArchiveStore.open(location)
        #expect(try migrated.schemaVersion() == ArchiveSchema.currentVersion)
        #expect(try await read(migrated) == expected)
        #expect(try migrated.count("weekly_ranking_revisions") == revisions)
        #expect(try migrated.integrityProblems() == [])
        // The migrated keys hold: the K week stored again is the same week, unchanged.
        #expect(try await migrated.storeWeek(ArchivedWeek(chart: corrected, fetchedAt: fetched, source: "test", revision: 1, list: .korean)) == .unchanged)
    }

    /// With readers (a server answering calls at once), a read goes on while the writer is inside a
    /// transaction, instead of waiting behind it; and a day written is read back by the readers.
    @Test(arguments: ArchiveStore.allCases)
    func readsRunBesideTheWriter(_ store: ArchiveStore) async throws {
        let archive = try ArchiveStore.open(try store.location(in: scratch), readers: 2)
        let chart = try recordedDay(try #require(Fixtures.names(in: "kofic/daily").first))
        _ = try await archive.store(archivedDay(chart))
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let writer = Thread {
            try? archive.withSession { db in try db.transaction(locking: nil) { entered.signal(); release.wait() } }
        }
        writer.start()
        // Waited for off Swift's few cooperative threads (the suite's other tests run on them too).
        await withCheckedContinuation { continuation in DispatchQueue.global().async { entered.wait(); continuation.resume() } }
        // The read must finish while the writer still holds its transaction: the writer is let go
        // only after it (or after a minute, when reads wait behind the writer: the failure).
        let readDone = DispatchSemaphore(value: 0)
        let read = Task.detached(priority: .high) {
            let rows = try await archive.day(chart.date)?.report.rows.map(\.entry)
            readDone.signal()
            return rows
        }
        let answeredWhileWriting = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: readDone.wait(timeout: .now() + 60) == .success) }
        }
        release.signal()
        #expect(try await read.value == chart.entries)
        #expect(answeredWhileWriting, "the read waited behind the writer's transaction")
        // Eight reads at once, on two readers: each answered.
        let answers = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { try await archive.day(chart.date)?.report.rows.map(\.entry) == chart.entries } }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(answers == Array(repeating: true, count: 8))
    }

    @Test(arguments: ArchiveStore.allCases)
    func theReadingListKeepsEveryField(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        let book = try recordedBook()
        let saved = Date(timeIntervalSince1970: 1_700_000_000)
        try await archive.save(book, at: saved)
        try await archive.save(book, at: saved) // saving again replaces, never duplicates
        let list = try await archive.readingList()
        #expect(list.count == 1 && list.first?.book == book && list.first?.savedAt == saved)
    }

    /// Fills an archive with what every table can hold: the recorded days, one revised, their movies, a week, a book,
    /// a day's forecasts as its report showed them.
    func fill(_ archive: RelationalBoxOfficeArchive) async throws {
        for compact in Fixtures.names(in: "kofic/daily") { _ = try await archive.store(archivedDay(try recordedDay(compact))) }
        var corrected = try recordedDay("20230426")
        corrected.entries[2].audience += 7
        _ = try await archive.store(archivedDay(corrected, fetchedAt: Date(timeIntervalSince1970: 1_700_086_400)), extraLists: [.korean: corrected])
        for code in Fixtures.names(in: "kofic/movie") { try await archive.storeDetails(try recordedMovie(code), fetchedAt: Date(timeIntervalSince1970: 1_700_000_000)) }
        var week = try recordedWeekend()
        _ = try await archive.storeWeek(ArchivedWeek(chart: week, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), source: "test", revision: 1))
        week.entries[1].screens += 3
        _ = try await archive.storeWeek(ArchivedWeek(chart: week, fetchedAt: Date(timeIntervalSince1970: 1_700_100_000), source: "test", revision: 1))
        _ = try await archive.storeWeek(ArchivedWeek(chart: week, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), source: "test", revision: 1,
                                                     list: .korean))
        try await archive.save(try recordedBook(), at: Date(timeIntervalSince1970: 1_700_000_000))
        try await archive.keepShownForecasts(Self.shownForecasts(of: try recordedDay("20230426")), of: CalendarDate(iso: "2023-04-26")!)
        try await archive.storePerson(Person(code: KOBISCode("10000066")!, name: "리나", englishName: nil, sex: "여자", role: "배우",
                                             films: [FilmCredit(movieCode: MovieCode("20167281"), title: "러시아 엄마", part: "배우")]),
                                      fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        try await archive.storeCompany(Company(code: KOBISCode("20102327")!, name: "CGV아트하우스", englishName: "CGV ARTHOUSE", ceo: nil, parts: [],
                                               films: [FilmCredit(movieCode: MovieCode("20173202"), title: "버닝", part: "배급사")]),
                                       fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        try await archive.storeCodes([KOBISCodeEntry(code: "0105001", name: "서울시", englishName: nil),
                                      KOBISCodeEntry(code: "0105002", name: "경기도", englishName: "Gyeonggi")], under: "0105000000",
                                     fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        // A day and a weekend KOFIC had no list for, asked.
        try await archive.markNoList(kind: "day", list: .all, start: CalendarDate(iso: "2024-01-01")!, askedAt: Date(timeIntervalSince1970: 1_700_000_000))
        try await archive.markNoList(kind: "weekend", list: .all, start: CalendarDate(iso: "2015-03-06")!, askedAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    /// What the history commands ask of an archive, asked of `archive`.
    func answers(_ archive: RelationalBoxOfficeArchive) async throws -> [AnyHashable] {
        let from = CalendarDate(iso: "2000-01-01")!, to = CalendarDate(iso: "2030-12-31")!
        var answers: [AnyHashable] = [try await archive.topMovies(from: from, to: to, limit: 20)]
        for date in try await archive.archivedDates(from: from, to: to).sorted() {
            answers.append(try await archive.day(date))
            answers.append(try await archive.revisions(of: date))
            let codes = try await archive.day(date)?.report.rows.map(\.entry.movieCode) ?? []
            answers.append(try await archive.context(on: date, for: codes))
        }
        for code in Fixtures.names(in: "kofic/movie") { answers.append(try await archive.movieRun(MovieCode(code)!)) }
        answers.append(try await archive.weeks(.weekend, from: from, to: to))
        answers.append(try await archive.weeks(.weekend, from: from, to: to, list: .korean))
        answers.append(try await archive.storedPerson(KOBISCode("10000066")!).map { [AnyHashable($0.person), AnyHashable($0.fetchedAt)] })
        answers.append(try await archive.storedCompany(KOBISCode("20102327")!).map { [AnyHashable($0.company), AnyHashable($0.fetchedAt)] })
        answers.append(try await archive.storedCodes(under: "0105000000").map { [AnyHashable($0.codes), AnyHashable($0.fetchedAt)] })
        answers.append(try await archive.readingList().map(\.book))
        answers.append(try await archive.readingList().map(\.savedAt))
        answers.append(try await archive.shownForecasts(of: CalendarDate(iso: "2023-04-26")!))
        answers.append(try await archive.noLists(kind: "day", list: .all, from: CalendarDate(iso: "2023-01-01")!, to: CalendarDate(iso: "2024-12-31")!))
        answers.append(try await archive.noLists(kind: "weekend", list: .all, from: CalendarDate(iso: "2015-01-01")!, to: CalendarDate(iso: "2015-12-31")!))
        return answers
    }

    /// What a report of `chart` could have shown: a dated milestone with its range and chance (not a
    /// binary fraction: a store that rounds it fails) and a pace, an undated one, and every reason for none.
    static func shownForecasts(of chart: DailyBoxOffice) -> [MovieCode: ShownForecast] {
        let codes = chart.entries.map(\.movieCode)
        let final = FinalAudienceForecast(dayOfRun: 12, accumulated: 1_234_567, expected: 2_345_678, low: 2_000_001, high: 2_900_002,
                                          trainingRuns: 321, road: nil)
        let dated = RowForecast(final: final, next: MilestoneForecast(mark: 2_000_000, date: CalendarDate(iso: "2023-05-06"), chance: 0.8437,
                                                                       low: CalendarDate(iso: "2023-05-04"), high: CalendarDate(iso: "2023-05-09")),
                                pace: Pace(dayOfRun: 13, accumulated: 1_200_000, otherTitle: "범죄도시2", otherYear: 2022, otherAccumulated: 7_654_321))
        let undated = RowForecast(final: FinalAudienceForecast(dayOfRun: 30, accumulated: 800_000, expected: 950_000, low: 900_000, high: 990_000,
                                                               trainingRuns: 17, road: nil),
                                  next: MilestoneForecast(mark: 1_000_000, date: nil, chance: nil, low: nil, high: nil), pace: nil)
        var shown: [MovieCode: ShownForecast] = [codes[0]: .forecast(dated), codes[1]: .forecast(undated)]
        for (code, reason) in zip(codes.dropFirst(2), NoForecast.allCases) { shown[code] = .none(reason) }
        return shown
    }

    @Test(arguments: ArchiveStore.allCases, ArchiveStore.allCases)
    func aCopyKeepsEveryRowAndEveryAnswerAndRepeatsAsANoOp(_ from: ArchiveStore, _ to: ArchiveStore) async throws {
        let source = try from.open(in: scratch), destination = try to.open(in: scratch)
        try await fill(source)
        let progress = Reported()
        let copied = try await source.copy(to: destination, batchSize: 7) { table, done, total in
            #expect(done <= total)
            progress.note(table, done)
        }
        let reported = progress.last
        let counts = try source.rowCounts()
        #expect(counts.allSatisfy { $0.rows > 0 }, "every table has rows to copy: \(counts)")
        #expect(copied.map { [$0.table: $0.source] } == counts.map { [$0.table: $0.rows] })
        #expect(copied.allSatisfy { $0.destination == $0.source })
        #expect(reported == Dictionary(uniqueKeysWithValues: counts.map { ($0.table, $0.rows) }))
        #expect(try await answers(destination) == answers(source))
        // Again: nothing added, nothing lost.
        #expect(try await source.copy(to: destination) == copied)
        #expect(try destination.rowCounts().map(\.rows) == counts.map(\.rows))
        #expect(try destination.integrityProblems() == [])
        // The derived data (market columns with a K list and a revised day, movie_months) agrees on both sides.
        #expect(try source.derivedDataProblems() == [])
        #expect(try destination.derivedDataProblems() == [])
        let summary = try await destination.summary()
        #expect(summary.days == Fixtures.names(in: "kofic/daily").count && summary.revisedDays == 1 && summary.keptRevisions == 1)
        #expect(summary.firstDay?.iso == "2012-01-01" && summary.movies == Fixtures.names(in: "kofic/movie").count && summary.weeks == 2) // the weekend and its Korean list's
    }

    @Test(arguments: ArchiveStore.allCases)
    func theConsistencyCheckFindsAnOrphanedRevision(_ store: ArchiveStore) async throws {
        let archive = try store.open(in: scratch)
        _ = try await archive.store(archivedDay(try recordedDay("20230426")))
        #expect(try archive.integrityProblems() == [])
        // A kept revision numbered like the day's current one (as a broken copy would leave it).
        _ = try archive.withSession {
            try $0.query("""
                INSERT INTO ranking_revisions SELECT date, 1, 0, list, movie_code, rank, title, audience, audience_accumulated,
                    sales, sales_accumulated, screens, shows FROM rankings WHERE movie_code = '20198482'
                """)
        }
        #expect(try archive.integrityProblems() == ["1 kept revisions of a day that is not archived, or not older than its current revision"])
    }

    /// Migrations are recorded by name: a new archive records each as it applies it. An archive of
    /// before the names (its counter alone: at the schema before the identity's, and at today's) is
    /// upgraded in place: the names its counter implies are recorded without a time, the others applied
    /// and recorded; the counter mirrors their number; a reader says what the writer will do, and a
    /// second open applies nothing.
    @Test(arguments: ArchiveStore.allCases)
    func migrationsAreRecordedByName(_ store: ArchiveStore) async throws {
        let names = ArchiveSchema.migrations.map(\.name)
        func ledger(_ archive: RelationalBoxOfficeArchive) throws -> [String: Int?] {
            let rows = try archive.withSession { try $0.query("SELECT name, applied_at FROM boxoffice_migrations") }
            return Dictionary(uniqueKeysWithValues: rows.map { ($0[0].string ?? "?", $0[1].int) })
        }
        func counted(_ archive: RelationalBoxOfficeArchive) throws -> Int {
            try archive.withSession { try $0.query(store == .sqlite ? "PRAGMA user_version" : "SELECT count(*) FROM schema_version") }.first?.first?.int ?? -1
        }
        let fresh = try store.open(in: scratch)
        let made = try ledger(fresh)
        #expect(Set(made.keys) == Set(names) && made.values.allSatisfy { $0 != nil })
        #expect(try counted(fresh) == names.count)
        for version in [ArchiveSchema.currentVersion - 1, ArchiveSchema.currentVersion] {
            let location = try store.location(in: scratch)
            try Self.makeArchiveOfBeforeTheNames(store, at: location, version: version)
            let opening = RelationalArchiveStore(address: location)
            // A reader of an archive whose counter has every migration needs no writer: the names are the next writer's to record.
            #expect(try opening.open(.reading, readers: 0).schemaState == (version < ArchiveSchema.currentVersion ? .behind : .current))
            #expect(try opening.open(.reading, readers: 0).pendingMigration?.names == Array(names.dropFirst(version)))
            let upgraded = try ArchiveStore.open(location)
            let recorded = try ledger(upgraded)
            #expect(Set(recorded.keys) == Set(names))
            #expect(names.prefix(version).allSatisfy { recorded[$0] == .some(nil) }, "recorded from the counter, without a time")
            #expect(names.dropFirst(version).allSatisfy { recorded[$0] != .some(nil) }, "applied now, and timed")
            #expect(try upgraded.schemaVersion() == names.count && counted(upgraded) == names.count)
            #expect(try await upgraded.identity() != nil)
            #expect(try opening.open(.reading, readers: 0).schemaState == .current && opening.open(.reading, readers: 0).pendingMigration == nil)
            // A second open applies nothing: a migration applied again, or a name forgotten and
            // recorded again, would fail or change the planted times.
            _ = try upgraded.withSession { try $0.query("UPDATE boxoffice_migrations SET applied_at = 1") }
            let again = try ArchiveStore.open(location)
            #expect(try ledger(again) == Dictionary(uniqueKeysWithValues: names.map { ($0, 1) }))
            #expect(try counted(again) == names.count)
        }
    }

    /// An archive as a boxoffice of before the migrations' names left it: the first `version`
    /// migrations applied, and the store's counter alone.
    static func makeArchiveOfBeforeTheNames(_ store: ArchiveStore, at location: String, version: Int) throws {
        switch store {
        case .sqlite:
            let database = try SQLiteDatabase(path: location)
            for migration in ArchiveSchema.migrations.prefix(version) {
                try database.execute(migration.sql)
                try migration.fill?(SQLiteArchiveSession(database))
            }
            try database.execute("PRAGMA user_version = \(version)")
        case .postgresql:
            let connection = try PostgreSQLConnection(address: location)
            for (migration, statements) in zip(ArchiveSchema.migrations, PostgreSQLArchiveSchema.migrations).prefix(version) {
                for statement in statements { try connection.run(statement) }
                try migration.fill?(PostgreSQLArchiveSession(connection))
            }
            try connection.run("CREATE TABLE schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
            for applied in 1...version { try connection.run("INSERT INTO schema_version (version) VALUES ($1)", [String(applied)]) }
        }
    }

    @Test(arguments: ArchiveStore.allCases)
    func anArchiveOfTheFirstSchemaIsMigratedForwardKeepingItsDays(_ store: ArchiveStore) async throws {
        let location = try store.location(in: scratch)
        // The archive as the first schema left it: version 1 and a day, written by hand.
        switch store {
        case .sqlite:
            let database = try SQLiteDatabase(path: location)
            try database.execute(ArchiveSchema.migrations[0].sql)
            try database.execute("PRAGMA user_version = 1")
            try database.execute("INSERT INTO days VALUES ('2023-04-26', 1700000000, 'test', 0, 1)")
        case .postgresql:
            let connection = try PostgreSQLConnection(address: location)
            for statement in PostgreSQLArchiveSchema.migrations[0] { try connection.run(statement) }
            try connection.run("CREATE TABLE schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
            try connection.run("INSERT INTO schema_version (version) VALUES (1)")
            try connection.run("INSERT INTO days VALUES ('2023-04-26', 1700000000, 'test', 0, 1)")
        }
        let archive = try ArchiveStore.open(location)
        #expect(try archive.schemaVersion() == ArchiveSchema.currentVersion)
        #expect(try await archive.archivedDates(from: CalendarDate(iso: "2023-04-01")!, to: CalendarDate(iso: "2023-04-30")!)
            == [CalendarDate(iso: "2023-04-26")!])
        // The later tables are there and work.
        try await archive.save(try recordedBook(), at: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try archive.count("reading_list") == 1 && archive.count("weeks") == 0)
    }
}

/// What a copy's progress said last of each table (it is told from the archive's thread).
private final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [String: Int] = [:]
    func note(_ table: String, _ done: Int) { lock.withLock { rows[table] = done } }
    var last: [String: Int] { lock.withLock { rows } }
}
