import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeReports

/// `boxoffice movie CODE`, `boxoffice movie search TEXT` and `boxoffice movie TITLE`: a movie's
/// details by code, or the codes of the movies a title search finds.
struct MovieCommand: BoxOfficeCommand {
    enum Options {
        static let format = Option.formats(default: [.md], help: "One format: md, csv, html or json")
        /// `--director`, `--year`, `--limit`: the look-ups' own, as `SearchMoviesLookup` declares them (in the run's language).
        static var lookup: QuestionCommandLine { QuestionCommandLine(declaration: SearchMoviesLookup.declaration, language: HelpLanguage.current) }
        static let sample = Flag("--sample", help: "Use the bundled recordings: no key, no network (details of the bundled week's "
            + "movies; the recorded search for 범죄와의 전쟁).")
        static let deadline = CommonOptions.deadline
        static let lang = CommonOptions.lang
        static let quiet = CommonOptions.quiet
        static var all: [any OptionDeclaration] { [format] + lookup.options + [lang, sample, deadline, quiet] }
    }

    static let help = CommandHelp(
        usage: ["movie CODE [options]", "movie search TEXT [options]", "movie TITLE [options]"],
        about: """
        CODE     A movie's details by its KOFIC code (8 letters or digits with at least four digits,
                 such as 20199882 or 2023C168), on stdout. Exits 66 when KOFIC knows no such movie.
        search   The movies whose title holds TEXT (KOFIC's movie list, paged up to --limit): code,
                 title, English title, production year, open date, type, nations, genres, directors,
                 companies. Exits 66 when none matches.
        TITLE    Anything that is not a code (nor a mistyped one, exit 64) is searched: one match is shown as `movie CODE` would;
                 several are listed, with exit 64 and a hint to pick a code.
        """,
        options: Options.all,
        footer: "ENVIRONMENT: KOFIC_API_KEY, KOFIC_BASE_URL (see boxoffice report --help)."
    )

    /// `movie search TEXT`: the search's listing; else the one movie a code or a title finds.
    var searches: Bool
    /// The look-up's values: `code` or `title`, and the options it takes.
    var values: [String: QuestionValue]
    var format: OutputFormat
    var sample: Bool
    var deadline: Double?
    var language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "movie", positionals: true)
        let words = parsed.positionals
        values = try Options.lookup.optionValues(parsed)
        searches = words.first == SearchMoviesLookup.declaration.word
        if searches {
            guard words.count == 2, !words[1].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw parsed.usage("movie search needs one title (quote it)")
            }
            values.merge(SearchMoviesLookup.values(title: words[1].trimmingCharacters(in: .whitespaces))) { $1 }
        } else {
            guard words.count == 1 else {
                throw parsed.usage(words.isEmpty ? "movie needs a movie code or a title" : "movie takes one movie code or one title (quote it)")
            }
            let reference: MovieReference = switch try parsed.checked({ try ArgumentValues.movieCodeOrTitle(words[0]) }) {
            case .code(let code): .code(code)
            case .title(let title): .title(title)
            }
            values.merge(MovieLookup.values(reference)) { $1 }
        }
        let formats = try parsed[Options.format]
        guard formats.count == 1 else { throw parsed.usage("movie prints one format at a time") }
        format = formats[0]
        sample = parsed[Options.sample]
        deadline = Double(try parsed[Options.deadline])
        language = try parsed.value(Options.lang)
    }

    var context: RunContext { RunContext(sample: sample, language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        CommandOutcome(text: try await text(root))
    }

    /// The search's listing, or the movie; several movies a title finds are listed on stdout, exit 64.
    private func text(_ root: CompositionRoot) async throws -> String {
        let sources = root.lookups.makeLookupSources(archive: nil, details: nil, writer: nil)
        let asked = QuestionContext(clock: root.clock)
        if searches {
            let found = try await SearchMoviesLookup(QuestionArguments(SearchMoviesLookup.declaration, values: values, asked: asked)).answer(from: sources)
            return format.render(SearchMoviesLookup.present(found, in: root.documentStyle).document)
        }
        do {
            let movie = try await MovieLookup(QuestionArguments(MovieLookup.declaration, values: values, asked: asked)).answer(from: sources)
            return format.render(MovieLookup.present(movie, in: root.documentStyle).document, singleRecord: true)
        } catch let several as SeveralMatches {
            throw CommandError.severalMoviesMatch(several.typed, listing: format.render(several.listing.document), codes: [several.example])
        }
    }
}
