import BoxOfficeApplication
@testable import BoxOfficeCLI
import BoxOfficeDomain
import BoxOfficeMCP
import BoxOfficeTestSupport
import Foundation
import Testing

/// Every place that names KOFIC's lists reads their rows (`NamedList.rows`): the options and their
/// help, MCP's `list`, `BOXOFFICE_LISTS` and the schedule's help; the settings example and the docs,
/// which the program cannot write, are checked against the rows.
@Suite struct NamedListPlacesTests {
    static let slugs = NamedList.rows.map(\.slug)

    /// `cron/boxoffice.env.example` lists the lists `BOXOFFICE_LISTS` takes, in the rows' order, and its
    /// example value is one the schedule accepts.
    @Test func theSettingsExampleListsTheRows() throws {
        let text = try String(contentsOf: Fixtures.repository.appendingPathComponent("cron/boxoffice.env.example"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let setting = try #require(lines.firstIndex { $0.hasPrefix("#BOXOFFICE_LISTS=") })
        // The comment paragraph above the setting, as one line.
        let comment = lines[..<setting].reversed().prefix { $0.hasPrefix("# ") }.reversed().map { $0.dropFirst(2) }.joined(separator: " ")
        let start = try #require(comment.range(of: "after the national one: "), "\(comment)")
        let end = try #require(comment.range(of: ", or a region's"), "\(comment)")
        #expect(comment[start.upperBound..<end.lowerBound].components(separatedBy: ", ") == Self.slugs, "\(comment)")

        let example = String(lines[setting].dropFirst("#BOXOFFICE_LISTS=".count))
        let lists = try ScheduleSettings.lists(example)
        #expect(!lists.isEmpty && lists.allSatisfy { $0.row != nil || $0.regionCode != nil }, "\(example)")
    }

    /// The docs' synopses and the MCP tools' choices name the rows as the options take them.
    @Test func theDocsNameTheRows() throws {
        let history = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/history-and-lookups.md"), encoding: .utf8)
        let codes = NamedList.rows(.nation).map(\.code).joined(separator: "|"), kinds = NamedList.rows(.kind).map(\.slug).joined(separator: "|")
        for synopsis in ["boxoffice report --nation \(codes) | --kind \(kinds) | --region",
                         "boxoffice weekly --nation \(codes) | --film-kind \(kinds) | --region",
                         "take `list` (" + Self.slugs.map { "`\($0)`" }.joined(separator: ", ") + ") or `region`"] {
            #expect(history.contains(synopsis), "docs/history-and-lookups.md lacks \(synopsis)")
        }
    }

    /// Each row is taken by its option (`--nation CODE` or its slug, `--film-kind SLUG`), by MCP's
    /// `list`, by `BOXOFFICE_LISTS`, and is named by the help that lists them.
    @Test(arguments: NamedList.rows.map(\.slug))
    func eachRowIsTakenWhereAListIsAsked(_ slug: String) throws {
        let row = try #require(NamedList.rows.first { $0.slug == slug })
        let words: [[String]] = switch row.list.segment?.filter {
        case .nation: [["--nation", row.code], ["--nation", row.slug]]
        default: [["--film-kind", row.slug], ["--film-kind", row.code.lowercased()]]
        }
        for arguments in words {
            let parsed = try ParsedArguments(arguments, declared: WeeklyCommand.Options.all, command: "weekly")
            #expect(try ChartListChoice(parsed, kind: ChartListChoice.Options.filmKind).named == row.list, "\(arguments)")
        }
        #expect(try ScheduleSettings.lists(row.slug.uppercased()) == [row.list])

        let tool = BoxOfficeTools.toolParameters(DayQuestion.declaration).first { $0.name == QuestionParameter.list.name }
        guard case .choice(let choices)? = tool?.kind else { Issue.record("day_box_office takes no list choice"); return }
        #expect(choices == [ChartList.wholeMarketKey] + Self.slugs)

        let help = HistoryCommand.help(.english).text + HistoryCommand.help(.korean).text
        for name in [row.name.english, row.name.korean] { #expect(help.contains(name), "history --help lacks \(name)") }
        #expect(ScheduleCommand.help.text.contains("BOXOFFICE_LISTS\n(" + Self.slugs.joined(separator: ", ") + ", a region's code)"))
        #expect(QuestionCommandLine(question: DayQuestion.self, language: .english).synopsis
            .contains("--nation " + NamedList.rows(.nation).map(\.code).joined(separator: "|") + "|"))
        #expect(ReportCommand.Options.wide.help.hasSuffix(": \(ChartList.wide.count) more requests."))
    }

    /// A settings word that is no row's slug nor a region's code is refused with the rows' slugs.
    @Test func anUnknownListIsRefusedWithTheRowsNames() {
        #expect {
            try ScheduleSettings.lists("seoul")
        } throws: { error in
            (error as? UsageError)?.message.contains("use " + Self.slugs.joined(separator: ", ") + " or a region's 7-digit code") == true
        }
    }
}
