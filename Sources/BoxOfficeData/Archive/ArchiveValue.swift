/// A value bound to or read from an archive statement, whichever store holds the archive.
///
/// PostgreSQL hands every value back as text, so the accessors read numbers from text too.
enum ArchiveValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
    init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    init(_ value: Bool) { self = .integer(value ? 1 : 0) }

    var int: Int? {
        switch self {
        case .integer(let v): Int(v)
        case .real(let v): Int(exactly: v.rounded(.towardZero))
        case .text(let v): Int(v)
        case .null: nil
        }
    }

    var double: Double? {
        switch self {
        case .integer(let v): Double(v)
        case .real(let v): v
        case .text(let v): Double(v)
        case .null: nil
        }
    }

    var string: String? {
        if case .text(let v) = self { return v }
        return nil
    }

    /// The value as text for a text-only wire (libpq's text format); nil for NULL.
    /// Doubles keep Swift's shortest round-trip spelling, which PostgreSQL reads back exactly.
    var text: String? {
        switch self {
        case .null: nil
        case .integer(let v): String(v)
        case .real(let v): v.isFinite ? "\(v)" : (v.isNaN ? "NaN" : (v > 0 ? "Infinity" : "-Infinity"))
        case .text(let v): v
        }
    }
}
