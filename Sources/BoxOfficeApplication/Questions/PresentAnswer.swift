import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Answers a question as a front end received it (`history WORD …`, an MCP tool call): its lists
/// resolved, the question built from its checked arguments, answered from the archive first (or
/// the archive alone: `history`), and presented in the run's language. Every front end calls this;
/// none knows a question by name.
public struct PresentAnswer: Sendable {
    let answers: FillThenAnswer
    let lists: ResolveChartList
    let clock: any TimeSource
    /// A recorded source (the bundled sample): "the last week" is its week.
    let recorded: RecordedSource?

    public init(answers: FillThenAnswer, lists: ResolveChartList, clock: any TimeSource, recorded: RecordedSource?) {
        self.answers = answers
        self.lists = lists
        self.clock = clock
        self.recorded = recorded
    }

    /// Movies' details: the archive's first; with a source, fetched and kept (the `movie` look-up's).
    public var details: (any MovieDetailsRepository)? { answers.details }

    /// A question's document, and the seconds waited in vain for another process's run (nil: none).
    public struct Presented: Sendable {
        public var answer: PresentedAnswer
        public var unfilledAfterWaiting: Double?
    }

    /// The question `Question` asks with these values (each checked against its kind by the front end).
    public func question<Question: ArchiveQuestion>(_ type: Question.Type, _ values: [String: QuestionValue]) async throws -> Question {
        var values = values
        for (name, value) in values {
            if case .list(let request) = value { values[name] = .list(ChartListRequest(named: try await lists.execute(request))) }
        }
        let asked = QuestionContext(clock: clock, recordedWeek: recorded?.week)
        return try Question(QuestionArguments(type.declaration, values: values, asked: asked))
    }

    public func answer<Question: ArchiveQuestion>(_ question: Question) async throws -> FillThenAnswer.Answered<Question.Answer> {
        try await answers.answer(question)
    }

    public func presented<Question: ArchiveQuestion>(_ type: Question.Type, _ values: [String: QuestionValue], style: DocumentStyle) async throws -> Presented {
        let answered = try await answer(try await question(type, values))
        return Presented(answer: Question.present(answered.answer, in: style), unfilledAfterWaiting: answered.unfilledAfterWaiting)
    }
}

/// A source that replays recordings (the bundled sample): the days it holds (national lists only)
/// and the week of its weekly chart.
public struct RecordedSource: Sendable {
    public var days: [CalendarDate]
    public var week: CalendarDate

    public init(days: [CalendarDate], week: CalendarDate) {
        self.days = days
        self.week = week
    }

    /// The identity of the scratch archive a recording's site is built from: the same for every run of
    /// it (the committed sample site records it), and no archive's a user keeps.
    public var archiveIdentity: ArchiveIdentity {
        ArchiveIdentity(Self.identityPrefix + "\((days.first ?? week).iso)-\((days.last ?? week).iso)")
    }

    private static let identityPrefix = "recording-"

    /// Whether an identity is a recording's scratch archive's.
    public static func isRecordingIdentity(_ identity: ArchiveIdentity) -> Bool { identity.value.hasPrefix(identityPrefix) }

    /// The instant the recording's reports are stamped, and its clock when pinned: 07:30 in Seoul the
    /// morning after its last day, when the scheduled run would have made them (so a sample's files
    /// are the same bytes on every machine).
    public var pinnedAt: Date {
        let morning = (days.last ?? week).adding(days: 1)
        return Date(timeIntervalSince1970: TimeInterval(morning.daysSinceEpoch * 86_400 + 7 * 3600 + 30 * 60 - SeoulCalendar.fixedOffsetSeconds))
    }
}

/// The list a front end asked for: a segment as named, or a region by its code or name, looked up
/// in KOBIS's region codes (kept in the archive when there is one). The one resolution for every
/// command and tool.
public struct ResolveChartList: Sendable {
    let codes: any CodeListRepository

    public init(codes: any CodeListRepository) { self.codes = codes }

    public func execute(_ request: ChartListRequest) async throws -> ChartList {
        guard let region = request.region else { return request.named ?? .all }
        if region.count == 7, region.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // A code is used as given; its name when the region list can be had.
            return .region(region, name: await RegionNames(codes: codes).name(of: region))
        }
        let regions = try await codes.codes(under: KOBISCodeGroup.regions.parent)
        guard let found = regions.region(matching: region) else { throw UnknownRegion(typed: region, known: regions.map(\.name)) }
        return .region(found.code, name: found.name)
    }
}

/// No KOBIS region matches what was typed: the regions' names.
public struct UnknownRegion: Error, Hashable, Sendable {
    public var typed: String
    public var known: [String]
}
