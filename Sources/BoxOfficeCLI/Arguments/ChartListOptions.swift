import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// Which of KOFIC's lists a chart command publishes (`report`, `weekly`): the whole market's by
/// default, or one segment or region. Declared once for both commands.
struct ChartListChoice: Sendable, Equatable {
    enum Options {
        /// KOFIC's nation lists, from the list table: `--nation K` (also `k`, `korean`).
        static let nation = nationOption(.english)
        static let kind = filmKind("--kind")
        /// `weekly` already takes `--kind` for weekend, week or weekdays.
        static let filmKind = filmKind("--film-kind")
        static let region = regionOption(.english)

        /// The three, their help in `language` (`history`'s, from the list parameter's declaration).
        static func all(_ language: ReportLanguage) -> [any OptionDeclaration] {
            [nationOption(language), filmKind("--film-kind", language), regionOption(language)]
        }

        static func nationOption(_ language: ReportLanguage) -> Option<ChartList> {
            Option.choice("--nation", nationLists.map { ($0.code, $0.list) },
                          aliases: nationLists.flatMap { [($0.code.lowercased(), $0.list), ($0.list.slug, $0.list)] },
                          help: QuestionParameter.ListPart.nation.text(language))
        }

        static func regionOption(_ language: ReportLanguage) -> Option<String> {
            Option.text("--region", "NAME|CODE", help: QuestionParameter.ListPart.region.text(language))
        }

        /// KOFIC's kind lists, from the list table: `--kind diversity` (also `y`).
        static func filmKind(_ name: String, _ language: ReportLanguage = .english) -> Option<ChartList> {
            Option.choice(name, kindLists.map { ($0.list.slug, $0.list) }, aliases: kindLists.map { ($0.code.lowercased(), $0.list) },
                          help: QuestionParameter.ListPart.filmKind.text(language))
        }

        private static let nationLists = NamedList.rows(.nation).map { (code: $0.code, list: $0.list) }
        private static let kindLists = NamedList.rows(.kind).map { (code: $0.code, list: $0.list) }
    }

    /// A segment, or a region as typed (resolved against KOBIS's region codes at run time).
    var named: ChartList?
    var region: String?

    /// Whether a list option was given at all.
    var isGiven: Bool { named != nil || region != nil }

    /// The whole market's list (a front end that sets `segment` or `region` itself).
    static let national = ChartListChoice()

    private init() {}

    /// A list known already (the schedule's): a segment by name, a region by its code.
    init(_ list: ChartList) {
        if case .region(let code)? = list.segment { region = code } else if !list.isWholeMarket { named = list }
    }

    /// - Parameter kind: the film-kind option this command takes.
    init(_ parsed: ParsedArguments, kind: Option<ChartList>) throws {
        let chosen = [try parsed.value(Options.nation), try parsed.value(kind)].compactMap { $0 }
        region = try parsed.value(Options.region)
        guard chosen.count + (region == nil ? 0 : 1) <= 1 else {
            throw parsed.usage("choose one list: --nation, \(kind.name) or --region")
        }
        named = chosen.first
    }

    /// The list as asked, to resolve (a region's name is looked up in KOBIS's region codes).
    var request: ChartListRequest { ChartListRequest(named: named, region: region) }
}

extension ChartList {
    /// The options that ask `report` for this list, with a space before them (`" --nation K"`; none for
    /// the national list), for a message that says how to fetch it.
    var commandSuffix: String {
        switch segment {
        case nil: ""
        case .nation(let code): " \(ChartListChoice.Options.nation.name) \(code)"
        case .kind: " \(ChartListChoice.Options.kind.name) \(slug)"
        case .region(let code): " \(ChartListChoice.Options.region.name) \(code)"
        }
    }
}
