import BoxOfficeApplication
import BoxOfficeDomain

/// A backfill's closing line: what it fetched, skipped and failed; a stop or failures are errors
/// whose message says how to resume, with the complete command.
enum BackfillSummaryText {
    /// The closing line; a stop or failures are errors whose message says how to resume.
    /// - Parameter places: the resume command's `--archive` and `--output` (`SuggestedCommand.places`).
    /// - Parameter words: how a stop is said (the run's language).
    static func line(_ summary: BackfillCharts.Summary, _ options: BackfillCharts.Options, shown: String, places: String,
                     words: ErrorWords = .english) throws -> String {
        let (from, to, weekly) = (options.from, options.to, options.weekly)
        let unit = weekly.map { "\($0.rawValue) charts" } ?? "days"
        var line = "backfill \(from.iso) to \(to.iso): \(summary.fetched) \(weekly == nil ? "" : "\(unit) ")fetched, "
            + (summary.noList > 0 ? "\(summary.noList) with no list (asked again with --refresh), " : "") + "\(summary.skipped) already archived, "
            + "\(summary.failed.count) failed, \(summary.requests) requests (archive: \(shown))"
        if summary.fetched + summary.skipped + summary.noList == 0, summary.failed.isEmpty, summary.stop == nil { line += "; nothing to do" }
        let resume = { (date: CalendarDate) in
            "boxoffice backfill --from \(date.iso) --to \(to.iso)" + (options.wide ? " --wide" : "") + (weekly.map { " --weekly --kind \($0.rawValue)" } ?? "") + places
        }
        switch summary.stop {
        case .budget(let date)?:
            throw CommandError.backfillStopped(line + "\n" + words.backfillBudget(options.maxRequests, resume(date)), .quota)
        case .halted(let date)?:
            throw CommandError.backfillStopped(line + "\n" + words.backfillHalted(resume(date)), .closedPipe)
        case .quota(let date, let detail)?:
            throw CommandError.backfillStopped(line + "\n" + words.backfillQuota(detail, resume(date)), .quota)
        case .unreachable(let date, let detail)?:
            throw CommandError.backfillStopped(line + "\n" + words.backfillUnreachable(detail, resume(date)), .unavailable)
        case nil:
            break
        }
        if let first = summary.failed.keys.min() {
            throw CommandError.backfillStopped(line + "\n" + words.backfillFailed(summary.failed.count, unit, first.iso, summary.failed[first]!), .unavailable)
        }
        return line
    }
}
