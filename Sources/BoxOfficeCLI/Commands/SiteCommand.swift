import BoxOfficeApplication
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice site`: the reports folder as a linked site, built from the archive alone.
struct SiteCommand: BoxOfficeCommand {
    enum Options {
        static let output = CommonOptions.output
        static let archive = CommonOptions.archive
        static let rebuild = Flag("--rebuild", help: "Write every page, even one whose bytes have not changed.")
        static let lang = CommonOptions.lang
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [output, archive, rebuild, lang, quiet]
    }

    static let help = CommandHelp(
        usage: ["site [options]"],
        about: """
        Builds the reports folder into a linked site from the archive alone (no request to KOFIC):
        OUTPUT/index.html (the newest day's top ten with its forecasts, the year and the month so far,
        the year's distributors, a title search), a page for each archived day (daily/DATE.html, the
        same page a report of the day writes), each archived weekend chart (weekends/FRIDAY.html, with
        its week-on-week columns), the all-time chart (alltime.html), each charted movie
        (movies/CODE.html), each month (months/YYYY-MM.html), each year (years/YYYY.html: the year's
        결산) and each distributor with a KOBIS code (distributors/CODE.html), each with its JSON
        beside it, linked to each other. Each page is written atomically, and only when it changed;
        an interrupted build is finished by running it again. Every run that archives days (report,
        weekly, the schedule, backfill) keeps the pages they touched.
        """,
        options: Options.all
    )

    let output: String
    let archivePath: String?
    let rebuild: Bool
    let language: ReportLanguage?
    let quiet: Bool

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "site")
        output = try parsed[Options.output]
        archivePath = try parsed.value(Options.archive)
        rebuild = parsed[Options.rebuild]
        language = try parsed.value(Options.lang)
        quiet = parsed[Options.quiet]
    }

    var context: RunContext { RunContext(language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let quiet = self.quiet
        // A site keeps the language it was built in; only a rebuild asked in another changes it.
        let siteLanguage: ReportLanguage
        do {
            siteLanguage = try SiteLanguage.decide(recorded: SiteManifestFile(folder: output).language(), asked: language, rebuild: rebuild, run: root.language)
        } catch {
            throw UsageError("the site in \(output) is in \(error.site.code); site --rebuild --lang \(error.asked.code) rebuilds it in \(error.asked.code)",
                             command: "site")
        }
        let site = root.site.makeLockedSiteBuild(output: output, archive: root.archiveLocation(option: archivePath), rebuild: rebuild,
                                           language: siteLanguage) { done, all in
            if !quiet, done == all || done % 100 == 0 { Platform.writeError("[\(done)/\(all)] pages") }
        }
        let summary: BuildSite.Summary
        do {
            summary = try await site.execute()
        } catch let refusal as SiteOfAnotherArchive {
            throw SuggestedCommand.siteOfAnotherArchive(refusal, settings: root.settings, archive: root.archiveLocation(option: archivePath),
                                                        archiveGiven: archivePath != nil, output: output)
        }
        if summary.adopted { Platform.writeError("boxoffice: the site in \(output) recorded no archive; it now records this one") }
        // How to fill an empty archive is the operator's to read, never a reader's page.
        if summary.pages == 0 {
            let places = SuggestedCommand.places(settings: root.settings, archive: root.archiveLocation(option: archivePath),
                                                 archiveGiven: archivePath != nil, output: output)
            Platform.writeError("boxoffice: " + ErrorReport(ArchiveQuestionError.emptyArchive, words: .of(root.language), places: places).message)
        }
        return CommandOutcome(text: "site \(output): \(summary.pages) pages, \(summary.written) written\n")
    }
}
