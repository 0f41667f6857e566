import Foundation
import BoxOfficeDomain

/// One input of a tool: its name, kind, help and whether it is required. The input schema and
/// the check of a call's arguments both come from it (declared once).
public struct ToolParameter: Sendable {
    public enum Kind: Sendable {
        case text
        /// `YYYY-MM-DD`, a real calendar date.
        case date
        case integer(ClosedRange<Int>)
        case choice([String])
        /// A KOFIC movie code (8 letters or digits).
        case movieCode
        /// A list of non-empty strings, as many as the range allows, none twice.
        case texts(ClosedRange<Int>)
    }

    public var name: String
    public var kind: Kind
    public var description: String
    public var required: Bool

    public init(_ name: String, _ kind: Kind, _ description: String, required: Bool = false) {
        self.name = name
        self.kind = kind
        self.description = description
        self.required = required
    }

    var schema: JSONValue {
        var members: [String: JSONValue] = ["description": .string(description)]
        switch kind {
        case .text:
            members["type"] = "string"
            members["minLength"] = 1
        case .date:
            members["type"] = "string"
            members["format"] = "date"
            members["pattern"] = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
        case .integer(let range):
            members["type"] = "integer"
            members["minimum"] = .integer(range.lowerBound)
            members["maximum"] = .integer(range.upperBound)
        case .choice(let values):
            members["type"] = "string"
            members["enum"] = .array(values.map(JSONValue.string))
        case .movieCode:
            members["type"] = "string"
            members["pattern"] = "^[0-9A-Za-z]{8}$"
        case .texts(let range):
            members["type"] = "array"
            members["items"] = ["type": "string", "minLength": 1]
            members["minItems"] = .integer(range.lowerBound)
            members["maxItems"] = .integer(range.upperBound)
            members["uniqueItems"] = true
        }
        return .object(members)
    }

    /// The value checked against the kind; a -32602 error naming the field when it does not fit.
    func check(_ value: JSONValue) throws(ProtocolError) -> JSONValue {
        func refuse(_ why: String) -> ProtocolError { .invalidParams("argument \(name): \(why)") }
        switch kind {
        case .text:
            guard let text = value.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
                throw refuse("expected a non-empty string, got \(value.kindDescription)")
            }
            return .string(text)
        case .date:
            guard let text = value.string else { throw refuse("expected a date as YYYY-MM-DD, got \(value.kindDescription)") }
            guard CalendarDate(iso: text) != nil else {
                // The form of a date (2023-02-30) that is no day; anything else (2025/09/01) is not the form.
                let form = text.count == 10 && text.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 ? $0.element == "-" : $0.element.isNumber }
                throw refuse(form ? "\(text) is not a real calendar date" : "expected a date as YYYY-MM-DD, got \"\(text)\"")
            }
            return value
        case .integer(let range):
            guard let number = value.integer else { throw refuse("expected a whole number, got \(value.kindDescription)") }
            guard range.contains(number) else { throw refuse("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(number)") }
            return .integer(number)
        case .choice(let values):
            guard let text = value.string, values.contains(text) else {
                throw refuse("expected one of \(values.joined(separator: ", ")), got \(value.string.map { "\"\($0)\"" } ?? value.kindDescription)")
            }
            return value
        case .movieCode:
            guard let text = value.string, MovieCode(text) != nil else {
                throw refuse("expected a KOFIC movie code (8 letters or digits, such as 20199882), got \(value.string.map { "\"\($0)\"" } ?? value.kindDescription)")
            }
            return value
        case .texts(let range):
            guard case .array(let items) = value else { throw refuse("expected an array of strings, got \(value.kindDescription)") }
            let texts = items.compactMap { $0.string?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard texts.count == items.count else { throw refuse("expected non-empty strings only") }
            guard range.contains(texts.count) else { throw refuse("expected \(range.lowerBound) to \(range.upperBound) items, got \(texts.count)") }
            guard Set(texts).count == texts.count else { throw refuse("names one item twice") }
            return .array(texts.map(JSONValue.string))
        }
    }
}

/// A call's arguments after the check: typed reads of the declared parameters.
public struct ToolArguments: Sendable {
    let values: [String: JSONValue]

    public func text(_ name: String) -> String? { values[name]?.string }
    public func date(_ name: String) -> CalendarDate? { values[name]?.string.flatMap(CalendarDate.init(iso:)) }
    public func integer(_ name: String) -> Int? { values[name]?.integer }
    public func movieCode(_ name: String) -> MovieCode? { values[name]?.string.flatMap(MovieCode.init) }
    public func texts(_ name: String) -> [String] {
        if case .array(let items)? = values[name] { return items.compactMap(\.string) }
        return []
    }
}

/// What a tool returns: the structured result (the `--format json` object) and its Markdown.
public struct ToolAnswer: Sendable {
    public var structured: JSONValue
    public var markdown: String

    public init(structured: JSONValue, markdown: String) {
        self.structured = structured
        self.markdown = markdown
    }
}

/// A tool as `tools/list` shows it, and what answers its calls.
public struct ServedTool: Sendable {
    public var name: String
    public var title: String
    /// When to use it, in a sentence or two a model can act on.
    public var description: String
    public var parameters: [ToolParameter]
    /// The JSON Schema of `structuredContent`.
    public var outputSchema: JSONValue
    /// Whether it may ask KOFIC (for what the archive lacks).
    public var reachesNetwork: Bool
    public var answer: @Sendable (ToolArguments) async throws -> ToolAnswer

    public init(name: String, title: String, description: String, parameters: [ToolParameter], outputSchema: JSONValue,
                reachesNetwork: Bool, answer: @escaping @Sendable (ToolArguments) async throws -> ToolAnswer) {
        self.name = name
        self.title = title
        self.description = description
        self.parameters = parameters
        self.outputSchema = outputSchema
        self.reachesNetwork = reachesNetwork
        self.answer = answer
    }

    var inputSchema: JSONValue {
        [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.schema) })),
            "required": .array(parameters.filter(\.required).map { .string($0.name) }),
            "additionalProperties": false,
        ]
    }

    /// The arguments checked against the parameters: unknown names, missing required ones and
    /// values of the wrong kind are -32602 errors naming the field.
    func check(_ arguments: JSONValue?) throws(ProtocolError) -> ToolArguments {
        let given: [String: JSONValue]
        switch arguments {
        case nil, .null?: given = [:]
        case .object(let members)?: given = members
        case let other?: throw .invalidParams("arguments: expected an object, got \(other.kindDescription)")
        }
        let known = Set(parameters.map(\.name))
        if let unknown = given.keys.sorted().first(where: { !known.contains($0) }) {
            throw .invalidParams("argument \(unknown): \(name) takes no such argument (it takes \(parameters.map(\.name).joined(separator: ", ")))")
        }
        var checked: [String: JSONValue] = [:]
        for parameter in parameters {
            switch given[parameter.name] {
            case nil, .null?:
                if parameter.required { throw .invalidParams("argument \(parameter.name): required") }
            case let value?:
                checked[parameter.name] = try parameter.check(value)
            }
        }
        return ToolArguments(values: checked)
    }
}
