import Foundation
import PackagePlugin

/// Embeds the recordings of `Tests/Fixtures` that `--sample` serves into the target that applies
/// it, as a generated Swift file in the plugin's work folder: the repository holds each recording
/// once, and the binary still carries them (no resource bundle).
@main
struct SampleRecordingsPlugin: BuildToolPlugin {
    /// Which fixture folders become which dictionary of `SampleRecordings`, with a key prefix.
    /// The box office is the real, complete week of 2026-01-19 (every ranked movie's details); the
    /// older, partial recordings stay test fixtures only.
    static let embedded: [(dictionary: String, folder: String, keyPrefix: String)] = [
        ("daily", "kofic/week-2026-01-19/daily", ""),
        ("movies", "kofic/week-2026-01-19/movie", ""),
        ("weekly", "kofic/weekly", ""),
        ("movieLists", "kofic/other", ""),
        ("books", "books/google", "google/"),
        ("books", "books/kakao", "kakao/"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let fixtures = context.package.directoryURL.appendingPathComponent("Tests/Fixtures")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("SampleRecordings+Generated.swift")
        var inputs: [URL] = []
        var arguments = [output.path]
        for (dictionary, folder, prefix) in Self.embedded {
            let url = fixtures.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }
            inputs += files.map { url.appendingPathComponent($0) }
            arguments.append("\(dictionary)=\(url.path)=\(prefix)")
        }
        return [.buildCommand(
            displayName: "Embedding \(inputs.count) sample recordings",
            executable: try context.tool(named: "SampleRecordingsGenerator").url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
