import BoxOfficeDomain

/// Fetches and archives charts of every kind: the one place that knows which domain use case
/// serves which `Chart`.
public struct ChartSource: Sendable {
    let daily: FetchDailyReport
    let weekly: FetchWeeklyReport
    /// The day's lists by nation and kind (`--wide`), archived with the day.
    let wideLists: FetchChartLists?
    let archiveDay: ArchiveDailyReport?
    let archiveWeek: ArchiveWeeklyChart?
    /// Each ranked movie's forecast, from the archive, once the day is archived.
    let forecast: ForecastDailyChart?

    public init(daily: FetchDailyReport, weekly: FetchWeeklyReport, wideLists: FetchChartLists? = nil,
                archiveDay: ArchiveDailyReport? = nil, archiveWeek: ArchiveWeeklyChart? = nil, forecast: ForecastDailyChart? = nil) {
        self.daily = daily
        self.weekly = weekly
        self.wideLists = wideLists
        self.archiveDay = archiveDay
        self.archiveWeek = archiveWeek
        self.forecast = forecast
    }

    /// Whether fetched charts are archived.
    public var archives: Bool { archiveDay != nil }

    public func fetch(_ chart: Chart, progress: any ProgressObserver = SilentProgress()) async throws -> ChartEdition {
        switch chart {
        case .daily(let date):
            let report = try await daily.execute(date: date, progress: progress)
            return .daily(report)
        case .weekly(let range):
            let report = try await weekly.execute(range.kind, containing: range.end, progress: progress)
            return .weekly(report)
        }
    }

    /// Stores an edition (one transaction) and returns it with its movies' history context.
    /// `wide`: also fetch and store the day's extra lists. Without an archive: `.noData`, unchanged.
    public func archive(_ edition: ChartEdition, wide: Bool = false) async throws -> (ArchiveOutcome, ChartEdition) {
        switch edition {
        case .daily(let report):
            guard let archiveDay else { return (.noData, edition) }
            let extra = wide ? try await wideLists?.execute(date: report.date) ?? [:] : [:]
            let (outcome, withHistory) = try await archiveDay.execute(report, extraLists: extra)
            return (outcome, .daily(try await forecast?.execute(withHistory) ?? withHistory))
        case .weekly(var report):
            guard let archiveWeek else { return (.noData, edition) }
            let outcome = try await archiveWeek.execute(report)
            report.market = try await MarketSoFar.read(archiveWeek.archive, to: report.range.end, month: true)
            return (outcome, .weekly(report))
        }
    }

    /// A day's edition with its movies' forecasts, for a run that keeps no archive: from what the
    /// forecast reads (the bundled sample's recorded days); unchanged when it reads nothing.
    public func forecasting(_ edition: ChartEdition) async throws -> ChartEdition {
        guard case .daily(let report) = edition, let forecast else { return edition }
        return .daily(try await forecast.execute(report))
    }
}
