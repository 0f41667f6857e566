import Foundation
import BoxOfficeReports
import BoxOfficeDomain

/// What every declared option shares: the parser and `--help` read only this.
protocol OptionDeclaration: Sendable {
    /// `--date`
    var name: String { get }
    /// `-q`, when it has a short form.
    var shortName: String? { get }
    /// `DATE`; nil for a flag, which takes no value.
    var placeholder: String? { get }
    var help: String { get }
    /// Shown in `--help` as `(default: …)`.
    var defaultDescription: String? { get }
    /// The values it accepts, when not said by the placeholder (`1-10`).
    var accepts: String? { get }
}

extension OptionDeclaration {
    var accepts: String? { nil }
}

/// An option that takes a value, declared once: its name, value kind (the parse), default and help.
/// `ParsedArguments[option]` returns the parsed value, else the default.
struct Option<Value: Sendable>: OptionDeclaration {
    let name: String
    let shortName: String? = nil
    let placeholder: String?
    let help: String
    let defaultValue: Value?
    let defaultDescription: String?
    var accepts: String? = nil
    /// The setting (an environment variable) whose value stands in for the default when it is set.
    var setting: String? = nil
    /// Turns the text after the option into a value, or throws a usage error naming the option.
    let parse: @Sendable (_ text: String, _ option: String) throws -> Value

    init(_ name: String, _ placeholder: String, help: String, default defaultValue: Value? = nil, defaultDescription: String? = nil,
         parse: @escaping @Sendable (_ text: String, _ option: String) throws -> Value) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription ?? defaultValue.map { "\($0)" }
        self.parse = parse
    }
}

/// The values of the settings options default to (`Option.setting`), for the command line being parsed.
enum OptionSettings {
    @TaskLocal static var values: [String: String] = [:]
}

/// An option that takes no value.
struct Flag: OptionDeclaration {
    let name: String
    let shortName: String?
    let help: String
    var placeholder: String? { nil }
    var defaultDescription: String? { nil }

    init(_ name: String, short: String? = nil, help: String) {
        self.name = name
        self.shortName = short
        self.help = help
    }
}

// The kinds of value, each with its parse and its usage error.
extension Option where Value == String {
    /// - Parameter setting: the variable whose value, when set, is the default (`BOXOFFICE_OUTPUT`).
    static func text(_ name: String, _ placeholder: String, help: String, default value: String? = nil,
                     defaultDescription: String? = nil, setting: String? = nil) -> Option {
        var option = Option(name, placeholder, help: help, default: value,
                            defaultDescription: setting.map { "\(value.map { "\($0)" } ?? "none"), or \($0)" } ?? defaultDescription) { text, option in
            guard !text.isEmpty else { throw UsageError("\(option) needs a value") }
            return text
        }
        option.setting = setting
        return option
    }
}

extension Option where Value == Int {
    static func integer(_ name: String, _ placeholder: String = "N", range: ClosedRange<Int>, help: String, default value: Int? = nil,
                        defaultDescription: String? = nil) -> Option {
        var option = Option(name, placeholder, help: help, default: value, defaultDescription: defaultDescription) { text, option in
            try ArgumentValues.positiveInteger(text, option: option, range: range)
        }
        option.accepts = "\(range.lowerBound)-\(range.upperBound)"
        return option
    }
}

extension Option where Value == [Int] {
    /// Comma-separated whole numbers within `range` (`--at 3,7,14`).
    static func integers(_ name: String, range: ClosedRange<Int>, help: String, default value: [Int]) -> Option {
        Option(name, "N,N…", help: help, default: value, defaultDescription: value.map(String.init).joined(separator: ",")) { text, option in
            let values = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !values.isEmpty, values.allSatisfy({ $0.map(range.contains) ?? false }) else {
                throw UsageError("\(option) expects whole numbers from \(range.lowerBound) to \(range.upperBound), separated by commas, got \"\(text)\"")
            }
            var seen = Set<Int>()
            return values.compactMap { $0 }.filter { seen.insert($0).inserted }
        }
    }
}

extension Option where Value == CalendarDate {
    static func date(_ name: String, help: String, defaultDescription: String? = nil) -> Option {
        Option(name, "DATE", help: help + ", YYYY-MM-DD", defaultDescription: defaultDescription) { text, option in
            try ArgumentValues.date(text, option: option)
        }
    }
}

extension Option where Value == [OutputFormat] {
    static func formats(allowed: [OutputFormat] = OutputFormat.allCases, default value: [OutputFormat], help: String? = nil,
                        defaultDescription: String? = nil) -> Option {
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        return Option("--format", "LIST", help: help ?? "Comma-separated formats: \(names)", default: value,
                      defaultDescription: defaultDescription ?? value.map(\.rawValue).joined(separator: ",")) { text, _ in
            try ArgumentValues.formats(text, allowed: allowed)
        }
    }
}

extension Option {
    /// One of a fixed set of words (`--source kakao|google`).
    /// `aliases` are accepted too but not shown.
    static func choice(_ name: String, _ choices: [(String, Value)], aliases: [(String, Value)] = [], help: String,
                       default value: Value? = nil, defaultDescription: String? = nil) -> Option {
        let words = choices.map(\.0)
        let table = Dictionary(choices + aliases, uniquingKeysWith: { first, _ in first })
        return Option(name, words.joined(separator: "|"), help: help, default: value, defaultDescription: defaultDescription) {
            [table] text, option in
            guard let value = table[text.lowercased()] else {
                throw UsageError(.unknownChoice(String(option.dropFirst(2)), text, words))
            }
            return value
        }
    }
}
