/// Values over time, one point per labelled day (HTML draws it as inline SVG).
public struct LineChart: Sendable, Hashable {
    public struct Point: Sendable, Hashable {
        public var label: String
        public var value: Double
        public init(label: String, value: Double) {
            self.label = label
            self.value = value
        }
    }

    public var title: String
    public var points: [Point]
    /// Draw larger values lower (ranks: 1 at the top).
    public var inverted: Bool

    public init(title: String, points: [Point], inverted: Bool = false) {
        self.title = title
        self.points = points
        self.inverted = inverted
    }
}
