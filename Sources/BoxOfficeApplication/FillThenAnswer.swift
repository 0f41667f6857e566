import BoxOfficeDomain

/// Answers a question from the archive first. What the archive lacks (the day, the week, the days
/// of a range, a movie's run) is fetched from the source when there is one, archived, and the
/// question is answered from the archive again: the same answer either way, and asking again sends
/// no request. Without a source the archive's answer (or its refusal) is the answer.
public struct FillThenAnswer: Sendable {
    /// The most days one question fetches; a longer gap is left to `boxoffice backfill`.
    public static let longestFill = 62

    let answers: AnswerFromArchive
    let archive: any ChartReading
    let clock: any TimeSource
    /// Fetches and archives charts (nil: no source, the archive alone).
    let source: ChartSource?
    let backfill: BackfillCharts?
    /// Movies' details: the archive's first; with a source, fetched and kept. Also where the open
    /// date of a movie the archive has not charted comes from.
    public let details: (any MovieDetailsRepository)?
    /// Every fill writes through it: one at a time in this process (two questions for the same
    /// missing day fetch it once), the archive's lock held, another process waited for.
    let writer: ArchiveWriter?
    /// The days a recorded source holds (the bundled sample's national lists); nil: any day, any list.
    let recordedDays: [CalendarDate]?
    /// Answers kept while the archive is unchanged (nil: every question reads the archive).
    let memo: AnswerMemo?

    /// The archive first, filling what it lacks as `policy` has it: with a fill, charts from
    /// `source()` and details through `fetchedDetails()`, both made only then (without a key they
    /// cannot be); without, the archive alone and its details as kept (`archivedDetails`).
    public init(answers: AnswerFromArchive, archive: any ChartReading, clock: any TimeSource, policy: FetchPolicy,
                source: () throws -> ChartSource, fetchedDetails: () throws -> any MovieDetailsRepository,
                archivedDetails: any MovieDetailsRepository, requestsSent: @escaping @Sendable () -> Int, writer: ArchiveWriter?,
                recorded: RecordedSource? = nil, memo: AnswerMemo? = nil) rethrows {
        self.init(answers: answers, archive: archive, clock: clock, source: policy.fillsMissing ? try source() : nil, requestsSent: requestsSent,
                  details: policy.fillsMissing ? try fetchedDetails() : archivedDetails, writer: writer, recorded: recorded, memo: memo)
    }

    public init(answers: AnswerFromArchive, archive: any ChartReading, clock: any TimeSource,
                source: ChartSource?, requestsSent: @escaping @Sendable () -> Int, details: (any MovieDetailsRepository)?, writer: ArchiveWriter?,
                recorded: RecordedSource? = nil, memo: AnswerMemo? = nil) {
        self.recordedDays = recorded?.days
        self.memo = memo
        self.answers = answers
        self.archive = archive
        self.clock = clock
        self.source = source
        self.backfill = source.map { BackfillCharts(source: $0, archive: archive, requestsSent: requestsSent) }
        self.details = details
        self.writer = writer
    }

    /// The archive's answer. When another process held the archive through the writer's whole wait,
    /// nothing was fetched: the answer is what the archive holds, and says so (`unfilledAfterWaiting`); a
    /// question the archive cannot answer then throws `ArchiveBusy`.
    public func answer<Question: ArchiveQuestion>(_ question: Question) async throws -> Answered<Question.Answer> {
        let latest = clock.yesterdayInSeoul
        if let newest = question.newestDay, newest > latest { throw RequestError.dateInFuture(requested: newest, latest: latest) }
        var waited: Double? = nil
        if let backfill, let writer, Question.declaration.fetches { waited = try await fill(question.fill, backfill: backfill, writer: writer, latest: latest) }
        do {
            return Answered(answer: try await archived(question, latest: latest), unfilledAfterWaiting: waited)
        } catch let error as ArchiveQuestionError {
            guard let waited else { throw error }
            throw ArchiveBusy(waited: waited, answer: error)
        }
    }

    /// An answer, and whether what the archive lacked could not be fetched for another process's run.
    public struct Answered<Answer: Sendable>: Sendable {
        public var answer: Answer
        /// Seconds waited for another process's run before answering from the archive as it was (nil: no wait given up).
        public var unfilledAfterWaiting: Double?
    }

    private func archived<Question: ArchiveQuestion>(_ question: Question, latest: CalendarDate) async throws -> Question.Answer {
        guard let memo else { return try await answers.answer(question) }
        // Kept per Seoul day too: whether a day is provisional depends on the date it is asked on.
        let key = AnswerMemo.Key(question: question, mark: try await archive.changeMark(), asked: latest)
        if let kept = await memo.answer(for: key) as? Question.Answer { return kept }
        let answer = try await answers.answer(question)
        await memo.keep(answer, for: key)
        return answer
    }

