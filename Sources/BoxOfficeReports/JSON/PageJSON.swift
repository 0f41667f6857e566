/// A page's JSON in the shape its readers pin (the weekend's, the all-time chart's): keys in the
/// order given, snake_case, numbers as numbers, `null` for a value not known (never "" and never a
/// missing key).
public indirect enum PageJSON: Sendable {
    case null
    case integer(Int)
    case decimal(Double, places: Int)
    /// A measure kept at full precision (a share): the shortest text that reads back as the same double.
    case number(Double)
    case bool(Bool)
    case text(String)
    case array([PageJSON])
    case object([(key: String, value: PageJSON)])

    public static func integer(_ value: Int?) -> PageJSON { value.map(PageJSON.integer) ?? .null }
    public static func text(_ value: String?) -> PageJSON { value.map(PageJSON.text) ?? .null }
    public static func decimal(_ value: Double?, places: Int) -> PageJSON { value.map { .decimal($0, places: places) } ?? .null }
    public static func number(_ value: Double?) -> PageJSON { value.map(PageJSON.number) ?? .null }

    /// Pretty-printed, two spaces an indent, ending with a newline.
    public func rendered() -> String { rendered(indent: "") + "\n" }

    private func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .integer(let value): return String(value)
        case .decimal(let value, let places): return NumberFormat.plain(value, places: places)
        case .number(let value):
            guard value.isFinite else { return "null" }
            let text = value.description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        case .bool(let value): return value ? "true" : "false"
        case .text(let value): return JSONRenderer.string(value)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            return "[\n" + values.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { "\(inner)\(JSONRenderer.string($0.key)): \($0.value.rendered(indent: inner))" }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}
