import BoxOfficeReports
import Foundation
import Testing

@Suite struct HTMLRendererTests {
    @Test func escapesEveryTextAndAttribute() {
        let html = HTMLRenderer().render(build(hostileReport()))
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("=HYPERLINK(&quot;http://evil&quot;"))
        #expect(html.contains("test &lt;source&gt;"))
        #expect(html.contains("&lt;b&gt;Dist|ributor&lt;/b&gt;") && !html.contains("<b>"), "distributor names are escaped too")
        // The bars' labels and tooltips carry escaped text too.
        #expect(html.contains("<div class=\"bar-row\" role=\"listitem\" title=\"&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("<span class=\"bar-label\">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(!html.contains("'x')"))
    }

    /// A card's value links the names its links give, each after the one before, escaped like the rest;
    /// a name passed over first keeps a later one from being found inside it (a title holding another's).
    @Test func aCardLinksTheNamesInsideItsValue() {
        let pace = LabeledValue("흥행 속도", "범죄도시2 감독판 개봉 3일차 14,730명: '범죄도시2'(2022)의 같은 날보다 153만 명 적음",
                                links: [Link(title: "범죄도시2 감독판", href: ""), Link(title: "범죄도시2", href: "../movies/20208446.html")])
        let distributors = LabeledValue("배급사", "<A>, B & C", links: [Link(title: "<A>", href: "../distributors/1.html"), Link(title: "Z", href: "z"),
                                                                   Link(title: "B & C", href: "../distributors/2.html")])
        let html = HTMLRenderer().render(ReportDocument(language: "ko", title: "t", metadata: [], blocks: [.definitionList([pace, distributors])], dataset: Table(columns: [], rows: [])))
        #expect(html.contains("<dd>범죄도시2 감독판 개봉 3일차 14,730명: &#39;<a href=\"../movies/20208446.html\">범죄도시2</a>&#39;(2022)의 같은 날보다"))
        #expect(html.contains("<dd><a href=\"../distributors/1.html\">&lt;A&gt;</a>, <a href=\"../distributors/2.html\">B &amp; C</a></dd>"))
    }

    @Test func isSelfContainedUTF8InTheDocumentsLanguage() {
        #expect(HTMLRenderer().render(build(hostileReport())).hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        let korean = DailyReportDocumentBuilder(language: .korean, source: "s", generatedAt: "g").build(hostileReport())
        let html = HTMLRenderer().render(korean)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<meta name=\"viewport\""))
        #expect(html.contains("prefers-color-scheme: dark"))
        #expect(html.contains("@media print"))
        #expect(html.contains("<div class=\"bars\""))
        // No external requests: nothing loaded by URL (an SVG's namespace is an identifier, not a fetch).
        for pattern in ["src=", "<link", "@import", "url(", "<script"] { #expect(!html.contains(pattern), "found \(pattern)") }
    }

    /// Bars as HTML: each bar's width its share of the largest (of bars and comparisons), its label and
    /// figure as escaped text, a comparison drawn under its bar.
    @Test func barsAreHTMLWithWidthsInPercent() {
        let chart = BarChart(title: "A & B", unit: "admissions", bars: [.init(label: "<Big>", value: 200, comparison: 100), .init(label: "Small", value: 50)],
                             legend: .init(value: "2026", comparison: "2025"))
        let html = HTMLRenderer().render(ReportDocument(title: "t", metadata: [], blocks: [.barChart(chart)], dataset: Table(columns: [], rows: [])))
        #expect(html.contains("<div class=\"bars\" role=\"list\" aria-label=\"A &amp; B\">"))
        #expect(html.contains("<span class=\"bar-label\">&lt;Big&gt;</span><span class=\"bar-track\"><span class=\"bar-fill\" style=\"width: 100.0%\"></span></span><span class=\"bar-value\">200</span>"))
        #expect(html.contains("<span class=\"bar-track comparison\"><span class=\"bar-fill\" style=\"width: 50.0%\"></span></span><span class=\"bar-value comparison\">100</span>"))
        #expect(html.contains("style=\"width: 25.0%\"></span></span><span class=\"bar-value\">50</span>"))
        #expect(html.contains("<p class=\"bars-legend\">") && !html.contains("<svg"))
    }

    /// A line that never moves (a film first every day) is labelled once, at its level; a moving one
    /// at its top and bottom.
    @Test func aLevelLineIsLabelledOnce() {
        func svg(_ values: [Double]) -> String {
            let chart = LineChart(title: "rank", points: values.enumerated().map { .init(label: "d\($0.offset)", value: $0.element) }, inverted: true)
            return HTMLRenderer().render(ReportDocument(title: "t", metadata: [], blocks: [.lineChart(chart)], dataset: Table(columns: [], rows: [])))
        }
        let level = svg([1, 1, 1]), moving = svg([1, 3, 2])
        let labels = { (html: String) in html.components(separatedBy: "<text class=\"axis-label\"").dropFirst().map { $0.components(separatedBy: "</text>")[0] } }
        #expect(labels(level).filter { $0.hasSuffix(">1") }.count == 1 && labels(level).count == 3, "\(labels(level))")
        #expect(labels(moving).filter { $0.hasSuffix(">1") || $0.hasSuffix(">3") }.count == 2 && labels(moving).count == 4, "\(labels(moving))")
        #expect(level.contains("cy=\"110.0\"") || level.contains("cy=\"110\""), "the level drawn at mid-height")
    }

    @Test(arguments: [("&", "&amp;"), ("<>", "&lt;&gt;"), ("\"'", "&quot;&#39;"), ("한글", "한글")])
    func escapingFunction(_ input: String, _ expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
    }
}
