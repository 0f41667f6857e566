#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// Benchmarks the real `boxoffice` binary against the loopback KOFIC fake (100 ms of latency per
// request) and the archive in process, one suite a file. Run: scripts/benchmark.sh [SUITE|all]
// (release build). Exits 1 naming every target a suite missed.

guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    FileHandle.standardError.write(Data("boxoffice-benchmark: build boxoffice first (swift build -c release)\n".utf8))
    exit(2)
}

/// The suites, in the order `all` runs them.
let suites: [(name: String, run: () async throws -> Void)] = [
    ("daily", { try benchmarkDaily() }),
    ("archive", { try benchmarkWarmDaily(); try benchmarkBackfillStores(); try await benchmarkArchiveQueries() }),
    ("faults", { try benchmarkFaults() }),
    ("books", { try benchmarkBooks() }),
    ("recheck", { try benchmarkRecheck() }),
    // BENCH_FORECAST_ONLY_TIME: the forecast's timings alone (no back-tests, no validation), for a profiler.
    ("forecast", {
        try await benchmarkForecast()
        if ProcessInfo.processInfo.environment["BENCH_FORECAST_ONLY_TIME"] == nil { benchmarkForecastValidation() }
    }),
    // `validation` (or `validation choose`): the spans a change of the method is chosen and checked on;
    // `validation 2024` adds 2024, kept apart until it chose the road's weekend signal with 2022 (issue 44): in sample now.
    ("validation", { benchmarkForecastValidation(showing2024: CommandLine.arguments.dropFirst(2).first == "2024") }),
    ("mcp", { try await benchmarkMCP() }),
    ("site", { try await benchmarkSite() }),
]

let which = CommandLine.arguments.dropFirst().first ?? "all"
let chosen = which == "all" ? suites.filter { $0.name != "validation" } : suites.filter { $0.name == which }
guard !chosen.isEmpty else {
    FileHandle.standardError.write(Data("boxoffice-benchmark: unknown suite \(which); choose \(suites.map(\.name).joined(separator: ", ")) or all\n".utf8))
    exit(2)
}
for suite in chosen { try await suite.run() }
let missed = Targets.shared.missedTargets
if !missed.isEmpty {
    FileHandle.standardError.write(Data("boxoffice-benchmark: \(missed.count) target(s) missed: \(missed.joined(separator: "; "))\n".utf8))
    exit(1)
}
