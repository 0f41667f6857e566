import Foundation

/// A program or library some tests need and a machine may lack. Where it is missing the test is
/// skipped with a one-line reason naming the Debian package; under CI (`CI` set) it always runs,
/// because `.ci/run` installs every one of them, so a missing install step fails loudly.
public struct MachineTool: Sendable {
    public let name: String
    public let package: String
    public let isInstalled: Bool

    public static let chromium = MachineTool(
        name: "chromium", package: "chromium",
        isInstalled: ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains { FileManager.default.isExecutableFile(atPath: $0) })
    public static let faketime = MachineTool(
        name: "faketime", package: "faketime", isInstalled: FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime"))
    /// libcurl's development files: its header, which every Linux build compiles (CCurl).
    public static let libcurlDevelopmentFiles = MachineTool(
        name: "libcurl's development files", package: "libcurl4-openssl-dev",
        isInstalled: ["/usr/lib/x86_64-linux-gnu/libcurl.so", "/usr/lib/aarch64-linux-gnu/libcurl.so", "/usr/lib/libcurl.so",
                      "/usr/lib64/libcurl.so", "/opt/homebrew/lib/libcurl.dylib", "/usr/lib/libcurl.dylib"]
            .contains { FileManager.default.fileExists(atPath: $0) })
    /// strace, to count the files a run opens.
    public static let strace = MachineTool(name: "strace", package: "strace",
                                           isInstalled: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"))
    /// A Korean font, so Hangul renders as glyphs in browser screenshots.
    public static let koreanFont = MachineTool(
        name: "a Korean font", package: "fonts-noto-cjk",
        isInstalled: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"))

    /// A PostgreSQL server to start for the archive tests.
    public static let postgreSQLServer = MachineTool(name: "a PostgreSQL server", package: "postgresql",
                                                     isInstalled: PostgreSQLTestServer.binaries != nil)

    /// Python 3 with the official MCP SDK, the client `boxoffice mcp` is tested with.
    public static let pythonMCPSDK = MachineTool(name: "Python's MCP SDK", package: "python3-pip, then pip install mcp",
                                                 isInstalled: pythonWithMCPSDK != nil)

    /// The interpreter itself (not a version manager's shim) of the first `python3` on PATH that
    /// imports the MCP SDK's client.
    public static let pythonWithMCPSDK: String? = firstPython(printing: "import sys, mcp.client.stdio; print(sys.executable)")

    /// axe-core (Deque's accessibility engine), as the PyPI wheel `axe-core-python` ships it.
    public static let axeCore = MachineTool(name: "axe-core", package: "python3-pip, then pip install axe-core-python",
                                            isInstalled: axeCoreScript != nil)

    /// `axe.min.js` of the first `python3` on PATH that imports `axe_core_python`.
    public static let axeCoreScript: String? = firstPython(
        printing: "import os, axe_core_python; print(os.path.join(os.path.dirname(axe_core_python.__file__), 'axe.min.js'))")
        .flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }

    /// What the first `python3` on PATH that runs `script` without an error prints (trimmed).
    static func firstPython(printing script: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = "\(folder)/python3"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate)
            process.arguments = ["-c", script]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let answer = printed.trimmingCharacters(in: .whitespacesAndNewlines)
            if process.terminationStatus == 0, !answer.isEmpty { return answer }
        }
        return nil
    }

    /// Whether a test needing it runs here: installed, or under CI.
    public var runsHere: Bool { isInstalled || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Why a test needing it is skipped.
    public var skipReason: String { "\(name) not installed (apt-get install \(package)); .ci/run installs it" }
}
