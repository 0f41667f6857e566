/// JSON of a document's dataset with typed values (numbers as numbers, lists as arrays,
/// empty as null), keys in column order.
public struct JSONRenderer: Sendable {
    public init() {}

    /// `{"title": …, "rows": [{…}, …]}`, with `"subject": {…}` before the rows when the document has one.
    public func render(_ document: ReportDocument) -> String {
        if let record = document.record { return record.json.rendered() }
        // One string appended to (a site's page of thousands of cells is rendered every morning).
        let columns = document.dataset.columns
        var out = "{\n  \"title\": " + Self.string(document.dataTitle) + ",\n"
        out.reserveCapacity(document.dataset.rows.count * columns.count * 24 + 64)
        if let record = document.subject, let row = record.rows.first {
            let present = zip(record.columns, row).filter { $0.1.value != .empty }
            out += "  \"subject\": "
            object(present.map(\.1), columns: present.map(\.0), indent: "  ", into: &out)
            out += ",\n"
        }
        if let span = document.span {
            out += "  \"first_day\": " + Self.string(span.lowerBound.iso) + ",\n  \"last_day\": " + Self.string(span.upperBound.iso) + ",\n"
        }
        array("rows", document.dataset, sparse: document.sparse, into: &out)
        for attached in document.attached {
            out += ",\n"
            array(attached.key, attached.table, sparse: false, into: &out)
        }
        return out + "\n}\n"
    }

    /// `"key": [{…}, …]`, one object per row.
    private func array(_ key: String, _ table: Table, sparse: Bool, into out: inout String) {
        let columns = table.columns
        out += "  " + Self.string(key) + ": [\n"
        for (index, row) in table.rows.enumerated() {
            out += index == 0 ? "    " : ",\n    "
            if sparse {
                let present = zip(columns, row).filter { $0.1.value != .empty }
                object(present.map(\.1), columns: present.map(\.0), indent: "    ", into: &out)
            } else {
                object(row, columns: columns, indent: "    ", into: &out)
            }
        }
        out += (table.rows.isEmpty ? "" : "\n") + "  ]"
    }

    /// One row as an object, for single-record documents such as a movie.
    public func renderFirstRow(_ document: ReportDocument) -> String {
        guard let row = document.dataset.rows.first else { return "null\n" }
        var out = ""
        object(row, columns: document.dataset.columns, indent: "", into: &out)
        return out + "\n"
    }

    private func object(_ row: [Cell], columns: [Column], indent: String, into out: inout String) {
        out += "{\n"
        for (index, (column, cell)) in zip(columns, row).enumerated() {
            if index > 0 { out += ",\n" }
            out += indent
            out += "  "
            out += Self.string(column.key)
            out += ": "
            value(cell, into: &out)
        }
        out += "\n"
        out += indent
        out += "}"
    }

    private func value(_ cell: Cell, into out: inout String) {
        switch cell.value {
        case .empty: out += "null"
        case .text(let text): out += Self.string(text)
        case .integer(let number): out += String(number)
        case .decimal(let number, let places): out += NumberFormat.plain(number, places: places)
        case .boolean(let flag): out += flag ? "true" : "false"
        case .list(let values): out += "[" + values.map(Self.string).joined(separator: ", ") + "]"
        }
    }

    /// The JSON Schema of what `render` (or `renderFirstRow`, for a single record) makes of documents
    /// shaped like this one: its dataset's columns are the keys, every one present, each value a
    /// string, a number, a list of strings, a boolean or null as its cells say.
    public func schema(of document: ReportDocument, singleRecord: Bool = false) -> String {
        if let record = document.record { return record.schema }
        let value = #"{"type": ["string", "integer", "number", "boolean", "array", "null"], "items": {"type": "string"}}"#
        func record(_ table: Table, sparse: Bool) -> String {
            let keys = table.columns.map { Self.string($0.key) }
            let required = sparse ? "" : keys.joined(separator: ", ")
            return #"{"type": "object", "required": [\#(required)], "additionalProperties": false, "properties": {"#
                + keys.map { "\($0): \(value)" }.joined(separator: ", ") + "}}"
        }
        if singleRecord { return record(document.dataset, sparse: document.sparse) }
        let subject = document.subject.map { table in
            #""subject": {"type": "object", "description": "What the rows belong to; a value the source left out is absent.", "properties": {"#
                + table.columns.map { "\(Self.string($0.key)): \(value)" }.joined(separator: ", ") + "}}, "
        } ?? ""
        let span = document.span == nil ? "" : #""first_day": {"type": "string", "description": "The first archived day of the whole-market list the answer is built from (YYYY-MM-DD)."}, "#
            + #""last_day": {"type": "string", "description": "The last archived day of the whole-market list the answer is built from (YYYY-MM-DD)."}, "#
        let attached = document.attached.map { table in
            let description = table.description.map { #""description": \#(Self.string($0)), "# } ?? ""
            return #", \#(Self.string(table.key)): {"type": "array", \#(description)"items": \#(record(table.table, sparse: false))}"#
        }.joined()
        return #"{"type": "object", "required": ["title", "rows"], "properties": {"title": {"type": "string", "description": "What the table is, in English."}, "#
            + subject + span
            + #""rows": {"type": "array", "description": "One object per row, keyed as the CSV's header.", "items": \#(record(document.dataset, sparse: document.sparse))}"#
            + attached + "}}"
    }

    /// A JSON string literal (RFC 8259 escapes; non-ASCII kept as UTF-8).
    static func string(_ text: String) -> String {
        // Most texts need no escape: one pass over their bytes (a control character, a quote, a
        // backslash, `<`, or U+2028/U+2029, whose UTF-8 begins with 0xE2, sends them the long way).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "<") || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c" // keeps the JSON safe to paste into HTML
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
