/// Draws a `LineChart` as inline SVG: a polyline with dots, the first and last labels, and the range.
/// Laid out for a phone's width (480 units, its text 15 of them, never shown wider than 720 px), so
/// its labels stay readable where the drawing scales down.
struct SVGLineChart {
    let chart: LineChart

    func render() -> String {
        let e = HTMLEscaping.escape
        let width = 480.0, height = 240.0, left = 84.0, right = 12.0, top = 14.0, bottom = 34.0
        let values = chart.points.map(\.value)
        guard let low = values.min(), let high = values.max() else {
            return "<svg class=\"trend\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 40\" role=\"img\" aria-label=\"\(e(chart.title))\"></svg>"
        }
        // A series that never moves (a film first every day) is a level line at mid-height, its one value labelled once.
        let flat = high == low
        let span = flat ? 1 : high - low
        func x(_ index: Int) -> Double {
            chart.points.count == 1 ? left + (width - left - right) / 2 : left + Double(index) / Double(chart.points.count - 1) * (width - left - right)
        }
        func y(_ value: Double) -> Double {
            if flat { return top + (height - top - bottom) / 2 }
            let share = (value - low) / span
            return top + (chart.inverted ? share : 1 - share) * (height - top - bottom)
        }
        func number(_ value: Double) -> String { value.rounded() == value ? NumberFormat.grouped(Int(value)) : NumberFormat.grouped(value, places: 1) }
        let points = chart.points.enumerated().map { "\(fmt(x($0.offset))),\(fmt(y($0.element.value)))" }.joined(separator: " ")
        var out = "<svg class=\"trend\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(e(chart.title))\">\n"
        out += "<line class=\"axis\" x1=\"\(fmt(left))\" y1=\"\(fmt(height - bottom))\" x2=\"\(fmt(width - right))\" y2=\"\(fmt(height - bottom))\"/>\n"
        let topValue = chart.inverted ? low : high, bottomValue = chart.inverted ? high : low
        if flat {
            out += "<text class=\"axis-label\" x=\"\(fmt(left - 8))\" y=\"\(fmt(y(low) + 4))\" text-anchor=\"end\">\(e(number(low)))</text>\n"
        } else {
            out += "<text class=\"axis-label\" x=\"\(fmt(left - 8))\" y=\"\(fmt(top + 4))\" text-anchor=\"end\">\(e(number(topValue)))</text>\n"
            out += "<text class=\"axis-label\" x=\"\(fmt(left - 8))\" y=\"\(fmt(height - bottom))\" text-anchor=\"end\">\(e(number(bottomValue)))</text>\n"
        }
        out += "<polyline class=\"line\" points=\"\(points)\"/>\n"
        for (index, point) in chart.points.enumerated() {
            out += "<circle class=\"dot\" cx=\"\(fmt(x(index)))\" cy=\"\(fmt(y(point.value)))\" r=\"3\"><title>\(e(point.label)): \(e(number(point.value)))</title></circle>\n"
        }
        if let first = chart.points.first, let last = chart.points.last {
            out += "<text class=\"axis-label\" x=\"\(fmt(left))\" y=\"\(fmt(height - 10))\">\(e(first.label))</text>\n"
            out += "<text class=\"axis-label\" x=\"\(fmt(width - right))\" y=\"\(fmt(height - 10))\" text-anchor=\"end\">\(e(last.label))</text>\n"
        }
        return out + "</svg>"
    }

    private func fmt(_ value: Double) -> String { NumberFormat.plain(value, places: 1) }
}
