/// A ranked movie's forecast in a daily report: its final audience, its next milestone, and its
/// pace against the biggest earlier run at the same day.
public struct RowForecast: Hashable, Sendable {
    public var final: FinalAudienceForecast
    /// The next milestone; its date nil when not expected within `AudiencePath.horizon` days.
    public var next: MilestoneForecast
    public var pace: Pace?

    public init(final: FinalAudienceForecast, next: MilestoneForecast, pace: Pace?) {
        (self.final, self.next, self.pace) = (final, next, pace)
    }
}

/// A run's accumulated audience at day N against the biggest run in the archive at the same day.
public struct Pace: Hashable, Sendable {
    public var dayOfRun: Int
    public var accumulated: Int
    public var otherTitle: String
    public var otherYear: Int
    public var otherAccumulated: Int
    /// The other run's movie (its page on a site).
    public var otherCode: MovieCode?

    public var difference: Int { accumulated - otherAccumulated }

    /// The last day of a run a pace is told for: past four months hardly any run still ranks to compare with.
    public static let longestDay = 120

    public init(dayOfRun: Int, accumulated: Int, otherTitle: String, otherYear: Int, otherAccumulated: Int, otherCode: MovieCode? = nil) {
        self.otherCode = otherCode
        self.dayOfRun = dayOfRun
        self.accumulated = accumulated
        self.otherTitle = otherTitle
        self.otherYear = otherYear
        self.otherAccumulated = otherAccumulated
    }

    /// The rule, once: a run of `code` with `accumulated` on day `day` of its run, against the first
    /// of `biggestFirst` (runs as known on that day, biggest final first) that is another movie, not a
    /// re-release, and ranked on its own day `day`. `accumulatedOn` reads a run's accumulated audience
    /// on a date (nil: it did not rank that day).
    public static func against(_ code: MovieCode, day: Int, accumulated: Int, biggestFirst: [PaceCandidate],
                               accumulatedOn: (PaceCandidate, CalendarDate) async throws -> Int?) async rethrows -> Pace? {
        guard (1...longestDay).contains(day) else { return nil }
        for rival in biggestFirst where rival.code != code && !rival.isReRelease {
            let then = rival.openDate.adding(days: day - 1)
            guard then <= rival.lastDay, let other = try await accumulatedOn(rival, then) else { continue }
            return Pace(dayOfRun: day, accumulated: accumulated, otherTitle: rival.title, otherYear: rival.openDate.year, otherAccumulated: other,
                        otherCode: rival.code)
        }
        return nil
    }
}

/// A run as the pace compares with it: its size and where its days are.
public struct PaceCandidate: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    public var openDate: CalendarDate
    public var firstDay: CalendarDate
    public var lastDay: CalendarDate
    /// Its accumulated audience on its last day known.
    public var lastAccumulated: Int

    public init(code: MovieCode, title: String, openDate: CalendarDate, firstDay: CalendarDate, lastDay: CalendarDate, lastAccumulated: Int) {
        self.code = code
        self.title = title
        self.openDate = openDate
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.lastAccumulated = lastAccumulated
    }

    public init?(_ run: RunSeries) {
        guard let first = run.days.first, let last = run.days.last else { return nil }
        self.init(code: run.code, title: run.title, openDate: run.openDate, firstDay: first.date, lastDay: last.date, lastAccumulated: last.accumulated)
    }

    public var isReRelease: Bool { RunSeries.isReRelease(openDate: openDate, firstDay: firstDay) }
}

/// Adds each ranked movie's forecast to a day's report, from the archive's days up to that day
/// only, and the bundled base's runs the archive lacks: movies at least `minimumDay` days into their
/// run whose last week the archive holds whole, re-releases left out (each such row says why:
/// `noForecast`).
public struct ForecastDailyChart: Sendable {
    public static let minimumDay = 3

    /// The archive (or, for the bundled sample, its recorded days).
    public let archive: any ChartedRuns
    /// What is learnt from besides the archive (the bundled 2017-2022 runs and days; `.none`: the archive alone).
    public var base: ChartedHistory { baseSource() }
    private let baseSource: @Sendable () -> ChartedHistory
    /// How a milestone's chance is recalibrated.
    public let calibration: ChanceCalibration

