import Foundation

/// The layout of a reports folder, in one place:
///
/// ```
/// ROOT/daily/YYYY-MM-DD.EXT        one day's reports
/// ROOT/daily-korean/…, weekly-region-0105001/…   a segment's or a region's reports
/// ROOT/latest.EXT                  copies of the newest day's reports
/// ROOT/index.html (and other front pages)   made from the listing of every report
/// ```
///
/// The folders' and files' names come from the caller (`Layout`: the site map's literals), so the
/// folder and the links to it cannot drift. Every write goes through `AtomicFileWriter`: a set of files
/// is written all or none.
public struct ReportsFolder: Sendable {
    /// The names the folder is laid out by: the daily and weekly reports' folders (a segment's are
    /// theirs with `-SLUG`), and the name of the newest day's copies at the top.
    public struct Layout: Sendable, Hashable {
        public var daily: String, weekly: String, latest: String

        public init(daily: String, weekly: String, latest: String) { (self.daily, self.weekly, self.latest) = (daily, weekly, latest) }
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

        /// The `YYYY-MM-DD` its name ends with: what the listing sorts by.
        public var date: String { String(name.suffix(10)) }

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

    /// Writes one report's files together; returns their paths.
    @discardableResult
    public func write(kind: String, name: String, files: [(format: String, contents: Data)]) throws(FileSystemError) -> [String] {
        let paths = files.map { (path: path(kind: kind, name: name, format: $0.format), contents: $0.contents) }
        try writer.write(paths)
        return paths.map(\.path)
    }

    /// Every report of a kind on disk, newest first. Hidden files and names without a date are skipped.
    public func listing(kind: String) -> [Report] {
        let folder = "\(root)/\(kind)"
        var formatsByName: [String: [String]] = [:]
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !file.hasPrefix(".") {
            guard let dot = file.lastIndex(of: ".") else { continue }
            let name = String(file[..<dot]), format = String(file[file.index(after: dot)...])
            guard formats.contains(format), Self.endsWithDate(name) else { continue }
            formatsByName[name, default: []].append(format)
        }
        // Each one's date read once, then sorted (a folder of years holds thousands of days).
        return formatsByName.map { (key: ($0.key.utf8.suffix(10).map { $0 }, Array($0.key.utf8)), report: Report(kind: kind, name: $0.key, formats: $0.value.sorted())) }
            .sorted { $0.key.0.lexicographicallyPrecedes($1.key.0) ? false : $1.key.0.lexicographicallyPrecedes($0.key.0) ? true
                        : $1.key.1.lexicographicallyPrecedes($0.key.1) }
            .map(\.report)
    }

    /// A file at the folder's top (`.feed.json`), if there is one.
    public func contents(of name: String) -> Data? { FileManager.default.contents(atPath: "\(root)/\(name)") }

    /// The folders of the segments' and regions' reports (`daily-korean`, `weekly-region-0105001`), sorted.
    public func segmentKinds() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { name in
            [layout.daily, layout.weekly].contains { name.hasPrefix($0 + "-") } && !listing(kind: name).isEmpty
        }.sorted()
    }

    /// Rewrites `latest.*` (copies of the newest daily report) and the front pages made from the
    /// listing of every report (daily, weekly, then each segment's folder's), all in one atomic set,
    /// so a reader always finds the last good report.
    /// - Parameter latest: the newest day's file of a format as `latest.FORMAT` holds it (at the root,
    ///   its relative links one folder up).
    public func refreshFrontPages(latest: (_ format: String, _ contents: Data) -> Data = { $1 },
                                  _ pages: (_ daily: [Report], _ weekly: [Report], _ segments: [Report]) -> [(name: String, contents: Data)])
        throws(FileSystemError) {
        let daily = listing(kind: layout.daily)
        var files: [(path: String, contents: Data)] = []
        if let newest = daily.first {
            for format in newest.formats {
                guard let data = FileManager.default.contents(atPath: path(kind: newest.kind, name: newest.name, format: format)) else { continue }
                files.append(("\(root)/\(layout.latest).\(format)", latest(format, data)))
            }
        }
        files += pages(daily, listing(kind: layout.weekly), segmentKinds().flatMap(listing(kind:))).map { ("\(root)/\($0.name)", $0.contents) }
        try writer.write(files)
        // A `latest.FORMAT` the newest day has no file of is an older day's: gone, not left stale.
        let kept = Set(daily.first?.formats ?? [])
        for format in formats where !kept.contains(format) { try? FileManager.default.removeItem(atPath: "\(root)/\(layout.latest).\(format)") }
    }

    static func endsWithDate(_ name: String) -> Bool {
        let tail = Array(name.suffix(10).utf8)
        guard tail.count == 10 else { return false }
        return tail.enumerated().allSatisfy { index, byte in index == 4 || index == 7 ? byte == UInt8(ascii: "-") : (48...57).contains(byte) }
    }
}
