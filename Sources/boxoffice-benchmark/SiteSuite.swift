#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeTestSupport
import Foundation

// The site on the six real years: the whole build, and what keeping it adds to a report run.

/// `boxoffice site --rebuild` of the six real years (2017-2022) archived in process, against the
/// issue's bound for nine years (60 s, so 40 s for six); then a report run of a day in them, forced
/// to rewrite its pages, as the morning run keeps the site (its movies', month's and year's pages).
func benchmarkSite() async throws {
    let folder = try temporaryFolder("site")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await sixRealYears(in: folder)
    let build = try runOnce(["site", "--archive", "archive.sqlite", "--output", "out", "--rebuild", "--quiet"], environment: ["PATH": "/usr/bin:/bin"],
                            in: folder)
    guard build.status == 0 else { throw BenchmarkError.spawn }
    let pages = (try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path))?.filter { $0.hasSuffix(".html") }.count ?? 0
    print(String(format: "\nsite --rebuild of the six real years (2,191 days): %d pages in %.1f s, peak RSS %.1f MB (target <= 40 s: %@)",
                 pages, build.seconds, build.peakRSSMegabytes, check("site --rebuild of six years <= 40 s", build.seconds <= 40)))

    var configuration = KOFICFake.Configuration()
    configuration.latency = latency
    configuration.dailyNow = { LongRecordings.dailyBody($0) }
    let fake = try KOFICFake(configuration)
    defer { fake.stop() }
    var times: [Double] = []
    for _ in 0..<runs {
        let result = try runOnce(["report", "--date", "2022-12-13", "--recheck-days", "0", "--archive", "archive.sqlite", "--output", "out",
                                  "--force", "--quiet"], environment: fake.environment, in: folder)
        guard result.status == 0 else { throw BenchmarkError.spawn }
        times.append(result.seconds)
    }
    print("report of 2022-12-13 on the six real years, its reports and site pages rewritten: \(describe(times))")
}
