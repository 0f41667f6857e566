import BoxOfficeDomain
import Foundation

/// A wire value that does not parse: names the field and the value.
public struct DTOMappingError: Error, Hashable, Sendable, CustomStringConvertible {
    public let field: String
    public let value: String
    public let expected: String

    /// A sentence that says it better than field, value and expectation (a list that contradicts itself).
    public var explanation: String?

    public init(field: String, value: String, expected: String, explanation: String? = nil) {
        self.field = field
        self.value = value
        self.expected = expected
        self.explanation = explanation
    }

    public var description: String {
        if let explanation { return explanation }
        let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
        return "field \(field) has \"\(shown)\", expected \(expected)"
    }
}

/// Parsers for KOFIC's string-typed numbers and dates, each throwing a `DTOMappingError`.
enum WireValue {
    /// `text` without the blanks around it. Nearly every value KOFIC sends has none: those are
    /// returned as they are (Foundation's `trimmingCharacters` bridges each through NSString on
    /// Linux, a tenth of a morning run's decoding).
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        func plain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x80 }
        return plain(first) && plain(last) ? text : text.trimmingCharacters(in: .whitespaces)
    }

    static func integer(_ text: String, field: String) throws(DTOMappingError) -> Int {
        let trimmed = Self.trimmed(text)
        guard let value = Int(trimmed) else { throw DTOMappingError(field: field, value: text, expected: "an integer") }
        return value
    }

    /// An integer, or nil for the empty string KOFIC sends for missing values.
    static func optionalInteger(_ text: String, field: String) throws(DTOMappingError) -> Int? {
        trimmed(text).isEmpty ? nil : try integer(text, field: field)
    }

    static func decimal(_ text: String, field: String) throws(DTOMappingError) -> Double {
        let trimmed = Self.trimmed(text)
        guard let value = Double(trimmed), value.isFinite,
              trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") })
        else { throw DTOMappingError(field: field, value: text, expected: "a decimal number") }
        return value
    }

    /// `YYYY-MM-DD` (daily list) or `YYYYMMDD` (details); nil for an empty string.
    static func optionalDate(_ text: String, field: String) throws(DTOMappingError) -> CalendarDate? {
        let trimmed = Self.trimmed(text)
        if trimmed.isEmpty { return nil }
        if let date = CalendarDate(iso: trimmed) ?? CalendarDate(compact: trimmed) { return date }
        throw DTOMappingError(field: field, value: text, expected: "a date (YYYY-MM-DD or YYYYMMDD)")
    }

    static func movieCode(_ text: String, field: String) throws(DTOMappingError) -> MovieCode {
        guard let code = MovieCode(text) else { throw DTOMappingError(field: field, value: text, expected: "an 8-character movie code") }
        return code
    }
}

/// A chart list's rows, checked as a whole: a movie listed twice with the same numbers is kept once
/// (KOBIS repeats rows at times); listed twice with different numbers, the list contradicts itself
/// and is refused. Two movies sharing a rank (a tie, which KOBIS lists) are fine.
enum ChartRows {
    static func consistent(_ entries: [BoxOfficeEntry], period: String) throws(DTOMappingError) -> [BoxOfficeEntry] {
        var seen: [MovieCode: BoxOfficeEntry] = [:]
        var kept: [BoxOfficeEntry] = []
        for entry in entries {
            guard let earlier = seen[entry.movieCode] else {
                seen[entry.movieCode] = entry
                kept.append(entry)
                continue
            }
            guard earlier != entry else { continue }
            throw DTOMappingError(field: "movieCd", value: entry.movieCode.rawValue, expected: "each movie once",
                                  explanation: "the list for \(period) names \(entry.title) (\(entry.movieCode.rawValue)) twice with different "
                                    + "numbers (ranks \(earlier.rank) and \(entry.rank)); nothing was archived or written")
        }
        return kept
    }
}
