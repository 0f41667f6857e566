import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// `boxoffice people CODE|NAME` and `boxoffice company CODE|NAME`: one command, two subjects.
struct FilmographyCommand: Sendable {
    /// Whose filmography: a person's (`people`) or a company's (`company`).
    enum Subject: Sendable {
        case person, company

        /// Its look-up, whose declaration names the word and the options.
        var lookup: any FilmographyLookup.Type { self == .person ? PersonLookup.self : CompanyLookup.self }
        var command: String { lookup.declaration.word }
    }

    enum Options {
        static let format = Option.formats(default: [.md], help: "One format: md, csv, html or json")
        static let archive = CommonOptions.archive
        static let noArchive = Flag("--no-archive", help: "Ask KOBIS only: no chart records, nothing kept.")
        static let maxAge = Option.integer("--details-max-age", range: 0...3650,
                                           help: "Ask KOBIS again when the archive's copy is older than N days",
                                           default: LookupSources.keptDays)
        /// `--limit`: the look-up's own, as `PersonLookup` and `CompanyLookup` declare it (in the run's language).
        static func lookup(_ subject: Subject) -> QuestionCommandLine {
            QuestionCommandLine(declaration: subject.lookup.declaration, language: HelpLanguage.current)
        }
        static let lang = CommonOptions.lang
        static let deadline = CommonOptions.deadline
        static let quiet = CommonOptions.quiet
        static func all(_ subject: Subject) -> [any OptionDeclaration] {
            [format, archive, noArchive, maxAge] + lookup(subject).options + [lang, deadline, quiet]
        }
    }

    static func help(_ subject: Subject) -> CommandHelp {
        let who = subject == .person ? "person" : "company"
        let example = subject == .person ? "people 10000066, people 봉준호" : "company 20110854, company 쇼박스"
        let what = subject == .person
            ? "the person (name, English name, role, sex) and every film KOBIS lists for them with their part"
            : "the company (name, English name, CEO, parts) and its films grouped by part (배급사, 제작사, 수입사 …), with\n"
                + "         its charted films' totals by year"
        return CommandHelp(
            usage: ["\(subject.command) CODE [options]", "\(subject.command) NAME [options]"],
            about: """
            CODE     A \(who)'s eight-digit KOBIS code: \(what); each film with its best rank, days in the top ten and
                     total audience from the archive's daily charts. Kept in the archive with its fetch time and
                     answered from it (offline too) until --details-max-age. Exits 66 when KOBIS knows no such \(who);
                     a code that is not eight digits exits 64.
            NAME     Anything else is searched in KOBIS's list: one match is shown as CODE would be; several are
                     listed (code, \(subject == .person ? "role" : "parts"), films), with exit 64 and a hint to pick a code.
            e.g.     boxoffice \(example)
            """,
            options: Options.all(subject),
            footer: "ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL, BOXOFFICE_ARCHIVE (see boxoffice report --help)."
        )
    }

    let subject: Subject
    /// The look-up's values: `code` or `name`, and its options.
    let values: [String: QuestionValue]
    let format: OutputFormat
    let archivePath: String?
    let archives: Bool
    let maxAgeDays: Int
    let deadline: Double?
    let language: ReportLanguage?

    init(_ subject: Subject, arguments: [String]) throws {
        self.subject = subject
        let parsed = try Self.help(subject).parse(arguments, command: subject.command, positionals: true)
        guard parsed.positionals.count == 1, let word = parsed.positionals.first?.trimmingCharacters(in: .whitespaces), !word.isEmpty else {
            throw parsed.usage("\(subject.command) takes one code or one name (quote a name with spaces)")
        }
        guard let typed = subject.lookup.values(typed: word) else {
            throw parsed.usage("\(word) is not a KOBIS \(subject == .person ? "person" : "company") code: codes are eight digits"
                + (subject == .company ? " (KOBIS's list shows a few older shorter ones; searchCompanyInfo refuses them, fault 320220)" : ""))
        }
        values = try Options.lookup(subject).optionValues(parsed).merging(typed) { $1 }
        let formats = try parsed[Options.format]
        guard formats.count == 1 else { throw parsed.usage("\(subject.command) prints one format at a time") }
        format = formats[0]
        archivePath = try parsed.value(Options.archive)
        archives = !parsed[Options.noArchive]
        maxAgeDays = try parsed[Options.maxAge]
        deadline = Double(try parsed[Options.deadline])
        language = try parsed.value(Options.lang)
    }

    var context: RunContext { RunContext(sample: false, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let archive = archives ? try await root.archive(root.archiveLocation(option: archivePath)).writing(creating: true) : nil
        // What is kept of people and companies takes the archive's lock in its turn, as a server's does.
        let writer = archives ? root.archives.makeArchiveWriter(root.archiveLocation(option: archivePath), lockWait: Double(ArchiveWriter.defaultLockWait)) : nil
        let sources = root.lookups.makeLookupSources(archive: archive, details: nil, writer: writer, maxAge: TimeInterval(maxAgeDays) * 86_400)
        do {
            return CommandOutcome(text: format.render(try await Self.presented(subject.lookup, values, sources: sources, root: root).document))
        } catch let several as SeveralMatches {
            throw CommandError.severalMatch(listing: format.render(several.listing.document),
                                            message: "\(several.choices.count) \(subject == .person ? "people" : "companies") match \u{201C}\(several.typed)\u{201D} "
                                                + "(listed above); pick one by its code, e.g. boxoffice \(subject.command) \(several.example)")
        }
    }

    private static func presented<Lookup: FilmographyLookup>(_ lookup: Lookup.Type, _ values: [String: QuestionValue], sources: LookupSources,
                                                             root: CompositionRoot) async throws -> PresentedAnswer {
        let found = try await Lookup(QuestionArguments(lookup.declaration, values: values, asked: QuestionContext(clock: root.clock))).answer(from: sources)
        return Lookup.present(found, in: root.documentStyle)
    }
}
