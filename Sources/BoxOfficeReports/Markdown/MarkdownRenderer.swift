/// GitHub-flavoured Markdown. Every piece of text goes through `MarkdownRenderer.escape`, so a
/// title holding `|`, a newline or `<script>` stays one cell of the table and stays text.
public struct MarkdownRenderer: Sendable {
    public init() {}

    public func render(_ document: ReportDocument) -> String {
        var out = "# \(Self.escape(document.title))\n\n"
        if !document.metadata.isEmpty {
            out += document.metadata.map { "**\(Self.escape($0.label)):** \(Self.escape($0.value, lineStart: false))" }
                .joined(separator: "  \n") + "\n\n"
        }
        for block in document.blocks {
            let text = render(block)
            if !text.isEmpty { out += text + "\n" }
        }
        return out
    }

    private func render(_ block: Block) -> String {
        switch block {
        case .heading(let text):
            return "## \(Self.escape(text))\n"
        case .paragraph(let text):
            return Self.escape(text) + "\n"
        case .bulletList(let items):
            return items.map { "- " + Self.escape($0) }.joined(separator: "\n") + "\n"
        case .notes(let items):
            return items.enumerated().map { "\($0.offset + 1). " + Self.escape($0.element) }.joined(separator: "\n") + "\n"
        case .definitionList(let items):
            return items.map { "- **\(Self.escape($0.label)):** \(Self.escape($0.value, lineStart: false))" }.joined(separator: "\n") + "\n"
        case .table(let table):
            return renderTable(table)
        case .links(let links):
            return links.map { "- [\(Self.escape($0.title, lineStart: false))](\(Self.destination($0.href)))" }.joined(separator: "\n") + "\n"
        case .barChart, .lineChart, .seriesChart:
            return "" // The tables carry the same numbers; charts are drawn in HTML.
        case .search:
            return "" // A search needs a browser; the page's links lead to the same movies.
        }
    }

    private func renderTable(_ table: Table) -> String {
        let header = "| " + table.columns.map { Self.escape($0.title, lineStart: false) }.joined(separator: " | ") + " |"
        let rule = "|" + table.columns.map { $0.alignment == .trailing ? " ---: |" : " --- |" }.joined()
        let rows = table.rows.map { row in
            "| " + row.map { cell in
                guard !cell.display.isEmpty else { return " " }
                if let items = cell.linkedItems {
                    return items.map { item in
                        let title = Self.escape(item.title, lineStart: false)
                        return item.href.isEmpty ? title : "[\(title)](\(Self.destination(item.href)))"
                    }.joined(separator: ", ")
                }
                let text = Self.escape(cell.display, lineStart: false)
                return (cell.link ?? cell.image).map { "[\(text)](\(Self.destination($0)))" } ?? text
            }.joined(separator: " | ") + " |"
        }
        return ([header, rule] + rows).joined(separator: "\n") + "\n"
    }

    /// Makes any text inert inline Markdown on one line: backslash-escapes Markdown's
    /// punctuation (and a leading `#`, `+`, `-`), writes `< > &` as entities, and turns line breaks into `<br>`.
    /// A link destination that cannot end the link early: spaces, parentheses and `<>` encoded.
    static func destination(_ href: String) -> String {
        var out = ""
        for scalar in href.unicodeScalars {
            switch scalar {
            case " ": out += "%20"
            case "(": out += "%28"
            case ")": out += "%29"
            case "<": out += "%3C"
            case ">": out += "%3E"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// - Parameter lineStart: the text begins a line (not a table cell), so a leading `#`, `+`
    ///   or `-` would change the block's meaning.
    public static func escape(_ text: String, lineStart: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for char in text.unicodeScalars {
            defer { previousWasCR = char == "\r" }
            switch char {
            case "\r": out += "<br>"
            case "\n": if !previousWasCR { out += "<br>" }
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                out += "\\" + String(char)
            case "#" where lineStart && out.isEmpty, "+" where lineStart && out.isEmpty, "-" where lineStart && out.isEmpty:
                out += "\\" + String(char) // would start a heading or a list item
            default:
                out.unicodeScalars.append(char)
            }
        }
        return out
    }
}
