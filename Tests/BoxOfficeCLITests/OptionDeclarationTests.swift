@testable import BoxOfficeCLI
import Testing

/// Each option is declared once: the parser accepts exactly what `--help` lists.
@Suite struct OptionDeclarationTests {
    static let commands: [(String, [any OptionDeclaration], CommandHelp)] = [
        ("report", ReportCommand.Options.all, ReportCommand.help), ("movie", MovieCommand.Options.all, MovieCommand.help),
        ("backfill", BackfillCommand.Options.all, BackfillCommand.help), ("history", HistoryCommand.Options.all, HistoryCommand.help),
        ("books", BooksCommand.Options.all, BooksCommand.help), ("doctor", DoctorCommand.Options.all, DoctorCommand.help),
        ("weekly", WeeklyCommand.Options.all, WeeklyCommand.help), ("archive", ArchiveCommand.Options.all, ArchiveCommand.help),
    ]

    @Test func everyDeclaredOptionIsInItsHelpAndParses() throws {
        for (command, options, help) in Self.commands {
            #expect(Set(options.map(\.name)).count == options.count, "\(command) declares an option twice")
            for option in options {
                #expect(help.text.contains("  " + option.name) || help.text.contains(", " + option.name), "\(command) --help lacks \(option.name)")
                let arguments = option.placeholder == nil ? [option.name] : [option.name, "x"]
                do {
                    _ = try ParsedArguments(arguments, declared: options, command: command)
                } catch {
                    Issue.record("\(command) does not accept its own \(option.name): \(error)")
                }
            }
        }
    }

    @Test func anUndeclaredOptionIsAUsageErrorNamingTheCommand() {
        #expect(throws: UsageError("unknown option --dat", command: "report")) {
            try ParsedArguments(["--dat", "2024-01-01"], declared: ReportCommand.Options.all, command: "report")
        }
    }

    @Test func valuesDefaultsAndBadValues() throws {
        let parsed = try ParsedArguments(["--concurrency=3", "--quiet"], declared: ReportCommand.Options.all, command: "report")
        #expect(try parsed[PublishingOptions.Options.concurrency] == 3)
        #expect(try parsed[PublishingOptions.Options.output] == "Reports")
        #expect(parsed[PublishingOptions.Options.quiet] && !parsed[PublishingOptions.Options.force])
        let bad = try ParsedArguments(["--concurrency", "11"], declared: ReportCommand.Options.all, command: "report")
        #expect(throws: UsageError("--concurrency expects a whole number from 1 to 10, got \"11\"", command: "report")) {
            try bad[PublishingOptions.Options.concurrency]
        }
        #expect(ReportCommand.help.text.contains("--concurrency N      Requests in flight at once, whatever asks (list, re-checks, details) (1-10;"))
    }
}
