/// A value bound to or read from SQLite.
public enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    public init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    public init(_ value: Bool) { self = .integer(value ? 1 : 0) }

    public var int: Int? {
        switch self {
        case .integer(let v): Int(v)
        case .real(let v): Int(v)
        default: nil
        }
    }

    public var double: Double? {
        switch self {
        case .integer(let v): Double(v)
        case .real(let v): v
        default: nil
        }
    }

    public var string: String? {
        if case .text(let v) = self { return v }
        return nil
    }
}
