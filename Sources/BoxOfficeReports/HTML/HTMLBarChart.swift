/// Draws a `BarChart` as HTML: one row a bar, its label and its figure as text beside a bar whose
/// width is a share of the row (CSS `%`), so the chart fits any width and its text keeps the page's
/// size (an SVG scaled to a phone's width shrinks its text with it). Under a bar, when it has one, a
/// muted bar for what it is compared with; a legend then heads the chart. On a narrow screen the
/// label takes a line of its own above its bar.
struct HTMLBarChart {
    let chart: BarChart

    func render() -> String {
        let e = HTMLEscaping.escape
        let paired = chart.bars.contains { $0.comparison != nil }
        let maximum = max(1, chart.bars.flatMap { [$0.value, $0.comparison ?? 0] }.max() ?? 1)
        func width(_ value: Int) -> String { NumberFormat.plain(max(0.5, Double(max(0, value)) / Double(maximum) * 100), places: 1) + "%" }
        var out = "<div class=\"bars\" role=\"list\" aria-label=\"\(e(chart.title))\">\n"
        if paired, let legend = chart.legend {
            out += "<p class=\"bars-legend\"><span class=\"swatch\"></span>\(e(legend.value)) "
                + "<span class=\"swatch comparison\"></span>\(e(legend.comparison))</p>\n"
        }
        for bar in chart.bars {
            let title = "\(bar.label): \(NumberFormat.grouped(bar.value)) \(chart.unit)"
                + (bar.comparison.map { " (\(chart.legend?.comparison ?? "") \(NumberFormat.grouped($0)))" } ?? "")
            out += "<div class=\"bar-row\" role=\"listitem\" title=\"\(e(title))\"><span class=\"bar-label\">\(bar.href.map { "<a href=\"\(e($0))\">\(e(bar.label))</a>" } ?? e(bar.label))</span>"
            out += "<span class=\"bar-track\"><span class=\"bar-fill\" style=\"width: \(width(bar.value))\"></span></span>"
            out += "<span class=\"bar-value\">\(e(NumberFormat.grouped(bar.value)))</span>"
            if let comparison = bar.comparison {
                out += "<span class=\"bar-track comparison\"><span class=\"bar-fill\" style=\"width: \(width(comparison))\"></span></span>"
                out += "<span class=\"bar-value comparison\">\(e(NumberFormat.grouped(comparison)))</span>"
            }
            out += "</div>\n"
        }
        return out + "</div>"
    }
}
