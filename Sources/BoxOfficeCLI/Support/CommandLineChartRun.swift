import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// A chart published from a command line (`report`, `weekly`, a pass of the schedule): the options
/// translated to `LockedChartRun`'s request, run within the run's deadline, then the run summary
/// file (`--run-summary`) written whatever the outcome, a failure's line said as the edge says it.
enum CommandLineChartRun {
    static func publish(_ list: ChartListChoice, options: PublishingOptions, root: CompositionRoot,
                        detailsMaxAge: TimeInterval = 7 * 86_400, record: RunRecord = RunRecord(),
                        request makeRequest: @escaping @Sendable (ChartList) -> PublishChart.Request) async throws -> CommandOutcome {
        // The requests this publication sends: the schedule publishes every pass on one root.
        let sentBefore = root.requests.count
        let run = root.charts.makeLockedChartRun(output: options.output, archivePath: options.archivePath, detailsMaxAge: detailsMaxAge,
                                                  notify: (options.notifyURL, options.notifyOn))
        let request = ChartRunRequest(list: list.request, archive: options.archiveAsked, chart: makeRequest)
        let location = root.archiveLocation(option: options.archivePath)
        do {
            let paths = try await withDeadline(seconds: options.deadline) { try await run.execute(request, record: record) }
            finish(record, requests: root.requests.count - sentBefore, path: options.runSummary)
            return CommandOutcome(lines: paths)
        } catch let error as DeadlineExceeded {
            // Name what the run was waiting for: KOFIC, the archive, the webhook.
            let stopped = DeadlineStopped(seconds: error.seconds, phase: record.waitingFor)
            failed(stopped, record: record, requests: root.requests.count - sentBefore, path: options.runSummary)
            throw stopped
        } catch {
            // Said with the complete command that re-points the site to this run's archive.
            // (A run of the bundled sample has no archive to rebuild a user's site from: another folder.)
            let error = (error as? SiteOfAnotherArchive).map {
                root.recordedSource != nil ? CommandError.siteNeedsItsOwnFolder(folder: options.output)
                    : SuggestedCommand.siteOfAnotherArchive($0, settings: root.settings, archive: location, archiveGiven: options.archivePath != nil,
                                                            output: options.output)
            } ?? error
            failed(error, record: record, requests: root.requests.count - sentBefore, path: options.runSummary)
            throw error
        }
    }

    /// Adds the request count and writes the line (atomically) where asked.
    static func finish(_ record: RunRecord, requests: Int, path: String?) {
        record.set("requests", String(requests))
        guard let path else { return }
        try? AtomicFileWriter().write([(path, Data((record.line + "\n").utf8))])
    }

    /// Records a failure's status and one-line message, then writes the line.
    static func failed(_ error: any Error, record: RunRecord, requests: Int, path: String?) {
        let report = ErrorReport(error)
        record.set("status", String(report.status.rawValue))
        record.set("error", report.message)
        finish(record, requests: requests, path: path)
    }
}

/// The run passed its deadline while waiting for `phase`.
struct DeadlineStopped: Error {
    let seconds: Double
    let phase: RunRecord.Phase
}
