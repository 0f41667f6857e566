import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// `boxoffice doctor`: checks what a cron run needs, and says what it would use.
struct DoctorCommand: BoxOfficeCommand {
    enum Options {
        static let output = CommonOptions.output
        static let archive = CommonOptions.archive
        /// Read before the command is (every command takes it): declared here for `--help`.
        static let env = Option.text("--env", "FILE", help: "The cron wrapper's settings file, read as cron/boxoffice-daily.sh reads it "
                                     + "(also BOXOFFICE_ENV_FILE)", default: CronSettingsFile.defaultPath)
        static let all: [any OptionDeclaration] = [output, archive, env]
    }

    static let help = CommandHelp(
        usage: ["doctor [options]"],
        about: """
        Checks that the API key is set (never printing it), that KOFIC answers (one request: yesterday's
        list), that the output folder and the archive are writable, and that the Seoul time zone
        resolves; then prints what a cron run would use: the language, folder and archive of the wrapper's
        settings file (cron/boxoffice.env), secrets not shown. Exits with the status of the first failure.
        """,
        options: Options.all
    )

    var output: String
    var archivePath: String?

    init(arguments: [String]) throws {
        let parsed = try Self.help.parse(arguments, command: "doctor")
        output = try parsed[Options.output]
        archivePath = try parsed.value(Options.archive)
    }

    var context: RunContext { RunContext() }

    func run(_ root: CompositionRoot) async throws -> CommandOutcome {
        let settings = root.settings, clock = root.clock
        var (lines, status): ([String], ExitStatus) = ([], .ok)
        func check(_ ok: Bool, _ text: String, failing: ExitStatus) {
            lines.append((ok ? "✓ " : "✗ ") + text)
            if !ok, status == .ok { status = failing }
        }
        let (calendar, yesterday) = (SeoulCalendar(), clock.yesterdayInSeoul)

        if let key = settings.apiKey {
            check(true, "KOFIC_API_KEY is set (\(key.count) characters, not shown)", failing: .keyProblem)
            let started = Date()
            do {
                let chart = try await withDeadline(seconds: 30) {
                    try await root.charts.makeFetchDailyReport().boxOffice.dailyBoxOffice(on: yesterday)
                }
                check(true, chart.entries.isEmpty ? "KOFIC answers; no list for \(yesterday.iso) yet"
                      : String(format: "KOFIC answers: %d movies for %@ in %.1f s", chart.entries.count, yesterday.iso, Date().timeIntervalSince(started)),
                      failing: .unavailable)
            } catch {
                let report = ErrorReport(error)
                check(false, "KOFIC: \(report.message)", failing: report.status)
            }
        } else {
            check(false, "KOFIC_API_KEY is not set", failing: .keyProblem)
        }

        check(Self.canWrite(folder: output), "output folder \(output) is writable", failing: .cannotWrite)
        let location = root.archiveLocation(option: archivePath), path = location.shown
        // The archive and folder checked, named again in a command this prints (complete: the settings file, else absolute paths).
        let archiveOption = SuggestedCommand.places(settings: settings, archive: location, archiveGiven: archivePath != nil, output: output)
        var archive: (any ChartedRuns)? = nil, archivedDays: Set<CalendarDate> = [], siteArchive: ArchiveIdentity? = nil
        do {
            if location.isPostgreSQL || FileManager.default.fileExists(atPath: location.address) {
                // Read as it is: doctor changes nothing, an older schema included.
                let opened = try await root.archive(location).inspecting()
                if let pending = opened.pendingMigration {
                    check(true, "archive \(path) has schema \(pending.found); the next run that writes migrates it to \(pending.current) "
                          + "(\(pending.names.joined(separator: "; ")))", failing: .dataError)
                }
                let days = try await opened.archivedDates(from: CalendarDate(daysSinceEpoch: 0), to: yesterday)
                archivedDays = Set(days)
                check(true, "archive \(path) opens: \(days.count) days" + (days.max().map { ", latest \($0.iso)" } ?? ""), failing: .dataError)
                // The front page, the months and `history market` compare the year so far with the same
                // days a year earlier: where those are not all archived, the command that fills them.
                if let newest = days.max() {
                    let (start, end) = (CalendarDate(year: newest.year - 1, month: 1, day: 1)!, newest.yearEarlier)
                    let held = days.filter { $0 >= start && $0 <= end }.count, wanted = end.days(since: start) + 1
                    if held < wanted {
                        lines.append("- the year before is not all archived (\(wanted - held) of \(start.iso) to \(end.iso) missing): no change against it is "
                                     + "given; boxoffice backfill --from \(start.iso) --to \(end.iso)\(archiveOption) archives it")
                    }
                }
                archive = opened
                siteArchive = try await opened.identity()
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                check(Self.canWrite(folder: folder.isEmpty ? "." : folder), "archive \(path) does not exist yet; the first run creates it", failing: .cannotWrite)
            }
        } catch ArchiveError.missing {
            // A PostgreSQL database without the archive's tables: the first run creates them (doctor changes nothing).
            check(true, "archive \(path) is reachable and has no archive tables yet; the first run creates them", failing: .noInput)
        } catch {
            let report = ErrorReport(error)
            check(false, "archive: \(report.message)", failing: report.status)
        }
        if let site = Self.siteBelonging(SiteManifestFile(folder: output).archive(), archive: siteArchive, output: output, rebuild: archiveOption) {
            check(site.ok, site.text, failing: .cannotWrite)
        }
        lines.append("✓ " + ((try? await Self.forecastSources(archive: archive, on: yesterday)) ?? "forecasts: the archive's runs could not be read"))
        let named = TimeZone(identifier: "Asia/Seoul") != nil
        lines.append((named ? "✓ " : "! ") + "time zone Asia/Seoul " + (named ? "resolves" : "is missing: using the fixed +09:00 offset (same answer)")
            + "; now \(calendar.timestamp(clock.now())), yesterday in Seoul \(yesterday.iso)")
        lines += Self.unpublishedLists(StateFolder(output: output, settings: settings), archived: archivedDays) + Self.hostLines(settings)
        let cron = cronRun(root)
        lines += cron.checks
        // A settings file the wrapper's run would refuse (a malformed value) fails doctor as it would fail the run.
        if let failing = cron.failing, status == .ok { status = failing }
        lines += Self.usedTable(cron.used, settings: settings)
        return CommandOutcome(text: lines.joined(separator: "\n") + "\n", status: status)
    }
}
