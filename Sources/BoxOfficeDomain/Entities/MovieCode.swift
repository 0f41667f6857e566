/// A KOFIC movie code: 8 ASCII letters or digits (`20199882`, `2023C168`). Never a number.
public struct MovieCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Returns nil unless `text` is exactly 8 ASCII letters or digits.
    public init?(_ text: String) {
        guard text.utf8.count == 8, text.utf8.allSatisfy({ byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }
    public static func < (lhs: MovieCode, rhs: MovieCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
