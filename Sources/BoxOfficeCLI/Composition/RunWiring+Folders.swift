import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Where a run's archive and folders are, and the stores that open them.
extension RunWiring {
    /// `--archive ADDRESS`, else the recordings' own (`Reports/sample.sqlite`), else `BOXOFFICE_ARCHIVE`, else for
    /// a run given a settings file or a folder of its own (`BOXOFFICE_OUTPUT`) the one the schedule keeps
    /// (that folder's `StateFolder`: never in the published folder), else `Reports/archive.sqlite`.
    func archiveLocation(option: String?) -> ArchiveLocation {
        ArchiveLocation(option ?? sources.archivePath ?? Self.settingsArchive(settings))
    }

    /// The archive the settings choose: `BOXOFFICE_ARCHIVE`, else `BOXOFFICE_OUTPUT`'s state folder's, else `Reports/archive.sqlite`.
    static func settingsArchive(_ settings: Settings) -> String {
        settings.archivePath ?? settings.outputFolder.map { StateFolder(output: $0, settings: settings).archive }
            ?? "\(CommonOptions.outputFolder)/\(CommonOptions.archiveFileName)"
    }

    /// The archive at `location` (a PostgreSQL server for a `postgresql://` or `postgres://` address,
    /// else a SQLite file), opened as its use case asks: to read, to write, inside a locked run.
    func archive(_ location: ArchiveLocation) -> OpenArchive<RelationalArchiveStore> {
        OpenArchive(store: RelationalArchiveStore(address: location.address), locks: FileRunLocks(output: nil, archives: [location]))
    }

    func makeReportsFolder(_ root: String) -> ReportsFolder {
        ReportsFolder(root: root)
    }

    /// The front pages, in the root's language and stamp.
    func makeFrontPages() -> PublishFrontPages {
        PublishFrontPages(language: language, generatedAt: generatedAt, generated: generatedInstant, siteURL: siteURL)
    }

    func makeReportsOutput(_ root: String) -> ReportsFolderOutput {
        ReportsFolderOutput(folder: makeReportsFolder(root), language: language, siteURL: siteURL, generated: generatedInstant, warn: warn)
    }
}
