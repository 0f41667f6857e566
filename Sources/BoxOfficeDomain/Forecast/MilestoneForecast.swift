import Foundation

/// When a run crosses a coming milestone (`AudienceMilestones`): its expected date, or nil when it
/// is not expected within the horizon.
public struct MilestoneForecast: Hashable, Sendable {
    public var mark: Int
    public var date: CalendarDate?
    /// For a milestone the road dates (within its three weeks), the chance it is crossed within them:
    /// what the road's fits and their spreads say, Φ((ln road₂₁ − ln gap) ÷ spread₂₁), recalibrated
    /// (`ChanceCalibration`). Nil for a mark dated past the road, or not expected.
    public var chance: Double?
    /// The 80 % range of days around `date`, low ≤ date ≤ high, filled whenever the date is: for a
    /// mark the road dates, the 10th to the 90th percentile of its crossing day given that it is
    /// crossed within the road (`range(_:)`); past the road, the paths to the final's 80 % interval.
    public var low: CalendarDate?
    public var high: CalendarDate?

    /// The range as a reader is shown it: nil where it spans three days or fewer (high − low ≤ 2),
    /// where the date alone is given ("expected on Sunday, October 5").
    public var shownRange: ClosedRange<CalendarDate>? {
        guard date != nil, let low, let high, high.days(since: low) > 2 else { return nil }
        return low...high
    }

    /// A forecast as it was made (one kept with its day: `ShownForecastsArchive`).
    public init(mark: Int, date: CalendarDate?, chance: Double?, low: CalendarDate?, high: CalendarDate?) {
        (self.mark, self.date, self.chance, self.low, self.high) = (mark, date, chance, low, high)
    }

    /// The next milestone of `run` as known on `date`, given its final-audience forecast: not
    /// expected above the expected final; else dated when the forecast's coming road reaches it within
    /// three weeks (`likeliestDay`), else past them by the audience path (`AudiencePath`). (The final's
    /// floor is the three weeks' own fit on the final's signals, which can sit below the road's last
    /// day: a mark the road reaches but the final does not is not expected, as a reader would read it.)
    /// - Parameter calibration: how the road's chance is recalibrated (the product's: `ChanceCalibration.fitted`).
    public init(_ run: RunSeries, on date: CalendarDate, final: FinalAudienceForecast, model: FinalAudienceModel, calibration: ChanceCalibration,
                mark: Int? = nil) {
        self.mark = mark ?? AudienceMilestones.next(after: final.accumulated)
        let mark = self.mark
        if let road = final.road, final.expected >= mark, road.expected.contains(where: { final.accumulated + $0 >= mark }) {
            let crossedBy = Self.crossedBy(road, gap: mark - final.accumulated)
            let day = Self.likeliestDay(crossedBy)
            self.date = date.adding(days: day)
            chance = calibration(crossedBy.last ?? 0)
            let range = Self.range(crossedBy)
            (low, high) = (date.adding(days: min(range.lowerBound, day)), date.adding(days: max(range.upperBound, day)))
        } else if final.expected >= mark {
            let path = AudiencePath(run, on: date, expectedFinal: final.expected, weekAheadRatio: model.weekAheadRatio(run, on: date))
            self.date = path?.crossing(mark)
            if let dated = self.date {
                // Past the road, the paths that add up to the final's interval (no week-ahead ratio, so
                // each decays to its own final): the high final's crossing first, the low final's last
                // (the path's end where the low final does not reach the mark).
                let early = AudiencePath(run, on: date, expectedFinal: final.high)?.crossing(mark) ?? dated
                let late = AudiencePath(run, on: date, expectedFinal: final.low)?.crossing(mark) ?? date.adding(days: AudiencePath.horizon)
                (low, high) = (min(early, dated), max(late, dated))
            }
        } else {
            self.date = nil
        }
    }

    /// The share of crossings a range holds: the 10th to the 90th percentile.
    public static let rangeShare = (low: 0.1, high: 0.9)

    /// The days (1: the next) from the 10th to the 90th percentile of the crossing day, given that
    /// the road crosses the gap within its days: P(by day k) ÷ P(by its last day).
    static func range(_ crossedBy: [Double]) -> ClosedRange<Int> {
        let last = crossedBy.count - 1, total = crossedBy[last]
        guard last >= 1, total > 0 else { return 1...max(last, 1) }
        let low = (1...last).first { crossedBy[$0] / total >= rangeShare.low } ?? 1
        let high = (1...last).first { crossedBy[$0] / total >= rangeShare.high } ?? last
        return low...max(low, high)
    }

    /// The day (1: the next) whose ±1-day window most likely holds the crossing of `gap`, given each
    /// horizon's expected coming audience and its log spread: P(crossed by day k) = Φ((ln expected_k −
    /// ln gap) / spread_k). Not simply the first day the expected road reaches the gap: after a
    /// weekend the road flattens, and a road that reaches the gap on a Tuesday by a hair more likely
    /// crossed it over the weekend. The road is expected to reach the gap within its days.
    public static func likeliestDay(_ road: ComingRoad, gap: Int) -> Int { likeliestDay(crossedBy(road, gap: gap)) }

