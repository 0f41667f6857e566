import BoxOfficeTestSupport
import Foundation
import Testing

/// The release binary cron runs, built once outside the tests and named by
/// `BOXOFFICE_RELEASE_BINARY` (`.ci/run` builds it and sets it). No test builds anything: without
/// the variable the tests that run this binary are skipped with the commands that enable them;
/// under CI (`CI` set) they run, and fail on a missing or unusable binary.
enum ReleaseBinary {
    static let variable = "BOXOFFICE_RELEASE_BINARY"

    /// The commands a contributor runs to include these tests.
    static let howTo = "run `swift build -c release --product boxoffice`, then `\(variable)=.build/release/boxoffice swift test`"

    /// The variable's path, relative to the repository when it is not absolute.
    static let path: String? = ProcessInfo.processInfo.environment[variable].flatMap { value in
        guard !value.isEmpty else { return nil }
        return value.hasPrefix("/") ? value : Fixtures.repository.appendingPathComponent(value).path
    }

    /// Whether the tests that need it run here: named, or under CI (where its absence fails them).
    static var runsHere: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    /// The binary, or the reason a test that needs it cannot run.
    static func url() throws -> URL {
        guard let path else { throw SetupFailure("\(variable) is not set: \(howTo)") }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw SetupFailure("\(variable)=\(path) is not an executable file: \(howTo)")
        }
        return URL(fileURLWithPath: path)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test on the release binary where `BOXOFFICE_RELEASE_BINARY` names it (always under
    /// CI); skips it elsewhere, saying how to include it.
    static var requiresReleaseBinary: Self {
        .enabled(if: ReleaseBinary.runsHere, Comment(rawValue: "the release binary is not built: \(ReleaseBinary.howTo)"))
    }
}

/// What a test needs before it can start is missing or failed (a binary, a fill).
struct SetupFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
