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
        // Tables are runs of lines starting with "|": the chart, the day by distributor, the movies.
        var tables: [[String]] = [[]]
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("|") { tables[tables.count - 1].append(line) } else if !tables[tables.count - 1].isEmpty { tables.append([]) }
        }
        tables.removeAll { $0.isEmpty }
        #expect(tables.map(\.count) == [4, 4, 4]) // header, rule and two rows each (two distributor groups)
        for table in tables {
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
