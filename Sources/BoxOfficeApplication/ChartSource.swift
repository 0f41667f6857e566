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
        switch chart.period {
        case .daily(let date) where !chart.list.needsWholeMarketDay:
            return .daily(try await daily.execute(date: date, progress: progress))
        case .daily(let date):
            guard let lists = wideLists?.lists else { throw SourceError.keyMissing(variable: "KOFIC_API_KEY") }
            progress.step("fetch the \(chart.list.slug) list for \(date.iso)")
            let list = try await lists.dailyBoxOffice(on: date, list: chart.list)
            return .daily(DailyReport(date: list.date, rows: try await daily.rows(for: list.entries, progress: progress), list: chart.list))
        case .weekly(let range):
            return .weekly(try await weekly.execute(range.kind, containing: range.end, list: chart.list, progress: progress))
        }
    }

    /// Stores an edition (one transaction) and returns it with its movies' history context.
    /// `wide`: also fetch and store the day's extra lists. Without an archive: `.noData`, unchanged.
    public func archive(_ edition: ChartEdition, wide: Bool = false) async throws -> (ArchiveOutcome, ChartEdition) {
        switch edition {
        case .daily(let report) where report.list.needsWholeMarketDay:
            // A segment's list is kept apart from the national one, with the day's national list
            // (one more request: the archive keeps a list only with its day).
            guard let archiveDay else { return (.noData, edition) }
            let national = try await daily.execute(date: report.date)
            let segment = DailyBoxOffice(date: report.date, entries: report.rows.map(\.entry))
            let (outcome, _) = try await archiveDay.execute(national, extraLists: [report.list: segment])
            return (outcome, edition)
        case .daily(let report):
            guard let archiveDay else { return (.noData, edition) }
            let extra = wide && report.list.takesWideLists ? try await wideLists?.execute(date: report.date) ?? [:] : [:]
            let (outcome, withHistory) = try await archiveDay.execute(report, extraLists: extra)
            guard report.list.hasForecast, let forecast else { return (outcome, .daily(withHistory)) }
            return (outcome, .daily(try await forecast.execute(withHistory)))
        case .weekly(var report):
            guard let archiveWeek else { return (.noData, edition) }
            let outcome = try await archiveWeek.execute(report) // a segment's week, apart from the national one
            guard report.list.countsInMarket else { return (outcome, edition) }
            report.market = try await MarketSoFar.read(archiveWeek.archive, to: report.range.end, month: true)
            return (outcome, .weekly(report))
        }
    }

    /// A day's edition with its movies' forecasts, for a run that keeps no archive: from what the
    /// forecast reads (the bundled sample's recorded days); unchanged when it reads nothing.
    public func forecasting(_ edition: ChartEdition) async throws -> ChartEdition {
        guard case .daily(let report) = edition, report.list.hasForecast, let forecast else { return edition }
        return .daily(try await forecast.execute(report))
    }
}