    /// A day's forecasts from the archive when the run keeps one, else from recorded days when it
    /// has them (nil: neither, no forecasts).
    public static func onArchive(_ archive: (any ChartedRuns)?, else recorded: (any ChartedRuns)?,
                                 base: @escaping @Sendable () -> ChartedHistory, calibration: ChanceCalibration) -> ForecastDailyChart? {
        (archive ?? recorded).map { ForecastDailyChart(archive: $0, base: base, calibration: calibration) }
    }

    public init(archive: any ChartedRuns, base: ChartedHistory = .none, calibration: ChanceCalibration) {
        self.init(archive: archive, base: { base }, calibration: calibration)
    }

    /// - Parameter base: asked for by the first forecast, not before (the bundled base is decoded on
    ///   first use: a run that forecasts nothing decodes none).
    /// - Parameter calibration: how a milestone's chance is recalibrated (the product's: `ChanceCalibration.fitted`).
    public init(archive: any ChartedRuns, base: @escaping @Sendable () -> ChartedHistory, calibration: ChanceCalibration) {
        self.archive = archive
        self.baseSource = base
        self.calibration = calibration
    }

    public func execute(_ report: DailyReport) async throws -> DailyReport {
        guard !report.rows.isEmpty else { return report }
        let read = try await archive.charted(through: report.date, openedSince: RunsAsOf.trainingStart(report.date))
        let archived = read.runs
        let week = try await archive.archivedDates(from: report.date.adding(days: -6), to: report.date)
        // Where the archive begins: a run first ranked on its first day may have been running before.
        let archiveBegins = try await archive.archivedDates(from: RunsAsOf.trainingStart(report.date), to: report.date).min() ?? report.date
        let base = self.base
        let known = RunsAsOf(RunSeries.merging(archived, over: base.runs), asOf: report.date)
        // The pace compares with the archive's recent runs only (the base's are years old).
        let biggestFirst = RunsAsOf(archived, asOf: report.date).runs.sorted { $0.lastAccumulated > $1.lastAccumulated }.compactMap(PaceCandidate.init)
        // The market of every day a training run's sample can fall on (the window reaches back into the base).
        let model = FinalAudienceModel(known, market: base.market(read, through: report.date))
        let byCode = Dictionary(known.runs.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        var forecast = report
        for index in forecast.rows.indices {
            let run = byCode[forecast.rows[index].entry.movieCode]
            if let reason = Self.noForecast(run, entry: forecast.rows[index].entry, on: report.date, archivedLastWeek: week,
                                            archiveBegins: archiveBegins) {
                forecast.rows[index].noForecast = reason
                continue
            }
            guard let run else { continue }
            guard let final = model.forecast(run, on: report.date) else {
                forecast.rows[index].noForecast = .notEnoughToLearnFrom
                continue
            }
            let pace = run.index(of: report.date) == nil ? nil : await Pace.against(
                run.code, day: run.dayNumber(report.date), accumulated: final.accumulated, biggestFirst: biggestFirst) { rival, date in
                byCode[rival.code].flatMap { series in series.index(of: date).map { series.days[$0].accumulated } }
            }
            forecast.rows[index].forecast = RowForecast(final: final, next: MilestoneForecast(run, on: report.date, final: final, model: model, calibration: calibration),
                                                        pace: pace)
        }
        return forecast
    }

    /// Why a ranked movie is not forecast before any model is asked (nil: it is, or its run is not
    /// known). A movie that opened years ago is not among the runs read: a re-release.
    static func noForecast(_ run: RunSeries?, entry: BoxOfficeEntry, on date: CalendarDate, archivedLastWeek week: Set<CalendarDate>,
                           archiveBegins: CalendarDate) -> NoForecast? {
        guard let run else { return entry.isReRelease(on: date) ? .reRelease : nil }
        if entry.isReRelease(on: date) || run.isReRelease(archiveBegins: archiveBegins) { return .reRelease }
        if run.dayNumber(date) < minimumDay { return .tooEarly }
        // Its momentum is its last week: a day of it the archive lacks would read as no audience.
        return run.lastWeekKnown(on: date, known: week) ? nil : .lastWeekNotArchived
    }
}
