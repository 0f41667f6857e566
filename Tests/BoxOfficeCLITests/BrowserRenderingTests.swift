import BoxOfficeTestSupport
import Foundation
import Testing

/// The HTML report in a real browser: headless Chromium (Debian's `chromium`, installed by .ci/run)
/// renders it to a PNG without console errors.
@Suite(.serialized, .requires(.chromium)) struct BrowserRenderingTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Rendering {
        var png: Data
        var consoleLines: [String]
    }

    static func render(_ page: URL, into folder: URL) throws -> Rendering {
        let png = folder.appendingPathComponent(page.deletingPathExtension().lastPathComponent + ".png")
        let log = folder.appendingPathComponent("chromium.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium!)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--enable-logging=stderr", "--v=0", "--window-size=1280,1600", "--screenshot=\(png.path)", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        BinaryRunner.wait(process)
        let lines = String(decoding: try Data(contentsOf: log), as: UTF8.self).split(separator: "\n").map(String.init)
        return Rendering(png: (try? Data(contentsOf: png)) ?? Data(), consoleLines: lines.filter { $0.contains(":CONSOLE") })
    }

    @Test func theSampleReportRendersWithoutConsoleErrors() throws {
        let run = try BinaryRunner()
        #expect(try run.run(["report", "--sample", "--format", "html"], environment: run.environment(nil)).status == 0)
        let rendering = try Self.render(run.directory.appendingPathComponent("Reports/daily/2022-01-05.html"), into: run.directory)
        #expect(rendering.png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG screenshot")
        #expect(rendering.png.count > 20_000, "a screenshot with content, not a blank page")
        #expect(rendering.consoleLines.isEmpty, "\(rendering.consoleLines)")
    }

    /// The check above can fail: a page with a script error is caught.
    @Test func aConsoleErrorIsDetected() throws {
        let run = try BinaryRunner()
        let page = run.directory.appendingPathComponent("broken.html")
        try Data("<!DOCTYPE html><html><body><script>undefinedFunction()</script></body></html>".utf8).write(to: page)
        let rendering = try Self.render(page, into: run.directory)
        #expect(rendering.consoleLines.contains { $0.contains("undefinedFunction") })
    }
}
