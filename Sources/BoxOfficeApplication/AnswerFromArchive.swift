import BoxOfficeDomain
import Foundation

/// What can be asked of the archive alone, without the network: for every front end (the CLI's
/// `history`, an assistant's tools).
public enum ArchiveQuestion: Hashable, Sendable {
    /// A day's chart: the national list, or a segment's or region's list when it was fetched.
    case day(CalendarDate, list: ChartList = .all)
    case revisions(CalendarDate)
    case movie(MovieCode)
    case top(from: CalendarDate, to: CalendarDate, limit: Int)
    case weekly(WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList = .all)
    /// The market period by period, against the same days a year earlier.
    case market(from: CalendarDate, to: CalendarDate, by: MarketPeriodKind)
    case distributors(from: CalendarDate, to: CalendarDate, limit: Int)
    /// Movies' runs side by side by day of release, up to `days` (nil: all archived).
    case compare([MovieReference], days: Int?)
}

/// A movie as a question names it: its code, or a title the archive charted it under.
public enum MovieReference: Hashable, Sendable {
    case code(MovieCode)
    case title(String)
}

/// The archive's answer, ready to present.
public enum ArchiveAnswer: Sendable {
    /// A day with its movies' history context; `provisional` while the scheduled run still re-checks it.
    case day(ArchivedDay, report: DailyReport, provisional: Bool)
    case revisions([DayRevision], of: CalendarDate)
    /// A movie's run; with its pace on its last day when asked for (`paces`).
    case movie(MovieRun, pace: Pace?)
    case top([TopMovie], from: CalendarDate, to: CalendarDate, archivedDays: Int)
    case weekly([ArchivedWeek], kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList)
    case market([MarketPeriod], by: MarketPeriodKind, from: CalendarDate, to: CalendarDate)
    /// Distributors biggest first (at most the limit), with the range's archived days, top-ten sales
    /// and whole-market sales.
    case distributors([DistributorShare], from: CalendarDate, to: CalendarDate, archivedDays: Int, topTenSales: Int, marketSales: Int?)
    case compare(RunComparison)
}

/// Why the archive has no answer.
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
}

/// Answers an `ArchiveQuestion` from the archive.
public struct AnswerFromArchive: Sendable {
    let archive: any ChartReading & MarketReading
    let clock: any TimeSource
    /// A day's ranked movies get their forecasts (nil: none, as `history day` shows a day).
    let forecasts: ForecastDailyChart?
    /// A movie's run comes with its pace against the biggest runs (reads the runs of the last years).
    let paces: Bool

    public init(archive: any ChartReading & MarketReading, clock: any TimeSource, forecasts: ForecastDailyChart? = nil, paces: Bool = false) {
        self.archive = archive
        self.clock = clock
        self.forecasts = forecasts
        self.paces = paces
    }

    public func answer(_ question: ArchiveQuestion) async throws -> ArchiveAnswer {
        if try await archive.isEmpty() { throw ArchiveQuestionError.emptyArchive }
        switch question {
        case .day(let date, let list):
            guard let day = try await archive.day(date, list: list) else { throw ArchiveQuestionError.noDay(date, list: list) }
            // Provisional while the scheduled run still re-checks it, whatever it was when fetched.
            var report = try await ReadDayHistory(archive: archive).execute(day.report)
            if let forecasts { report = try await forecasts.execute(report) }
            return .day(day, report: report, provisional: RecheckWindow().isProvisional(date, at: clock.now()))
        case .revisions(let date):
            let revisions = try await archive.revisions(of: date)
            guard !revisions.isEmpty else { throw ArchiveQuestionError.noDay(date) }
            return .revisions(revisions, of: date)
        case .movie(let code):
            guard let run = try await archive.movieRun(code) else { throw ArchiveQuestionError.noMovie(code) }
            guard paces, let last = run.days.last,
                  run.openDate.map({ last.date.days(since: $0) < Pace.longestDay }) ?? true else { return .movie(run, pace: nil) }
            // The daily report's comparison (the runs known on that day), from their totals and a day each.
            let candidates = try await archive.paceCandidates(through: last.date, openedSince: RunsAsOf.trainingStart(last.date))
            guard let own = candidates.first(where: { $0.code == code }), !own.isReRelease else { return .movie(run, pace: nil) }
            let archive = self.archive
            let pace = try await Pace.against(code, day: last.date.days(since: own.openDate) + 1, accumulated: last.audienceAccumulated,
                                              biggestFirst: candidates) { rival, date in try await archive.accumulated(of: rival.code, on: date) }
            return .movie(run, pace: pace)
        case .top(let from, let to, let limit):
            let movies = try await archive.topMovies(from: from, to: to, limit: limit)
            return .top(movies, from: from, to: to, archivedDays: try await archive.archivedDates(from: from, to: to).count)
        case .weekly(let kind, let from, let to, let list):
            return .weekly(try await archive.weeks(kind, from: from, to: to, list: list), kind: kind, from: from, to: to, list: list)
        case .market(let from, let to, let kind):
            guard from <= to else { throw ArchiveQuestionError.backwards(from: from, to: to) }
            let days = try await archive.marketDays(from: MarketHistory.firstDayRead(from: from), to: to)
            let movies = try await archive.periodMovies(kind, from: from, to: to)
            return .market(MarketHistory.periods(kind, from: from, to: to, days: days, movies: movies), by: kind, from: from, to: to)
        case .distributors(let from, let to, let limit):
            guard from <= to else { throw ArchiveQuestionError.backwards(from: from, to: to) }
            let movies = try await archive.distributedMovies(from: from, to: to)
            let days = try await archive.marketDays(from: from, to: to)
            let shares = DistributorShare.shares(movies)
            // The limit keeps the biggest; the row of unknown distributors stays, so the shares still add up.
            let shown = Array(shares.filter { $0.name != nil }.prefix(limit)) + shares.filter { $0.name == nil }
            let market = days.allSatisfy { $0.marketSales != nil } ? days.reduce(0) { $0 + ($1.marketSales ?? 0) } : nil
            return .distributors(shown, from: from, to: to, archivedDays: days.count, topTenSales: movies.reduce(0) { $0 + $1.sales },
                                 marketSales: days.isEmpty ? nil : market)
        case .compare(let references, let days):
            var runs: [MovieRun] = []
            let codes = try await codes(references)
            if let repeated = codes.first(where: { code in codes.filter { $0 == code }.count > 1 }) {
                throw ArchiveQuestionError.repeated(repeated)
            }
            for code in codes {
                guard let run = try await archive.movieRun(code), !run.days.isEmpty else { throw ArchiveQuestionError.noMovie(code) }
                runs.append(run)
            }
            return .compare(RunComparison(runs: runs, days: days))
        }
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

extension ArchiveQuestion {
    /// The same question of another of KOFIC's lists: `day` and `weekly` read the list's own days
    /// and weeks; the other questions read the whole market's, unchanged.
    public func reading(_ list: ChartList) -> ArchiveQuestion {
        switch self {
        case .day(let date, _): .day(date, list: list)
        case .weekly(let kind, let from, let to, _): .weekly(kind, from: from, to: to, list: list)
        default: self
        }
    }
}
