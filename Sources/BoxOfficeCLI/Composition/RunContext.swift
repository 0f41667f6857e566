import BoxOfficeReports
import Foundation

/// What a command line asks of the graph it runs on (its `--sample`, `--lang`, `--concurrency` …):
/// the composition root is built from it, once per run.
struct RunContext: Sendable {
    var sample = false
    /// The run's clock is the recording's morning after (`mcp --sample`, the sample's site): what it
    /// archives and writes is the same byte for byte on every machine.
    var pinnedToRecording = false
    var language: ReportLanguage? = nil
    var siteURL: URL? = nil
    /// Requests in flight at once, for every client of the run (`--concurrency`).
    var concurrency = 10
    var quiet = true
    /// How many `[i/n]` steps the run shows.
    var progressSteps = 0
    /// The run's first work is asking KOFIC (`report`, `weekly`): the network's library is loaded in
    /// the background from the start. Other runs load it with their first request, if any.
    var fetchesFirst = false
}
