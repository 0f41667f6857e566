import Foundation

/// The layout of a reports folder, in one place:
///
/// ```
/// ROOT/daily/YYYY-MM-DD.EXT        one day's reports
/// ROOT/daily-korean/…, weekly-region-0105001/…   a segment's or a region's reports
/// ROOT/latest.EXT                  copies of the newest day's reports
/// ROOT/index.html (and other front pages)   made from the site map
/// ```
///
/// The folders' and files' names come from the caller (`Layout`: the site map's literals), so the
/// folder and the links to it cannot drift. Every write goes through `AtomicFileWriter`: a set of files
/// is written all or none.
public struct ReportsFolder: Sendable {
    /// The names the folder is laid out by (its reports' paths are the caller's): the name of the
    /// newest day's copies at the top.
    public struct Layout: Sendable, Hashable {
        public var latest: String

        public init(latest: String) { self.latest = latest }
    }

    /// One report on disk: its kind (the subfolder, `daily`), its name (`2024-02-10`) and the formats written.
    public struct Report: Sendable, Hashable {
        public var kind: String
        public var name: String
        public var formats: [String]

        public init(kind: String, name: String, formats: [String]) {
            self.kind = kind
            self.name = name
            self.formats = formats
        }

        /// `KIND/NAME.FORMAT`, under the folder's root.
        public func relativePath(format: String) -> String { "\(kind)/\(name).\(format)" }
    }

    public let root: String
    public let layout: Layout
    /// The file extensions that count as reports.
    public let formats: Set<String>
    let writer = AtomicFileWriter()

    public init(root: String, formats: Set<String>, layout: Layout) {
        self.root = root
        self.formats = formats
        self.layout = layout
    }

    /// `ROOT/KIND/NAME.FORMAT`
    public func path(kind: String, name: String, format: String) -> String {
        "\(root)/" + Report(kind: kind, name: name, formats: []).relativePath(format: format)
    }

    /// Writes a page's files (each atomically, together) unless every one already holds these bytes;
    /// whether it wrote.
    public func writeIfChanged(_ files: [(path: String, contents: Data)]) throws(FileSystemError) -> Bool {
        guard files.contains(where: { FileManager.default.contents(atPath: $0.path) != $0.contents }) else { return false }
        try writer.write(files)
        return true
    }

    /// Whether every one of the formats of a report is on disk.
    public func exists(kind: String, name: String, formats: [String]) -> Bool {
        formats.allSatisfy { FileManager.default.fileExists(atPath: path(kind: kind, name: name, format: $0)) }
    }

    /// Writes one report's files together, with `alongside` (a record of them) in the same set;
    /// returns the report's paths.
    @discardableResult
    public func write(kind: String, name: String, files: [(format: String, contents: Data)],
                      alongside: [(path: String, contents: Data)] = []) throws(FileSystemError) -> [String] {
        let paths = files.map { (path: path(kind: kind, name: name, format: $0.format), contents: $0.contents) }
        try writer.write(paths + alongside)
        return paths.map(\.path)
    }

    /// A file at the folder's top (`.feed.json`), if there is one.
    public func contents(of name: String) -> Data? { FileManager.default.contents(atPath: "\(root)/\(name)") }

    /// Rewrites `latest.*` (copies of the newest day's files) and the front pages, all in one atomic
    /// set, so a reader always finds the last good report.
    /// - Parameter newest: the newest day's files (nil: none; `latest.*` are removed).
    /// - Parameter latest: the newest day's file of a format as `latest.FORMAT` holds it (at the root,
    ///   its relative links one folder up).
    /// - Parameter pages: the front pages' files, by their names at the folder's top.
    public func refreshFrontPages(newest: Report?, latest: (_ format: String, _ contents: Data) -> Data = { $1 },
                                  pages: [(name: String, contents: Data)]) throws(FileSystemError) {
        var files: [(path: String, contents: Data)] = []
        if let newest {
            for format in newest.formats {
                guard let data = FileManager.default.contents(atPath: path(kind: newest.kind, name: newest.name, format: format)) else { continue }
                files.append(("\(root)/\(layout.latest).\(format)", latest(format, data)))
            }
        }
        files += pages.map { ("\(root)/\($0.name)", $0.contents) }
        try writer.write(files)
        // A `latest.FORMAT` the newest day has no file of is an older day's: gone, not left stale.
        let kept = Set(newest?.formats ?? [])
        for format in formats where !kept.contains(format) { try? FileManager.default.removeItem(atPath: "\(root)/\(layout.latest).\(format)") }
    }

}
