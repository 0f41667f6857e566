import Foundation

/// A reports folder on disk: the files the caller names under its root, each set written through
/// `AtomicFileWriter` (all or none). Every name is the caller's, as the site map gives it
/// (`daily/2024-02-10.md`, `latest.html`): this type joins none, so the folder and the links to it
/// cannot drift.
public struct ReportsFolder: Sendable {
    public let root: String
    let writer = AtomicFileWriter()

    public init(root: String) {
        self.root = root
    }

    /// `ROOT/FILE`.
    public func path(_ file: String) -> String { "\(root)/\(file)" }

    /// Writes a page's files (each atomically, together) unless every one already holds these bytes;
    /// whether it wrote.
    public func writeIfChanged(_ files: [(file: String, contents: Data)]) throws(FileSystemError) -> Bool {
        guard files.contains(where: { FileManager.default.contents(atPath: path($0.file)) != $0.contents }) else { return false }
        try write(files)
        return true
    }

    /// Whether every one of the files is on disk.
    public func exists(_ files: [String]) -> Bool {
        files.allSatisfy { FileManager.default.fileExists(atPath: path($0)) }
    }

    /// Writes one report's files together, with `alongside` (a record of them) in the same set;
    /// returns the report's paths.
    @discardableResult
    public func write(_ files: [(file: String, contents: Data)], alongside: [(file: String, contents: Data)] = []) throws(FileSystemError) -> [String] {
        let paths = files.map { (path: path($0.file), contents: $0.contents) }
        try writer.write(paths + alongside.map { (path: path($0.file), contents: $0.contents) })
        return paths.map(\.path)
    }

    /// A file's bytes, if it is there.
    public func contents(of file: String) -> Data? { FileManager.default.contents(atPath: path(file)) }

    /// Rewrites the copies of the newest day's files at the top (`latest.*`) and the front pages, all
    /// in one atomic set, so a reader always finds the last good report; then removes the copies
    /// named in `removing` (an older day's formats the newest lacks: gone, not left stale).
    /// - Parameter copies: each of the newest day's files with the name of its copy (none: no day).
    /// - Parameter copying: a file's bytes as its copy holds them (at the root, its relative links one folder up).
    /// - Parameter pages: the front pages' files.
    public func refreshFrontPages(copies: [(file: String, copy: String)], copying: (_ copy: String, _ contents: Data) -> Data = { $1 },
                                  removing: [String], pages: [(file: String, contents: Data)]) throws(FileSystemError) {
        var files: [(path: String, contents: Data)] = []
        for copy in copies {
            guard let data = contents(of: copy.file) else { continue }
            files.append((path(copy.copy), copying(copy.copy, data)))
        }
        files += pages.map { (path($0.file), $0.contents) }
        try writer.write(files)
        for copy in removing { try? FileManager.default.removeItem(atPath: path(copy)) }
    }
}
