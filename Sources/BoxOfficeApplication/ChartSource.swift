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
    /// Each ranked movie's forecast, from the archive, once the day is archived (kept with it).
    let forecast: ShownDayForecasts?

    public init(daily: FetchDailyReport, weekly: FetchWeeklyReport, wideLists: FetchChartLists? = nil,
                archiveDay: ArchiveDailyReport? = nil, archiveWeek: ArchiveWeeklyChart? = nil, forecast: ShownDayForecasts? = nil) {
        self.daily = daily
        self.weekly = weekly
        self.wideLists = wideLists
        self.archiveDay = archiveDay
        self.archiveWeek = archiveWeek
        self.forecast = forecast
    }

    /// Whether fetched charts are archived.
    public var archives: Bool { archiveDay != nil }

    /// - Parameter details: false for the whole market's list alone, its movies' details left for
    ///   `withDetails` (a day is compared with the archive first, and one stored again unchanged is
    ///   not written).
    public func fetch(_ chart: Chart, details: Bool = true, progress: any ProgressObserver = SilentProgress()) async throws -> ChartEdition {
        switch chart.period {
        case .daily(let date) where !chart.list.needsWholeMarketDay && !details:
            progress.step("fetch the daily box office for \(date.iso)")
            let list = try await daily.boxOffice.dailyBoxOffice(on: date)
            return .daily(DailyReport(date: list.date, rows: list.entries.map { .init(entry: $0, details: nil) }))
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

    /// A day fetched without its movies' details (`fetch(_:details: false)`), with them: through the
    /// archive, as the day's own report has them.
    public func withDetails(_ edition: ChartEdition, progress: any ProgressObserver = SilentProgress()) async throws -> ChartEdition {
        guard case .daily(var report) = edition, !report.list.needsWholeMarketDay else { return edition }
        report.rows = try await daily.rows(for: report.rows.map(\.entry), progress: progress)
        return .daily(report)
    }

    /// Stores an edition (one transaction). A week comes back with the market so far; a day as it
    /// was (`completing` adds what the archive says of it to a day that is written).
    /// `wide`: also fetch and store the day's extra lists. Without an archive: `.noData`, unchanged.
    public func archive(_ edition: ChartEdition, wide: Bool = false) async throws -> (ArchiveOutcome, ChartEdition) {
        switch edition {
        case .daily(let report) where report.list.needsWholeMarketDay:
            // A segment's list is kept apart from the national one, with the day's national list
            // (one more request: the archive keeps a list only with its day).
            guard let archiveDay else { return (.noData, edition) }
            let national = try await daily.execute(date: report.date)
            let segment = DailyBoxOffice(date: report.date, entries: report.rows.map(\.entry))
            let outcome = try await archiveDay.execute(national, extraLists: [report.list: segment])
            return (outcome, edition)
        case .daily(let report):
            guard let archiveDay else { return (.noData, edition) }
            let extra = wide && report.list.takesWideLists ? try await wideLists?.execute(date: report.date) ?? [:] : [:]
            return (try await archiveDay.execute(report, extraLists: extra), edition)
        case .weekly(var report):
            guard let archiveWeek else { return (.noData, edition) }
            let outcome = try await archiveWeek.execute(report) // a segment's week, apart from the national one
            guard report.list.countsInMarket else { return (outcome, edition) }
            report.market = try await MarketSoFar.read(archiveWeek.archive, to: report.range.end, month: true)
            return (outcome, .weekly(report))
        }
    }

    /// A day's edition as it is written, once the run's days are stored: each movie's history
    /// context and the market so far from the archive, and each movie's forecast as kept with the day,
    /// else made and kept (for a run that keeps no archive, from the bundled sample's recorded days);
    /// a week unchanged. Storing does neither: a day archived again with the same numbers (a morning's seven re-checks) or a
    /// backfilled day is not written, and reading its context and its ten forecasts back on a
    /// six-year archive cost ~20 ms a day.
    public func completing(_ edition: ChartEdition) async throws -> ChartEdition {
        guard case .daily(var report) = edition else { return edition }
        if let archiveDay, !report.list.needsWholeMarketDay { report = try await archiveDay.withHistory(report) }
        if report.list.hasForecast, let forecast { report = try await forecast.reporting(report) }
        return .daily(report)
    }
}
