import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice history WORD …`: the archive's questions (`ArchiveQuestions.all`), without the network.
/// Each question's words, options, help and synopsis are derived from its declaration.
struct HistoryCommand: BoxOfficeCommand {
    enum Options {
        static let format = Option.formats(default: [.md], help: "md, csv, html, json; several only with --output")
        static let output = Option.text("--output", "DIR", help: "Write files under DIR/history/ instead of printing")
        static let archive = CommonOptions.archive
        static let lang = CommonOptions.lang
        static let sample = Flag("--sample", help: "Read the archive that backfill --sample filled (Reports/sample.sqlite).")
        static let quiet = CommonOptions.quiet
        static let common: [any OptionDeclaration] = [format, output, archive, lang, sample, quiet]
        /// Every option any question takes (the first of a name), then the common ones: what a command line is split by.
        static func all(_ language: ReportLanguage) -> [any OptionDeclaration] {
            var seen = Set(common.map(\.name))
            let questions = ArchiveQuestions.all.flatMap { QuestionCommandLine(question: $0, language: language).options }
            return questions.filter { seen.insert($0.name).inserted } + common
        }
        static var all: [any OptionDeclaration] { all(.english) }
    }

    /// `history --help`: every question's synopsis and title.
    static func help(_ language: ReportLanguage) -> CommandHelp {
        let lines = ArchiveQuestions.all.map { QuestionCommandLine(question: $0, language: language) }
        let width = (lines.map(\.declaration.word.count).max() ?? 0) + 2
        return CommandHelp(
            usage: lines.map { "history \($0.synopsis) [options]" },
            about: CommandHelp.wrap(language.term("history_about"), width: 100).joined(separator: "\n") + "\n\n"
                + lines.map { "  " + $0.declaration.word.padding(toLength: width, withPad: " ", startingAt: 0) + $0.declaration.title.text(language) }
                    .joined(separator: "\n")
                + "\n\n" + CommandHelp.wrap(language.term("history_more_help"), width: 100).joined(separator: "\n"),
            options: Options.all(language))
    }

    static var help: CommandHelp { help(.english) }

    /// `history WORD --help`: the question's own options, its paragraph in the run's language.
    static func questionHelp(_ question: QuestionCommandLine) -> CommandHelp {
        CommandHelp(usage: ["history \(question.synopsis) [options]"],
                    about: CommandHelp.wrap(question.about, width: 100).joined(separator: "\n"),
                    options: question.options + Options.common)
    }

    var question: any ArchiveQuestion.Type
    var values: [String: QuestionValue]
    var formats: [OutputFormat]
    var output: String?
    var archivePath: String?
    var language: ReportLanguage?
    var sample: Bool

    init(arguments: [String]) throws {
        let helpLanguage = HelpLanguage.current
        let every = Options.all(helpLanguage)
        let parsed = try ParsedArguments(arguments, declared: every, command: "history")
        let word = parsed.positionals.first
        let named = word.flatMap(ArchiveQuestions.named(word:))
        let asked = named.map { QuestionCommandLine(question: $0, language: helpLanguage) }
        if parsed.wantsHelp {
            let help: CommandHelp = if let asked { Self.questionHelp(asked) } else { Self.help(helpLanguage) }
            throw HelpRequested(text: help.text)
        }
        let words = ArchiveQuestions.all.map { $0.declaration.word }.joined(separator: ", ")
        guard let word else { throw parsed.usage("history needs a question: \(words)") }
        guard let named, let asked else { throw parsed.usage("unknown history query \(word); choose \(words)") }
        question = named
        values = try asked.values(parsed, others: every.filter { option in !Options.common.contains { $0.name == option.name } })
        formats = try parsed[Options.format]
        output = try parsed.value(Options.output)
        archivePath = try parsed.value(Options.archive)
        language = try parsed.value(Options.lang)
        sample = parsed[Options.sample]
        if output == nil, formats.count > 1 { throw parsed.usage("several formats need --output") }
    }

    var context: RunContext { RunContext(sample: sample, language: language) }

    /// Prints the document, or the paths written; an empty archive or a day it lacks is said, not an error.
    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let archive = try await root.archive(root.archiveLocation(option: archivePath)).reading()
        do {
            let presented = try await root.questions.makePresentAnswer(archive: archive).presented(question, values, style: root.documentStyle)
            let document = presented.answer.document
            if let fill = presented.answer.fill {
                Platform.writeError("boxoffice: " + ErrorWords.of(root.language).yearBeforeMissing(fill.lowerBound.iso, fill.upperBound.iso, places(root)))
            }
            return CommandOutcome(text: try DocumentOutput(formats: formats, folder: output).emit(document, name: presented.answer.name, subfolder: "history"))
        } catch ArchiveQuestionError.emptyArchive {
            return said(.emptyArchive, root)
        } catch ArchiveQuestionError.noDay(let date, let list) {
            return said(.noDay(date, list: list), root)
        }
    }

    /// What the archive lacks, in the run's words, its suggested commands complete (the run's settings file, else its places).
    private func said(_ lacking: ArchiveQuestionError, _ root: CompositionRoot) -> CommandOutcome {
        CommandOutcome(text: ErrorReport(lacking, words: .of(root.language), places: places(root)).message + "\n")
    }

    /// The run's archive and folder, as a command it suggests names them.
    private func places(_ root: CompositionRoot) -> String {
        SuggestedCommand.places(settings: root.settings, archive: root.archiveLocation(option: archivePath), archiveGiven: archivePath != nil,
                                output: root.settings.outputFolder ?? CommonOptions.outputFolder)
    }
}

/// The language `--help` is written in: the run's (`BOXOFFICE_LANG`, else the locale), set once per run.
enum HelpLanguage {
    @TaskLocal static var current: ReportLanguage = .english
}
