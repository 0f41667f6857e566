import Foundation

/// RFC 4180 CSV of a document's dataset: UTF-8 with a byte-order mark (so Excel reads Korean),
/// CRLF line ends, snake_case headers, plain numbers, lists joined with "; ".
///
/// Text that a spreadsheet would run as a formula (starting with `= + - @`, tab or CR) is
/// prefixed with `'` (OWASP's advice); numeric cells are never touched, so `-3` stays a number.
public struct CSVRenderer: Sendable {
    public static let byteOrderMark = "\u{FEFF}"

    public init() {}

    public func render(_ table: Table) -> String {
        var lines = [table.columns.map { Self.field($0.key) }.joined(separator: ",")]
        for row in table.rows {
            lines.append(row.map { cell in
                Self.field(cell.isNumeric ? cell.plainText : Self.neutralise(cell.plainText))
            }.joined(separator: ","))
        }
        return Self.byteOrderMark + lines.joined(separator: "\r\n") + "\r\n"
    }

    public func render(_ document: ReportDocument) -> String { render(document.dataset) }

    /// Quotes a field when it holds a comma, a quote, CR or LF (quotes doubled).
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Prefixes text that a spreadsheet would evaluate with `'`.
    public static func neutralise(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else { return text }
        return "'" + text
    }
}
