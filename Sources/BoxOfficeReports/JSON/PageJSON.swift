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

    /// A cell's value as `JSONRenderer` writes it in a document's rows (empty as null).
    public init(_ value: Cell.Value) {
        switch value {
        case .empty: self = .null
        case .text(let text): self = .text(text)
        case .integer(let number): self = .integer(number)
        case .decimal(let number, let places): self = .decimal(number, places: places)
        case .boolean(let flag): self = .bool(flag)
        case .list(let values): self = .array(values.map(PageJSON.text))
        }
    }

    /// Pretty-printed, two spaces an indent, ending with a newline.
    public func rendered() -> String {
        var out = ""
        render(indent: "", into: &out)
        return out + "\n"
    }

    /// Appended to one string (a year's page holds hundreds of objects).
    private func render(indent: String, into out: inout String) {
        switch self {
        case .null: out += "null"
        case .integer(let value): out += String(value)
        case .decimal(let value, let places): out += NumberFormat.plain(value, places: places)
        case .number(let value):
            guard value.isFinite else { out += "null"; return }
            let text = value.description
            out += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        case .bool(let value): out += value ? "true" : "false"
        case .text(let value): out += JSONRenderer.string(value)
        case .array(let values): Self.render(values.map { (nil, $0) }, between: ("[", "]"), indent: indent, into: &out)
        case .object(let members): Self.render(members.map { ($0.key, $0.value) }, between: ("{", "}"), indent: indent, into: &out)
        }
    }

    /// An array's values (no keys) or an object's members, one a line, an indent deeper.
    private static func render(_ members: [(key: String?, value: PageJSON)], between brackets: (String, String), indent: String, into out: inout String) {
        guard !members.isEmpty else { out += brackets.0 + brackets.1; return }
        let inner = indent + "  "
        out += brackets.0 + "\n"
        for (index, member) in members.enumerated() {
            if index > 0 { out += ",\n" }
            out += inner
            if let key = member.key { out += JSONRenderer.string(key) + ": " }
            member.value.render(indent: inner, into: &out)
        }
        out += "\n" + indent + brackets.1
    }
}
