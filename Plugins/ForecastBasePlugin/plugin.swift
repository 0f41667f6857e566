import Foundation
import PackagePlugin

/// Embeds the forecast's bundled base (the real runs of KOFIC's daily lists, 2017-2022) into the
/// target that applies it, generated from `Tests/Fixtures/kofic/long/daily-2017-2022.csv` at build
/// time: the repository holds the lists once, and the binary carries the runs alone.
@main
struct ForecastBasePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appendingPathComponent("Tests/Fixtures/kofic/long/daily-2017-2022.csv")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BundledRuns+Generated.swift")
        return [.buildCommand(
            displayName: "Embedding the forecast's bundled runs",
            executable: try context.tool(named: "ForecastBaseGenerator").url,
            arguments: [input.path, output.path],
            inputFiles: [input],
            outputFiles: [output]
        )]
    }
}
