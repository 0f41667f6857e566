import Foundation

/// The recorded responses in `Tests/Fixtures`, located from this source file (no bundle needed).
public enum Fixtures {
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures")

    public static func url(_ relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }

    public static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }

    public static func text(_ relativePath: String) throws -> String { String(decoding: try data(relativePath), as: UTF8.self) }

    /// The file names (without `.json`) in a fixture folder, sorted.
    public static func names(in folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
