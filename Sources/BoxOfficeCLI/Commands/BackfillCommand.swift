import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// `boxoffice backfill`: archives a range of days, resumably and within the request quota.
struct BackfillCommand {
    static let help = """
    USAGE: boxoffice backfill --from YYYY-MM-DD [--to YYYY-MM-DD] [--refresh] [--concurrency N]
                              [--max-requests N] [--wide] [--archive PATH] [--quiet]

    Fetches every day of the range that the archive lacks (with its movies' details, each movie
    fetched once) and stores each day in its own transaction. Stops cleanly before --max-requests
    (KOFIC allows about 3,000 requests a key a day) or when KOFIC says the quota is spent, and says
    where to resume; killing it loses at most the days in flight. Running it again resumes.
    Note: KOFIC's totals before 2011 undercount (not every cinema reported yet).

    OPTIONS:
      --from DATE          First day (required).
      --to DATE            Last day (default: yesterday in Seoul).
      --refresh            Fetch archived days again (recording revisions).
      --concurrency N      Days fetched at once, 1-16 (default: 4).
      --max-requests N     Stop before sending more requests than this (default: 2500).
      --wide               Also archive the lists by nation and kind: 4 more requests a day.
      --archive PATH       The archive (default: $BOXOFFICE_ARCHIVE, else Reports/archive.sqlite).
      -q, --quiet          No progress on stderr.
      -h, --help           Show this help.
    """

    var from: CalendarDate
    var to: CalendarDate?
    var refresh = false
    var concurrency = 4
    var maxRequests = 2_500
    var wide = false
    var archivePath: String?
    var quiet = false

    init(arguments: [String]) throws {
        let parsed = try ParsedArguments(arguments, options: ["--from", "--to", "--concurrency", "--max-requests", "--archive"],
                                         flags: ["--help", "--refresh", "--wide", "--quiet"])
        if parsed.has("--help") { throw HelpRequested(text: Self.help) }
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument \(parsed.positionals[0])", command: "backfill") }
        guard let fromText = parsed.value("--from") else { throw UsageError("backfill needs --from", command: "backfill") }
        from = try ArgumentValues.date(fromText, option: "--from")
        if let text = parsed.value("--to") { to = try ArgumentValues.date(text, option: "--to") }
        if let text = parsed.value("--concurrency") { concurrency = try ArgumentValues.positiveInteger(text, option: "--concurrency", range: 1...16) }
        if let text = parsed.value("--max-requests") {
            maxRequests = try ArgumentValues.positiveInteger(text, option: "--max-requests", range: 1...1_000_000)
        }
        refresh = parsed.has("--refresh")
        wide = parsed.has("--wide")
        quiet = parsed.has("--quiet")
        archivePath = parsed.value("--archive")
    }

    func run(settings: Settings, clock: any TimeSource) async throws -> String {
        let latest = SeoulCalendar().yesterday(at: clock.now())
        let to = self.to ?? latest
        if to > latest { throw RequestError.dateInFuture(requested: to, latest: latest) }
        guard from <= to else { throw UsageError("--from \(from.iso) is after --to \(to.iso)", command: "backfill") }
        let perDay = BackfillHistory.worstCaseRequests(wide: wide)
        guard maxRequests >= perDay else {
            throw UsageError("--max-requests \(maxRequests) is less than one day can take (\(perDay))", command: "backfill")
        }

        let root = CompositionRoot(settings: settings, sample: false, progress: SilentProgress(), clock: clock)
        let path = root.archivePath(option: archivePath)
        let lock = try RunLock(path: path + ".lock")
        defer { lock.release() }
        let archive = try root.makeArchive(path: path, mode: .create)
        let backfill = try root.makeBackfill(archive: archive, wide: wide)
        var options = BackfillHistory.Options(from: from, to: to)
        options.refresh = refresh
        options.concurrency = concurrency
        options.maxRequests = maxRequests
        options.wide = wide
        let printer = BackfillProgressPrinter(quiet: quiet, clock: clock)
        let summary = try await backfill.execute(options) { position, total, date, outcome in
            printer.dayFinished(position, total, date, outcome)
        }
        printer.finish()

        var line = "backfill \(from.iso) to \(to.iso): \(summary.fetched) fetched, \(summary.skipped) already archived, "
            + "\(summary.failed.count) failed, \(summary.requests) requests (archive: \(path))"
        if summary.fetched + summary.skipped == 0, summary.failed.isEmpty, summary.stop == nil { line += "; nothing to do" }
        let resume = { (date: CalendarDate) in "boxoffice backfill --from \(date.iso) --to \(to.iso)" + (wide ? " --wide" : "") }
        switch summary.stop {
        case .budget(let date)?:
            throw CommandError.backfillStopped(line + "\nstopped before exceeding --max-requests \(maxRequests); resume with: \(resume(date))", .quota)
        case .quota(let date, let detail)?:
            throw CommandError.backfillStopped(line + "\nKOFIC says the request quota is spent (\(detail)); resume tomorrow with: \(resume(date))", .quota)
        case nil:
            break
        }
        if let first = summary.failed.keys.min() {
            throw CommandError.backfillStopped(line + "\n\(summary.failed.count) days failed (first: \(first.iso): \(summary.failed[first]!)); run the same command again to retry them", .unavailable)
        }
        return line
    }
}
