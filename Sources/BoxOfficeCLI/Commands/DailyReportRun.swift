import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// The steps of `boxoffice report`: lock, fetch ranking, fetch details, archive, render, write.
struct DailyReportRun {
    let command: ReportCommand
    let settings: Settings
    let clock: any TimeSource

    func run() async throws -> [String] {
        let summary = RunSummary()
        let progress = StderrProgress(steps: command.archives ? 5 : 4, quiet: command.quiet)
        let root = CompositionRoot(settings: settings, sample: command.sample, progress: progress, clock: clock, language: command.language,
                                   siteURL: command.siteURL)
        let notification = RunNotification(url: command.notifyURL ?? settings.notifyURL, on: command.notifyOn)
        do {
            let (paths, message) = try await steps(root: root, progress: progress, summary: summary)
            await notification.send(message, failed: false, summary: summary)
            summary.set("status", "0")
            summary.set("files", String(paths.count))
            summary.finish(root: root, path: command.runSummary)
            return paths
        } catch {
            var failure = error
            if let step = progress.currentStep, !(error is CancellationError), !(error is DeadlineExceeded) {
                failure = StepFailure(step: step, underlying: error)
            }
            if !(error is CancellationError) {
                let what = "report of " + (command.date?.iso ?? "yesterday")
                await notification.send(root.makeDailyDocumentBuilder().failureMessage(what, error: ErrorReport(failure).message),
                                        failed: true, summary: summary)
            }
            summary.failed(error, root: root, path: command.runSummary)
            throw failure
        }
    }

    /// Archives each re-checked day (a failure is a warning); returns the days to rewrite: those
    /// KOFIC revised, or that the archive lacked.
    private func storeRechecks(_ results: [(date: CalendarDate, result: Result<DailyReport, any Error>)],
                               archiving: ArchiveDailyReport, progress: StderrProgress, summary: RunSummary) async throws -> [DailyReport] {
        guard !results.isEmpty else { return [] }
        var rewrite: [DailyReport] = [], revised: [String] = [], failed: [String] = []
        for (date, result) in results {
            switch result {
            case .success(let fetched):
                let (outcome, withHistory) = try await archiving.execute(fetched)
                switch outcome {
                case .revised(let revision, let change):
                    progress.note("re-check: \(date.iso) revised (revision \(revision)): \(change)")
                    revised.append(date.iso)
                    rewrite.append(withHistory)
                case .added:
                    progress.note("re-check: \(date.iso) was missing from the archive: archived")
                    revised.append(date.iso)
                    rewrite.append(withHistory)
                case .unchanged, .noData:
                    break
                }
            case .failure(let error):
                let message = ErrorReport(error).message
                progress.note("warning: re-check of \(date.iso) failed (\(message)); its archived numbers stay")
                failed.append(date.iso)
            }
        }
        summary.set("rechecked", String(results.count))
        if !revised.isEmpty { summary.set("revised_days", revised.joined(separator: ",")) }
        if !failed.isEmpty { summary.set("recheck_failed", failed.joined(separator: ",")) }
        return rewrite
    }

