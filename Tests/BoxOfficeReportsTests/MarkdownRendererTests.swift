import BoxOfficeReports
import Testing

@Suite struct MarkdownRendererTests {
    /// Counts the cell separators of a GFM table row: pipes not escaped with a backslash.
    static func separators(_ line: String) -> Int {
        var count = 0, escaped = false
        for c in line {
            if escaped { escaped = false; continue }
            if c == "\\" { escaped = true } else if c == "|" { count += 1 }
        }
        return count
    }

    @Test func hostileTitlesStayOneCellOnOneLine() {
        let markdown = MarkdownRenderer().render(build(hostileReport()))
        let tableLines = markdown.split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") }
        #expect(tableLines.count == 2 * 4) // two tables: header, rule and two rows each
        for table in [Array(tableLines[0..<4]), Array(tableLines[4..<8])] {
            #expect(Set(table.map(Self.separators)).count == 1, "every row of a table has the same number of cells")
        }
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("&lt;script&gt;"))
        #expect(!markdown.contains("\nsecond line"))
    }

    @Test func escapesInlineSyntax() {
        #expect(MarkdownRenderer.escape("a|b*c_[d](e)") == "a\\|b\\*c\\_\\[d\\](e)")
        #expect(MarkdownRenderer.escape("# not a heading") == "\\# not a heading")
        #expect(MarkdownRenderer.escape("-5", lineStart: false) == "-5")
        #expect(MarkdownRenderer.escape("a\r\nb\nc") == "a<br>b<br>c")
    }

    @Test func notesAreNumberedAndReferencedFromTheRow() {
        let markdown = MarkdownRenderer().render(build(hostileReport()))
        #expect(markdown.contains("@SUM(A1:A9) \\[1\\]"))
        #expect(markdown.contains("1. No details for @SUM(A1:A9) (20231090): the service could not be reached: timed out."))
    }
}
