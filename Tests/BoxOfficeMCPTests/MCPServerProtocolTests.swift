import BoxOfficeMCP
import Foundation
import Testing

/// The protocol engine in process, with tools of its own (the box office's tools are tested through
/// the official SDK in BoxOfficeCLITests): negotiation, argument checks, concurrency, cancellation.
struct MCPServerProtocolTests {
    struct NoResources: ResourceCatalog {
        func resources() throws -> [ServedResource] { [] }
        func read(_ uri: String) throws -> (resource: ServedResource, text: String)? { nil }
    }

    struct Failure: Error {}

    /// Collects what the server sends, in order.
    final class Sent: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var messages: [JSONValue] { lock.withLock { lines.compactMap(JSONValue.parse) } }
    }

    /// How the `wait` tool's sleeps ended.
    final class Waits: @unchecked Sendable {
        private let lock = NSLock()
        private var endings: [String] = []
        func ended(_ how: String) { lock.withLock { endings.append(how) } }
        var all: [String] { lock.withLock { endings } }
    }

    /// A server with `echo {text, times?}` (answers at once), `wait {seconds}` (sleeps, honouring
    /// cancellation) and `fail {}`; the lines are served, then every answer is returned.
    static func serve(_ lines: [String], waits: Waits = Waits()) async -> [JSONValue] {
        let echo = ServedTool(name: "echo", title: "Echo", description: "Echoes.", parameters: [
            ToolParameter("text", .text, "What to echo.", required: true), ToolParameter("times", .integer(1...3), "How often."),
            ToolParameter("day", .date, "A day."),
        ], outputSchema: ["type": "object"], reachesNetwork: false) { arguments in
            let text = String(repeating: arguments.text("text") ?? "", count: arguments.integer("times") ?? 1)
            return ToolAnswer(structured: ["text": .string(text)], markdown: text)
        }
        let wait = ServedTool(name: "wait", title: "Wait", description: "Waits.", parameters: [ToolParameter("seconds", .integer(0...10), "How long.")],
                              outputSchema: ["type": "object"], reachesNetwork: false) { arguments in
            do {
                try await Task.sleep(nanoseconds: UInt64(arguments.integer("seconds") ?? 0) * 1_000_000_000)
            } catch {
                waits.ended("cancelled after sleeping less than \(arguments.integer("seconds") ?? 0) s")
                throw error
            }
            waits.ended("slept \(arguments.integer("seconds") ?? 0) s")
            return ToolAnswer(structured: ["waited": true], markdown: "waited")
        }
        let fail = ServedTool(name: "fail", title: "Fail", description: "Fails.", parameters: [], outputSchema: ["type": "object"],
                              reachesNetwork: false) { _ in throw Failure() }
        let server = MCPServer(identity: ServerIdentity(name: "test", title: "Test", version: "1", instructions: "none"),
                               tools: [echo, wait, fail], resources: NoResources(), describe: { _, _ in "it failed, in one line" }, log: { _ in })
        let sent = Sent()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        for line in lines { continuation.yield(line) }
        continuation.finish()
        await server.serve(stream) { sent.append($0) }
        return sent.messages
    }

    static let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#

    static func call(_ id: Int, _ name: String, _ arguments: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#
    }

    static func answer(_ id: Int, in messages: [JSONValue]) -> JSONValue? { messages.first { $0["id"] == .integer(id) } }

    @Test func theHandshakeAgreesOnTheClientsRevisionWhenServed() async {
        for (asked, agreed) in [("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"), ("2026-07-28", "2025-11-25"), ("2031-01-01", "2025-11-25")] {
            let messages = await Self.serve([Self.initialize.replacingOccurrences(of: "2025-06-18", with: asked)])
            #expect(Self.answer(0, in: messages)?["result"]?["protocolVersion"]?.string == agreed, "\(asked)")
        }
    }

    @Test func argumentsAreCheckedAgainstTheDeclaration() async {
        let messages = await Self.serve([Self.initialize, Self.call(1, "echo", #"{"text":"a","times":2}"#), Self.call(2, "echo", #"{}"#),
                                         Self.call(3, "echo", #"{"text":"a","times":9}"#), Self.call(4, "echo", #"{"text":"a","day":"2026-13-01"}"#),
                                         Self.call(5, "echo", #"{"text":"a","colour":"red"}"#), Self.call(6, "nope", #"{}"#),
                                         Self.call(7, "fail", #"{}"#)])
        #expect(Self.answer(1, in: messages)?["result"]?["structuredContent"]?["text"]?.string == "aa")
        for (id, field) in [(2, "argument text: required"), (3, "argument times: expected a whole number from 1 to 3, got 9"),
                            (4, "argument day: 2026-13-01 is not a real calendar date"), (5, "argument colour:"), (6, "argument name: unknown tool nope")] {
            let error = Self.answer(id, in: messages)?["error"]
            #expect(error?["code"]?.integer == -32602 && error?["message"]?.string?.hasPrefix(field) == true, "\(id): \(error?.line ?? "none")")
        }
        let failed = Self.answer(7, in: messages)?["result"]
        #expect(failed?["isError"] == true && failed?["content"]?.line.contains("it failed, in one line") == true)
    }

    @Test func requestsAreServedConcurrentlyAndACancelledOneIsNotAnswered() async {
        let waits = Waits()
        let messages = await Self.serve([Self.initialize, Self.call(1, "wait", #"{"seconds":1}"#), Self.call(2, "echo", #"{"text":"fast"}"#),
                                         Self.call(3, "wait", #"{"seconds":10}"#),
                                         #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"test"}}"#],
                                        waits: waits)
        // The fast call is answered before the slow one; the cancelled one never, its sleep cut short.
        let order = messages.compactMap { $0["id"]?.integer }
        #expect(order == [0, 2, 1])
        #expect(waits.all.sorted() == ["cancelled after sleeping less than 10 s", "slept 1 s"])
    }

    @Test func theStatelessRevisionIsServedFromItsEnvelope() async {
        let envelope = #""_meta":{"io.modelcontextprotocol/protocolVersion":"VERSION","io.modelcontextprotocol/clientCapabilities":{}}"#
        let messages = await Self.serve([
            #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\#(envelope.replacingOccurrences(of: "VERSION", with: "2026-07-28"))}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{\#(envelope.replacingOccurrences(of: "VERSION", with: "2026-07-28"))}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{\#(envelope.replacingOccurrences(of: "VERSION", with: "2024-01-01"))}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/list"}"#,
        ])
        let discovered = Self.answer(1, in: messages)?["result"]
        #expect(discovered?["supportedVersions"]?.line.contains("2026-07-28") == true && discovered?["resultType"] == "complete")
        let listed = Self.answer(2, in: messages)?["result"]
        #expect(listed?["resultType"] == "complete" && listed?["ttlMs"] != nil && listed?["cacheScope"] == "private")
        #expect(listed?["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "test")
        #expect(Self.answer(3, in: messages)?["error"]?["code"]?.integer == -32022)
        #expect(Self.answer(3, in: messages)?["error"]?["data"]?["requested"] == "2024-01-01")
        #expect(Self.answer(4, in: messages)?["error"]?["code"]?.integer == -32602, "the envelope lacks the client's capabilities")
        #expect(Self.answer(5, in: messages)?["error"]?["code"]?.integer == -32600, "neither a handshake nor an envelope")
    }
}
