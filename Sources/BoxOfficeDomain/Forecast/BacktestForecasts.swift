import Foundation

/// Walks forward over an archive's runs: for every run that opened in a range and ended with at
/// least `threshold` admissions, a forecast on each of its days `at`, made with only what the
/// archive held that day, against its final (the last accumulated figure in the archive: a
/// top-ten archive misses the tail after a movie leaves the chart), beside the naive ladder.
public struct BacktestForecasts: Sendable {
    public struct Options: Sendable {
        public var from: CalendarDate
        public var to: CalendarDate
        public var days: [Int] = [3, 7, 14]
        public var threshold = 1_000_000
        /// The days' market occupancy (nil: the runs' days summed, for runs that hold every row of
        /// their days). Only days up to each forecast's are read.
        public var market: MarketOccupancy?
        /// Only the days of `days` on which the run ranked: a forecast for each daily report that
        /// lists it, as a scheduled report makes them (false: each day of `days`, ranked or not).
        public var dailyReportsOnly = false

        public init(from: CalendarDate, to: CalendarDate) {
            self.from = from
            self.to = to
        }

        /// The runs that opened in `years`, January 1 of the first to December 31 of the last.
        public init(years: ClosedRange<Int>) {
            self.init(from: CalendarDate(year: years.lowerBound, month: 1, day: 1)!, to: CalendarDate(year: years.upperBound, month: 12, day: 31)!)
        }
    }

    /// One forecast of the walk.
    public typealias Case = BacktestCase

    /// The figures at one day of the runs.
    public typealias Figures = ForecastAccuracy

    /// How well the milestone dates came out, over every forecast.
    public typealias MilestoneFigures = MilestoneAccuracy

    /// How the milestones' chances are recalibrated (`.none`: the road's own, what a fit starts from).
    public let calibration: ChanceCalibration

    public init(calibration: ChanceCalibration) { self.calibration = calibration }

    /// How often a milestone given a chance was crossed within three weeks: per band of chance
    /// (0-20 %, …, 80-100 %), the forecasts in it, their mean chance and the share crossed.
    public static func chanceCalibration(_ cases: [Case]) -> [(band: ClosedRange<Double>, forecasts: Int, meanChance: Double, crossed: Double)] {
        stride(from: 0.0, to: 1.0, by: 0.2).compactMap { low in
            let inBand = cases.filter { item in item.chance.map { $0 >= low && ($0 < low + 0.2 || low >= 0.8) } ?? false }
            guard !inBand.isEmpty else { return nil }
            return (low...low + 0.2, inBand.count, inBand.compactMap(\.chance).reduce(0, +) / Double(inBand.count),
                    Double(inBand.filter(\.crossedWithinRoad).count) / Double(inBand.count))
        }
    }

    /// The milestone figures of a walk's cases.
    public static func milestoneFigures(_ cases: [Case]) -> MilestoneFigures {
        let near = cases.filter { item in item.actualCrossing.map { (3...21).contains($0.days(since: item.asOf)) } ?? false }
        func within(_ date: CalendarDate?, _ actual: CalendarDate?) -> Bool {
            guard let date, let actual else { return false }
            return abs(date.days(since: actual)) <= 1
        }
        let expected = cases.filter { $0.expectedCrossing != nil }
        return MilestoneFigures(
            crossings: near.count,
            withinOneDay: near.isEmpty ? 0 : Double(near.filter { within($0.expectedCrossing, $0.actualCrossing) }.count) / Double(near.count),
            flatRateWithinOneDay: near.isEmpty ? 0 : Double(near.filter { within($0.flatRateCrossing, $0.actualCrossing) }.count) / Double(near.count),
            expected: expected.count,
            expectedNeverReached: expected.isEmpty ? 0 : Double(expected.filter { $0.actualCrossing == nil }.count) / Double(expected.count))
    }

    /// The walk of every daily report: a forecast on each day a run ranked, from its day 3 to its
    /// day 60, as a scheduled report makes them (what `dailyReportScore` scores).
    public static func dailyReportOptions(_ span: Options, market: MarketOccupancy?) -> Options {
        var options = span
        options.market = market
        options.days = Array(3...60)
        options.dailyReportsOnly = true
        return options
    }

