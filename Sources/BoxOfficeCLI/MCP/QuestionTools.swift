import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeMCP
import BoxOfficeReports

/// The archive's questions as MCP tools, derived from their declarations: each tool's name,
/// description, input schema (a parameter per declared parameter, its kind, range and required),
/// output schema (the presenter's empty document) and the parse of a call's arguments. Generic:
/// nothing here names a question.
extension BoxOfficeTools {
    func questionTool(_ question: any ArchiveQuestion.Type) -> ServedTool {
        let declaration = question.declaration
        return tool(declaration.tool, title: declaration.title.english, description: Self.description(declaration),
                    parameters: Self.toolParameters(declaration) + [Self.lang],
                    shape: Self.emptyDocument(question, style: root.documentStyle), reachesNetwork: declaration.fetches) { arguments, root in
            let values = try Self.values(arguments, declaration)
            do {
                return present(try await answering.get().presented(question, values, style: root.documentStyle), root: root)
            } catch let error as ArchiveQuestionError {
                throw Self.refusal(error) ?? error
            }
        }
    }

    /// A look-up's tool, derived from its declaration as a question's is; several matches are refused
    /// with a few of them and how to pick one.
    func lookupTool(_ lookup: any KOBISLookup.Type) -> ServedTool {
        let declaration = lookup.declaration
        let record = lookup.isRecord
        return tool(declaration.tool, title: declaration.title.english, description: Self.description(declaration),
                    parameters: Self.toolParameters(declaration) + [Self.lang], record: record,
                    shape: Self.emptyDocument(lookup, style: root.documentStyle)) { arguments, root in
            let values = try Self.values(arguments, declaration)
            let sources = (try? served.get().makeLookupSources(details: try? answering.get().details))
                ?? root.lookups.makeLookupSources(archive: nil, details: nil, writer: nil)
            do {
                return answer(try await Self.presented(lookup, values, sources: sources, root: root).forTool, record: record)
            } catch let several as SeveralMatches {
                throw ToolRefusal("several match \u{201C}\(several.typed)\u{201D}: " + several.choices.prefix(8).joined(separator: ", ")
                    + "; call \(declaration.tool) again with the code")
            } catch let error as ArchiveQuestionError {
                throw Self.refusal(error) ?? error
            }
        }
    }

    private static func presented<Lookup: KOBISLookup>(_ lookup: Lookup.Type, _ values: [String: QuestionValue], sources: LookupSources,
                                                        root: CompositionRoot) async throws -> PresentedAnswer {
        let asked = QuestionContext(clock: root.clock)
        let found = try await Lookup(QuestionArguments(lookup.declaration, values: values, asked: asked)).answer(from: sources)
        return Lookup.present(found, in: root.documentStyle)
    }

    private static func emptyDocument<Lookup: KOBISLookup>(_ lookup: Lookup.Type, style: DocumentStyle) -> ReportDocument {
        Lookup.present(Lookup.emptyAnswer, in: style).forTool
    }

    /// The presenter's document of an answer with no rows: its dataset's columns (and its attached
    /// tables') name the output schema's.
    private static func emptyDocument<Question: ArchiveQuestion>(_ question: Question.Type, style: DocumentStyle) -> ReportDocument {
        Question.present(Question.emptyAnswer, in: style).forTool
    }

    /// The tool's description: the declaration's `about`, its parameters named as the tool's inputs.
    static func description(_ declaration: QuestionDeclaration) -> String {
        declaration.text(declaration.about, in: .english, spelled: spelled)
    }

    /// How a tool's text names a parameter (a declaration's `{name}`): its input's name (a list's two inputs, both).
    static func spelled(_ parameter: QuestionParameter) -> String {
        parameter.kind == .chartList ? "\(parameter.name) or \(QuestionParameter.ListPart.regionName)" : parameter.name
    }

    /// A declaration's parameters as the tool's inputs.
    static func toolParameters(_ declaration: QuestionDeclaration) -> [ToolParameter] {
        declaration.parameters.flatMap { toolParameters($0, of: declaration) }
    }

    /// A declared parameter as the tool's inputs: one, or a list's two (`list`, `region`).
    static func toolParameters(_ parameter: QuestionParameter, of declaration: QuestionDeclaration) -> [ToolParameter] {
        let help = declaration.text(parameter.help, in: .english, spelled: spelled)
            + (parameter.shownDefault(.english).map { "; default: \($0)" } ?? "") + "."
        let kind: ToolParameter.Kind
        switch parameter.kind {
        case .date: kind = .date
        case .integer(let range): kind = .integer(range)
        case .choice(let words): kind = .choice(words)
        case .movieCode: kind = .movieCode
        case .movie, .text: kind = .text
        case .movies(let range): kind = .texts(range)
        case .chartList:
            return [ToolParameter(parameter.name, .choice([ChartList.wholeMarketKey] + ChartList.named.map(\.slug)),
                                  QuestionParameter.ListPart.segment.english + "."),
                    ToolParameter(QuestionParameter.ListPart.regionName, .text, QuestionParameter.ListPart.region.english + "; instead of list.")]
        }
        return [ToolParameter(parameter.name, kind, help, required: parameter.required)]
    }

    /// A call's checked arguments as the question's values.
    static func values(_ arguments: ToolArguments, _ declaration: QuestionDeclaration) throws -> [String: QuestionValue] {
        var values: [String: QuestionValue] = [:]
        for parameter in declaration.parameters {
            let name = parameter.name
            switch parameter.kind {
            case .date:
                if let date = arguments.date(name) { values[name] = .date(date) }
            case .integer:
                if let number = arguments.integer(name) { values[name] = .integer(number) }
            case .choice, .movieCode, .movie, .text:
                if let text = arguments.text(name) { values[name] = .text(text) }
            case .movies:
                let texts = arguments.texts(name)
                for text in texts {
                    do { _ = try MovieReference(parsing: text) } catch { throw ProtocolError.invalidParams("argument \(name): \"\(text)\" is not a KOFIC movie code") }
                }
                if !texts.isEmpty { values[name] = .texts(texts) }
            case .chartList:
                let named = arguments.text(name).flatMap { slug in ChartList.named.first { $0.slug == slug } }
                if let region = arguments.text(QuestionParameter.ListPart.regionName) {
                    guard named == nil else { throw ToolRefusal("give list or region, not both") }
                    values[name] = .list(ChartListRequest(region: region))
                } else if let named {
                    values[name] = .list(ChartListRequest(named: named))
                }
            }
        }
        return values
    }

    /// A question's arguments that make no question: an invalid-params error naming the field.
    private static func refusal(_ error: ArchiveQuestionError) -> ProtocolError? {
        switch error {
        case .backwards(let from, let to): .invalidParams("argument to: \(to.iso) is before from \(from.iso)")
        case .missing(_, let name): .invalidParams("argument \(name): required")
        case .invalid(let name, let why): .invalidParams("argument \(name): \(why)")
        case .notACode(let text): .invalidParams("\"\(text)\" is not a KOFIC movie code (8 letters or digits, such as 20199882)")
        default: nil
        }
    }
}
