import Foundation

/// Where a run is heading on a day of it: the expected final audience and an 80 % interval.
public struct FinalAudienceForecast: Hashable, Sendable {
    /// The run's day the forecast is made on (1: the open date).
    public var dayOfRun: Int
    public var accumulated: Int
    public var expected: Int
    /// The 80 % interval: the fit's residuals between their 15th and 95th percentiles (weighted by
    /// recency, `FinalAudienceModel.intervalQuantiles`).
    public var low: Int
    public var high: Int
    /// How many earlier runs the forecast learnt from.
    public var trainingRuns: Int
    /// The audience expected over each of the next three weeks (nil: too few runs teach it).
    public var road: ComingRoad?

    public init(dayOfRun: Int, accumulated: Int, expected: Int, low: Int, high: Int, trainingRuns: Int, road: ComingRoad?) {
        (self.dayOfRun, self.accumulated, self.expected, self.low, self.high) = (dayOfRun, accumulated, expected, low, high)
        (self.trainingRuns, self.road) = (trainingRuns, road)
    }
}

/// The audience still to come by each coming day, as learnt from the training runs, with each
/// day's spread: what a milestone is dated from.
public struct ComingRoad: Hashable, Sendable {
    /// Index 0: by the end of the next day.
    public var expected: [Int]
    /// The log spread of each day's fit (the median absolute deviation of its residuals, scaled).
    public var spread: [Double]

    public static let days = 21

    public init(expected: [Int], spread: [Double]) {
        self.expected = expected
        self.spread = spread
    }

    /// The share of Saturdays and Sundays among the `days` days after a day of `weekday`: what each
    /// horizon's fit reads besides the momentum, so that it knows the weekdays it adds up whatever
    /// weekday its training runs opened on (a Thursday opening's day 3 is a Saturday, a Wednesday
    /// opening's a Friday). Weekends only: a coming public holiday is `CalendarRoad`'s (counted here
    /// too, it lost dates: 2017-2019's 76 → 74 % within a day).
    static func weekendShare(after weekday: Weekday, days: Int) -> Double {
        weekendShares[weekday.rawValue - 1][days - 1]
    }

    private static let weekendShares: [[Double]] = Weekday.allCases.map { weekday in
        var weekends = 0
        return (1...days).map { ahead in
            if (weekday.rawValue - 1 + ahead) % 7 >= 5 { weekends += 1 }
            return Double(weekends) / Double(ahead)
        }
    }
}

/// Korea's box office before, during and after the pandemic: admissions fell to a fraction of
/// normal from February 2020 to the end of 2021, and runs behaved differently. A forecast learns
/// only from runs of its own regime.
public enum MarketRegime: String, Sendable {
    case normal, pandemic

    public static let pandemicStart = CalendarDate(year: 2020, month: 2, day: 15)!
    public static let pandemicEnd = CalendarDate(year: 2021, month: 12, day: 31)!

    public init(_ date: CalendarDate) { self = (Self.pandemicStart...Self.pandemicEnd).contains(date) ? .pandemic : .normal }
}

/// How much an earlier run's day counts in a forecast's fit: half for each year between them, so
/// the market's drift is followed, and old runs still help where recent ones are few (the bundled
/// base behind a new archive). Calendar years, the pandemic's included: counting only the normal
/// market's days was tried and lost on 2022 (the market after the pandemic was not 2019's).
public enum RecencyWeight {
    public static let halfLifeDays = 365.0

    public static func of(_ sample: CalendarDate, on date: CalendarDate) -> Double {
        Foundation.exp(-Double(date.days(since: sample)) / halfLifeDays * Foundation.log(2))
    }
}

/// One day's top ten as its list gives it: the admissions and shows of its rows, summed.
public struct ChartOccupancy: Hashable, Sendable {
    public var date: CalendarDate
    public var audience: Int
    public var shows: Int

    public init(date: CalendarDate, audience: Int, shows: Int) {
        self.date = date
        self.audience = audience
        self.shows = shows
    }

