/// Several named lines over one numeric axis (movies' totals by day of release); HTML draws it as
/// inline SVG with a legend.
public struct SeriesChart: Sendable, Hashable {
    public struct Series: Sendable, Hashable {
        public var name: String
        /// (x, y) points in order of x; a gap in x is a gap in the data, drawn straight across.
        public var points: [Point]
        public init(name: String, points: [Point]) {
            self.name = name
            self.points = points
        }
    }

    public struct Point: Sendable, Hashable {
        public var x: Int
        public var y: Int
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    public var title: String
    /// What x counts (`day of release`).
    public var xLabel: String
    public var series: [Series]

    public init(title: String, xLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.series = series
    }
}
