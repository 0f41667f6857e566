/// Horizontal bars, one per labelled value (HTML draws it as inline SVG).
public struct BarChart: Sendable, Hashable {
    public struct Bar: Sendable, Hashable {
        public var label: String
        public var value: Int
        public init(label: String, value: Int) {
            self.label = label
            self.value = value
        }
    }

    public var title: String
    public var unit: String
    public var bars: [Bar]

    public init(title: String, unit: String, bars: [Bar]) {
        self.title = title
        self.unit = unit
        self.bars = bars
    }
}
