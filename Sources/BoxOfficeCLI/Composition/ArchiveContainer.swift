import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// The archive's upkeep (`archive copy`, its status) and the one writer of a process that writes
/// outside a locked run. Plain wiring.
struct ArchiveContainer {
    let wiring: RunWiring

    /// The archive's one writer for this process: fills take turns, and each takes the archive's
    /// lock, waiting up to `lockWait` seconds for another process's run.
    func makeArchiveWriter(_ location: ArchiveLocation, lockWait: Double) -> ArchiveWriter {
        ArchiveWriter(locks: FileRunLocks(output: nil, archives: [location]), lockWait: lockWait)
    }

    /// An archive copied into another, both locked: the source opened to read before (so a missing
    /// one is refused before anything, a lock file included, is created), the destination inside.
    func makeArchiveCopy(from source: ArchiveReader, at location: ArchiveLocation, to: ArchiveLocation)
        -> ExclusiveRun<(source: ArchiveReader, destination: RelationalBoxOfficeArchive)> {
        ExclusiveRun(locks: FileRunLocks(output: nil, archives: [location, to]), opening: wiring.archive(to), creating: true) { (source, $0) }
    }

    /// - Parameter generatedAt: the stamp, when not the run's (an empty document's shape).
    func makeArchiveStatusDocumentBuilder(generatedAt: String? = nil) -> ArchiveStatusDocumentBuilder {
        ArchiveStatusDocumentBuilder(language: wiring.language, generatedAt: generatedAt ?? wiring.generatedAt)
    }
}
