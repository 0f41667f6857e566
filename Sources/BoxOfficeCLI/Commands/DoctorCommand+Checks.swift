import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeInfrastructure
import Foundation

extension DoctorCommand {
    /// What a forecast on `date` learns from: the finished runs that can teach (of the date's market
    /// regime, no re-release, 200,000 or more), the archive's and the bundled base's.
    static func forecastSources(archive: (any ChartedRuns)?, on date: CalendarDate) async throws -> String {
        let archived = try await archive?.runs(through: date, openedSince: RunsAsOf.trainingStart(date)) ?? []
        let held = Set(archived.map(\.code))
        let teaching = RunsAsOf(RunSeries.merging(archived, over: BundledRuns.runs), asOf: date).finished().filter {
            $0.teaches(in: MarketRegime(date))
        }
        let own = teaching.filter { held.contains($0.code) }.count
        let first = teaching.map(\.openDate).min().map { ", opened \($0.iso) to " } ?? ""
        let last = teaching.map(\.openDate).max()?.iso ?? ""
        return "forecasts as of \(date.iso) learn from \(teaching.count) finished runs\(first)\(last): \(own) from the archive, "
            + "\(teaching.count - own) from the bundled base (\(BundledRuns.summary)); a movie the archive holds is the archive's (the base adds only its days before the archive's first)"
    }

    /// The warning for an output folder that holds the archive and the schedule's state (a setup from
    /// before the state folder): a web server would publish them. The one command that moves them.
    static func stateInOutput(output: String, moveTo state: String) -> String {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output))?.filter {
            $0.hasPrefix(CommonOptions.archiveFileName) || [".cron-state", ".cron.lock", "boxoffice-cron.log"].contains($0)
        }.sorted() ?? []
        let moved = files.map { SuggestedCommand.path(output + "/" + $0) }.joined(separator: " ")
        return "! \(output) holds the archive and the schedule's state, which a web server there publishes; move them (no run in between): "
            + "mkdir -p -m 700 \(SuggestedCommand.path(state)) && mv \(moved) \(SuggestedCommand.path(state))/"
    }

    /// Whether a file can be written in `folder` (a probe, removed at once); a folder not made yet,
    /// whether its nearest existing parent is writable (doctor makes no folder).
    static func canWrite(folder: String) -> Bool {
        var existing = URL(fileURLWithPath: folder).standardizedFileURL
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" { existing.deleteLastPathComponent() }
        guard existing.standardizedFileURL.path == URL(fileURLWithPath: folder).standardizedFileURL.path else {
            return FileManager.default.isWritableFile(atPath: existing.path)
        }
        let probe = "\(folder)/.boxoffice-doctor-\(Platform.processID)"
        do {
            try AtomicFileWriter().write([(probe, Data())])
            try FileManager.default.removeItem(atPath: probe)
            return true
        } catch {
            return false
        }
    }
}
