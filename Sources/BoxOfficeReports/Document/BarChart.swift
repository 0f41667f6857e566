/// Horizontal bars, one per labelled value (HTML draws it as inline SVG).
public struct BarChart: Sendable, Hashable {
    public struct Bar: Sendable, Hashable {
        public var label: String
        public var value: Int
        /// The value it is set against (the same period a year earlier), drawn beside it.
        public var comparison: Int?
        /// Where its label leads (a film's page on a site; nil: plain).
        public var href: String?
        public init(label: String, value: Int, comparison: Int? = nil, href: String? = nil) {
            self.label = label
            self.value = value
            self.comparison = comparison
            self.href = href
        }
    }

    public var title: String
    public var unit: String
    public var bars: [Bar]
    /// What the values and the comparisons are (a legend), when bars carry comparisons.
    public var legend: Legend?

    /// The names of a bar's two values.
    public struct Legend: Sendable, Hashable {
        public var value: String
        public var comparison: String
        public init(value: String, comparison: String) {
            self.value = value
            self.comparison = comparison
        }
    }

    public init(title: String, unit: String, bars: [Bar], legend: Legend? = nil) {
        self.title = title
        self.unit = unit
        self.bars = bars
        self.legend = legend
    }

}
