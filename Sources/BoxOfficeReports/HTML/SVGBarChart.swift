/// Draws a `BarChart` as inline SVG: one labelled horizontal bar per value, and under it, when the
/// bar has one, a muted bar for what it is compared with (a legend then heads the chart).
struct SVGBarChart {
    let chart: BarChart

    func render() -> String {
        let e = HTMLEscaping.escape
        let paired = chart.bars.contains { $0.comparison != nil }
        let rowHeight = paired ? 40 : 26, labelWidth = 220, barArea = 560, valueWidth = 120
        let head = paired && chart.legend != nil ? 24 : 0
        let width = labelWidth + barArea + valueWidth
        let height = head + max(1, chart.bars.count) * rowHeight + 8
        let maximum = max(1, chart.bars.flatMap { [$0.value, $0.comparison ?? 0] }.max() ?? 1)
        func length(_ value: Int) -> Int { max(1, Int((Double(max(0, value)) / Double(maximum) * Double(barArea - 8)).rounded())) }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(e(chart.title))\">\n"
        if paired, let legend = chart.legend {
            out += "<rect class=\"bar\" x=\"\(labelWidth)\" y=\"6\" width=\"14\" height=\"10\" rx=\"2\"/>"
            out += "<text x=\"\(labelWidth + 20)\" y=\"15\">\(e(legend.value))</text>"
            out += "<rect class=\"bar comparison\" x=\"\(labelWidth + 200)\" y=\"6\" width=\"14\" height=\"10\" rx=\"2\"/>"
            out += "<text x=\"\(labelWidth + 220)\" y=\"15\">\(e(legend.comparison))</text>\n"
        }
        for (index, bar) in chart.bars.enumerated() {
            let y = head + 4 + index * rowHeight
            let label = bar.label.count > 24 ? String(bar.label.prefix(23)) + "…" : bar.label
            let thickness = paired ? 14 : rowHeight - 8
            out += "<g><title>\(e(bar.label)): \(e(NumberFormat.grouped(bar.value))) \(e(chart.unit))"
                + (bar.comparison.map { " (\(e(chart.legend?.comparison ?? "")) \(e(NumberFormat.grouped($0))))" } ?? "") + "</title>"
            out += "<text x=\"\(labelWidth - 8)\" y=\"\(y + 17)\" text-anchor=\"end\">\(e(label))</text>"
            out += "<rect class=\"bar\" x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(length(bar.value))\" height=\"\(thickness)\" rx=\"3\"/>"
            out += "<text class=\"value\" x=\"\(labelWidth + length(bar.value) + 6)\" y=\"\(y + 15)\">\(e(NumberFormat.grouped(bar.value)))</text>"
            if let comparison = bar.comparison {
                let below = y + 4 + thickness + 2
                out += "<rect class=\"bar comparison\" x=\"\(labelWidth)\" y=\"\(below)\" width=\"\(length(comparison))\" height=\"\(thickness - 4)\" rx=\"3\"/>"
                out += "<text class=\"value\" x=\"\(labelWidth + length(comparison) + 6)\" y=\"\(below + 9)\">\(e(NumberFormat.grouped(comparison)))</text>"
            }
            out += "</g>\n"
        }
        return out + "</svg>"
    }
}
