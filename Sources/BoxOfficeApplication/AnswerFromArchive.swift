import BoxOfficeDomain
import Foundation

/// Why the archive has no answer, or a question's arguments make none.
/// A range of days as every command and question takes it: it runs forwards (the one place that says
/// so: a range given backwards is refused, never swapped).
public enum DayRange {
    public static func checked(from: CalendarDate, to: CalendarDate) throws(ArchiveQuestionError) -> ClosedRange<CalendarDate> {
        guard from <= to else { throw .backwards(from: from, to: to) }
        return from...to
    }
}

public enum ArchiveQuestionError: Error, Hashable, Sendable {
    /// Nothing is archived yet.
    case emptyArchive
    /// The day is not archived (in the list asked for).
    case noDay(CalendarDate, list: ChartList = .all)
    /// No archived day ranks the movie.
    case noMovie(MovieCode)
    /// No charted title holds the text.
    case noTitle(String)
    /// Several charted movies hold the text: "title (code, first charted)" each.
    case severalTitles(String, [String])
    /// A comparison names the same movie twice.
    case repeated(MovieCode)
    /// The range ends before it begins.
    case backwards(from: CalendarDate, to: CalendarDate)
    /// A required parameter (its name) of the question (its word) was not given.
    case missing(String, String)
    /// A parameter's value (its name) makes no sense: why.
    case invalid(String, String)
    /// Looks like a mistyped movie code (`2019-882`).
    case notACode(String)
    /// The source is a recording (the bundled sample) that lacks the day: the days it has.
    case notRecorded(CalendarDate, recorded: [CalendarDate])
    /// The source is a recording of the national lists only.
    case listNotRecorded(ChartList)
}

/// Answers a question from the archive alone, without the network: for every front end (the CLI's
/// `history`, an assistant's tools, the site's pages). Each question reads what it needs through it.
public struct AnswerFromArchive: Sendable {
    public let archive: any ChartReading & MarketReading
    public let clock: any TimeSource
    /// A day's ranked movies get their forecasts (nil: none, as `history day` shows a day).
    public let forecasts: ShownDayForecasts?
    /// A movie's run comes with its pace against the biggest runs (reads the runs of the last years).
    public let paces: Bool
    /// Where a site build keeps the reads its pages share (nil: read each time).
    let buildReads: SiteReadsOnce?

    public init(archive: any ChartReading & MarketReading, clock: any TimeSource, forecasts: ShownDayForecasts? = nil, paces: Bool = false,
                buildReads: SiteReadsOnce? = nil) {
        self.archive = archive
        self.clock = clock
        self.forecasts = forecasts
        self.paces = paces
        self.buildReads = buildReads
    }

    /// The runs a movie's pace is compared with on `date` (kept for a site build).
    public func paceCandidates(through date: CalendarDate, openedSince: CalendarDate) async throws -> [PaceCandidate] {
        guard let buildReads else { return try await archive.paceCandidates(through: date, openedSince: openedSince) }
        return try await buildReads.paceCandidates(through: date, openedSince: openedSince, from: archive)
    }

    /// The span's films with their distributors, nations and ratings (read once a site build).
    public func distributedMovies(from: CalendarDate, to: CalendarDate) async throws -> [DistributedMovie] {
        guard let buildReads else { return try await archive.distributedMovies(from: from, to: to) }
        return try await buildReads.distributedMovies(from: from, to: to, in: archive)
    }

    /// A site build starts: the reads its pages share are read again from the archive as it is now.
    public func startingBuild() {
        buildReads?.forget()
    }

    /// Reads the runs a pace on `date` compares with into the build's memo now (none: nothing), so the
    /// day's movie pages find them read.
    public func warmPaceCandidates(through date: CalendarDate) async throws {
        guard paces, buildReads != nil else { return }
        _ = try await paceCandidates(through: date, openedSince: RunsAsOf.trainingStart(date))
    }

    /// The last day KOFIC has published by the clock: yesterday in Seoul once the archive holds it,
    /// else the day before. Later days are not counted yet (집계 전), never missing. A site build
    /// reads it once.
    public func publishedThrough() async throws -> CalendarDate {
        let (archive, yesterday) = (self.archive, SeoulCalendar().yesterday(at: clock.now()))
        let read: @Sendable () async throws -> CalendarDate = {
            try await archive.archivedDates(from: yesterday, to: yesterday).contains(yesterday) ? yesterday : yesterday.adding(days: -1)
        }
        guard let buildReads else { return try await read() }
        return try await buildReads.publishedThrough(yesterday, read)
    }

    /// The first and last archived day of the whole market's list (nil: none): what an answer built
    /// from the archive's span covers, said in its first line and its JSON. A site build reads it
    /// once (its pages all say the same span).
    public func span() async throws -> ClosedRange<CalendarDate>? {
        let archive = self.archive
        guard let buildReads else { return try await archive.archivedSpan() }
        return try await buildReads.span { try await archive.archivedSpan() }
    }

    public func answer<Question: ArchiveQuestion>(_ question: Question) async throws -> Question.Answer {
        let archive = self.archive
        let empty = if let buildReads { try await buildReads.isEmpty { try await archive.isEmpty() } } else { try await archive.isEmpty() }
        if empty { throw ArchiveQuestionError.emptyArchive }
        return try await question.answer(from: self)
    }

    /// The codes the references name: a title must match one charted movie.
    public func codes(_ references: [MovieReference]) async throws -> [MovieCode] {
        var codes: [MovieCode] = []
        for reference in references {
            switch reference {
            case .code(let code):
                codes.append(code)
            case .title(let text):
                let found = try await archive.archivedMovies(titled: text)
                guard let first = found.first else { throw ArchiveQuestionError.noTitle(text) }
                guard found.count == 1 else {
                    throw ArchiveQuestionError.severalTitles(text, found.prefix(6).map { "\($0.title) (\($0.code.rawValue), \($0.firstCharted.year))" })
                }
                codes.append(first.code)
            }
        }
        return codes
    }
}
