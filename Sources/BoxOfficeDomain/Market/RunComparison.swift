/// Movies' runs side by side by day of release (`history compare`): their accumulated admissions
/// on each archived day, when each crossed each milestone, and who got there first.
public struct RunComparison: Hashable, Sendable {
    /// One movie's curve.
    public struct Curve: Hashable, Sendable {
        public struct Point: Hashable, Sendable {
            /// 1 on the open date.
            public var dayOfRelease: Int
            public var date: CalendarDate
            public var audience: Int
            /// KOFIC's accumulated admissions that day (previews included).
            public var accumulated: Int
        }

        /// The day a mark was passed: the first archived day at or above it, the day before it archived below it.
        public struct Crossing: Hashable, Sendable {
            public var mark: Int
            public var dayOfRelease: Int
            public var date: CalendarDate
        }

        public var code: MovieCode
        public var title: String
        public var openDate: CalendarDate
        /// Its archived days from day 1 to the limit, in order (a day out of the top ten is absent).
        public var points: [Point]
        public var crossings: [Crossing]
    }

    /// How the movies met a mark: those that passed it, soonest first by day of release.
    public struct Race: Hashable, Sendable {
        public struct Finisher: Hashable, Sendable {
            /// The curve's position in `curves`.
            public var curve: Int
            public var dayOfRelease: Int
            public var date: CalendarDate
        }
        public var mark: Int
        public var finishers: [Finisher]
    }

    public var curves: [Curve]
    /// The longest day of release compared (nil: every archived day).
    public var days: Int?

    public init(runs: [MovieRun], days: Int?) {
        self.days = days
        curves = runs.compactMap { run in
            guard let open = run.openDate else { return nil }
            let points = run.days.compactMap { day -> Curve.Point? in
                let dayOfRelease = day.date.days(since: open) + 1
                guard dayOfRelease >= 1, dayOfRelease <= days ?? Int.max else { return nil }
                return Curve.Point(dayOfRelease: dayOfRelease, date: day.date, audience: day.audience, accumulated: day.audienceAccumulated)
            }
            // A mark is known crossed on a day when the archive holds the day before it below the mark (or the
            // day is the open date): a run the archive meets late passed its first marks before it.
            var crossings: [Curve.Crossing] = []
            for mark in AudienceMilestones.marks(upTo: points.last?.accumulated ?? 0) {
                guard let index = points.firstIndex(where: { $0.accumulated >= mark }) else { continue }
                let point = points[index]
                if point.dayOfRelease == 1 || (index > 0 && points[index - 1].dayOfRelease == point.dayOfRelease - 1) {
                    crossings.append(Curve.Crossing(mark: mark, dayOfRelease: point.dayOfRelease, date: point.date))
                }
            }
            return Curve(code: run.code, title: run.title, openDate: open, points: points, crossings: crossings)
        }
    }

    /// The marks at least two movies passed, biggest first, each with who passed it, soonest first:
    /// "A reached 8 million on day 9, B on day 12 (3 days later)".
    public var races: [Race] {
        let marks = Set(curves.flatMap { $0.crossings.map(\.mark) }).sorted(by: >)
        return marks.compactMap { mark -> Race? in
            let finishers = curves.indices.compactMap { index in
                curves[index].crossings.first { $0.mark == mark }.map { Race.Finisher(curve: index, dayOfRelease: $0.dayOfRelease, date: $0.date) }
            }.sorted { ($0.dayOfRelease, $0.curve) < ($1.dayOfRelease, $1.curve) }
            return finishers.count > 1 ? Race(mark: mark, finishers: finishers) : nil
        }
    }
}