    /// Each day summed over the runs that ranked that day, oldest first: the lists' own sums when
    /// the runs hold every row of their days (a back-test's).
    public static func summing(_ runs: [RunSeries]) -> [ChartOccupancy] {
        var days: [CalendarDate: ChartOccupancy] = [:]
        for run in runs {
            for day in run.days {
                days[day.date, default: ChartOccupancy(date: day.date, audience: 0, shows: 0)].audience += day.audience
                days[day.date]?.shows += day.shows
            }
        }
        return days.values.sorted { $0.date < $1.date }
    }
}

/// How full the top ten's screenings were on each day: what a run's own occupancy is read against
/// (the market's fell by two fifths after the pandemic: 35 a show in 2017-2019, 20 in 2022). A
/// property of the days, not of the runs a forecast happens to read: the archive's days, and the
/// bundled base's for the days the archive lacks.
public struct MarketOccupancy: Sendable {
    /// The first day held, as days since 1970-01-01; index 0 of the arrays.
    private let first: Int
    private var audience: [Int]
    private var shows: [Int]

    /// `days`: a day given twice counts as first given (the archive's before the base's).
    public init(_ days: [ChartOccupancy]) {
        let numbers = days.map(\.date.daysSinceEpoch)
        first = numbers.min() ?? 0
        audience = [Int](repeating: 0, count: numbers.isEmpty ? 0 : (numbers.max() ?? first) - first + 1)
        shows = audience
        var held = [Bool](repeating: false, count: audience.count)
        for day in days where !held[day.date.daysSinceEpoch - first] {
            let index = day.date.daysSinceEpoch - first
            (held[index], audience[index], shows[index]) = (true, day.audience, day.shows)
        }
        festivals = Self.festivals(audience: audience, first: first)
    }

    /// Each held 설 or 추석 day (days since 1970) with its audience over the mean of the plain Saturdays
    /// and Sundays of the two weeks before it: worked out once, read by every forecast of the day.
    private var festivals: [(day: Int, ratio: Double)] = []

    private static func festivals(audience: [Int], first: Int) -> [(day: Int, ratio: Double)] {
        func held(_ date: CalendarDate) -> Int? {
            let index = date.daysSinceEpoch - first
            return audience.indices.contains(index) && audience[index] > 0 ? audience[index] : nil
        }
        var out: [(day: Int, ratio: Double)] = []
        for index in audience.indices where audience[index] > 0 {
            let day = CalendarDate(daysSinceEpoch: first + index)
            guard KoreanHolidays.isFestival(day) else { continue }
            let weekend = (1...14).map { day.adding(days: -$0) }.filter { ($0.weekday == .saturday || $0.weekday == .sunday) && !KoreanHolidays.isHoliday($0) }
                .compactMap(held)
            guard weekend.count >= 2 else { continue }
            out.append((first + index, Double(audience[index]) / (Double(weekend.reduce(0, +)) / Double(weekend.count))))
        }
        return out
    }

    /// Each day summed over the runs that ranked that day (`ChartOccupancy.summing`).
    public init(runs: [RunSeries]) { self.init(ChartOccupancy.summing(runs)) }

    /// How much a 설 or 추석 day sells against an ordinary weekend day, learnt from the market's days
    /// before `date` only (the last three years'): the median, over those festival days, of the day's
    /// audience over the mean of the plain Saturdays and Sundays of the two weeks before it; 1 with
    /// fewer than three such days.
    public func festivalRatio(before date: CalendarDate) -> Double {
        let end = date.daysSinceEpoch, start = end - 3 * 365
        let ratios = festivals.filter { $0.day >= start && $0.day < end }.map(\.ratio)
        return ratios.count >= 3 ? min(max(Quantiles.median(ratios), 1), 3) : 1
    }

    /// The audience per show over the `days` days ending on `date` (nil when no show is known on them).
    func perShow(endingOn date: CalendarDate, days: Int) -> Double? {
        let last = date.daysSinceEpoch - first
        var audience = 0, shows = 0
        for index in (last - days + 1)...last where self.shows.indices.contains(index) {
            audience += self.audience[index]
            shows += self.shows[index]
        }
        return shows > 0 ? Double(max(audience, 1)) / Double(shows) : nil
    }
}

