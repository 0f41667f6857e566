import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation

// Writes the Swift source of the figures the product states about its milestone dates
// (`MeasuredMilestoneDates.measured`) and of the calibration of their chances
// (`ChanceCalibration.fitted`, on the runs that opened in 2017-2019), measured by the walks that
// score them: every daily report of the runs of the years the repository holds
// (Tests/Fixtures/kofic/long/daily-2017-2022.csv), each forecast made from the days before it,
// against the market of those lists (every row of each day summed, as the bundled base's market is;
// BoxOfficeForecastBase itself cannot be a tool's dependency: its own build plugin is not run for
// tools). Run at build time by ForecastFiguresPlugin, so a change of the model changes the figures
// with it.
//
//   ForecastFiguresGenerator DAILY.csv OUTPUT.swift [MODEL.swift …]
//
// The files after OUTPUT (the model's sources, Package.swift) and DAILY.csv are fingerprinted
// into the output's first line: an output whose fingerprint matches is left as it is, unmeasured
// (the build links this tool anew between `swift build` and `swift test`, which would walk again
// each time). MeasuredMilestoneDatesTests measures again whatever the fingerprint says.
//
// The years are all the CSV holds, and the method was chosen looking at each of them (2017-2019
// chose most of it, each choice checked on 2022; the late-run road, `FinalAudienceModel.weeksApart`,
// was chosen on 2017-2019, 2020-2021 and 2022 together: docs/forecast.md), so the sentence says they
// all chose it. A CSV with no run fails the build.

struct GeneratorFailure: Error, CustomStringConvertible {
    let description: String
}

/// FNV-1a (64 bits) over each file's path and contents: a change of any is a new fingerprint.
func fingerprint(of paths: [String]) throws -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for path in paths {
        for byte in Data(path.utf8) + [0] + (try Data(contentsOf: URL(fileURLWithPath: path))) + [0] {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
    return String(hash, radix: 16)
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count >= 2 else {
        throw GeneratorFailure(description: "usage: ForecastFiguresGenerator DAILY.csv OUTPUT.swift [MODEL.swift …]")
    }
    let stamp = try "// Inputs' fingerprint: " + fingerprint(of: [arguments[0]] + arguments.dropFirst(2)) + "\n"
    let output = URL(fileURLWithPath: arguments[1])
    if let existing = try? String(contentsOf: output, encoding: .utf8), existing.hasPrefix(stamp) { exit(0) }
    let history = try LongRecordings.history(csv: URL(fileURLWithPath: arguments[0]))
    let days = history.occupancy.map(\.date)
    guard let first = days.min(), let last = days.max() else { throw GeneratorFailure(description: "\(arguments[0]) holds no run") }
    // Every year the CSV holds chose the method (above), and 2024 (held apart, Tests/Fixtures/kofic/
    // derived-2024) chose the road's weekend signal with 2022; the chance's calibration is fitted on
    // 2017-2019 alone, as it always was (its fit on the road's chances at days 3, 7 and 14).
    // Written out, not read from the CSV: a year added to it later chose nothing until someone says so.
    let chosenOn = 2017...2022, alsoChosenOn = [2024...2024], fittedOn = 2017...2019
    let measured = MeasuredMilestoneDates.measure(history.runs, market: MarketOccupancy(history.occupancy), years: first.year...last.year,
                                                  chosenOn: chosenOn, alsoChosenOn: alsoChosenOn, chanceFittedOn: fittedOn)
    guard measured.nearWithinOneDay.of > 0, measured.farInRange.of > 0 else {
        throw GeneratorFailure(description: "the walk over \(arguments[0]) scored no crossing")
    }
    let calibration = ChanceCalibration.fit(history.runs, market: MarketOccupancy(history.occupancy), years: fittedOn)
    guard calibration != .none, calibration.a.isFinite, calibration.b.isFinite else {
        throw GeneratorFailure(description: "the chance's calibration could not be fitted on 2017-2019")
    }
    let source = stamp + """
        // Generated at build time by ForecastFiguresGenerator (the walk over \((arguments[0] as NSString).lastPathComponent)): not edited by hand.
        import BoxOfficeDomain

        extension MeasuredMilestoneDates {
            /// The milestone dates as the walk over the runs the repository holds measured them.
            public static let measured = MeasuredMilestoneDates(
                years: \(measured.years.lowerBound)...\(measured.years.upperBound), chosenOn: \(chosenOn.lowerBound)...\(chosenOn.upperBound),
                alsoChosenOn: [\(alsoChosenOn.map { "\($0.lowerBound)...\($0.upperBound)" }.joined(separator: ", "))],
                runsReaching: \(measured.runsReaching),
                nearWithinOneDay: ForecastShare(hits: \(measured.nearWithinOneDay.hits), of: \(measured.nearWithinOneDay.of)),
                farInRange: ForecastShare(hits: \(measured.farInRange.hits), of: \(measured.farInRange.of)),
                chanceFittedOn: \(fittedOn.lowerBound)...\(fittedOn.upperBound))
        }

        extension ChanceCalibration {
            /// The milestone chance's calibration, fitted on the runs that opened in 2017-2019.
            public static let fitted = ChanceCalibration(a: \(calibration.a), b: \(calibration.b))
        }

        """
    // Written only when it changes (an unchanged file does not make the target compile again).
    if (try? Data(contentsOf: output)) != Data(source.utf8) { try Data(source.utf8).write(to: output, options: .atomic) }
} catch {
    FileHandle.standardError.write(Data("ForecastFiguresGenerator: \(error)\n".utf8))
    exit(1)
}
