import BoxOfficeApplication
import BoxOfficeReports
import Foundation

/// The options of every command that publishes a chart (`report`, `weekly`), declared and read once.
struct PublishingOptions {
    enum Options {
        static let output = CommonOptions.output
        static let format = Option.formats(default: [.md, .csv, .html])
        static let lang = CommonOptions.lang
        static let siteURL = CommonOptions.siteURL
        static let notify = CommonOptions.notify
        static let notifyOn = CommonOptions.notifyOn
        static let concurrency = Option.integer("--concurrency", range: 1...10,
                                                help: "Requests in flight at once, whatever asks (list, re-checks, details)",
                                                default: 10)
        static let archive = CommonOptions.archive
        static let noArchive = CommonOptions.noArchive
        static let deadline = CommonOptions.deadline
        static let force = Flag("--force", help: "Rewrite the reports even when the archive had the same numbers.")
        static let runSummary = Option.text("--run-summary", "FILE", help: "Also write a one-line key=value summary of the run there (for cron logs)")
        static let quiet = CommonOptions.quiet
        static let all: [any OptionDeclaration] = [output, format, lang, siteURL, notify, notifyOn, concurrency, archive, noArchive, deadline, force,
                                                   runSummary, quiet]
    }

    var output: String
    var formats: [OutputFormat]
    var language: ReportLanguage?
    var siteURL: URL?
    var notifyURL: URL?
    var notifyOn: NotifyOn
    var concurrency: Int
    var archivePath: String?
    var noArchive: Bool
    var deadline: Double
    var force: Bool
    var runSummary: String?
    var sample: Bool
    var quiet: Bool

    init(_ parsed: ParsedArguments, sample: Bool) throws {
        output = try parsed[Options.output]
        formats = try parsed[Options.format]
        language = try parsed.value(Options.lang)
        siteURL = try parsed.value(Options.siteURL)
        notifyURL = try parsed.value(Options.notify)
        notifyOn = try parsed[Options.notifyOn]
        concurrency = try parsed[Options.concurrency]
        archivePath = try parsed.value(Options.archive)
        noArchive = parsed[Options.noArchive]
        deadline = Double(try parsed[Options.deadline])
        force = parsed[Options.force]
        runSummary = try parsed.value(Options.runSummary)
        quiet = parsed[Options.quiet]
        self.sample = sample
        if noArchive, archivePath != nil { throw parsed.usage("--archive and --no-archive contradict each other") }
    }

    /// Every option's declared default, but the folder, the deadline and silence (the schedule's weekly pass).
    init(output: String, deadline: Double, archivePath: String?) {
        self.output = output
        formats = Options.format.defaultValue!
        notifyOn = Options.notifyOn.defaultValue!
        concurrency = Options.concurrency.defaultValue!
        self.archivePath = archivePath
        noArchive = false
        self.deadline = deadline
        force = false
        sample = false
        quiet = true
    }

    /// Which archive the options ask for: `LockedChartRun` says what the run keeps.
    var archiveAsked: ArchiveAsked { noArchive ? .none : archivePath != nil ? .named : .byDefault }

    /// Whether the run keeps an archive (a sample run only one named: the bundled days are not the user's history).
    var archives: Bool { archiveAsked.keepsArchive(recording: sample) }

    /// A sample run without an archive of its own writes the bundled week's site, from a scratch
    /// archive it removes (`--no-archive`: the day's reports alone).
    var writesSampleSite: Bool { archiveAsked.writesRecordedSite(recording: sample) }

    /// The graph this run needs: fetch, details, archive, render, write (the archive's step only with one).
    var context: RunContext {
        // The bundled week's site is written as of the morning after it, the same bytes on every machine.
        RunContext(sample: sample, pinnedToRecording: writesSampleSite, language: language, siteURL: siteURL, concurrency: concurrency, quiet: quiet, progressSteps: archives || writesSampleSite ? 5 : 4,
                   fetchesFirst: true)
    }
}

extension CommonOptions {
    static let notify = Option<URL>("--notify", "URL", help: "After the run, post its message (or its error) to this Slack, Mattermost "
        + "or Discord incoming webhook; never printed", defaultDescription: "$BOXOFFICE_NOTIFY_URL") { text, option in
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw UsageError("\(option) expects an http(s) webhook URL")
        }
        return url
    }
    static let notifyOn = Option.choice("--notify-on", NotifyOn.allCases.map { ($0.rawValue, $0) },
                                        help: "always (every report written, and failures) or failure (failures only)",
                                        default: .always, defaultDescription: "always")
}
