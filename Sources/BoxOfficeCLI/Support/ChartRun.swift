import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// A chart published from a command line: `PublishChart` on the root's graph, within the run's
/// deadline, then the run summary file (`--run-summary`), written whatever the outcome. The run's
/// locks are taken first, then its archive is opened once, inside them and the deadline; the list
/// (a region by its name) is resolved through it.
enum ChartRun {
    static func publish(_ list: ChartListChoice, options: PublishingOptions, root: CompositionRoot,
                        detailsMaxAge: TimeInterval = 7 * 86_400, record: RunRecord = RunRecord(),
                        request makeRequest: @escaping @Sendable (ChartList) -> PublishChart.Request) async throws -> CommandOutcome {
        let opened = OpenedArchive()
        // The requests this publication sends: the schedule publishes every pass on one root.
        let sentBefore = root.requests.count
        // The bundled week's site: archived in a scratch folder, removed whatever happens.
        let scratch = options.writesSampleSite ? try ScratchFolder() : nil
        defer { scratch?.remove() }
        do {
            let paths = try await withDeadline(seconds: options.deadline) {
                _ = try root.makeEndpoint() // a missing key fails before anything is created
                let location = options.archives ? root.archiveLocation(option: options.archivePath)
                    : scratch.map { root.archiveLocation(option: $0.path + "/sample-week.sqlite") }
                // Taking the locks refuses at once when another run holds one; opening the archive may wait on its server.
                record.phase = .archive
                return try await root.charts.makeChartRun(output: options.output, archive: location).run { store in
                    opened.store = store
                    let chosen = try await list.resolve(root, archive: store)
                    if !chosen.isWholeMarket { record.set("list", chosen.rawValue) }
                    var request = makeRequest(chosen)
                    if scratch != nil, let store, let recorded = root.recordedSource, let day = request.chart.date {
                        try await root.site.makeBuildRecordedSite(store, recorded: recorded, output: options.output).execute(reserving: day)
                        request.force = true // the sample's reports are written whether or not they are there
                    }
                    let shown = scratch != nil ? "a scratch archive of the bundled week" : location?.shown ?? ""
                    let publish = try root.charts.makePublishChart(output: options.output, archive: store, archiveShown: shown, detailsMaxAge: detailsMaxAge,
                                                            window: request.recheck ?? RecheckWindow(), notify: (options.notifyURL, options.notifyOn))
                    return try await publish.execute(request, record: record)
                }
            }
            finish(record, requests: root.requests.count - sentBefore, path: options.runSummary)
            return CommandOutcome(lines: paths)
        } catch let error as DeadlineExceeded {
            // Name what the run was waiting for: KOFIC, the archive, the webhook.
            let stopped = DeadlineStopped(seconds: error.seconds, phase: opened.store?.isBusy == true ? .archive : record.phase)
            failed(stopped, record: record, requests: root.requests.count - sentBefore, path: options.runSummary)
            throw stopped
        } catch {
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

/// The archive a run opened, once it has (to ask, at its deadline, whether the run was waiting in it).
private final class OpenedArchive: @unchecked Sendable {
    private let lock = NSLock()
    private var opened: RelationalBoxOfficeArchive?

    var store: RelationalBoxOfficeArchive? {
        get { lock.withLock { opened } }
        set { lock.withLock { opened = newValue } }
    }
}

/// The run passed its deadline while waiting for `phase`.
struct DeadlineStopped: Error {
    let seconds: Double
    let phase: RunRecord.Phase
}

/// A folder of the system's temporary space for one run, removed by `remove()`.
private struct ScratchFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