    /// The same, from P(crossed by day k) (`crossedBy`).
    static func likeliestDay(_ crossedBy: [Double]) -> Int {
        let last = crossedBy.count - 1
        func window(_ day: Int) -> Double { crossedBy[min(day + 1, last)] - crossedBy[max(day - 2, 0)] }
        // Ties (a crossing all but certain on one day lies in three windows) go to the likelier day itself, then the earlier.
        func ranking(_ day: Int) -> (Double, Double, Int) { ((window(day) * 1e6).rounded(), ((crossedBy[day] - crossedBy[day - 1]) * 1e6).rounded(), -day) }
        return (1...last).max { ranking($0) < ranking($1) } ?? 1
    }

    /// P(the gap is crossed by the end of day k), index k (0: today, nothing yet), never falling.
    static func crossedBy(_ road: ComingRoad, gap: Int) -> [Double] {
        var crossedBy: [Double] = [0]
        for (expected, spread) in zip(road.expected, road.spread) {
            let z = (Foundation.log(Double(max(expected, 1))) - Foundation.log(Double(max(gap, 1)))) / max(spread, 1e-6)
            crossedBy.append(max(crossedBy.last ?? 0, 0.5 * (1 + Foundation.erf(z / 2.squareRoot()))))
        }
        return crossedBy
    }

    /// The coming milestones, each with its date, through the first one not expected (the marks
    /// beyond it are not expected either).
    public static func coming(_ run: RunSeries, on date: CalendarDate, final: FinalAudienceForecast,
                              model: FinalAudienceModel, calibration: ChanceCalibration) -> [MilestoneForecast] {
        var milestones: [MilestoneForecast] = []
        for mark in AudienceMilestones.marks(upTo: max(final.high, AudienceMilestones.next(after: final.accumulated))) where mark > final.accumulated {
            milestones.append(MilestoneForecast(run, on: date, final: final, model: model, calibration: calibration, mark: mark))
            if milestones.last?.date == nil { break }
        }
        return milestones
    }
}

/// The road from today's accumulated audience to the expected final, day by day: each coming day
/// starts from the same weekday's audience in the run's last week (a public holiday as its best
/// weekend day), and decays at the one daily rate that makes the road add up to the expected final.
public struct AudiencePath: Sendable {
    /// Days ahead the path is laid (a milestone later than this is "not expected").
    public static let horizon = 60

    /// The accumulated audience at the end of each coming day (index 0: the day after `date`).
    public let accumulated: [Int]
    public let date: CalendarDate

    /// nil unless the run ranked on `date`. `weekAheadRatio`: the coming week's audience over the
    /// last week's, when known; it sets the daily decay (else the one that adds up to `expectedFinal`).
    public init?(_ run: RunSeries, on date: CalendarDate, expectedFinal: Int, weekAheadRatio: Double? = nil) {
        guard let today = run.days.last(where: { $0.date == date }) else { return nil }
        self.date = date
        let week = run.days.filter { $0.date <= date && date.days(since: $0.date) < 7 }
        let mean = Double(week.reduce(0) { $0 + $1.audience }) / Double(max(week.count, 1))
        var byWeekday: [Weekday: Double] = [:]
        for day in week where !KoreanHolidays.isHoliday(day.date) { byWeekday[day.date.weekday] = Double(day.audience) }
        let weekendBest = max(byWeekday[.saturday] ?? mean, byWeekday[.sunday] ?? mean)
        let base = (1...Self.horizon * 2).map { ahead -> Double in
            let day = date.adding(days: ahead)
            return KoreanHolidays.isHoliday(day) ? weekendBest : byWeekday[day.weekday] ?? mean
        }
        let remaining = Double(max(expectedFinal - today.accumulated, 0))
        let rate = weekAheadRatio.map { Foundation.pow(min($0, 1.5), 1.0 / 7) } ?? Self.decay(base, adding: remaining)
        var running = Double(today.accumulated)
        var factor = 1.0
        accumulated = base.prefix(Self.horizon).map { audience in
            factor *= rate
            running += audience * factor
            return Int(running.rounded())
        }
    }

    /// The daily factor q in (0, 1] with Σ base[k]·q^(k+1) = remaining (1 when even no decay falls short).
    static func decay(_ base: [Double], adding remaining: Double) -> Double {
        func total(_ q: Double) -> Double {
            var sum = 0.0, factor = 1.0
            for audience in base {
                factor *= q
                sum += audience * factor
            }
            return sum
        }
        guard remaining > 0 else { return 0 }
        if total(1) <= remaining { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if total(middle) < remaining { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The first day the path reaches `mark`; nil when it does not within the horizon.
    public func crossing(_ mark: Int) -> CalendarDate? {
        accumulated.firstIndex { $0 >= mark }.map { date.adding(days: $0 + 1) }
    }
}
