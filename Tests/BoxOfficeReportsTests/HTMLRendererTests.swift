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
        // The SVG's bar tooltips carry escaped text too.
        #expect(html.contains("<g><title>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(!html.contains("'x')"))
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
        #expect(html.contains("<svg"))
        // No external requests: nothing loaded by URL (the SVG namespace is an identifier, not a fetch).
        for pattern in ["src=", "<link", "@import", "url(", "<script"] { #expect(!html.contains(pattern), "found \(pattern)") }
    }

    @Test(arguments: [("&", "&amp;"), ("<>", "&lt;&gt;"), ("\"'", "&quot;&#39;"), ("한글", "한글")])
    func escapingFunction(_ input: String, _ expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
    }
}