/// How much of a run's audience came lately, on one of its days: the signal of where it ends.
public struct RunMomentum: Hashable, Sendable {
    public var accumulated: Int
    /// The last 7 days' audience (the days it ranked) over the accumulated audience.
    public var lastWeekShare: Double
    /// The same for the last 3 days.
    public var lastThreeDaysShare: Double
    /// Audience per show over the last 3 days against the top ten's on the same days: how full its
    /// screenings are next to everyone else's (1 when its shows are unknown). Read against the market
    /// because the market's own level moved: 35 a show across the top ten in 2017-2019, 20 in 2022.
    public var perShow: Double
    /// How many of the last 3 days were a Saturday, a Sunday or a public holiday: the last 3 days'
    /// share means another thing after a weekend than on weekdays (a run that opened on a Thursday,
    /// a holiday in its first week).
    public var daysOffInLastThree: Int
    /// The day's own audience over the accumulated: how the run holds on the latest day (on day 7 of
    /// a Wednesday opening, a Tuesday: the weekdays' word of mouth). The final's fits read it (its own
    /// and its three-week floor's); the road's do not (it made the milestone dates worse: 2022's
    /// 64 % → 56 % within a day).
    public var lastDayShare: Double
    /// The weekday of the day the momentum is of (the road's horizons count the weekends after it).
    public var weekday: Weekday

    /// The momentum on `date`; nil unless the run ranked that day with an audience.
    public init?(_ run: RunSeries, on date: CalendarDate, market: MarketOccupancy) {
        guard let index = run.index(of: date), run.days[index].accumulated > 0 else { return nil }
        var week = 0, three = 0, threeShows = 0
        for day in run.days[...index].reversed() {
            let age = date.days(since: day.date)
            guard age < 7 else { break }
            week += day.audience
            if age < 3 {
                three += day.audience
                threeShows += day.shows
            }
        }
        accumulated = run.days[index].accumulated
        weekday = date.weekday
        lastDayShare = max(Double(run.days[index].audience), 1) / Double(accumulated)
        lastWeekShare = max(Double(week), 1) / Double(accumulated)
        lastThreeDaysShare = max(Double(three), 1) / Double(accumulated)
        perShow = 1
        if threeShows > 0, let level = market.perShow(endingOn: date, days: 3) { perShow = max(Double(three), 1) / Double(threeShows) / level }
        daysOffInLastThree = (0...2).reduce(0) { count, back in
            let day = date.adding(days: -back)
            return count + (day.weekday == .saturday || day.weekday == .sunday || KoreanHolidays.isHoliday(day) ? 1 : 0)
        }
    }

    /// What the road's fits (and the week-ahead ratio) read.
    var features: [Double] {
        [1, Foundation.log(lastWeekShare), Foundation.log(lastThreeDaysShare), Foundation.log(perShow), Double(daysOffInLastThree)]
    }

    /// What the final's fit reads: the road's features and the latest day's share.
    var finalFeatures: [Double] { features + [Foundation.log(lastDayShare)] }
}

/// The final audience from a run's momentum, learnt from finished runs of the same regime at the
/// same day of their run: log(final / accumulated) = a + b·log(last week's share) + c·log(last 3
/// days' share) + d·log(occupancy against the market's) + e·(days off among the last 3) + f·log(the
/// latest day's share), a robust fit (Huber's, weighted by recency); the interval is the 15th and
/// 95th percentiles of the fit's residuals.
/// With fewer than `minimumRuns` runs to learn from it falls back to the naive ladder.
public struct FinalAudienceModel: Sendable {
    public static let minimumRuns = 15
    /// Runs smaller than this teach little about the runs a forecast is for.
    public static let trainingFloor = 200_000
    /// The residuals' percentiles the 80 % interval is drawn from, each residual weighted by its run's
    /// recency as in the fit (the interval describes the runs the fit leans on: a market that moved
    /// shows in its recent runs first). A final's surprises run upwards more than down (a sleeper's
    /// legs): the 10th and 90th missed three finals above for one below on 2017-2019; these missed
    /// as many on each side there (10 % below, 10 % above: the walk-forward, days 3, 7, 14). Not
    /// widened: widened by 1.1 (the last stop's, against the fit's residuals understating a new run's
    /// error) it held 84 % on 2017-2019, not the 80 % it is named for (2022 74 % either way).
    public static let intervalQuantiles = (low: 0.15, high: 0.95)