    /// Fetches what the question needs and the archive lacks; the seconds waited in vain for
    /// another process's run, if it held the archive throughout.
    private func fill(_ need: ArchiveFill, backfill: BackfillCharts, writer: ArchiveWriter, latest: CalendarDate) async throws -> Double? {
        let options: BackfillCharts.Options
        let archive = self.archive
        let firstSourceDay = recordedDays?.first
        switch need {
        case .nothing:
            return nil
        case .chart(let chart):
            if let recordedDays {
                // A recording holds the national lists of its days only: anything else is said, not fetched.
                guard chart.list.isInSample else { throw ArchiveQuestionError.listNotRecorded(chart.list) }
                if case .daily(let date) = chart.period, date <= latest, !recordedDays.contains(date) {
                    throw ArchiveQuestionError.notRecorded(date, recorded: recordedDays)
                }
            }
            return try await fill(chart, writer: writer)
        case .days(let from, let to):
            let from = max(from, firstSourceDay ?? from)
            guard from <= to else { return nil }
            let missing = to.days(since: from) + 1 - (try await archive.archivedDates(from: from, to: to).count)
            guard missing > 0, missing <= Self.longestFill else { return nil }
            options = BackfillCharts.Options(from: from, to: to)
        case .weeks(let kind, let from, let to):
            guard try await archive.weeks(kind, from: from, to: to).isEmpty, to.days(since: from) <= Self.longestFill else { return nil }
            options = BackfillCharts.Options(from: from, to: to, weekly: kind)
        case .runs(let references) where references.count > 1:
            // Each movie's first weeks, as a question about its run fetches them, one movie at a time.
            var waited: Double? = nil
            for code in (try? await answers.codes(references)) ?? [] {
                waited = try await fill(.runs([.code(code)]), backfill: backfill, writer: writer, latest: latest) ?? waited
            }
            return waited
        case .runs(let references):
            guard let code = (try? await answers.codes(references))?.first,
                  let open = try await details?.movieDetails(for: code)?.openDate, open <= latest else { return nil }
            // Its previews, and its first weeks (the days a run gathers most of its audience).
            let from = max(open.adding(days: -7), firstSourceDay ?? open.adding(days: -7))
            let to = min(latest, open.adding(days: Self.longestFill - 8))
            guard from <= to, try await archive.archivedDates(from: from, to: to).count < to.days(since: from) + 1 else { return nil }
            options = BackfillCharts.Options(from: from, to: to)
        }
        return try await writer.write {
            let summary = try await backfill.execute(options)
            try Task.checkCancellation()
            if let stop = summary.stop, summary.fetched == 0 {
                switch stop {
                case .quota(_, let detail): throw SourceError.quotaExhausted(detail: detail)
                case .unreachable(_, let detail): throw SourceError.unreachable(detail: detail)
                case .budget, .halted: break
                }
            }
            if summary.fetched == 0, let failure = summary.failed.first, summary.failed.count == summary.inRange - summary.skipped {
                throw FillFailed(first: failure.key, message: failure.value)
            }
        }.waited
    }
}

extension FillThenAnswer {
    /// Fetches and archives one chart (a segment's day with the day's national list, a segment's
    /// week) unless the archive holds it, as `report` and `weekly` keep them: its own error, as
    /// their run would say it. Parallel calls for one chart fetch it once.
    private func fill(_ chart: Chart, writer: ArchiveWriter) async throws -> Double? {
        guard let source else { return nil }
        let archive = self.archive, list = chart.list
        let archived: @Sendable () async throws -> Bool = switch chart.period {
        case .daily(let date): { try await archive.day(date, list: list) != nil }
        case .weekly(let range): { try await !archive.weeks(range.kind, from: range.start, to: range.start, list: list).isEmpty }
        }
        guard try await !archived() else { return nil }
        return try await writer.write(unlessDone: archived) {
            guard try await !archived() else { return }
            let edition = try await source.fetch(chart)
            try Task.checkCancellation()
            _ = try await source.archive(edition)
        }.waited
    }
}

/// Another process's run held the archive through the whole wait, and the archive as it was had
/// no answer (`answer`: why).
public struct ArchiveBusy: Error, Hashable, Sendable {
    public var waited: Double
    public var answer: ArchiveQuestionError
}

/// The archive's recent answers, each kept with the archive's change mark it was read at: a
/// question asked again of an unchanged archive is answered without reading it again.
public actor AnswerMemo {
    struct Key: Hashable, @unchecked Sendable {
        /// The question itself (any `ArchiveQuestion`, all of which are Sendable).
        var question: AnyHashable
        var mark: String
        var asked: CalendarDate
    }

    private var kept: [Key: any Sendable] = [:]
    private var order: [Key] = []
    let capacity: Int

    public init(capacity: Int = 64) { self.capacity = capacity }

    func answer(for key: Key) -> (any Sendable)? { kept[key] }

    func keep(_ answer: any Sendable, for key: Key) {
        if kept.updateValue(answer, forKey: key) == nil { order.append(key) }
        if order.count > capacity { kept[order.removeFirst()] = nil }
    }
}

/// Movie details from the archive alone (no source): what it kept, however old.
public struct ArchivedMovieDetails: MovieDetailsRepository {
    let store: any MovieDetailsReading

    public init(store: any MovieDetailsReading) { self.store = store }

    public func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
        try await store.storedDetails(for: code)?.details
    }
}

/// A fill fetched none of its charts: the first one's error, as the source said it.
public struct FillFailed: Error, Hashable, Sendable {
    public var first: CalendarDate
    public var message: String
}
