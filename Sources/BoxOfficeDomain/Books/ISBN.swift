/// An ISBN whose check digit is right: 10 digits (the last may be X) or 13 digits.
public struct ISBN: Hashable, Sendable, CustomStringConvertible {
    /// Digits only (and a final `X` for some ISBN-10s), no hyphens.
    public let value: String

    /// Accepts hyphens and spaces; nil unless the length and check digit are right.
    public init?(_ text: String) {
        let compact = String(text.filter { $0 != "-" && $0 != " " }).uppercased()
        let digits = compact.compactMap(\.wholeNumberValue)
        switch compact.count {
        case 13:
            guard digits.count == 13, compact.allSatisfy(\.isASCII) else { return nil }
            let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
            guard sum % 10 == 0 else { return nil }
        case 10:
            guard compact.allSatisfy(\.isASCII), compact.dropLast().allSatisfy(\.isNumber),
                  let last = compact.last, last.isNumber || last == "X" else { return nil }
            let values = compact.dropLast().compactMap(\.wholeNumberValue) + [last == "X" ? 10 : last.wholeNumberValue!]
            let sum = values.enumerated().reduce(0) { $0 + $1.element * (10 - $1.offset) }
            guard sum % 11 == 0 else { return nil }
        default:
            return nil
        }
        value = compact
    }

    public var isISBN13: Bool { value.count == 13 }

    /// The ISBN-13 form (978 + the ISBN-10's nine digits + a new check digit).
    public var isbn13: ISBN {
        guard !isISBN13 else { return self }
        let stem = "978" + value.prefix(9)
        let sum = stem.compactMap(\.wholeNumberValue).enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
        return ISBN(stem + String((10 - sum % 10) % 10))!
    }

    public var description: String { value }
}
