import Foundation
import PackagePlugin

/// Generates the figures the product states about its milestone dates (`MeasuredMilestoneDates.measured`)
/// and the calibration of their chances (`ChanceCalibration.fitted`) at build time, by running the walks that measure them over `Tests/Fixtures/kofic/long/daily-2017-2022.csv`
/// with the model as built: the figures change with the model, never copied.
@main
struct ForecastFiguresPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appendingPathComponent("Tests/Fixtures/kofic/long/daily-2017-2022.csv")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("MeasuredMilestoneDates+Generated.swift")
        let tool = try context.tool(named: "ForecastFiguresGenerator").url
        // What the figures are a function of: the lists, the model's sources (and the loader's and the
        // generator's own), and the package's settings. The generator walks again only when these
        // change: `swift build` and `swift test` link the tool apart, which reruns this command at
        // each switch between them, and the walk takes a dozen seconds.
        let model = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { ["BoxOfficeDomain", "BoxOfficeTestSupport", "ForecastFiguresGenerator"].contains($0.name) }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            .sorted { $0.path < $1.path } + [context.package.directoryURL.appendingPathComponent("Package.swift")]
        return [.buildCommand(
            displayName: "Measuring the milestone dates' figures (the walk over 2017-2022)",
            executable: tool,
            arguments: [input.path, output.path] + model.map(\.path),
            // The tool too: a change of the model relinks it, and the figures are measured again.
            inputFiles: [input, tool] + model,
            outputFiles: [output]
        )]
    }
}
