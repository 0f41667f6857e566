#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeApplication
import BoxOfficeCLI
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeTestSupport
import Foundation

// `boxoffice mcp` as an assistant starts it.
/// `boxoffice mcp` as an assistant starts it: from spawn to the first answer (`initialize`), then
/// warm `daily_box_office` calls (the day already archived), on the sample and on the six real years.
func benchmarkMCP() async throws {
    let folder = try temporaryFolder("mcp")
    defer { TemporaryFolder.remove(folder) }
    /// One server: its start-up time and, after a first call that may fill the archive, `calls` warm calls.
    func session(_ arguments: [String], day: String, calls: Int) throws -> (start: Double, first: Double, warm: [Double]) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["mcp", "--quiet"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "BOXOFFICE_LANG": "ko"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let reader = LineReader(output.fileHandleForReading)
        func ask(_ line: String) -> Double {
            let started = DispatchTime.now().uptimeNanoseconds
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            _ = reader.line()
            return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        }
        let spawned = DispatchTime.now().uptimeNanoseconds
        try process.run()
        _ = ask(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}"#)
        let start = Double(DispatchTime.now().uptimeNanoseconds - spawned) / 1e9
        input.fileHandleForWriting.write(Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8 + [10]))
        let call = #"{"jsonrpc":"2.0","id":ID,"method":"tools/call","params":{"name":"daily_box_office","arguments":{"date":"DAY"}}}"#
            .replacingOccurrences(of: "DAY", with: day)
        let first = ask(call.replacingOccurrences(of: "ID", with: "1"))
        let warm = (0..<calls).map { ask(call.replacingOccurrences(of: "ID", with: String($0 + 2))) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return (start, first, warm)
    }
    var starts: [Double] = []
    var warm: [Double] = []
    for index in 0..<runs {
        let result = try session(["--sample", "--archive", "sample-\(index).sqlite"], day: "2026-01-25", calls: 20)
        starts.append(result.start)
        warm += result.warm
        if index == 0 { print(String(format: "\nmcp --sample: first daily_box_office (fetched from the bundle into a new archive): %.0f ms", result.first * 1000)) }
    }
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    print("mcp --sample: start to the first answer: \(describe(starts)) (target < 150 ms: \(check("mcp start < 150 ms", median(starts) < 0.150)))")
    print("mcp --sample: warm daily_box_office call: \(describe(warm)) (target < 20 ms: \(check("mcp warm call < 20 ms", median(warm) < 0.020)))")
    _ = try await sixRealYears(in: folder)
    for day in ["2019-05-01", "2022-12-20"] {
        let result = try session(["--archive", "archive.sqlite"], day: day, calls: 20)
        print("mcp on the six real years: warm daily_box_office of \(day) (with its forecasts): \(describe(result.warm)) "
            + "(target < 20 ms: \(check("mcp warm call of \(day) < 20 ms", median(result.warm) < 0.020))); "
            + String(format: "start %.0f ms, first call %.0f ms", result.start * 1000, result.first * 1000))
    }
}
