/// A movie's run as the archive's top-ten days show it: each day it ranked, with that day's
/// audience and the accumulated audience KOFIC reported. Days out of the top ten are absent.
public struct RunSeries: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        public var date: CalendarDate
        public var audience: Int
        public var accumulated: Int
        /// Shows that day (KOFIC's `showCnt`; 0 when unknown).
        public var shows: Int

        public init(date: CalendarDate, audience: Int, accumulated: Int, shows: Int = 0) {
            self.date = date
            self.audience = audience
            self.accumulated = accumulated
            self.shows = shows
        }
    }

    public var code: MovieCode
    public var title: String
    /// KOFIC's open date; paid previews before it are day 0 or less.
    public var openDate: CalendarDate
    /// Oldest first.
    public var days: [Day]

    public init(code: MovieCode, title: String, openDate: CalendarDate, days: [Day]) {
        self.code = code
        self.title = title
        self.openDate = openDate
        // Most come in order (an archive's scan, the bundled base): checked in one pass, not sorted again.
        self.days = zip(days, days.dropFirst()).allSatisfy({ $0.date <= $1.date }) ? days : days.sorted { $0.date < $1.date }
    }

    /// The index of the day at `date`, if the run ranked that day (binary search: days are sorted).
    public func index(of date: CalendarDate) -> Int? {
        var low = 0, high = days.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if days[middle].date == date { return middle }
            if days[middle].date < date { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The run's day number of a date: 1 on the open date.
    public func dayNumber(_ date: CalendarDate) -> Int { date.days(since: openDate) + 1 }

    /// The date of a day number.
    public func date(ofDay number: Int) -> CalendarDate { openDate.adding(days: number - 1) }

    /// The run as known on `date`: no day after it.
    public func known(asOf date: CalendarDate) -> RunSeries {
        RunSeries(code: code, title: title, openDate: openDate, days: days.filter { $0.date <= date })
    }

    /// The last accumulated audience the archive holds: the run's final as far as a top-ten
    /// archive can tell (the days after it left the chart are not in it).
    public var lastAccumulated: Int { days.last?.accumulated ?? 0 }

    /// A re-release: its open date is long before the first day it ranked (not forecast).
    public var isReRelease: Bool { days.first.map { Self.isReRelease(openDate: openDate, firstDay: $0.date) } ?? false }

    /// Whether each of the seven days up to `date` since the run began is among `known` (the days
    /// whose lists are held): a forecast reads its last week, and a day the lists lack would read as
    /// a day it sold nothing.
    public func lastWeekKnown(on date: CalendarDate, known: Set<CalendarDate>) -> Bool {
        lastWeekUnknown(on: date, known: known).isEmpty
    }

    /// The days of the seven up to `date`, since the run began, missing from `known`, oldest first.
    public func lastWeekUnknown(on date: CalendarDate, known: Set<CalendarDate>) -> [CalendarDate] {
        let began = min(openDate, days.first?.date ?? openDate)
        return (0..<7).reversed().map { date.adding(days: -$0) }.filter { $0 >= began && !known.contains($0) }
    }

    /// A re-release as an archive that began on `archiveBegins` can tell: first ranked over 60 days
    /// after its open date while the archive was already there (else a new archive may just have
    /// met a long run mid-way: 보헤미안 랩소디 on day 72), or ranked over a year after it.
    public func isReRelease(archiveBegins: CalendarDate) -> Bool {
        guard let first = days.first, let last = days.last else { return false }
        return (isReRelease && first.date > archiveBegins) || last.date.days(since: openDate) > 365
    }

    /// Whether a finished run can teach a forecast in `regime`: one of that market's, no re-release,
    /// and big enough (`FinalAudienceModel.trainingFloor`).
    public func teaches(in regime: MarketRegime) -> Bool {
        MarketRegime(openDate) == regime && !isReRelease && lastAccumulated >= FinalAudienceModel.trainingFloor
    }

    /// A run first ranked more than 60 days after its open date.
    public static func isReRelease(openDate: CalendarDate, firstDay: CalendarDate) -> Bool { firstDay.days(since: openDate) > 60 }
}

extension RunSeries {
    /// What a forecast learns from: the archive's runs, and the bundled base's runs the archive does
    /// not hold. A movie the archive holds is its own; the base only adds the days before the
    /// archive's first day of it (a new archive that met a run mid-way), so the market of those days
    /// is whole too.
    public static func merging(_ archive: [RunSeries], over base: [RunSeries]) -> [RunSeries] {
        guard !base.isEmpty else { return archive }
        let baseByCode = Dictionary(base.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        let held = Set(archive.map(\.code))
        let completed = archive.map { run -> RunSeries in
            guard let first = run.days.first?.date, let earlier = baseByCode[run.code]?.days.filter({ $0.date < first }), !earlier.isEmpty else { return run }
            return RunSeries(code: run.code, title: run.title, openDate: run.openDate, days: earlier + run.days)
        }
        return completed + base.filter { !held.contains($0.code) }
    }
}

/// Every run the archive knows, as of one day: days after it cannot be reached, by construction.
public struct RunsAsOf: Sendable {
    public let asOf: CalendarDate
    public let runs: [RunSeries]

    /// `all`: runs as the archive holds them; each is cut at `asOf`, and runs not yet begun are left out.
    public init(_ all: [RunSeries], asOf: CalendarDate) {
        self.asOf = asOf
        runs = all.compactMap { run in
            // A run read up to the day already (the archive's own cut) is kept as it is, uncopied.
            if let last = run.days.last, last.date <= asOf { return run }
            let known = run.known(asOf: asOf)
            return known.days.isEmpty ? nil : known
        }
    }

    /// How far back a forecast learns: runs that opened in the three years before its day (the
    /// market's habits drift; recent runs also weigh more in the fit).
    public static let trainingYears = 3

    /// The fewest runs a forecast learns from: where the three years hold fewer finished runs of its
    /// market's regime that can teach (no re-release, 200,000 or more), it reaches back a year at a
    /// time until they do (a new archive on the bundled base, the years after the pandemic). Not
    /// tuned: in every back-tested year of 2017-2022 the three years hold enough, or nothing older.
    public static let fewestTrainingRuns = 60

    /// The first open date a forecast on `date` reads from the archive.
    public static func trainingStart(_ date: CalendarDate) -> CalendarDate { date.adding(days: -365 * trainingYears - 1) }

    /// Runs over by `asOf` that opened within the training window: last ranked at least `quietDays`
    /// before it (their last figure stands as final).
    public func finished(quietDays: Int = 7) -> [RunSeries] {
        let over = runs.filter { run in (run.days.last.map { asOf.days(since: $0.date) } ?? 0) >= quietDays }
        let regime = MarketRegime(asOf)
        var start = Self.trainingStart(asOf)
        let oldest = over.map(\.openDate).min() ?? start
        while over.filter({ $0.openDate >= start && $0.teaches(in: regime) }).count < Self.fewestTrainingRuns, start > oldest {
            start = start.adding(days: -365)
        }
        return over.filter { $0.openDate >= start }
    }
}

extension ChartedHistory {
    /// Nothing besides the archive (a forecast's base when there is none).
    public static let none = ChartedHistory(runs: [], occupancy: [])

    /// The market a forecast reads occupancy against, `self` being what it learns from besides the
    /// archive (the bundled base): the archive's days as `read`, then this base's days the archive
    /// lacks, up to `date` only.
    public func market(_ read: ChartedHistory, through date: CalendarDate) -> MarketOccupancy {
        MarketOccupancy(read.occupancy + occupancy.filter { $0.date <= date })
    }
}
