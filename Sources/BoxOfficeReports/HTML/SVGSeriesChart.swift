/// Draws a `SeriesChart` as inline SVG (one coloured line per series, the axes' ends labelled) and
/// its legend as HTML under it, so the names stay legible on a phone however the drawing scales.
struct SVGSeriesChart {
    let chart: SeriesChart
    /// Colours, by a series' position (`.s0` … in the stylesheet).
    static let colours = 6

    func render() -> String {
        let e = HTMLEscaping.escape
        let width = 480.0, height = 300.0, left = 64.0, right = 12.0, top = 12.0, bottom = 40.0
        let points = chart.series.flatMap(\.points)
        guard let lowX = points.map(\.x).min(), let highX = points.map(\.x).max(), let highY = points.map(\.y).max() else {
            return "<svg class=\"series\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 40\" role=\"img\" aria-label=\"\(e(chart.title))\"></svg>"
        }
        let spanX = Double(max(1, highX - lowX)), spanY = Double(max(1, highY))
        func x(_ value: Int) -> Double { left + Double(value - lowX) / spanX * (width - left - right) }
        func y(_ value: Int) -> Double { top + (1 - Double(value) / spanY) * (height - top - bottom) }
        func fmt(_ value: Double) -> String { NumberFormat.plain(value, places: 1) }
        var out = "<svg class=\"series\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(e(chart.title))\">\n"
        out += "<line class=\"axis\" x1=\"\(fmt(left))\" y1=\"\(fmt(height - bottom))\" x2=\"\(fmt(width - right))\" y2=\"\(fmt(height - bottom))\"/>\n"
        out += "<line class=\"axis\" x1=\"\(fmt(left))\" y1=\"\(fmt(top))\" x2=\"\(fmt(left))\" y2=\"\(fmt(height - bottom))\"/>\n"
        out += "<text class=\"axis-label\" x=\"\(fmt(left - 6))\" y=\"\(fmt(top + 10))\" text-anchor=\"end\">\(e(Self.short(highY)))</text>\n"
        out += "<text class=\"axis-label\" x=\"\(fmt(left - 6))\" y=\"\(fmt(height - bottom))\" text-anchor=\"end\">0</text>\n"
        out += "<text class=\"axis-label\" x=\"\(fmt(left))\" y=\"\(fmt(height - bottom + 18))\">\(lowX)</text>\n"
        out += "<text class=\"axis-label\" x=\"\(fmt(width - right))\" y=\"\(fmt(height - bottom + 18))\" text-anchor=\"end\">\(highX)</text>\n"
        out += "<text class=\"axis-label\" x=\"\(fmt((left + width - right) / 2))\" y=\"\(fmt(height - 6))\" text-anchor=\"middle\">\(e(chart.xLabel))</text>\n"
        for (index, series) in chart.series.enumerated() {
            let line = series.points.map { "\(fmt(x($0.x))),\(fmt(y($0.y)))" }.joined(separator: " ")
            out += "<polyline class=\"series-line s\(index % Self.colours)\" points=\"\(line)\"><title>\(e(series.name))</title></polyline>\n"
            if let last = series.points.last {
                out += "<circle class=\"series-dot s\(index % Self.colours)\" cx=\"\(fmt(x(last.x)))\" cy=\"\(fmt(y(last.y)))\" r=\"4\">"
                    + "<title>\(e(series.name)): \(e(NumberFormat.grouped(last.y)))</title></circle>\n"
            }
        }
        out += "</svg>\n<ul class=\"legend\">"
        for (index, series) in chart.series.enumerated() {
            let total = series.points.last.map { " " + NumberFormat.grouped($0.y) } ?? ""
            out += "<li><span class=\"swatch s\(index % Self.colours)\"></span>\(e(series.name))<span class=\"muted\">\(e(total))</span></li>"
        }
        return out + "</ul>"
    }

    /// 12,100,000 → `12.1M`: an axis end, short enough for a phone.
    static func short(_ value: Int) -> String {
        value >= 1_000_000 ? NumberFormat.plain(Double(value) / 1_000_000, places: 1) + "M"
            : value >= 1_000 ? NumberFormat.plain(Double(value) / 1_000, places: 0) + "K" : String(value)
    }
}
