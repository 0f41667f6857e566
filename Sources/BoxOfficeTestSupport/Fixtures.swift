import Foundation

/// The recorded responses in `Tests/Fixtures`, located from this source file (no bundle needed).
public enum Fixtures {
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures")

    /// The repository's root (`README.md`, `docs/`).
    public static let repository: URL = directory.deletingLastPathComponent().deletingLastPathComponent()

    /// The complete recorded week (every ranked movie's details, and every pull of each day).
    public static let week = "week-2026-01-19"

    /// Every recorded day (the older partial ones and the complete week), by `YYYYMMDD`.
    public static var recordedDays: [String] { (names(in: "kofic/daily") + names(in: "kofic/\(week)/daily")).sorted() }

    /// A recorded day's body, from whichever folder holds it.
    public static func day(_ compact: String) throws -> String {
        if let body = try? text("kofic/daily/\(compact).json") { return body }
        return try text("kofic/\(week)/daily/\(compact).json")
    }

    public static func url(_ relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }

    public static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }

    public static func text(_ relativePath: String) throws -> String { String(decoding: try data(relativePath), as: UTF8.self) }

    /// The file names (without `.json`) in a fixture folder, sorted.
    public static func names(in folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
