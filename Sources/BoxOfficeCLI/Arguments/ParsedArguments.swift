import Foundation

/// A command line split into options and positionals against a command's declared options.
///
/// Accepts `--name value`, `--name=value`, bare flags, their short forms and `--` (only positionals
/// follow); anything undeclared is a usage error. `-h`/`--help` is always understood.
struct ParsedArguments {
    static let help = Flag("--help", short: "-h", help: "Show this help.")

    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The command whose `--help` a usage error suggests.
    let command: String

    init(_ arguments: [String], declared: [any OptionDeclaration], command: String) throws(UsageError) {
        self.command = command
        let all = declared + [Self.help]
        var byName: [String: any OptionDeclaration] = [:]
        for option in all {
            byName[option.name] = option
            if let short = option.shortName { byName[short] = option }
        }
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = byName[name] else { throw UsageError(.unknownOption(name), command: command) }
            if option.placeholder == nil {
                guard inlineValue == nil else { throw UsageError(.takesNoValue(option.name), command: command) }
                flags.insert(option.name)
            } else if let inlineValue {
                values[option.name] = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError(.needsValue(option.name, option.placeholder!), command: command) }
                values[option.name] = arguments[index]
                index += 1
            }
        }
    }

    /// Runs a parse of a positional, so that its usage error suggests this command's `--help`.
    func checked<T>(_ parse: () throws -> T) throws -> T {
        do {
            return try parse()
        } catch var error as UsageError {
            error.command = error.command ?? command
            throw error
        }
    }

    /// A usage error that suggests this command's `--help`.
    func usage(_ message: String) -> UsageError { UsageError(message, command: command) }

    /// Whether the command line asked for `--help`.
    var wantsHelp: Bool { flags.contains(Self.help.name) }

    /// The option's value as given, else its setting's, else its default (nil when it has none).
    func value<Value>(_ option: Option<Value>) throws -> Value? {
        guard let text = values[option.name] ?? option.setting.flatMap({ OptionSettings.values[$0] }) else { return option.defaultValue }
        do {
            return try option.parse(text, option.name)
        } catch var error as UsageError {
            error.command = error.command ?? command
            throw error
        }
    }

    /// The option's value, which has a default.
    subscript<Value>(_ option: Option<Value>) -> Value {
        get throws {
            guard let value = try value(option) else { preconditionFailure("\(option.name) is declared without a default") }
            return value
        }
    }

    /// Whether the flag was given.
    subscript(_ flag: Flag) -> Bool { flags.contains(flag.name) }

    /// Whether the option was given on the command line (not its default).
    func given(_ option: any OptionDeclaration) -> Bool {
        values[option.name] != nil || flags.contains(option.name)
    }
}

/// A command's `--help`, generated from its declared options.
struct CommandHelp {
    /// The forms it is called in, after `boxoffice ` (`report [options]`).
    var usage: [String]
    /// What it does, a paragraph or two.
    var about: String
    var options: [any OptionDeclaration]
    /// More sections (ENVIRONMENT, EXAMPLES), verbatim.
    var footer: String = ""

    /// A command line parsed against these options: `--help` throws the help text; words that are
    /// not options are refused unless the command takes them (`positionals`).
    func parse(_ arguments: [String], command: String, positionals: Bool = false) throws -> ParsedArguments {
        let parsed = try ParsedArguments(arguments, declared: options, command: command)
        if parsed.wantsHelp { throw HelpRequested(text: text) }
        if !positionals, let word = parsed.positionals.first { throw UsageError(.unexpectedArgument(word), command: parsed.command) }
        return parsed
    }

    var text: String {
        let indent = String(repeating: " ", count: 23)
        var lines = ["USAGE: boxoffice " + usage[0]] + usage.dropFirst().map { "       boxoffice " + $0 }
        lines += ["", about, "", "OPTIONS:"]
        // Every command reads the settings file before it parses its own options: each one's help says so.
        let options = options.contains { $0.name == CommonOptions.env.name } ? options : options + [CommonOptions.env]
        for option in options + [ParsedArguments.help] {
            let names = "  " + (option.shortName.map { "\($0), " } ?? "") + option.name + (option.placeholder.map { " \($0)" } ?? "")
            let notes = [option.accepts, option.defaultDescription.map { "default: \($0)" }].compactMap { $0 }
            let help = option.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
            let wrapped = Self.wrap(help, width: 100 - indent.count)
            if names.count < indent.count {
                lines.append(names.padding(toLength: indent.count, withPad: " ", startingAt: 0) + wrapped[0])
            } else {
                lines += [names, indent + wrapped[0]]
            }
            lines += wrapped.dropFirst().map { indent + $0 }
        }
        return lines.joined(separator: "\n") + (footer.isEmpty ? "" : "\n\n" + footer)
    }

    /// Words into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
