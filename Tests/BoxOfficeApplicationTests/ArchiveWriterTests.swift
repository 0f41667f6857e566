import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

/// The archive's one writer in a process, and the archive-first answers that write through it,
/// in process: parallel questions never lock each other out, another process is waited for.
struct ArchiveWriterTests {
    /// A cross-process lock the test holds or lets go of (the other process, played in process).
    final class TestLock: RunLocking, @unchecked Sendable {
        private let lock = NSLock()
        private var heldElsewhere: Bool
        private(set) var taken = 0

        init(heldElsewhere: Bool = false) { self.heldElsewhere = heldElsewhere }

        func letGo() { lock.withLock { heldElsewhere = false } }

        func acquire() throws -> RunLease {
            try lock.withLock {
                guard !heldElsewhere else { throw CancellationError() }
                heldElsewhere = true
                taken += 1
            }
            return RunLease { [self] in lock.withLock { heldElsewhere = false } }
        }

        func acquire(waitingUpTo seconds: Double) async throws -> RunLease? {
            let until = Date().addingTimeInterval(seconds)
            while true {
                if let lease = try? acquire() { return lease }
                guard Date() < until else { return nil }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
        }
    }

    /// Counts the pieces of work running at once.
    actor Overlap {
        var now = 0, most = 0
        func enter() { now += 1; most = max(most, now) }
        func leave() { now -= 1 }
    }

    @Test func parallelWritesTakeTurnsAndEachHoldsTheLock() async throws {
        let lock = TestLock()
        let writer = ArchiveWriter(locks: lock, lockWait: 1)
        let overlap = Overlap()
        let turns = try await withThrowingTaskGroup(of: ArchiveWriter.Turn.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await writer.write {
                        await overlap.enter()
                        try await Task.sleep(nanoseconds: 5_000_000)
                        await overlap.leave()
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(turns == Array(repeating: .wrote, count: 8), "every turn ran, none was refused")
        let most = await overlap.most
        #expect(most == 1 && lock.taken == 8)
    }

    @Test func anotherProcessHoldingTheLockIsWaitedForWithinTheBound() async throws {
        let lock = TestLock(heldElsewhere: true)
        let writer = ArchiveWriter(locks: lock, lockWait: 0.2)
        let ran = Overlap()
        let turn = try await writer.write { await ran.enter() }
        guard case .busy(let waited) = turn else { Issue.record("\(turn)"); return }
        let ranMost = await ran.most
        #expect(waited == 0.2 && lock.taken == 0 && ranMost == 0, "nothing written while the other process held it")

        // Let go in the middle of a longer wait: the turn takes the lock and writes (a long bound: other
        // tests running at once may hold the pool's threads).
        let patient = ArchiveWriter(locks: lock, lockWait: 60)
        lock.letGoAfter(seconds: 0.1)
        let second = try await patient.write { await ran.enter() }
        let ranAfter = await ran.most
        #expect(second == .wrote && lock.taken == 1 && ranAfter == 1)
    }

    // MARK: Archive-first answers

    /// A source of days that counts how often each is asked for (every day: two movies).
    final class CountingDays: DailyBoxOfficeRepository, MovieDetailsRepository, WeeklyBoxOfficeRepository, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var asked: [CalendarDate] = []

        func dailyBoxOffice(on date: CalendarDate) async throws -> DailyBoxOffice {
            lock.withLock { asked.append(date) }
            try await Task.sleep(nanoseconds: 20_000_000)
            let audience = 1_000 + date.day
            return DailyBoxOffice(date: date, entries: (1...2).map { rank in
                BoxOfficeEntry(rank: rank, movement: .new, movieCode: MovieCode("2026000\(rank)")!, title: "Movie \(rank)",
                               openDate: CalendarDate(iso: "2026-01-01"), audience: audience / rank, audienceChange: 0, audienceChangePercent: 0,
                               audienceAccumulated: 50_000, sales: 10_000_000, salesChange: 0, salesChangePercent: 0, salesShare: 40,
                               salesAccumulated: 500_000_000, screens: 100, shows: 300)
            })
        }

        func movieDetails(for code: MovieCode) async throws -> MovieDetails? { nil }

        func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList) async throws -> WeeklyBoxOffice {
            WeeklyBoxOffice(range: WeekRange(kind: kind, start: date, end: date), entries: [])
        }
    }

    /// Eight questions at once for eight days the archive lacks, through one long-lived
    /// `FillThenAnswer`: each answered with its own day, each day fetched once; asked again,
    /// none is fetched.
    @Test func parallelQuestionsForMissingDaysAreAllAnsweredEachDayFetchedOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive.sqlite").path)
        let days = CountingDays()
        let clock = FixedTimeSource(Date(timeIntervalSince1970: 1_769_900_000))  // 2026-02-01 in Seoul
        let fetch = FetchDailyReport(boxOffice: days, movies: days)
        let source = ChartSource(daily: fetch, weekly: FetchWeeklyReport(weekly: days, details: fetch),
                                 archiveDay: ArchiveDailyReport(archive: archive, clock: clock, source: "test"))
        let lock = TestLock()
        let answers = FillThenAnswer(answers: AnswerFromArchive(archive: archive, clock: clock), archive: archive, clock: clock,
                                         source: source, requestsSent: { 0 }, details: days,
                                         writer: ArchiveWriter(locks: lock, lockWait: 1), memo: AnswerMemo())
        let wanted = (11...18).map { CalendarDate(year: 2026, month: 1, day: $0)! }
        for _ in 1...2 {
            let answered = try await withThrowingTaskGroup(of: (CalendarDate, FillThenAnswer.Answered<DayQuestion.Answer>).self) { group in
                for date in wanted + [wanted[0]] { group.addTask { (date, try await answers.answer(DayQuestion(date))) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answered.count == 9)
            for (date, answer) in answered {
                let report = answer.answer.report
                #expect(report.date == date && report.rows.first?.entry.audience == 1_000 + date.day && answer.unfilledAfterWaiting == nil)
            }
        }
        #expect(days.asked.sorted() == wanted, "each day fetched once over both rounds")
        #expect(lock.taken == 8, "the lock taken once per missing day: the day asked twice was found written when its turn came")
    }
}

extension ArchiveWriterTests.TestLock {
    /// The other process lets go after a while.
    func letGoAfter(seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in letGo() }
    }
}
