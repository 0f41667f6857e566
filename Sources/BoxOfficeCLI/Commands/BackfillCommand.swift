import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// `boxoffice backfill`: archives a range of days, resumably and within the request quota.
struct BackfillCommand: BoxOfficeCommand {
    enum Options {
        static let from = Option.date("--from", help: "First day (required, except with --sample)")
        static let to = Option.date("--to", help: "Last day", defaultDescription: "yesterday in Seoul; with --sample the last bundled day")
        static let refresh = Flag("--refresh", help: "Fetch archived days again (recording revisions).")
        static let concurrency = Option.integer("--concurrency", range: 1...16, help: "Days (or weeks) fetched at once, and requests in flight", default: 4)
        static let maxRequests = Option.integer("--max-requests", range: 1...1_000_000,
                                                help: "Stop before sending more requests than this", default: 2_500)
        static let wide = Flag("--wide", help: "Also archive the lists by \(ListPhrases().wideFilters): \(ChartList.wide.count) more requests a day.")
        static let weekly = Flag("--weekly", help: "Archive the weekly charts (--kind) of the range's weeks instead of its days.")
        static let kind = Option.choice("--kind", WeeklyKind.allCases.map { ($0.rawValue, $0) }, help: "With --weekly: which charts",
                                        default: .weekend, defaultDescription: "weekend")
        static let archive = CommonOptions.archive
        static let sample = Flag("--sample", help: "Fill an archive from the bundled week (no key, no network); "
            + "default archive: Reports/sample.sqlite.")
        static let quiet = CommonOptions.quiet
        static let output = Option.text("--output", "DIR", help: "The site kept beside the reports: when this folder holds one, the pages "
                                        + "the backfilled days or weekends touched are rewritten at the end", default: CommonOptions.outputFolder,
                                        setting: "BOXOFFICE_OUTPUT")
        static let all: [any OptionDeclaration] = [from, to, refresh, concurrency, maxRequests, wide, weekly, kind, archive, sample,
                                                   output, quiet]
    }

    static let help = CommandHelp(
        usage: ["backfill --from DATE [options]"],
        about: """
        Fetches every day of the range that the archive lacks (with its movies' details, each movie
        fetched once) and stores each day in its own transaction. Stops cleanly before --max-requests
        (KOFIC allows about 3,000 requests a key a day) or when KOFIC says the quota is spent, and says
        where to resume; killing it loses at most the days in flight. Running it again resumes.
        Note: KOFIC's totals before 2011 undercount (not every cinema reported yet).
        """,
        options: Options.all
    )

    /// `--from`, when given (a recording's first day by default; required otherwise).
    var from: CalendarDate?
    var to: CalendarDate?
    var refresh: Bool
    var concurrency: Int
    var maxRequests: Int
    var wide: Bool
    var archivePath: String?
    var quiet: Bool
    var sample: Bool
    /// The folder whose site the backfill keeps (when it holds one).
    var output: String
    /// `--weekly`: the kind of chart to archive instead of days.
    var weekly: WeeklyKind?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "backfill")
        sample = parsed[Options.sample]
        output = try parsed[Options.output]
        from = try parsed.value(Options.from)
        to = try parsed.value(Options.to)
        concurrency = try parsed[Options.concurrency]
        maxRequests = try parsed[Options.maxRequests]
        refresh = parsed[Options.refresh]
        wide = parsed[Options.wide]
        quiet = parsed[Options.quiet]
        archivePath = try parsed.value(Options.archive)
        weekly = parsed[Options.weekly] ? try parsed[Options.kind] : nil
        if weekly != nil, wide { throw parsed.usage("--wide is for days; --weekly archives the weekly charts") }
    }

    var context: RunContext { RunContext(sample: sample, concurrency: concurrency) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let (from, to) = try ChartRules.range(from: from, to: to, recorded: root.recordedSource, latest: root.clock.yesterdayInSeoul)
        var options = BackfillCharts.Options(from: from, to: to, weekly: weekly)
        (options.refresh, options.concurrency, options.maxRequests, options.wide) = (refresh, concurrency, maxRequests, wide)
        // Only weeks over in Seoul: a Sunday's run does not archive the weekend still being played.
        if let weekly, root.recordedSource == nil { options.weeksEndBy = weekly.lastComplete(at: root.clock.now()).end }
        // A reader that left (`| head -2`) ends the run once the days in hand are stored.
        options.halted = { Platform.standardStreamClosed }
        guard maxRequests >= options.worstCaseRequests else {
            throw UsageError("--max-requests \(maxRequests) is less than one day can take (\(options.worstCaseRequests))", command: "backfill")
        }
        let location = root.archiveLocation(option: archivePath)
        let printer = BackfillProgressPrinter(quiet: quiet, clock: root.clock)
        // The bundled sample's own archive is the recording's (its site's identity); one named is the user's.
        let identity = sample && archivePath == nil ? root.recordedSource?.archiveIdentity : nil
        let summary = try await root.fetch.makeBackfill(location, identity: identity).run { backfill in
            try await backfill.execute(options) { position, total, first, outcome in printer.dayFinished(position, total, first, outcome) }
        }
        printer.finish()
        let places = SuggestedCommand.places(settings: root.settings, archive: location, archiveGiven: archivePath != nil, output: output)
        let line = try BackfillSummaryText.line(summary, options, shown: location.shown, places: places, words: .of(root.language))
        // The site beside the reports, when the folder holds one: the pages the new days touched (the
        // bundled week's own site is `report --sample`'s to write).
        let keeping = BackfillSiteKeeping.decide(holdsSite: SiteManifestFile(folder: output).holdsSite, fetched: summary.fetched, sample: sample, weekly: weekly)
        guard case .keep(let weekends) = keeping else { return CommandOutcome(text: line + "\n") }
        do {
            let kept = try await root.site.makeLockedSiteBuild(output: output, archive: location, rebuild: false, language: root.site.language(of: output)) { _, _ in }
                .execute(touching: from, to: to, weekends: weekends)
            return CommandOutcome(text: line + "\nsite \(output): \(kept.pages) pages, \(kept.written) written"
                + (kept.adopted ? " (it recorded no archive; it now records this one)" : "") + "\n")
        } catch let refusal as SiteOfAnotherArchive {
            // The archive is filled; another archive's site is not this run's to write.
            let rebuild = SuggestedCommand.places(settings: root.settings, archive: location, archiveGiven: archivePath != nil, output: output)
            return CommandOutcome(text: line + "\nsite \(output): built from another archive, left as it is (site=other archive)"
                + (!refusal.rebuildable ? "\n" : "; to rebuild it from this one: boxoffice site --rebuild\(rebuild)\n"))
        }
    }
}
