import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// `boxoffice doctor`: checks what a cron run needs, and says what it would use.
struct DoctorCommand: BoxOfficeCommand {
    enum Options {
        static let output = CommonOptions.output
        static let archive = CommonOptions.archive
        static let lang = CommonOptions.lang
        static let all: [any OptionDeclaration] = [output, archive, lang]
    }

    static let help = CommandHelp(
        usage: ["doctor [options]"],
        about: """
        Checks that the API key is set (never printing it), that KOFIC answers (one request: yesterday's
        list), that the output folder and the archive are writable, and that the Seoul time zone
        resolves; then prints what a cron run would use: the language, folder and archive of the wrapper's
        settings file (cron/boxoffice.env where it exists, else --env FILE), secrets not shown. Exits with the status of
        the first failure. Its lines are in the run's language (--lang, else BOXOFFICE_LANG).
        """,
        options: Options.all
    )

    var output: String
    var archivePath: String?
    var language: ReportLanguage?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "doctor")
        output = try parsed[Options.output]
        archivePath = try parsed.value(Options.archive)
        language = try parsed.value(Options.lang)
    }

    var context: RunContext { RunContext(language: language) }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let settings = root.settings, clock = root.clock
        var (lines, status): ([String], ExitStatus) = ([], .ok)
        func check(_ ok: Bool, _ text: String, failing: ExitStatus) {
            lines.append((ok ? "✓ " : "✗ ") + text)
            if !ok, status == .ok { status = failing }
        }
        let (calendar, yesterday) = (SeoulCalendar(), clock.yesterdayInSeoul)
        let (words, errors) = (DoctorWords.of(root.language), ErrorWords.of(root.language))

        if let key = settings.apiKey {
            check(true, words.keySet(key.count), failing: .keyProblem)
            let started = Date()
            do {
                let chart = try await withDeadline(seconds: 30) {
                    try await root.fetch.makeFetchDailyReport().boxOffice.dailyBoxOffice(on: yesterday)
                }
                check(true, chart.entries.isEmpty ? words.koficNoListYet(yesterday.iso)
                      : words.koficAnswers(chart.entries.count, yesterday.iso, Date().timeIntervalSince(started)), failing: .unavailable)
            } catch {
                let report = ErrorReport(error, words: errors)
                check(false, "KOFIC: \(report.message)", failing: report.status)
            }
        } else {
            check(false, words.keyNotSet, failing: .keyProblem)
        }

        let writable = Self.canWrite(folder: output)
        check(writable, words.outputWritable(output, writable), failing: .cannotWrite)
        let location = root.archiveLocation(option: archivePath), path = location.shown
        // The archive and folder checked, named again in a command this prints (complete: the settings file, else absolute paths).
        let archiveOption = SuggestedCommand.places(settings: settings, archive: location, archiveGiven: archivePath != nil, output: output)
        var archive: (any ChartedRuns)? = nil, archivedDays: Set<CalendarDate> = [], siteArchive: ArchiveIdentity? = nil
        do {
            if location.isPostgreSQL || FileManager.default.fileExists(atPath: location.address) {
                // Read as it is: doctor changes nothing, an older schema included.
                let opened = try await root.archive(location).inspecting()
                // (An archive whose next writer only records the names of the migrations it has: nothing to say.)
                if let pending = opened.pendingMigration, !pending.names.isEmpty {
                    check(true, words.archivePending(path, pending.found, pending.current, pending.names.joined(separator: "; ")), failing: .dataError)
                }
                let days = try await opened.archivedDates(from: CalendarDate(daysSinceEpoch: 0), to: yesterday)
                archivedDays = Set(days)
                check(true, words.archiveOpens(path, days.count, days.max()?.iso), failing: .dataError)
                // The front page, the months and `history market` compare the year so far with the same
                // days a year earlier: where those are not all archived, the command that fills them.
                if let newest = days.max() {
                    let (start, end) = (CalendarDate(year: newest.year - 1, month: 1, day: 1)!, newest.yearEarlier)
                    let held = days.filter { $0 >= start && $0 <= end }.count, wanted = end.days(since: start) + 1
                    if held < wanted {
                        lines.append(words.yearBeforeMissing(wanted - held, start.iso, end.iso, "boxoffice backfill --from \(start.iso) --to \(end.iso)\(archiveOption)"))
                    }
                }
                archive = opened
                siteArchive = try await opened.identity()
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                check(Self.canWrite(folder: folder.isEmpty ? "." : folder), words.archiveNotYet(path), failing: .cannotWrite)
            }
        } catch ArchiveError.missing {
            // A PostgreSQL database without the archive's tables: the first run creates them (doctor changes nothing).
            check(true, words.archiveNoTables(path), failing: .noInput)
        } catch {
            let report = ErrorReport(error, words: errors)
            check(false, "archive: \(report.message)", failing: report.status)
        }
        if let site = Self.siteBelonging(SiteManifestFile(folder: output).archive(), archive: siteArchive, output: output, rebuild: archiveOption, words) {
            check(site.ok, site.text, failing: .cannotWrite)
        }
        lines.append("✓ " + ((try? await Self.forecastSources(archive: archive, on: yesterday, words)) ?? words.forecastSourcesUnread))
        let named = TimeZone(identifier: "Asia/Seoul") != nil
        lines.append((named ? "✓ " : "! ") + words.timeZone(named, calendar.timestamp(clock.now()), yesterday.iso))
        lines += Self.unpublishedLists(StateFolder(output: output, settings: settings), archived: archivedDays, words) + Self.hostLines(settings, words)
        let cron = cronRun(root, words)
        lines += cron.checks
        // A settings file the wrapper's run would refuse (a malformed value) fails doctor as it would fail the run.
        if let failing = cron.failing, status == .ok { status = failing }
        lines += Self.usedTable(cron.used, settings: settings, words)
        return CommandOutcome(text: lines.joined(separator: "\n") + "\n", status: status)
    }
}
