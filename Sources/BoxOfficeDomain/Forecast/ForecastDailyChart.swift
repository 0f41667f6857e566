/// A ranked movie's forecast in a daily report: its final audience, its next milestone, and its
/// pace against the biggest earlier run at the same day.
public struct RowForecast: Hashable, Sendable {
    public var final: FinalAudienceForecast
    /// The next milestone; its date nil when not expected within `AudiencePath.horizon` days.
    public var next: MilestoneForecast
    public var pace: Pace?
}

/// A run's accumulated audience at day N against the biggest run in the archive at the same day.
public struct Pace: Hashable, Sendable {
    public var dayOfRun: Int
    public var accumulated: Int
    public var otherTitle: String
    public var otherYear: Int
    public var otherAccumulated: Int

    public var difference: Int { accumulated - otherAccumulated }

    /// The biggest other run (by its final) that had reached day `day`, at that day, as known on `date`.
    /// `biggestFirst`: the runs as known on `date`, biggest final first.
    public init?(_ run: RunSeries, on date: CalendarDate, biggestFirst runs: [RunSeries]) {
        let day = run.dayNumber(date)
        guard day >= 1, let index = run.index(of: date) else { return nil }
        let today = run.days[index]
        guard let rival = runs.first(where: { $0.code != run.code && !$0.isReRelease && $0.index(of: $0.date(ofDay: day)) != nil }),
              let then = rival.index(of: rival.date(ofDay: day)).map({ rival.days[$0] }) else { return nil }
        dayOfRun = day
        accumulated = today.accumulated
        otherTitle = rival.title
        otherYear = rival.openDate.year
        otherAccumulated = then.accumulated
    }
}

/// Adds each ranked movie's forecast to a day's report, from the archive's days up to that day
/// only: movies at least `minimumDay` days into their run, re-releases left out.
public struct ForecastDailyChart: Sendable {
    public static let minimumDay = 3

    public let archive: any BoxOfficeArchive

    public init(archive: any BoxOfficeArchive) { self.archive = archive }

    public func execute(_ report: DailyReport) async throws -> DailyReport {
        guard !report.rows.isEmpty else { return report }
        let known = RunsAsOf(try await archive.runs(through: report.date, openedSince: RunsAsOf.trainingStart(report.date)), asOf: report.date)
        let biggestFirst = known.runs.sorted { $0.lastAccumulated > $1.lastAccumulated }
        let model = FinalAudienceModel(training: known.finished())
        let byCode = Dictionary(known.runs.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        var forecast = report
        for index in forecast.rows.indices {
            guard let run = byCode[forecast.rows[index].entry.movieCode], !run.isReRelease, run.dayNumber(report.date) >= Self.minimumDay,
                  let final = model.forecast(run, on: report.date) else { continue }
            forecast.rows[index].forecast = RowForecast(final: final, next: MilestoneForecast(run, on: report.date, final: final, model: model),
                                                        pace: Pace(run, on: report.date, biggestFirst: biggestFirst))
        }
        return forecast
    }
}
