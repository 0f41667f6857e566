import BoxOfficeDomain
import Foundation

/// Where one movie is heading as of a day: its final audience with the 80 % interval, its coming
/// milestones, and how accurate the method was at this day of a run in the archive's back-test.
public struct MovieForecast: Sendable {
    public var run: RunSeries
    public var asOf: CalendarDate
    public var final: FinalAudienceForecast
    public var milestones: [MilestoneForecast]
    /// The back-test at this day of a run, over the archive's earlier runs of 1,000,000 or more (nil: too few).
    public var accuracy: BacktestForecasts.Figures?
}

/// Why a movie is not forecast.
public enum ForecastRefusal: Error, Hashable, Sendable {
    /// The archive holds no day of the movie up to the date.
    case notInArchive(MovieCode, CalendarDate)
    /// Neither the archive nor KOFIC (asked once, for its movie info) knows the code.
    case unknownToKOFIC(MovieCode)
    /// It did not rank on the date (a forecast starts from that day's figures).
    case notRankedOn(String, CalendarDate)
    /// A re-release: its open date is years before its days in the chart.
    case reRelease(String, openDate: CalendarDate)
    /// Too few finished runs in the archive to learn from.
    case tooFewRuns(Int)
    /// Days of its last seven up to the date that neither the archive nor the bundled base holds
    /// (oldest first): a forecast reads the last week, as the daily report's does.
    case lastWeekNotArchived(String, missing: [CalendarDate])
    /// No archived movie's title holds the text.
    case noTitle(String)
    /// Several do (the first few, `title (code)`).
    case severalTitles(String, [String])
}

/// Forecasts a movie from the archive's days up to the date only.
public struct ForecastMovie: Sendable {
    let archive: any ChartedRuns
    /// Fetches the days of the run the archive lacks first (nil: the archive as it is); made when
    /// the fetch policy fills, not before (without a key it cannot be made).
    let fill: (@Sendable () throws -> FetchMissingRunDays)?
    /// Writes the fill: one at a time in the process, the archive's lock held.
    let writer: ArchiveWriter?
    /// Told what the fill fetches, and what it could not.
    let note: @Sendable (String) -> Void
    /// What is learnt from besides the archive (the bundled base; `.none`: the archive alone).
    let base: ChartedHistory
    /// How a milestone's chance is recalibrated (the product's: `ChanceCalibration.fitted`).
    let calibration: ChanceCalibration

    public init(archive: any ChartedRuns, base: ChartedHistory = .none, calibration: ChanceCalibration, fill: FetchMissingRunDays? = nil,
                writer: ArchiveWriter? = nil, note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.archive = archive
        self.base = base
        self.calibration = calibration
        self.fill = fill.map { fill in { @Sendable in fill } }
        self.writer = writer
        self.note = note
    }

    /// A movie's forecast as the fetch policy has it: with a key, the run's missing days are fetched
    /// from KOFIC first; from a recording, its days; without either, the archive as it is.
    public init(archive: any ChartedRuns, base: ChartedHistory, calibration: ChanceCalibration, policy: FetchPolicy, writer: ArchiveWriter,
                note: @escaping @Sendable (String) -> Void, fill: @escaping @Sendable () throws -> FetchMissingRunDays) {
        self.archive = archive
        self.base = base
        self.calibration = calibration
        self.fill = policy.fillsMissing ? fill : nil
        self.writer = writer
        self.note = note
    }

    /// The movie named by its code or title, as of the date: its missing days fetched first (with a fill).
    public func forecast(_ movie: String, asOf date: CalendarDate) async throws -> MovieForecast {
        let fill = try self.fill?()
        if let fill, let writer, let recorded = try await fill.recordedDaysMissing(through: date) {
            _ = try await writer.write { _ = try await fill.execute(from: recorded.from, through: recorded.to) }
        }
        let code = try await code(for: movie, through: date)
        if let fill, let writer {
            let note = self.note
            let turn = try await writer.write {
                let (from, to, count) = try await fill.missingDays(of: code, through: date)
                guard count > 0 else { return }
                note("fetching \(count) days from \(from.iso) to \(to.iso) that the archive lacks, from KOFIC")
                let summary = try await fill.execute(from: from, through: to)
                if let first = summary.failed.keys.min() {
                    note("\(summary.failed.count) days could not be fetched (first: \(first.iso)); the forecast uses the rest")
                }
            }
            if let waited = turn.waited {
                note("another boxoffice run held the archive for \(Int(waited)) s; the forecast uses the days archived")
            }
        }
        return try await execute(code, asOf: date)
    }

    /// A KOFIC code as given, or the one archived run whose title holds the text.
    public func code(for text: String, through date: CalendarDate) async throws -> MovieCode {
        if text.allSatisfy(\.isNumber), let code = MovieCode(text) { return code }
        let matches = try await archive.runs(through: date).filter { $0.title.localizedCaseInsensitiveContains(text) }
        guard let first = matches.first else { throw ForecastRefusal.noTitle(text) }
        guard matches.count == 1 else { throw ForecastRefusal.severalTitles(text, matches.prefix(5).map { "\($0.title) (\($0.code.rawValue))" }) }
        return first.code
    }

    public func execute(_ code: MovieCode, asOf date: CalendarDate, withAccuracy: Bool = true) async throws -> MovieForecast {
        let read = try await archive.charted(through: date, openedSince: CalendarDate(year: 1, month: 1, day: 1)!)
        let all = RunSeries.merging(read.runs, over: base.runs)
        let known = RunsAsOf(all, asOf: date)
        guard let run = known.runs.first(where: { $0.code == code }) else { throw ForecastRefusal.notInArchive(code, date) }
        let archiveBegins = try await archive.archivedDates(from: RunsAsOf.trainingStart(date), to: date).min() ?? date
        if run.isReRelease(archiveBegins: archiveBegins) { throw ForecastRefusal.reRelease(run.title, openDate: run.openDate) }
        // The days whose lists are held: the archive's, and the bundled base's.
        let weekStart = date.adding(days: -6)
        let held = try await archive.archivedDates(from: weekStart, to: date)
            .union(base.occupancy.lazy.map(\.date).filter { $0 >= weekStart && $0 <= date })
        let missing = run.lastWeekUnknown(on: date, known: held)
        guard missing.isEmpty else { throw ForecastRefusal.lastWeekNotArchived(run.title, missing: missing) }
        let market = base.market(read, through: date)
        let model = FinalAudienceModel(known, market: market)
        guard let final = model.forecast(run, on: date) else {
            if run.days.last?.date != date { throw ForecastRefusal.notRankedOn(run.title, date) }
            throw ForecastRefusal.tooFewRuns(known.finished().count)
        }
        var accuracy: BacktestForecasts.Figures? = nil
        if withAccuracy, !all.isEmpty {
            var options = BacktestForecasts.Options(from: all.map(\.openDate).min() ?? date, to: date)
            options.days = [final.dayOfRun]
            options.market = market
            accuracy = BacktestForecasts(calibration: calibration).execute(known.runs, options: options).figures.first
        }
        return MovieForecast(run: run, asOf: date, final: final, milestones: MilestoneForecast.coming(run, on: date, final: final, model: model, calibration: calibration),
                             accuracy: accuracy)
    }
}
