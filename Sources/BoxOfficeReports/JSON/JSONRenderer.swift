/// JSON of a document's dataset with typed values (numbers as numbers, lists as arrays,
/// empty as null), keys in column order.
public struct JSONRenderer: Sendable {
    public init() {}

    /// `{"title": …, "rows": [{…}, …]}`, with `"subject": {…}` before the rows when the document has one.
    public func render(_ document: ReportDocument) -> String {
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
        out += "  \"rows\": [\n"
        for (index, row) in document.dataset.rows.enumerated() {
            out += index == 0 ? "    " : ",\n    "
            if document.sparse {
                let present = zip(columns, row).filter { $0.1.value != .empty }
                object(present.map(\.1), columns: present.map(\.0), indent: "    ", into: &out)
            } else {
                object(row, columns: columns, indent: "    ", into: &out)
            }
        }
        return out + (document.dataset.rows.isEmpty ? "" : "\n") + "  ]\n}\n"
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
        let value = #"{"type": ["string", "integer", "number", "boolean", "array", "null"], "items": {"type": "string"}}"#
        let keys = document.dataset.columns.map { Self.string($0.key) }
        let required = document.sparse ? "" : keys.joined(separator: ", ")
        let record = #"{"type": "object", "required": [\#(required)], "additionalProperties": false, "properties": {"#
            + keys.map { "\($0): \(value)" }.joined(separator: ", ") + "}}"
        if singleRecord { return record }
        let subject = document.subject.map { table in
            #""subject": {"type": "object", "description": "What the rows belong to; a value the source left out is absent.", "properties": {"#
                + table.columns.map { "\(Self.string($0.key)): \(value)" }.joined(separator: ", ") + "}}, "
        } ?? ""
        return #"{"type": "object", "required": ["title", "rows"], "properties": {"title": {"type": "string", "description": "What the table is, in English."}, "#
            + subject
            + #""rows": {"type": "array", "description": "One object per row, keyed as the CSV's header.", "items": \#(record)}}}"#
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
