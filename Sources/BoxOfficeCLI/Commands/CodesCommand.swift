import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports

/// `boxoffice codes regions|nations|kinds|types|COMCODE`: one of KOBIS's code lists (searchCodeList),
/// kept in the archive.
struct CodesCommand: BoxOfficeCommand {
    enum Options {
        static let format = Option.formats(default: [.md], help: "One format: md, csv, html or json")
        static let archive = CommonOptions.archive
        static let noArchive = Flag("--no-archive", help: "Ask KOBIS only; keep nothing.")
        static let lang = CommonOptions.lang
        static let deadline = CommonOptions.deadline
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [format, archive, noArchive, lang, deadline, quiet]
    }

    static let help = CommandHelp(
        usage: ["codes regions|nations|kinds|types [options]", "codes COMCODE [options]"],
        about: """
        One of KOBIS's code lists (searchCodeList): code, name, English name. regions are the codes
        report --region takes (서울시 0105001 …); nations, kinds and types the others KOBIS publishes;
        COMCODE any parent code (ten digits). Kept in the archive for 30 days, answered from it offline.
        """,
        options: Options.all,
        footer: "ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL, BOXOFFICE_ARCHIVE (see boxoffice report --help)."
    )

    let group: String
    let parent: String
    let format: OutputFormat
    let archivePath: String?
    let archives: Bool
    let deadline: Double?
    let language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "codes", positionals: true)
        guard parsed.positionals.count == 1, let word = parsed.positionals.first else {
            throw parsed.usage("codes takes one list: " + KOBISCodeGroup.allCases.map(\.rawValue).joined(separator: ", ") + ", or a parent code")
        }
        if let known = KOBISCodeGroup(rawValue: word.lowercased()) {
            group = known.rawValue
            parent = known.parent
        } else if word.count == 10 || word.count == 4, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            group = "other"
            parent = word
        } else {
            throw parsed.usage("unknown code list \"\(word)\"; choose " + KOBISCodeGroup.allCases.map(\.rawValue).joined(separator: ", ")
                + ", or a KOBIS parent code (such as 0105000000)")
        }
        let formats = try parsed[Options.format]
        guard formats.count == 1 else { throw parsed.usage("codes prints one format at a time") }
        format = formats[0]
        archivePath = try parsed.value(Options.archive)
        archives = !parsed[Options.noArchive]
        deadline = Double(try parsed[Options.deadline])
        language = try parsed.value(Options.lang)
    }

    var context: RunContext { RunContext(sample: false, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let location = root.archiveLocation(option: archivePath)
        let archive = archives ? try await root.archive(location).writing(creating: true) : nil
        // What is kept takes the archive's lock in its turn, as a server's cache writes do.
        let writer = root.archives.makeArchiveWriter(location, lockWait: Double(ArchiveWriter.defaultLockWait))
        let codes = try await root.lookups.makeCodeListRepository(archive: archive, writer: writer).codes(under: parent)
        guard !codes.isEmpty else { throw LookupMiss.noCodes(parent) }
        return CommandOutcome(text: format.render(root.lookups.makeCodeListDocumentBuilder().build(codes, group: group, parent: parent)))
    }
}
