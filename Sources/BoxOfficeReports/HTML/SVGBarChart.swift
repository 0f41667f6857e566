/// Draws a `BarChart` as inline SVG: one labelled horizontal bar per value.
struct SVGBarChart {
    let chart: BarChart

    func render() -> String {
        let e = HTMLEscaping.escape
        let rowHeight = 26, labelWidth = 220, barArea = 560, valueWidth = 120
        let width = labelWidth + barArea + valueWidth
        let height = max(1, chart.bars.count) * rowHeight + 8
        let maximum = max(1, chart.bars.map(\.value).max() ?? 1)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(e(chart.title))\">\n"
        for (index, bar) in chart.bars.enumerated() {
            let y = 4 + index * rowHeight
            let length = max(1, Int((Double(max(0, bar.value)) / Double(maximum) * Double(barArea - 8)).rounded()))
            let label = bar.label.count > 24 ? String(bar.label.prefix(23)) + "…" : bar.label
            out += "<g><title>\(e(bar.label)): \(e(NumberFormat.grouped(bar.value))) \(e(chart.unit))</title>"
            out += "<text x=\"\(labelWidth - 8)\" y=\"\(y + 17)\" text-anchor=\"end\">\(e(label))</text>"
            out += "<rect class=\"bar\" x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(length)\" height=\"\(rowHeight - 8)\" rx=\"3\"/>"
            out += "<text class=\"value\" x=\"\(labelWidth + length + 6)\" y=\"\(y + 17)\">\(e(NumberFormat.grouped(bar.value)))</text></g>\n"
        }
        return out + "</svg>"
    }
}
