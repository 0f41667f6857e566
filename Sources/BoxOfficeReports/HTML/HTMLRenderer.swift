/// One self-contained HTML page: inline CSS and SVG, `lang` from the document, UTF-8, no external requests.
/// All text and attribute values go through `HTMLEscaping.escape`.
public struct HTMLRenderer: Sendable {
    /// Show image cells as `<img>` (a request to another host); off by default.
    public var remoteImages: Bool

    public init(remoteImages: Bool = false) { self.remoteImages = remoteImages }

    public func render(_ document: ReportDocument) -> String {
        let e = HTMLEscaping.escape
        var out = """
        <!DOCTYPE html>
        <html lang="\(e(document.language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(e(document.title))</title>\(document.feedLink.map { "\n<link rel=\"alternate\" type=\"application/atom+xml\" href=\"\(e($0))\" title=\"\(e(document.title))\">" } ?? "")
        <style>
        \(HTMLStyle.css)
        </style>
        </head>
        <body>
        <main>
        <h1>\(e(document.title))</h1>

        """
        if !document.metadata.isEmpty {
            out += "<ul class=\"meta\">" + document.metadata.map { "<li>\(e($0.label)): \(e($0.value))</li>" }.joined() + "</ul>\n"
        }
        for block in document.blocks { out += render(block) + "\n" }
        return out + "</main>\n</body>\n</html>\n"
    }

    private func render(_ block: Block) -> String {
        let e = HTMLEscaping.escape
        switch block {
        case .heading(let text): return "<h2>\(e(text))</h2>"
        case .paragraph(let text): return "<p>\(e(text))</p>"
        case .bulletList(let items): return "<ul>" + items.map { "<li>\(e($0))</li>" }.joined() + "</ul>"
        case .notes(let items): return "<ol class=\"notes\">" + items.map { "<li>\(e($0))</li>" }.joined() + "</ol>"
        case .definitionList(let items):
            return "<dl>" + items.map { "<dt>\(e($0.label))</dt><dd>\(e($0.value))</dd>" }.joined() + "</dl>"
        case .barChart(let chart):
            return "<figure><figcaption>\(e(chart.title))</figcaption>\n\(HTMLBarChart(chart: chart).render())\n</figure>"
        case .seriesChart(let chart):
            return "<figure><figcaption>\(e(chart.title))</figcaption>\n<div class=\"chart\">\(SVGSeriesChart(chart: chart).render())</div>\n</figure>"
        case .lineChart(let chart):
            return "<figure><figcaption>\(e(chart.title))</figcaption>\n<div class=\"chart\">\(SVGLineChart(chart: chart).render())</div>\n</figure>"
        case .table(let table): return renderTable(table)
        case .links(let links):
            // Short titles (months, years) sit side by side; longer ones one to a line.
            let inline = links.count > 3 && links.allSatisfy { $0.title.count <= 12 }
            return (inline ? "<ul class=\"inline\">" : "<ul>") + links.map { "<li><a href=\"\(e($0.href))\">\(e($0.title))</a></li>" }.joined() + "</ul>"
        case .search(let search): return TitleSearchHTML.render(search)
        }
    }

    private func renderTable(_ table: Table) -> String {
        let e = HTMLEscaping.escape
        // A table with non-essential columns shows only its essential ones on a phone.
        let narrow = table.columns.contains { !$0.essential }
        func cls(_ column: Column, _ cell: Cell? = nil) -> String {
            let names = (column.alignment == .trailing ? ["num"] : []) + (column.wraps ? ["prose"] : []) + (column.essential ? [] : ["detail"])
                + (narrow || table.cardsWhenNarrow ? ["k-" + column.key] : [])
                + (cell?.tone.map { [$0.rawValue] } ?? [])
            return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
        }
        var out = "<div class=\"scroll\(narrow ? " narrowable" : "")\(table.cardsWhenNarrow ? " cards" : "")\"><table>\n<thead><tr>"
        out += table.columns.map { "<th scope=\"col\"\(cls($0))>\(e($0.title))</th>" }.joined()
        out += "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            out += "<tr>" + zip(table.columns, row).map { column, cell in
                // A card shows each cell under its column's title (`data-label`, read by the stylesheet).
                "<td\(cls(column, cell))\(table.cardsWhenNarrow ? " data-label=\"\(e(column.title))\"" : "")>\(content(cell))</td>"
            }.joined() + "</tr>\n"
        }
        out += "</tbody></table></div>"
        if narrow, let note = table.narrowNote { out += "\n<p class=\"narrow-note\">\(e(note))</p>" }
        return out
    }

    private func content(_ cell: Cell) -> String {
        let e = HTMLEscaping.escape
        if let image = cell.image {
            return remoteImages
                ? "<img src=\"\(e(image))\" alt=\"\(e(cell.display))\" loading=\"lazy\" referrerpolicy=\"no-referrer\" height=\"60\">"
                : "<a href=\"\(e(image))\" rel=\"noreferrer\">\(e(cell.display))</a>"
        }
        if let link = cell.link { return "<a href=\"\(e(link))\" rel=\"noreferrer\">\(e(cell.display))</a>" }
        if let second = cell.narrowSecondLine, !second.isEmpty { return e(cell.display) + "<span class=\"second-line\">\(e(second))</span>" }
        return e(cell.display)
    }
}
