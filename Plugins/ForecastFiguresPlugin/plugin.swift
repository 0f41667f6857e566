import Foundation
import PackagePlugin

/// Generates the figures the product states about its milestone dates (`MeasuredMilestoneDates.measured`)
/// at build time, by running the walk that measures them over `Tests/Fixtures/kofic/long/daily-2017-2022.csv`
/// with the model as built: the figures change with the model, never copied.
@main
struct ForecastFiguresPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appendingPathComponent("Tests/Fixtures/kofic/long/daily-2017-2022.csv")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("MeasuredMilestoneDates+Generated.swift")
        return [.buildCommand(
            displayName: "Measuring the milestone dates' figures (the walk over 2017-2022)",
            executable: try context.tool(named: "ForecastFiguresGenerator").url,
            arguments: [input.path, output.path],
            inputFiles: [input],
            outputFiles: [output]
        )]
    }
}