    let training: [RunSeries]
    /// The top ten's occupancy on each day: what a run's own is read against.
    let market: MarketOccupancy

    /// The model of a forecast as of `known`'s day: it learns from the finished runs
    /// (`RunsAsOf.finished`), and reads occupancy against `market` (nil: the days of the runs known
    /// then, summed: runs that hold every row of their days).
    public init(_ known: RunsAsOf, market: MarketOccupancy? = nil) {
        training = known.finished().filter { !$0.isReRelease && $0.lastAccumulated >= Self.trainingFloor }
        self.market = market ?? MarketOccupancy(runs: known.runs)
        wednesdays = WednesdayLift(runs: known.runs)
    }

    /// The runs' Wednesdays: how a coming one sells against those the fits learnt from (문화가 있는 날).
    let wednesdays: WednesdayLift

    /// The forecast for `run` as known on `date` (it must have ranked that day).
    public func forecast(_ run: RunSeries, on date: CalendarDate) -> FinalAudienceForecast? {
        guard let now = RunMomentum(run, on: date, market: market) else { return nil }
        let day = run.dayNumber(date)
        let teaching = teaching(day: day, regime: MarketRegime(date))
        let samples = Self.samples(teaching)
        guard !samples.isEmpty else { return nil }
        let logAccumulated = Foundation.log(Double(now.accumulated))
        let predicted: Double, residuals: [Double]
        // Recent runs weigh more: the market's habits drift (a run a year older counts half).
        let weights = samples.map { RecencyWeight.of($0.date, on: date) }
        let rows = samples.map(\.momentum.finalFeatures)
        if samples.count >= Self.minimumRuns, let beta = LeastSquares.robustFit(rows, samples.map(\.logRatio), weights: weights) {
            predicted = LeastSquares.dot(beta, now.finalFeatures)
            residuals = zip(samples, rows).map { $0.logRatio - LeastSquares.dot(beta, $1) }
        } else {
            let ratios = samples.map(\.logRatio)
            predicted = Quantiles.median(ratios)
            residuals = ratios.map { $0 - predicted }
        }
        // Never less than the next three weeks are expected to bring, by their own fit on the final's
        // signals (not the road's last day: the road dates the milestones, and a mark it reaches above
        // this final is not expected, `MilestoneForecast`). Both learn from days a week apart where too
        // few runs ranked on this day of theirs (`weeksApart`).
        let coming = roadRows(teaching, day: day, regime: MarketRegime(date))
        let road = comingRoad(now, rows: coming)
        let threeWeeks = threeWeeksAhead(now, rows: coming)
        let expected = max(logAccumulated, logAccumulated + predicted,
                           threeWeeks.map { Foundation.log(Double(now.accumulated) + $0) } ?? logAccumulated)
        func audience(_ log: Double) -> Int? { Self.plausible(Foundation.exp(log)).map { max(now.accumulated, $0) } }
        guard let final = audience(expected), let low = audience(expected + Quantiles.weighted(residuals, weights, Self.intervalQuantiles.low)),
              let high = audience(expected + Quantiles.weighted(residuals, weights, Self.intervalQuantiles.high)) else { return nil }
        return FinalAudienceForecast(dayOfRun: day, accumulated: now.accumulated, expected: final, low: low, high: high,
                                     trainingRuns: samples.count,
                                     road: road.map { CalendarRoad.withHolidays($0, run: run, on: date, festival: market.festivalRatio(before: date),
                                                                                  wednesday: { wednesdays.lift($0, before: date) }) })
    }