    /// Returns the paths written, and the chat message about the reported day when its report was written.
    private func steps(root: CompositionRoot, progress: StderrProgress, summary: RunSummary) async throws -> (paths: [String], message: String?) {
        let latest = SeoulCalendar().yesterday(at: clock.now())
        let day: CalendarDate
        if command.sample {
            day = command.date ?? SampleDataSource.defaultDay
            guard SampleDataSource.days.contains(day) else { throw CommandError.noSampleRecording(day, recorded: SampleDataSource.days) }
        } else {
            day = command.date ?? latest
            if day > latest { throw RequestError.dateInFuture(requested: day, latest: latest) }
        }
        summary.set("day", day.iso)
        _ = try root.makeEndpoint() // a missing key fails before anything is created
        let location = root.archiveLocation(option: command.archivePath)
        let locks = try takeRunLocks(output: command.output, archives: command.archives ? [location] : [])
        defer { locks.forEach { $0.release() } }

        let archive = command.archives ? try root.makeArchive(location, mode: .create) : nil
        let window = RecheckWindow(days: command.recheckDays ?? RecheckWindow.defaultDays)
        // The scheduled run (yesterday, or an explicit --recheck-days) asks again for the days before.
        let rechecked = archive != nil && (command.recheckDays != nil || day == latest) ? window.dates(before: day) : []
        let useCase = try root.makeFetchDailyReport(concurrency: command.concurrency, archive: archive,
                                                    detailsMaxAge: TimeInterval(command.detailsMaxAgeDays) * 86_400)
        // Yesterday and the re-checks at once: the report waits for no re-check beyond its own requests.
        let recheck = rechecked.isEmpty ? nil : try archive.map { try root.makeRecheckRecentDays(concurrency: command.concurrency, archive: $0) }
        async let rechecks = recheck?.execute(rechecked) ?? []
        var report = try await useCase.execute(date: day, progress: progress)
        let recheckResults = await rechecks
        summary.set("movies", String(report.rows.count))
        let folder = root.makeReportsFolder(command.output)
        let formatNames = command.formats.map(\.rawValue)
        var reports: [DailyReport] = []
        var revision: (Int, String)? = nil

        if let archive {
            progress.step("archive to \(location.shown)" + (command.wide ? " with the lists by nation and kind" : "")
                + (rechecked.isEmpty ? "" : ", re-checking \(rechecked.count) earlier days"))
            let archiving = root.makeArchiveDailyReport(archive, window: window)
            // Oldest first, so every day's history context reads the current revision of the days before it.
            let revisedDays = try await storeRechecks(recheckResults, archiving: archiving, progress: progress, summary: summary)
            reports += revisedDays
            let extra = command.wide ? try await root.makeFetchChartLists().execute(date: day) : [:]
            let (outcome, withHistory) = try await archiving.execute(report, extraLists: extra)
            report = withHistory
            revision = summary.record(outcome)
            switch outcome {
            case .added: progress.note("archived \(day.iso)")
            case .unchanged: progress.note("\(day.iso) was archived with the same numbers")
            case .revised(let number, let change): progress.note("\(day.iso) revised (revision \(number)): \(change)")
            case .noData: progress.note("KOFIC has no list for \(day.iso) yet: nothing archived")
            }
            let exists = folder.exists(kind: ReportsFolder.daily, name: day.iso, formats: formatNames)
            if outcome == .unchanged, !command.force, exists {
                progress.note("its reports exist: nothing to rewrite (--force rewrites them)")
            } else {
                reports.append(report)
            }
        } else {
            reports.append(report)
        }
        guard !reports.isEmpty else { return ([], nil) }

        progress.step("render \(command.formats.map(\.rawValue).joined(separator: ", "))")
        let builder = root.makeDailyDocumentBuilder()
        progress.step("write \(reports.count * command.formats.count) files to \(command.output)/daily")
        var paths: [String] = []
        var entries: [FeedEntry] = []
        for dayReport in reports.sorted(by: { $0.date > $1.date }) {
            let document = builder.build(dayReport)
            let files = command.formats.map { (format: $0.rawValue, contents: Data($0.render(document).utf8)) }
            paths += try folder.write(kind: ReportsFolder.daily, name: dayReport.date.iso, files: files)
            entries.append(builder.feedEntry(dayReport, updated: root.generatedInstant))
        }
        try root.refreshFrontPages(folder, entries: entries)
        let missing = report.rows.filter { $0.details == nil }.count
        progress.note("\(report.rows.count) movies, \(missing) without details, \(root.requests.count) requests")
        let wroteDay = reports.contains { $0.date == day }
        let link = root.siteURL.map { _ in AtomFeedRenderer(language: root.language, siteURL: root.siteURL).href("daily/\(day.iso).html") }
        return (paths, wroteDay ? builder.chatMessage(report, revision: revision, link: link) : nil)
    }
}
