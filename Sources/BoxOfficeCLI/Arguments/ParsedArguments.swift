/// A command line split into options and positionals against a command's declared options.
///
/// Accepts `--name value`, `--name=value` and bare flags; anything undeclared is a usage error.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ arguments: [String], options: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
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
            if name == "-h" { name = "--help" }
            if name == "-q" { name = "--quiet" }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError("unknown option \(name)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
