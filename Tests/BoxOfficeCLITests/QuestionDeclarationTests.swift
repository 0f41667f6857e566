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
        let inputs = declaration.parameters.flatMap(BoxOfficeTools.toolParameters) + [BoxOfficeTools.lang]
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
