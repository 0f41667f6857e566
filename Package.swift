// swift-tools-version:6.0
import PackageDescription

// One target per layer, so the compiler keeps dependencies pointing inward:
// Domain <- Application <- CLI, Domain <- Data <- CLI, Infrastructure <- Data, Reports <- Application.
// No package dependencies.
let package = Package(
    name: "boxoffice",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "boxoffice", targets: ["boxoffice"]),
    ],
    targets: [
        // Optimised in debug builds too: the build measures the forecast's figures by running its walk
        // (ForecastFiguresPlugin's tool is built in the build's configuration), 12 s optimised, over
        // ten minutes not; the tests' forecasts run faster with it. (Stepping through it in a
        // debugger shows optimised code.)
        .target(name: "BoxOfficeDomain", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        // libcurl's easy interface, which a request waits on in poll(): URLSession on Linux spins while
        // it waits (about 0.2 s of CPU per 0.3 s of server latency). macOS keeps URLSession. Its header
        // only (libcurl4-openssl-dev): the library is opened on first use, not linked (no pkg-config,
        // whose -lcurl would load it and the libraries only it needs at every start; see shim.h).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // libpq's header alone on Linux: the library is opened by the first PostgreSQL connection (LibPQ).
        .systemLibrary(
            name: "CLibPQHeader",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(name: "BoxOfficeInfrastructure", dependencies: [
            "CSQLite",
            .target(name: "CLibPQ", condition: .when(platforms: [.macOS])),
            .target(name: "CLibPQHeader", condition: .when(platforms: [.linux])),
            .target(name: "CCurl", condition: .when(platforms: [.linux])),
        ]),
        // URLSession's client: macOS's network; on Linux only the tests', so that the binary does not link
        // FoundationNetworking (which would load libcurl at every start).
        .target(name: "BoxOfficeURLSession", dependencies: ["BoxOfficeInfrastructure"]),
        .target(name: "BoxOfficeData", dependencies: ["BoxOfficeDomain", "BoxOfficeInfrastructure"]),
        .target(name: "BoxOfficeReports", dependencies: ["BoxOfficeDomain", "BoxOfficeForecastFigures"]),
        // One application layer for every front end (CLI, schedule, MCP): publishing a chart, backfilling.
        .target(name: "BoxOfficeApplication", dependencies: ["BoxOfficeDomain", "BoxOfficeReports"]),
        // The Model Context Protocol front end's protocol: revisions, tools' schemas, requests served concurrently.
        .target(name: "BoxOfficeMCP", dependencies: ["BoxOfficeDomain"]),
        // The --sample recordings, generated at build time from Tests/Fixtures (no committed copy).
        .executableTarget(name: "SampleRecordingsGenerator"),
        .plugin(name: "SampleRecordingsPlugin", capability: .buildTool(), dependencies: ["SampleRecordingsGenerator"]),
        .target(name: "BoxOfficeSampleData", plugins: ["SampleRecordingsPlugin"]),
        // The forecast's bundled base: the real runs of 2017-2022, generated at build time from Tests/Fixtures/kofic/long.
        .executableTarget(name: "ForecastBaseGenerator"),
        .plugin(name: "ForecastBasePlugin", capability: .buildTool(), dependencies: ["ForecastBaseGenerator"]),
        .target(name: "BoxOfficeForecastBase", dependencies: ["BoxOfficeDomain"], plugins: ["ForecastBasePlugin"]),
        // The figures the product states about its milestone dates, and their chances' calibration,
        // measured at build time by the walks over Tests/Fixtures/kofic/long with the model as built
        // (never copied into a constant).
        .executableTarget(name: "ForecastFiguresGenerator", dependencies: ["BoxOfficeDomain", "BoxOfficeTestSupport"]),
        .plugin(name: "ForecastFiguresPlugin", capability: .buildTool(), dependencies: ["ForecastFiguresGenerator"]),
        .target(name: "BoxOfficeForecastFigures", dependencies: ["BoxOfficeDomain"], plugins: ["ForecastFiguresPlugin"]),
        .target(
            name: "BoxOfficeCLI",
            dependencies: [
                "BoxOfficeApplication", "BoxOfficeDomain", "BoxOfficeData", "BoxOfficeInfrastructure",
                "BoxOfficeForecastBase", "BoxOfficeForecastFigures", "BoxOfficeMCP", "BoxOfficeReports", "BoxOfficeSampleData",
                .target(name: "BoxOfficeURLSession", condition: .when(platforms: [.macOS])),
            ]
        ),
        .executableTarget(name: "boxoffice", dependencies: ["BoxOfficeCLI"]),

        // Loopback fakes shared by the tests and the benchmark.
        .target(name: "BoxOfficeTestSupport", dependencies: ["BoxOfficeDomain", "BoxOfficeInfrastructure"]),
        .executableTarget(
            name: "boxoffice-benchmark",
            dependencies: ["BoxOfficeTestSupport", "BoxOfficeInfrastructure", "BoxOfficeCLI", "BoxOfficeApplication", "BoxOfficeData", "BoxOfficeDomain",
                           "BoxOfficeForecastBase", "BoxOfficeForecastFigures"]
        ),

        .testTarget(name: "BoxOfficeDomainTests", dependencies: ["BoxOfficeDomain"]),
        .testTarget(name: "BoxOfficeApplicationTests",
                    dependencies: ["BoxOfficeApplication", "BoxOfficeData", "BoxOfficeDomain", "BoxOfficeForecastBase", "BoxOfficeForecastFigures",
                                  "BoxOfficeReports", "BoxOfficeTestSupport", "BoxOfficeInfrastructure"]),
        .testTarget(
            name: "BoxOfficeDataTests",
            dependencies: ["BoxOfficeData", "BoxOfficeDomain", "BoxOfficeInfrastructure", "BoxOfficeTestSupport", "BoxOfficeURLSession"],
            exclude: []
        ),
        .testTarget(name: "BoxOfficeMCPTests", dependencies: ["BoxOfficeMCP"]),
        .testTarget(name: "BoxOfficeInfrastructureTests", dependencies: ["BoxOfficeInfrastructure", "BoxOfficeTestSupport", "BoxOfficeURLSession"]),
        .testTarget(name: "BoxOfficeReportsTests", dependencies: ["BoxOfficeReports", "BoxOfficeDomain"]),
        .testTarget(
            name: "BoxOfficeCLITests",
            dependencies: ["boxoffice", "BoxOfficeCLI", "BoxOfficeApplication", "BoxOfficeSampleData", "BoxOfficeTestSupport", "BoxOfficeDomain", "BoxOfficeInfrastructure",
                           "BoxOfficeData", "BoxOfficeReports", "BoxOfficeURLSession", "BoxOfficeForecastFigures"]
        ),
    ]
)

// The product's own layers are optimised in debug builds too (the Domain above already is): the
// tests run the debug binary hundreds of times and the layers in process, and unoptimised they took
// two and a half times the CPU (`report --sample`: 0.36 s against 0.14 s), which made `swift test`
// a five-minute wait on two cores. Stepping through them in a debugger shows optimised code.
for target in package.targets where ["BoxOfficeInfrastructure", "BoxOfficeData", "BoxOfficeReports", "BoxOfficeApplication",
                                     "BoxOfficeMCP", "BoxOfficeCLI", "BoxOfficeTestSupport"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
}

// Release builds on Linux (what cron runs) link the Swift runtime and Foundation statically, so that
// `swift build -c release` alone makes the binary cron runs: no dozen Swift libraries to load and
// relocate at each start (against the shared ones: a warm morning run 0.132 -> 0.124 s, 39 -> 33 MiB).
// Every module of the binary is compiled for it too (static Foundation's modules are linked by name).
// Debug builds and the tests keep the shared libraries.
for target in package.targets where [.regular, .executable].contains(target.type) {
    let linux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], linux)]
    target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib"], linux)]
}
