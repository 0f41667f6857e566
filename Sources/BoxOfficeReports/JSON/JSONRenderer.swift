/// JSON of a document's dataset with typed values (numbers as numbers, lists as arrays,
/// empty as null), keys in column order.
public struct JSONRenderer: Sendable {
    public init() {}

    /// `{"title": …, "rows": [{…}, …]}`, with `"subject": {…}` before the rows when the document has one.
    public func render(_ document: ReportDocument) -> String {
        let rows = document.dataset.rows.map { row in
            guard document.sparse else { return object(row, columns: document.dataset.columns, indent: "    ") }
            let present = zip(document.dataset.columns, row).filter { $0.1.value != .empty }
            return object(present.map(\.1), columns: present.map(\.0), indent: "    ")
        }
        var subject = ""
        if let record = document.subject, let row = record.rows.first {
            let present = zip(record.columns, row).filter { $0.1.value != .empty }
            subject = "  \"subject\": " + object(present.map(\.1), columns: present.map(\.0), indent: "  ") + ",\n"
        }
        return "{\n  \"title\": \(Self.string(document.dataTitle)),\n" + subject + "  \"rows\": [\n"
            + rows.map { "    " + $0 }.joined(separator: ",\n") + (rows.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// One row as an object, for single-record documents such as a movie.
    public func renderFirstRow(_ document: ReportDocument) -> String {
        guard let row = document.dataset.rows.first else { return "null\n" }
        return object(row, columns: document.dataset.columns, indent: "") + "\n"
    }

    private func object(_ row: [Cell], columns: [Column], indent: String) -> String {
        let members = zip(columns, row).map { column, cell in "\(indent)  \(Self.string(column.key)): \(value(cell))" }
        return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
    }

    private func value(_ cell: Cell) -> String {
        switch cell.value {
        case .empty: "null"
        case .text(let text): Self.string(text)
        case .integer(let number): String(number)
        case .decimal(let number, let places): NumberFormat.plain(number, places: places)
        case .boolean(let flag): flag ? "true" : "false"
        case .list(let values): "[" + values.map(Self.string).joined(separator: ", ") + "]"
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
