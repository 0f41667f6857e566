import BoxOfficeApplication
import BoxOfficeDomain
@testable import BoxOfficeCLI
import BoxOfficeMCP
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// Each question is declared once: `history`'s synopsis and `--help`, the MCP tool's inputs and the
/// docs' synopses are derived from the declaration, and read the same.
@Suite struct QuestionDeclarationTests {
    /// `tool {a, b?, lang?}`, as docs/mcp.md lists it: the tool's inputs, optional ones marked.
    static func signature(_ declaration: QuestionDeclaration) -> String {
        let inputs = BoxOfficeTools.toolParameters(declaration) + [BoxOfficeTools.lang]
        return "`\(declaration.tool) {" + inputs.map { $0.name + ($0.required ? "" : "?") }.joined(separator: ", ") + "}`"
    }

    static let declarations = ArchiveQuestions.all.map { $0.declaration } + KOBISLookups.all.map { $0.declaration }

    @Test func theDocsSynopsesAreTheDeclarations() throws {
        let history = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/history-and-lookups.md"), encoding: .utf8)
        let mcp = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/mcp.md"), encoding: .utf8)
        for question in ArchiveQuestions.all {
            let synopsis = "boxoffice history " + QuestionCommandLine(question: question, language: .english).synopsis
            #expect(history.contains(synopsis + "\n"), "docs/history-and-lookups.md lacks \(synopsis)")
        }
        for declaration in Self.declarations {
            #expect(mcp.contains("| " + Self.signature(declaration)), "docs/mcp.md lacks \(Self.signature(declaration))")
        }
    }

    @Test func namesAreUniqueAndEveryParameterIsSaidInBothLanguages() {
        let declarations = Self.declarations
        #expect(Set(declarations.map(\.tool)).count == declarations.count)
        let words = ArchiveQuestions.all.map { $0.declaration.word }
        #expect(Set(words).count == words.count, "each history word asks one question")
        for declaration in declarations {
            #expect(Set(declaration.parameters.map(\.name)).count == declaration.parameters.count, "\(declaration.word)")
            for phrase in [declaration.title, declaration.about] + declaration.parameters.map(\.help) {
                #expect(!phrase.english.isEmpty && !phrase.korean.isEmpty && phrase.english != phrase.korean, "\(declaration.word): \(phrase)")
            }
        }
    }

    /// A declaration names a parameter as `{name}`, which each front end spells: `--from` in the command
    /// line's help, `from` in an MCP tool's description and inputs; no option reaches an assistant, and no
    /// placeholder is left unspelled (each names one of its declaration's parameters).
    @Test func eachFrontEndSpellsTheParametersItsOwnWay() {
        for declaration in Self.declarations + [MovieForecastRequest.declaration] {
            let tool = [BoxOfficeTools.description(declaration)] + BoxOfficeTools.toolParameters(declaration).map(\.description)
            for text in tool { #expect(!text.contains("--") && !text.contains("{") && !text.contains("}"), "\(declaration.tool): \(text)") }
            for language in ReportLanguage.all {
                let line = QuestionCommandLine(declaration: declaration, language: language)
                for text in [line.about] + line.options.map(\.help) { #expect(!text.contains("{") && !text.contains("}"), "\(declaration.word): \(text)") }
            }
        }
        let weekly = WeeklyQuestion.declaration
        let help = QuestionCommandLine(declaration: weekly, language: .english).about, tool = BoxOfficeTools.description(weekly)
        #expect(help.contains("Give --week, any day of the week") && help.contains("or instead --from and --to for each archived week"), "\(help)")
        #expect(tool.contains("Give week, any day of the week") && tool.contains("or instead from and to for each archived week"), "\(tool)")
        #expect(BoxOfficeTools.toolParameters(weekly).first { $0.name == "from" }?.description == "First day of a range of weeks (with to; instead of week).")
        #expect(QuestionCommandLine(declaration: weekly, language: .korean).options.first { $0.name == "--from" }?.help == "여러 주의 첫날(--to와 함께, --week 대신)")
    }

    /// A Korean run's `history top --help` is the declaration's Korean; the option's range and default are the declaration's.
    @Test func aKoreanRunsHelpIsTheDeclarationsKorean() async {
        var printed = ""
        let status = await BoxOfficeApp.run(["history", "top", "--help"], settings: try! Settings(environment: ["BOXOFFICE_LANG": "ko"]),
                                            clock: SystemTimeSource(), output: { printed += $0 })
        #expect(status == 0)
        #expect(printed.contains(TopMoviesQuestion.declaration.about.korean.prefix(20)) && printed.contains("--limit N            영화 수 (1-1000; default: 10)"),
                "\(printed)")
    }
}
