import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports

/// The command line's side of the questions' declarations: each parameter as an option (or the words
/// after the question's own word), its synopsis, and the parse of what was typed into the question's
/// values. Generic: nothing here names a question, a parameter, a range or a default.
struct QuestionCommandLine {
    let declaration: QuestionDeclaration
    let language: ReportLanguage
    /// The archive's question it asks (`history WORD`); nil for a look-up's options (`movie`, `people`, `company`).
    let question: (any ArchiveQuestion.Type)?

    init(question: any ArchiveQuestion.Type, language: ReportLanguage) {
        (self.declaration, self.language, self.question) = (question.declaration, language, question)
    }

    init(declaration: QuestionDeclaration, language: ReportLanguage) {
        (self.declaration, self.language, self.question) = (declaration, language, nil)
    }

    /// The values of the options given (not the words, which a look-up's command reads itself).
    func optionValues(_ parsed: ParsedArguments) throws -> [String: QuestionValue] {
        var values: [String: QuestionValue] = [:]
        for parameter in declaration.parameters {
            guard case .option(let name, let placeholder) = parameter.spelling else { continue }
            if let value = try parsed.value(option(parameter, name: name, placeholder: placeholder)) {
                values[parameter.name] = value
            }
        }
        return values
    }

    /// Every option the question takes, in its declaration's order.
    var options: [any OptionDeclaration] { declaration.parameters.flatMap(options) }

    /// What the question answers, as `--help` says it (its parameters as the command line spells them).
    var about: String { declaration.text(declaration.about, in: language, spelled: Self.spelled) }

    /// How the command line's help names a parameter (a declaration's `{name}`): its option, or the
    /// placeholder of the words that give it.
    static func spelled(_ parameter: QuestionParameter) -> String {
        switch parameter.spelling {
        case .option(let name, _): name
        case .words(let placeholder): placeholder
        case .listOptions: "--nation, --film-kind or --region"
        }
    }

    /// `day [DATE] [--nation …]`: the question's word, its words and options, brackets around what may be left out.
    var synopsis: String {
        ([declaration.word] + declaration.parameters.map { parameter in
            let shown: String = switch parameter.spelling {
            case .words(let placeholder): placeholder
            case .option(let name, let placeholder): "\(name) \(Self.placeholder(parameter, placeholder))"
            case .listOptions: "\(ChartListChoice.Options.nation.name) \(ChartListChoice.Options.nation.placeholder ?? "")|--film-kind KIND|--region R"
            }
            return parameter.required ? shown : "[\(shown)]"
        }).joined(separator: " ")
    }

    /// The values a parsed command line gives, each checked against its kind; a usage error for a
    /// missing required parameter, the wrong number of words, or an option this question does not take.
    /// - Parameter others: the options other questions take (refused here when given).
    func values(_ parsed: ParsedArguments, others: [any OptionDeclaration]) throws -> [String: QuestionValue] {
        let own = Set(options.map(\.name))
        if let foreign = others.first(where: { parsed.given($0) && !own.contains($0.name) }) {
            throw parsed.usage("history \(declaration.word) takes no \(foreign.name)" + (own.isEmpty ? "" : " (it takes \(own.sorted().joined(separator: ", ")))"))
        }
        var values: [String: QuestionValue] = [:]
        var words = Array(parsed.positionals.dropFirst())
        for parameter in declaration.parameters {
            switch parameter.spelling {
            case .listOptions:
                let choice = try ChartListChoice(parsed, kind: ChartListChoice.Options.filmKind)
                if choice.isGiven { values[parameter.name] = .list(ChartListRequest(named: choice.named, region: choice.region)) }
            case .option(let name, let placeholder):
                let option = option(parameter, name: name, placeholder: placeholder)
                if let value = try parsed.value(option) { values[parameter.name] = value }
            case .words:
                if case .movies(let range) = parameter.kind {
                    guard range.contains(words.count) else {
                        throw parsed.usage("history \(declaration.word) needs \(range.lowerBound) to \(range.upperBound) movies (codes or titles), not \(words.count)")
                    }
                    values[parameter.name] = .texts(try words.map { word in try parsed.checked { try Self.checkedMovie(word) } })
                    words = []
                } else if let word = words.first {
                    values[parameter.name] = try parsed.checked { try Self.value(word, kind: parameter.kind, option: "history \(declaration.word)") }
                    words.removeFirst()
                }
            }
        }
        if let extra = words.first { throw parsed.usage("history \(declaration.word) takes no more words than \(synopsis); got \(extra)") }
        let missing = declaration.parameters.filter { $0.required && values[$0.name] == nil }.map { parameter -> String in
            switch parameter.spelling {
            case .words(let placeholder): placeholder
            case .option(let name, _): name
            case .listOptions: "a list"
            }
        }
        if !missing.isEmpty { throw parsed.usage("history \(declaration.word) needs \(missing.joined(separator: " and "))") }
        return values
    }

    /// The options that give a parameter (none for the words after the question's own).
    func options(_ parameter: QuestionParameter) -> [any OptionDeclaration] {
        switch parameter.spelling {
        case .words: []
        case .listOptions: ChartListChoice.Options.all(language)
        case .option(let name, let placeholder): [option(parameter, name: name, placeholder: placeholder)]
        }
    }

    func option(_ parameter: QuestionParameter, name: String, placeholder: String) -> Option<QuestionValue> {
        let kind = parameter.kind
        var option = Option<QuestionValue>(name, Self.placeholder(parameter, placeholder),
                                           help: declaration.text(parameter.help, in: language, spelled: Self.spelled),
                                           defaultDescription: parameter.shownDefault(language)) { text, option in
            try Self.value(text, kind: kind, option: option)
        }
        if case .integer(let range) = kind { option.accepts = "\(range.lowerBound)-\(range.upperBound)" }
        return option
    }

    /// A choice shows its words (`weekend|week|weekdays`), as every command's choices do.
    private static func placeholder(_ parameter: QuestionParameter, _ placeholder: String) -> String {
        if case .choice(let words) = parameter.kind { return words.joined(separator: "|") }
        return placeholder
    }

    /// A word of the command line as a value of the kind; a usage error naming the option.
    static func value(_ text: String, kind: QuestionParameter.Kind, option: String) throws -> QuestionValue {
        switch kind {
        case .date:
            return .date(try ArgumentValues.date(text, option: option))
        case .integer(let range):
            return .integer(try ArgumentValues.positiveInteger(text, option: option, range: range))
        case .choice(let words):
            guard words.contains(text.lowercased()) else {
                throw UsageError(.unknownChoice(option.hasPrefix("--") ? String(option.dropFirst(2)) : option, text, words))
            }
            return .text(text.lowercased())
        case .movieCode:
            return .text(try ArgumentValues.movieCode(text).rawValue)
        case .text:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw UsageError("\(option) needs a value") }
            return .text(trimmed)
        case .movie:
            return .text(try checkedMovie(text))
        case .movies:
            return .texts([try checkedMovie(text)])
        case .chartList:
            return .list(ChartListRequest(region: text))
        }
    }

    /// A movie's code or title as typed; a mistyped code is a usage error, as everywhere.
    private static func checkedMovie(_ text: String) throws -> String {
        _ = try ArgumentValues.movieCodeOrTitle(text)
        return text
    }
}