    /// The coming week's audience over the last week's, for `run` as known on `date`: learnt like the
    /// final, from the same momentum, on the training runs' next seven days. Shapes the near days
    /// of the audience path (the milestone dates).
    public func weekAheadRatio(_ run: RunSeries, on date: CalendarDate) -> Double? {
        guard let now = RunMomentum(run, on: date, market: market) else { return nil }
        let day = run.dayNumber(date)
        let regime = MarketRegime(date)
        var rows: [[Double]] = [], targets: [Double] = []
        for training in training {
            let trainingDate = training.date(ofDay: day)
            guard MarketRegime(trainingDate) == regime, let momentum = RunMomentum(training, on: trainingDate, market: market) else { continue }
            let last = training.days.filter { $0.date <= trainingDate && trainingDate.days(since: $0.date) < 7 }.reduce(0) { $0 + $1.audience }
            let next = training.days.filter { $0.date > trainingDate && $0.date.days(since: trainingDate) <= 7 }.reduce(0) { $0 + $1.audience }
            guard last > 0, next > 0 else { continue }
            rows.append(momentum.features)
            targets.append(Foundation.log(Double(next) / Double(last)))
        }
        guard rows.count >= Self.minimumRuns, let beta = LeastSquares.fit(rows, targets) else { return nil }
        return Foundation.exp(LeastSquares.dot(beta, now.features))
    }

    /// The audience still to come in each of the next three weeks' days, added up (index 0: the next day),
    /// learnt directly: for each horizon k, log(audience of days d+1…d+k ÷ audience of the last
    /// 7 days) from the same momentum and the share of weekend days among the k (`ComingRoad.weekendShare`),
    /// on training runs of the same day of their run (most films open on a Wednesday, so the horizons
    /// carry the week's shape with them; the weekend share tells a horizon of a run that opened on
    /// another day what it adds up: chosen on 2022 and 2024, the market as it now is, where 3-7 days
    /// ahead within a day went 82 → 85 % and 68 → 72 %; checked on 2017-2019, unchanged at 76 %, and
    /// 2020-2021, 69 → 70 %). A training run with
    /// nothing charted between its day and a horizon teaches that horizon nothing (its audience
    /// then is unseen, not zero). Nil where fewer than `minimumRuns` runs teach a horizon.
    public func comingRoad(_ run: RunSeries, on date: CalendarDate) -> ComingRoad? {
        guard let now = RunMomentum(run, on: date, market: market) else { return nil }
        let day = run.dayNumber(date), regime = MarketRegime(date)
        return comingRoad(now, rows: roadRows(teaching(day: day, regime: regime), day: day, regime: regime))
    }

    /// A training run's momentum on its day, and what came in each of the next three weeks' days.
    struct RoadRow {
        var momentum: RunMomentum
        /// Index 0: by the end of the next day; over the run's last week's audience.
        var coming: [Double]
        /// Whether anything was charted by then (a run out of the chart teaches that horizon nothing).
        var known: [Bool]
    }

    /// The days of a training run beside its own day the road also learns from, nearest first, where
    /// fewer than `minimumRuns` runs ranked on the same day of theirs (late in a run most have left
    /// the top ten, and the road, with the final's three-week floor, was left undrawn: most of days
    /// 40-60 of 2019's long runs). A week apart, so the horizons keep their weekdays. Chosen looking
    /// at every span the walk of every daily report scores, 2017-2019, 2020-2021 and 2022 (the market
    /// as it now is) together: 3-7 days ahead within a day 73 → 76 % and 81 → 82 %, the range 8-21
    /// days 46 → 50 % and 52 → 54 %, the final's day 14 on 2017-2019 4.9 → 4.6 %, 2022's unchanged.
    /// Not in the pandemic's regime, where it made the final worse (2020-2021's day 14 4.2 → 6.1 %,
    /// its interval 79 → 74 %).
    static let weeksApart = [-7, 7, -14, 14]

    /// The training runs' coming days from their momenta on the same day of their run (`teaching`,
    /// of `day`), and where too few, on the days `weeksApart` of theirs.
    func roadRows(_ teaching: [Teaching], day: Int, regime: MarketRegime) -> [RoadRow] {
        var rows = roadRows(teaching)
        for offset in Self.weeksApart where regime == .normal && rows.count < Self.minimumRuns && day + offset >= 1 {
            rows += roadRows(self.teaching(day: day + offset, regime: regime))
        }
        return rows
    }