    /// The milestone dates of a walk made with `dailyReportOptions`, scored as the goals score them
    /// (`DailyReportMilestoneScore`).
    public static func dailyReportScore(_ cases: [Case]) -> DailyReportMilestoneScore {
        var score = DailyReportMilestoneScore()
        for item in cases {
            score.add(asOf: item.asOf, dayOfRun: item.forecast.dayOfRun, date: item.expectedCrossing, low: item.expectedLow, high: item.expectedHigh,
                      crossed: item.actualCrossing)
        }
        return score
    }

    /// The back-test over every run the archive holds (their finals come after the range's open
    /// dates), against the market of the days it read: what `forecast backtest` and the benchmark run.
    public func execute(_ archive: any ChartedRuns, options: Options) async throws -> (cases: [Case], figures: [Figures]) {
        let read = try await archive.charted(through: options.to.adding(days: 3_650), openedSince: CalendarDate(year: 1, month: 1, day: 1)!)
        var options = options
        if options.market == nil { options.market = MarketOccupancy(read.occupancy) }
        return execute(read.runs, options: options)
    }

    /// `runs`: every run the archive holds, to its newest day (runs still going then are not scored).
    public func execute(_ runs: [RunSeries], options: Options) -> (cases: [Case], figures: [Figures]) {
        let newest = runs.compactMap(\.days.last?.date).max() ?? options.to
        let targets = runs.filter { run in
            (options.from...options.to).contains(run.openDate) && !run.isReRelease && run.lastAccumulated >= options.threshold
                && (run.days.last.map { newest.days(since: $0.date) } ?? 0) >= 7
        }
        let market = options.market ?? MarketOccupancy(runs: runs)
        // Each forecast asked for, in the walk's order (run by run, day by day).
        let asked = targets.flatMap { run in
            options.days.map { (run: run, asOf: run.date(ofDay: $0)) }.filter { !options.dailyReportsOnly || $0.run.index(of: $0.asOf) != nil }
        }
        // A day's model is every run's as of that day, whichever run it forecasts: made once a day,
        // its forecasts then put back in the walk's order.
        var found: [Int: Case] = [:]
        for (asOf, forecasts) in Dictionary(grouping: asked.indices, by: { asked[$0].asOf }) {
            let known = RunsAsOf(runs, asOf: asOf)
            let model = FinalAudienceModel(known, market: market)
            for index in forecasts {
                let run = asked[index].run
                guard let own = known.runs.first(where: { $0.code == run.code }),
                      let forecast = model.forecast(own, on: asOf), let naive = model.naiveLadder(own, on: asOf) else { continue }
                let next = MilestoneForecast(own, on: asOf, final: forecast, model: model, calibration: calibration)
                let milestone = next.mark
                let week = own.days.filter { asOf.days(since: $0.date) < 7 }
                let flatRate = max(Double(week.reduce(0) { $0 + $1.audience }) / 7, 1)
                let flatDays = Int((Double(milestone - forecast.accumulated) / flatRate).rounded(.up))
                var made = Case(code: run.code, title: run.title, openDate: run.openDate, asOf: asOf, forecast: forecast, naive: naive,
                                  final: run.lastAccumulated, milestone: milestone, expectedCrossing: next.date,
                                  actualCrossing: run.days.first { $0.accumulated >= milestone }?.date,
                                  flatRateCrossing: flatDays <= AudiencePath.horizon ? asOf.adding(days: flatDays) : nil)
                made.chance = next.chance
                (made.expectedLow, made.expectedHigh) = (next.low, next.high)
                found[index] = made
            }
        }
        let cases = asked.indices.compactMap { found[$0] }
        let figures = options.days.compactMap { day -> Figures? in
            let atDay = cases.filter { $0.forecast.dayOfRun == day }
            guard !atDay.isEmpty else { return nil }
            let errors = atDay.map(\.error), naive = atDay.map(\.naiveError), opened = atDay.map(\.openDate.year)
            return Figures(day: day, forecasts: atDay.count, medianError: Quantiles.median(errors), meanError: errors.reduce(0, +) / Double(errors.count),
                           coverage: Double(atDay.filter(\.covered).count) / Double(atDay.count), naiveMedianError: Quantiles.median(naive),
                           naiveMeanError: naive.reduce(0, +) / Double(naive.count), runsOpened: opened.min()!...opened.max()!)
        }
        return (cases, figures)
    }
}
