/// A weekend's chart laid out as Box Office Mojo's weekend page is: each film's rank and last
/// weekend's, its audience and the change, its screens and their change, the audience per screen and
/// its weeks in release.
///
/// Where KOFIC computes a column it is KOFIC's: last weekend's rank is `rank + rankInten` and the
/// audience's change is `audiChange`, both against the film's real weekend before (in the top ten or
/// not), both unknown for a `NEW` row. The screens' change is against the weekend before as archived
/// (unknown where that weekend or the film is not in it).
///
/// Named for the site's weekend page; a whole week's or the weekdays' chart is laid out the same,
/// against the chart of its kind 7 days before (`history weekly --kind week --week DATE`).
public struct WeekendChart: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var rank: Int
        /// Last weekend's rank (nil: new this weekend).
        public var lastRank: Int?
        public var movieCode: MovieCode
        public var title: String
        public var openDate: CalendarDate?
        public var audience: Int
        /// KOFIC's `audiChange` (nil: new this weekend).
        public var audienceChangePercent: Double?
        public var audienceAccumulated: Int
        public var sales: Int
        public var screens: Int
        /// Against the archived weekend before (nil: that weekend, or the film in it, is not archived).
        public var screensChange: Int?
        /// Audience ÷ screens, rounded (nil: no screens).
        public var perScreen: Int?
        /// The chart of its kind in the week that holds the open date counts 1 (nil: no open date, or one after this chart).
        public var weeksInRelease: Int?
    }

    public var range: WeekRange
    public var rows: [Row]

    /// - Parameter before: the chart of the same kind 7 days before, as archived (nil: not archived).
    public init(_ week: WeeklyBoxOffice, before: WeeklyBoxOffice?) {
        range = week.range
        let screensBefore = before.map { Dictionary($0.entries.map { ($0.movieCode, $0.screens) }, uniquingKeysWith: { first, _ in first }) }
        rows = week.entries.map { entry in
            let isNew = entry.movement.isNew
            return Row(rank: entry.rank, lastRank: isNew ? nil : entry.rank + entry.movement.places, movieCode: entry.movieCode, title: entry.title,
                       openDate: entry.openDate, audience: entry.audience, audienceChangePercent: isNew ? nil : entry.audienceChangePercent,
                       audienceAccumulated: entry.audienceAccumulated, sales: entry.sales, screens: entry.screens,
                       screensChange: screensBefore?[entry.movieCode].map { entry.screens - $0 },
                       perScreen: entry.screens > 0 ? Int((Double(entry.audience) / Double(entry.screens)).rounded()) : nil,
                       weeksInRelease: Self.weeksInRelease(opened: entry.openDate, chart: week.range))
        }
    }

    /// The chart of its kind in the Monday-to-Sunday week that holds the open date is the first: a
    /// film that opens on a Monday or a Wednesday counts that week's weekend as its first too.
    static func weeksInRelease(opened: CalendarDate?, chart: WeekRange) -> Int? {
        guard let opened else { return nil }
        let first = chart.kind.range(containing: opened).start
        guard first <= chart.start else { return nil }
        return chart.start.days(since: first) / 7 + 1
    }
}