    /// The training runs' coming days, from their momenta on the same day of their run.
    func roadRows(_ teaching: [Teaching]) -> [RoadRow] {
        let days = ComingRoad.days
        var rows: [RoadRow] = []
        for taught in teaching {
            let (training, trainingDate, momentum) = (taught.run, taught.date, taught.momentum)
            guard let index = training.index(of: trainingDate) else { continue }
            let ranked = training.days[index]
            let last = momentum.lastWeekShare * Double(momentum.accumulated)
            // Accumulated by each coming day, carried over days it did not rank (its last figure stands).
            var coming: [Double] = [], latest = ranked.accumulated, next = index + 1
            for ahead in 1...days {
                while next < training.days.count, training.days[next].date.days(since: trainingDate) <= ahead {
                    latest = training.days[next].accumulated
                    next += 1
                }
                coming.append(Double(latest - ranked.accumulated))
            }
            guard last > 1, training.days.last!.date >= trainingDate.adding(days: days) || training.days.last!.accumulated == latest else { continue }
            // A run out of the chart by then still sold, unseen by a top-ten archive: its coming audience
            // is unknown there, not 0 (a log of nothing would pull every fit down).
            rows.append(RoadRow(momentum: momentum, coming: coming.map { max($0, 1) / last }, known: coming.map { $0 > 0 }))
        }
        return rows
    }

    /// The road of a run whose momentum is `now`, from the training runs' coming days.
    func comingRoad(_ now: RunMomentum, rows: [RoadRow]) -> ComingRoad? {
        let days = ComingRoad.days
        let lastWeek = now.lastWeekShare * Double(now.accumulated)
        guard rows.count >= Self.minimumRuns, lastWeek > 0 else { return nil }
        // 21 fits a movie: the features are laid out once (most rows know every horizon), their last
        // column, the share of weekend days among the horizon's (`ComingRoad.weekendShare`), set for
        // each; the residuals' buffers reused.
        var allFeatures = rows.map { $0.momentum.features + [0] }, nowFeatures = now.features + [0]
        let weekends = nowFeatures.count - 1
        var expected: [Int] = [], spreads: [Double] = [], residuals: [Double] = [], deviations: [Double] = []
        for horizon in 0..<days {
            let known = rows.indices.filter { rows[$0].known[horizon] }
            guard known.count >= Self.minimumRuns else { return nil }
            for index in rows.indices { allFeatures[index][weekends] = ComingRoad.weekendShare(after: rows[index].momentum.weekday, days: horizon + 1) }
            nowFeatures[weekends] = ComingRoad.weekendShare(after: now.weekday, days: horizon + 1)
            let features = known.count == rows.count ? allFeatures : known.map { allFeatures[$0] }
            let targets = known.map { Foundation.log(rows[$0].coming[horizon]) }
            guard let beta = LeastSquares.fit(features, targets) else { return nil }
            // An ill-conditioned fit can say anything, up to infinity: no road then, not a crash.
            guard let added = Self.plausible(lastWeek * Foundation.exp(LeastSquares.dot(beta, nowFeatures))) else { return nil }
            residuals.removeAll(keepingCapacity: true)
            for (row, target) in zip(features, targets) { residuals.append(target - LeastSquares.dot(beta, row)) }
            // Robust (median absolute deviation, scaled to a normal's): a few runs' weeks are freaks.
            let centre = Quantiles.median(residuals)
            deviations.removeAll(keepingCapacity: true)
            for residual in residuals { deviations.append(abs(residual - centre)) }
            let spread = 1.4826 * Quantiles.median(deviations)
            expected.append(max(expected.last ?? 0, added))
            spreads.append(spread)
        }
        return ComingRoad(expected: expected, spread: spreads)
    }

    /// The audience the next three weeks bring, fitted like the road's last day but on the final's
    /// signals (the latest day's share too): the floor of the final. Chosen on 2017-2019: day 7's
    /// median error 13.1 → 12.0 %, day 14's 5.0 → 4.9 %, 2022 unchanged; the road's own fits keep
    /// their signals, which date the milestones better. Nil where too few runs teach it.
    func threeWeeksAhead(_ now: RunMomentum, rows: [RoadRow]) -> Double? {
        let horizon = ComingRoad.days - 1, lastWeek = now.lastWeekShare * Double(now.accumulated)
        let known = rows.filter { $0.known[horizon] }
        guard known.count >= Self.minimumRuns, lastWeek > 0,
              let beta = LeastSquares.fit(known.map(\.momentum.finalFeatures), known.map { Foundation.log($0.coming[horizon]) })
        else { return nil }
        return lastWeek * Foundation.exp(LeastSquares.dot(beta, now.finalFeatures))
    }

