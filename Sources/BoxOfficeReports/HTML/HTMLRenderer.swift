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
        for (index, block) in document.blocks.enumerated() { out += render(block, index: index) + "\n" }
        return out + "</main>\n</body>\n</html>\n"
    }

    /// - Parameter index: the block's place in the document (a table's switch is named by it).
    private func render(_ block: Block, index: Int) -> String {
        let e = HTMLEscaping.escape
        switch block {
        case .heading(let text): return "<h2>\(e(text))</h2>"
        case .paragraph(let text): return "<p>\(e(text))</p>"
        case .bulletList(let items): return "<ul>" + items.map { "<li>\(e($0))</li>" }.joined() + "</ul>"
        case .notes(let items): return "<ol class=\"notes\">" + items.map { "<li>\(e($0))</li>" }.joined() + "</ol>"
        case .definitionList(let items):
            return "<dl>" + items.map { "<dt>\(e($0.label))</dt><dd>\(Self.linked($0))</dd>" }.joined() + "</dl>"
        case .barChart(let chart):
            return "<figure><figcaption>\(e(chart.title))</figcaption>\n\(HTMLBarChart(chart: chart).render())\n</figure>"
        case .seriesChart(let chart):
            return "<figure><figcaption>\(e(chart.title))</figcaption>\n<div class=\"chart\">\(SVGSeriesChart(chart: chart).render())</div>\n</figure>"
        case .lineChart(let chart):
            return "<figure><figcaption>\(e(chart.title))</figcaption>\n<div class=\"chart\">\(SVGLineChart(chart: chart).render())</div>\n</figure>"
        case .table(let table): return renderTable(table, switchID: "all-columns-\(index)")
        case .links(let links):
            // Short titles (months, years) sit side by side; longer ones one to a line.
            let inline = links.count > 3 && links.allSatisfy { $0.title.count <= 12 }
            return (inline ? "<ul class=\"inline\">" : "<ul>") + links.map { "<li><a href=\"\(e($0.href))\">\(e($0.title))</a></li>" }.joined() + "</ul>"
        case .search(let search): return TitleSearchHTML.render(search)
        }
    }

    /// A value with the names its links give leading to their pages, each found after the one before
    /// (one not found is left out; one without an href is only passed over: a name before that holds another's).
    static func linked(_ item: LabeledValue) -> String {
        let e = HTMLEscaping.escape
        var (out, rest) = ("", Substring(item.value))
        for link in item.links {
            guard let found = rest.range(of: link.title) else { continue }
            out += e(String(rest[..<found.lowerBound])) + (link.href.isEmpty ? e(link.title) : "<a href=\"\(e(link.href))\">\(e(link.title))</a>")
            rest = rest[found.upperBound...]
        }
        return out + e(String(rest))
    }

    private func renderTable(_ table: Table, switchID: String) -> String {
        let e = HTMLEscaping.escape
        // A table with non-essential columns shows only its essential ones on a phone; one with more
        // essential columns than a phone's width holds becomes a card a row there, never a box that
        // scrolls sideways.
        let narrow = table.columns.contains { !$0.essential }
        let cards = table.cardsWhenNarrow || table.columns.filter(\.essential).count > Self.phoneColumns
        // A table of more columns than a desktop holds shows its first `desktopColumns` there; the
        // last non-essential ones wait for a wider screen (each is in the CSV and the JSON).
        let wide = table.columns.count > Self.desktopColumns
        let extra = Set(table.columns.indices.filter { !table.columns[$0].essential }.suffix(max(0, table.columns.count - Self.desktopColumns))
            .map { table.columns[$0].key })
        // Each column's classes and label once a table (every cell of a column shares them but its tone).
        let names = table.columns.map { column -> [String] in
            var names: [String] = column.alignment == .trailing ? ["num"] : []
            if column.wraps { names.append("prose") }
            if !column.essential { names.append("detail") }
            if extra.contains(column.key) { names.append("extra") }
            if narrow || cards { names.append("k-" + column.key) }
            return names
        }
        func cls(_ names: [String]) -> String { names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\"" }
        let classes = names.map(cls)
        // A card shows each cell under its column's title; so does a narrowed table whose switch shows every column.
        let labels = table.columns.map { cards || narrow ? " data-label=\"\(e($0.title))\"" : "" }
        // The note under a narrowed table is a switch (a checkbox and its label, no script): it shows
        // every column, each row a card on a phone.
        let toggle = narrow && table.narrowNote != nil
        var out = (toggle ? "<input type=\"checkbox\" class=\"all-columns\" id=\"\(switchID)\">" : "") + "<div class=\"scroll\(narrow ? " narrowable" : "")\(cards ? " cards" : "")\(wide ? " wide" : "")\"><table>\n<thead><tr>"
        for (index, column) in table.columns.enumerated() { out += "<th scope=\"col\"\(classes[index])>\(e(column.title))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        // Appended piece by piece, no string made a cell (a distributor's page holds thousands).
        out.reserveCapacity(out.utf8.count + table.rows.count * table.columns.count * 48)
        for row in table.rows {
            out += "<tr>"
            for (index, cell) in row.prefix(table.columns.count).enumerated() {
                // A card shows each cell under its column's title (`data-label`, read by the stylesheet).
                out += "<td"
                if let tone = cell.tone { out += cls(names[index] + [tone.rawValue]) } else { out += classes[index] }
                out += labels[index]
                out += ">"
                content(cell, into: &out)
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>"
        if toggle, let note = table.narrowNote { out += "\n<label class=\"narrow-note\" for=\"\(switchID)\">\(e(note))</label>" }
        return out
    }

    /// The most columns a table shows as columns on a phone (390 px): a chart's rank, movement, title,
    /// audience, its change and the total.
    static let phoneColumns = 6
    /// The most columns a table shows on a desktop (1280 px): a day's chart.
    static let desktopColumns = 15

    private func content(_ cell: Cell, into out: inout String) {
        let e = HTMLEscaping.escape
        if let image = cell.image {
            out += remoteImages
                ? "<img src=\"\(e(image))\" alt=\"\(e(cell.display))\" loading=\"lazy\" referrerpolicy=\"no-referrer\" height=\"60\">"
                : "<a href=\"\(e(image))\" rel=\"noreferrer\">\(e(cell.display))</a>"
        } else if let link = cell.link {
            out += "<a href=\""
            out += e(link)
            out += "\" rel=\"noreferrer\">"
            out += e(cell.display)
            out += "</a>"
        } else if let items = cell.linkedItems {
            out += items.map { $0.href.isEmpty ? e($0.title) : "<a href=\"\(e($0.href))\" rel=\"noreferrer\">\(e($0.title))</a>" }.joined(separator: ", ")
        } else if let card = cell.cardDisplay {
            out += "<span class=\"exact\">" + e(cell.display) + "</span><span class=\"card-value\">" + e(card) + "</span>"
        } else if let second = cell.narrowSecondLine, !second.isEmpty {
            out += e(cell.display)
            out += "<span class=\"second-line\">"
            out += e(second)
            out += "</span>"
        } else {
            out += e(cell.display)
        }
    }
}
