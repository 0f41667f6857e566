import BoxOfficeApplication
import Foundation

/// Scratch folders in the system's temporary space (`TMPDIR`), one per run, `boxoffice-UUID`.
struct TemporaryScratchSpace: ScratchSpace {
    func make() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}