    /// The naive ladder: the accumulated audience times the median final-to-day-d ratio of the runs.
    public func naiveLadder(_ run: RunSeries, on date: CalendarDate) -> Int? {
        guard let now = RunMomentum(run, on: date, market: market) else { return nil }
        let samples = Self.samples(teaching(day: run.dayNumber(date), regime: nil))
        guard !samples.isEmpty else { return nil }
        return Self.plausible(Double(now.accumulated) * Foundation.exp(Quantiles.median(samples.map(\.logRatio))))
    }

    /// An audience a forecast can say, rounded; nil for what no film could draw (more than a billion
    /// admissions, Korea's record being 17.6 million) or a fit's infinity.
    static func plausible(_ audience: Double) -> Int? {
        audience.isFinite && audience >= 0 && audience < 1_000_000_000 ? Int(audience.rounded()) : nil
    }

    struct Sample {
        var momentum: RunMomentum
        var logRatio: Double
        /// The day of the training run the momentum is of.
        var date: CalendarDate
    }

    /// A training run on its own day of the forecast's day of run, and its momentum then.
    struct Teaching {
        var run: RunSeries
        var date: CalendarDate
        var momentum: RunMomentum
    }

    /// The training runs of `regime` (nil: every regime) that ranked on their own day `day`, with
    /// their momentum then: computed once a forecast, for its final and its road alike.
    func teaching(day: Int, regime: MarketRegime?) -> [Teaching] {
        training.compactMap { run in
            let date = run.date(ofDay: day)
            guard regime == nil || MarketRegime(date) == regime, let momentum = RunMomentum(run, on: date, market: market) else { return nil }
            return Teaching(run: run, date: date, momentum: momentum)
        }
    }

    /// Each training run's momentum on its own day, with where it ended.
    static func samples(_ teaching: [Teaching]) -> [Sample] {
        teaching.map { Sample(momentum: $0.momentum, logRatio: Foundation.log(Double($0.run.lastAccumulated) / Double($0.momentum.accumulated)), date: $0.date) }
    }
}

