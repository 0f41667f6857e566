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

    /// How two movies met a mark: `ahead` crossed it `days` days of release sooner than `behind`
    /// (0: on the same day of release).
    public struct Lead: Hashable, Sendable {
        public var mark: Int
        public var ahead: Int
        public var behind: Int
        public var days: Int
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

    /// The marks at least two movies crossed, biggest first, each with the fastest against every
    /// other that crossed it: "A reached 8 million 3 days sooner than B".
    public var leads: [Lead] {
        let marks = Set(curves.flatMap { $0.crossings.map(\.mark) }).sorted(by: >)
        return marks.flatMap { mark -> [Lead] in
            let crossed = curves.indices.compactMap { index in
                curves[index].crossings.first { $0.mark == mark }.map { (index, $0.dayOfRelease) }
            }.sorted { $0.1 < $1.1 }
            guard let fastest = crossed.first, crossed.count > 1 else { return [] }
            return crossed.dropFirst().map { Lead(mark: mark, ahead: fastest.0, behind: $0.0, days: $0.1 - fastest.1) }
        }
    }
}