/// Ordinary least squares by the normal equations (a handful of features).
enum LeastSquares {
    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }

    /// The coefficients minimising the squared error; nil when the features are collinear. A feature
    /// (after the first, the intercept) that never varies among the rows teaches nothing: it gets 0
    /// and the others are fitted without it (a few training runs that all opened on a Wednesday).
    static func fit(_ rows: [[Double]], _ targets: [Double], weights: [Double]? = nil) -> [Double]? {
        guard let first = rows.first, first.count > 1 else { return solve(rows, targets, weights: weights) }
        let constant = (1..<first.count).filter { column in rows.allSatisfy { abs($0[column] - first[column]) < 1e-12 } }
        guard !constant.isEmpty else { return solve(rows, targets, weights: weights) }
        let kept = (0..<first.count).filter { !constant.contains($0) }
        guard let beta = solve(rows.map { row in kept.map { row[$0] } }, targets, weights: weights) else { return nil }
        var full = [Double](repeating: 0, count: first.count)
        for (index, column) in kept.enumerated() { full[column] = beta[index] }
        return full
    }

    /// Huber's M-estimate, by iteratively reweighted least squares from the least-squares fit: a row
    /// whose residual is beyond 1.345 robust standard deviations (1.4826 × the median absolute
    /// residual) counts as if it were that far, its weight scaled down. A final's freaks (a sleeper
    /// that ran for months, a run cut short) pulled the least-squares fit towards them: the median
    /// error at day 14 was 6.4 % on 2017-2019's runs, 5.0 % so (day 7 14.3 → 13.1 % with the latest
    /// day's share). Stops when no coefficient moves by 1e-4 (a tenth of a percent on the final;
    /// most fits take 6-9 rounds), or after 30.
    static func robustFit(_ rows: [[Double]], _ targets: [Double], weights: [Double]) -> [Double]? {
        guard var beta = fit(rows, targets, weights: weights) else { return nil }
        var magnitudes = [Double](repeating: 0, count: rows.count), reweighted = weights
        for _ in 0..<30 {
            for index in rows.indices { magnitudes[index] = abs(targets[index] - dot(beta, rows[index])) }
            let threshold = 1.345 * 1.4826 * Quantiles.median(magnitudes)
            guard threshold > 1e-12 else { break }
            for index in rows.indices { reweighted[index] = weights[index] * min(1, threshold / max(magnitudes[index], 1e-12)) }
            guard let next = fit(rows, targets, weights: reweighted) else { break }
            defer { beta = next }
            if zip(beta, next).allSatisfy({ abs($0 - $1) < 1e-4 }) { break }
        }
        return beta
    }

    private static func solve(_ rows: [[Double]], _ targets: [Double], weights: [Double]?) -> [Double]? {
        guard let width = rows.first?.count else { return nil }
        // The augmented normal equations, row-major in one buffer (the road's 21 fits a movie, and
        // the final's robust rounds).
        let stride = width + 1
        var matrix = [Double](repeating: 0, count: width * stride)
        matrix.withUnsafeMutableBufferPointer { m in
            for (index, (row, target)) in zip(rows, targets).enumerated() {
                let weight = weights?[index] ?? 1
                row.withUnsafeBufferPointer { x in
                    for i in 0..<width {
                        let wx = weight * x[i]
                        for j in 0..<width { m[i * stride + j] += wx * x[j] }
                        m[i * stride + width] += wx * target
                    }
                }
            }
        }
        // Gauss-Jordan elimination with partial pivoting.
        for column in 0..<width {
            guard let pivot = (column..<width).max(by: { abs(matrix[$0 * stride + column]) < abs(matrix[$1 * stride + column]) }),
                  abs(matrix[pivot * stride + column]) > 1e-12 else { return nil }
            if pivot != column {
                for k in 0..<stride { matrix.swapAt(column * stride + k, pivot * stride + k) }
            }
            for row in 0..<width where row != column {
                let factor = matrix[row * stride + column] / matrix[column * stride + column]
                guard factor != 0 else { continue }
                for k in column..<stride { matrix[row * stride + k] -= factor * matrix[column * stride + k] }
            }
        }
        return (0..<width).map { matrix[$0 * stride + width] / matrix[$0 * stride + $0] }
    }
}

/// Percentiles of a sample (linear between the nearest ranks).
public enum Quantiles {
    /// By selection, not a whole sort (the road takes 42 medians a movie): the same two ranks a
    /// sort would give.
    public static func value(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let position = q * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        var copy = values
        let below = select(&copy, lower)
        guard lower + 1 < copy.count else { return below }
        // The next rank is the least of what the selection left above `lower`.
        let above = copy[(lower + 1)...].min()!
        return below + (above - below) * (position - Double(lower))
    }

    /// The `k`-th smallest of `values` (0-based), leaving every smaller one before it and every
    /// larger one after it (Hoare's selection, middle pivot).
    static func select(_ values: inout [Double], _ k: Int) -> Double {
        var low = 0, high = values.count - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return values[k]
    }

    public static func median(_ values: [Double]) -> Double { value(values, 0.5) }

    /// The least value whose share of the total weight, counting it and every smaller one, reaches
    /// `q`: a percentile of a weighted sample (the final's interval, over residuals weighted by
    /// recency as the fit was). Weights must match the values; none positive gives `value(values, q)`.
    public static func weighted(_ values: [Double], _ weights: [Double], _ q: Double) -> Double {
        let total = weights.reduce(0) { $0 + max($1, 0) }
        guard values.count == weights.count, total > 0 else { return value(values, q) }
        var running = 0.0
        for index in values.indices.sorted(by: { values[$0] < values[$1] }) {
            running += max(weights[index], 0)
            if running >= q * total { return values[index] }
        }
        return values.max() ?? 0
    }
}
