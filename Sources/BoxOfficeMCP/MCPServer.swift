import Foundation

/// Who the server says it is.
public struct ServerIdentity: Sendable {
    public var name: String
    public var title: String
    public var version: String
    /// Guidance for the assistant's model: what the server holds and how to use its tools.
    public var instructions: String

    public init(name: String, title: String, version: String, instructions: String) {
        self.name = name
        self.title = title
        self.version = version
        self.instructions = instructions
    }

    var implementation: JSONValue { ["name": .string(name), "title": .string(title), "version": .string(version)] }
}

/// A Model Context Protocol server over one connection of JSON-RPC messages, one per line (stdio):
/// negotiates the revision (the `initialize` handshake up to 2025-11-25, or the stateless
/// 2026-07-28 envelope), lists and calls the tools, lists and reads the resources. Requests are
/// served concurrently and answered by id; `notifications/cancelled` cancels a request's task,
/// which then sends no answer. Knows nothing of the box office: the tools and resources are given.
public final class MCPServer: Sendable {
    let identity: ServerIdentity
    let tools: [ServedTool]
    let resources: any ResourceCatalog
    /// A failure inside a tool as the one line the CLI prints for it.
    /// An error's one line, for the call whose arguments are given (nil: no tool's call).
    let describe: @Sendable (any Error, _ arguments: JSONValue?) -> String
    /// One line on stderr (never stdout, which carries only protocol messages).
    let log: @Sendable (String) -> Void
    private let connection = ConnectionState()

    public init(identity: ServerIdentity, tools: [ServedTool], resources: any ResourceCatalog,
                describe: @escaping @Sendable (any Error, _ arguments: JSONValue?) -> String, log: @escaping @Sendable (String) -> Void) {
        self.identity = identity
        self.tools = tools
        self.resources = resources
        self.describe = describe
        self.log = log
    }

    /// Serves the messages of `lines` until it ends (then waits for the requests still running)
    /// or the calling task is cancelled (then cancels them). `send` writes one message line.
    public func serve(_ lines: AsyncStream<String>, send: @escaping @Sendable (String) -> Void) async {
        await withTaskCancellationHandler {
            for await line in lines {
                if Task.isCancelled { break }
                await receive(line, send: send)
            }
            await connection.waitForAll()
        } onCancel: { [connection] in
            Task { await connection.cancelAll() }
        }
    }

    /// Handles one line: a request (answered from its own task, but `initialize` at once, in
    /// order), a notification, or something that is neither (an error answer).
    func receive(_ line: String, send: @escaping @Sendable (String) -> Void) async {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        guard let message = JSONValue.parse(line) else {
            send(Self.errorMessage(id: .null, ProtocolError(code: ProtocolError.parseError, message: "not JSON: every line must be one JSON-RPC message")))
            return
        }
        guard case .object(let members) = message, members["jsonrpc"] == "2.0", let method = members["method"]?.string else {
            // Answers to requests of ours would land here: the server sends none.
            if message["result"] == nil && message["error"] == nil {
                send(Self.errorMessage(id: message["id"] ?? .null, ProtocolError(code: ProtocolError.invalidRequest,
                                                                                  message: "expected one JSON-RPC 2.0 request or notification object")))
            }
            return
        }
        let params = members["params"]
        guard let id = members["id"], id != .null else {
            await notified(method, params)
            return
        }
        guard id.string != nil || id.integer != nil else {
            send(Self.errorMessage(id: .null, ProtocolError(code: ProtocolError.invalidRequest, message: "a request id is a string or a number")))
            return
        }
        await start(id: id, method: method, params: params, send: send)
    }

    private func start(id: JSONValue, method: String, params: JSONValue?, send: @escaping @Sendable (String) -> Void) async {
        if method == "initialize" {
            send(await answer(id: id, method: method, params: params))
            return
        }
        let key = id.line
        let task = Task { [self] in
            let reply = await answer(id: id, method: method, params: params)
            if !Task.isCancelled, !reply.isEmpty { send(reply) }
            await connection.finished(key)
        }
        await connection.started(key, task)
    }

    private func notified(_ method: String, _ params: JSONValue?) async {
        switch method {
        case "notifications/cancelled":
            if let id = params?["requestId"] {
                await connection.cancel(id.line)
                log("cancelled request \(id.line)\(params?["reason"]?.string.map { ": \($0)" } ?? "")")
            }
        default:
            break // notifications/initialized and the rest need nothing
        }
    }

    /// The response message to a request.
    func answer(id: JSONValue, method: String, params: JSONValue?) async -> String {
        do {
            let revision = try await revision(of: method, params)
            var result = try await result(method, params, revision: revision)
            if revision.isStateless, case .object(var members) = result {
                members["resultType"] = "complete"
                var meta = members["_meta"]?.object ?? [:]
                meta[EnvelopeKey.serverInfo] = identity.implementation
                members["_meta"] = .object(meta)
                if Self.cacheable.contains(method) {
                    members["ttlMs"] = 0
                    members["cacheScope"] = "private"
                }
                result = .object(members)
            }
            return JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).line
        } catch let error as ProtocolError {
            return Self.errorMessage(id: id, error)
        } catch is CancellationError {
            return "" // cancelled: nothing is sent
        } catch {
            log("\(method): \(describe(error, nil))")
            return Self.errorMessage(id: id, ProtocolError(code: ProtocolError.internalError, message: describe(error, nil)))
        }
    }

    /// Results a stateless client may cache (they carry `ttlMs` and `cacheScope`).
    static let cacheable: Set<String> = ["server/discover", "tools/list", "resources/list", "resources/read", "resources/templates/list", "prompts/list"]

    static func errorMessage(id: JSONValue, _ error: ProtocolError) -> String {
        var body: [String: JSONValue] = ["code": .integer(error.code), "message": .string(error.message)]
        if let data = error.data { body["data"] = data }
        return JSONValue.object(["jsonrpc": "2.0", "id": id, "error": .object(body)]).line
    }

    /// The revision a request is served in: its own `_meta` envelope's (stateless), else the one
    /// `initialize` agreed on.
    private func revision(of method: String, _ params: JSONValue?) async throws(ProtocolError) -> ProtocolRevision {
        if method == "initialize" {
            let asked = params?["protocolVersion"]?.string
            // A revision it does not serve is answered with the newest handshake one; the client decides.
            let chosen = asked.flatMap(ProtocolRevision.init(rawValue:)).flatMap { $0.isStateless ? nil : $0 } ?? .latestHandshake
            if asked == nil { throw .invalidParams("argument protocolVersion: required") }
            await connection.agree(chosen)
            return chosen
        }
        if let meta = params?["_meta"], let version = meta[EnvelopeKey.protocolVersion] {
            guard let text = version.string else { throw .invalidParams("params._meta: \(EnvelopeKey.protocolVersion) must be a string") }
            guard let revision = ProtocolRevision(rawValue: text), revision.isStateless else {
                throw ProtocolError(code: ProtocolError.unsupportedProtocolVersion,
                                    message: "protocol version \(text) is not served: this server speaks \(ProtocolRevision.v2026_07_28.rawValue) per request, and "
                                        + "\(ProtocolRevision.handshake.map(\.rawValue).joined(separator: ", ")) through initialize",
                                    data: ["supported": .array(Self.supported.map(JSONValue.string)), "requested": .string(text)])
            }
            guard meta[EnvelopeKey.clientCapabilities] != nil else {
                throw .invalidParams("params._meta: the envelope key \(EnvelopeKey.clientCapabilities) is missing")
            }
            return revision
        }
        if method == "server/discover" { return .v2026_07_28 }
        guard let agreed = await connection.agreed else {
            throw ProtocolError(code: ProtocolError.invalidRequest,
                                message: "no protocol revision yet: send initialize first, or a 2026-07-28 request with its _meta envelope")
        }
        return agreed
    }

    /// Every revision served: the handshake ones and the stateless one.
    static let supported = ProtocolRevision.allCases.map(\.rawValue)

    private var capabilities: JSONValue {
        ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false]]
    }

    private func result(_ method: String, _ params: JSONValue?, revision: ProtocolRevision) async throws -> JSONValue {
        switch method {
        case "initialize":
            var info = identity.implementation.object ?? [:]
            if !revision.hasStructuredContent { info["title"] = nil }
            return ["protocolVersion": .string(revision.rawValue), "capabilities": capabilities,
                    "serverInfo": .object(info), "instructions": .string(identity.instructions)]
        case "server/discover":
            return ["supportedVersions": .array(Self.supported.map(JSONValue.string)), "capabilities": capabilities,
                    "instructions": .string(identity.instructions)]
        case "ping":
            return [:]
        case "tools/list":
            return ["tools": .array(tools.map { listed($0, revision: revision) })]
        case "tools/call":
            return try await call(params, revision: revision)
        case "resources/list":
            let listed = try resources.resources().map { resource -> JSONValue in
                var members: [String: JSONValue] = ["uri": .string(resource.uri), "name": .string(resource.name), "mimeType": .string(resource.mimeType)]
                if revision.hasStructuredContent { members["title"] = .string(resource.title) }
                if let size = resource.size { members["size"] = .integer(size) }
                return .object(members)
            }
            return ["resources": .array(listed)]
        case "resources/templates/list":
            return ["resourceTemplates": []]
        case "resources/read":
            guard let uri = params?["uri"]?.string else { throw ProtocolError.invalidParams("argument uri: required, a string") }
            guard let (resource, text) = try resources.read(uri) else {
                throw ProtocolError(code: ProtocolError.resourceNotFound, message: "no resource \(uri); resources/list names them", data: ["uri": .string(uri)])
            }
            return ["contents": [["uri": .string(resource.uri), "mimeType": .string(resource.mimeType), "text": .string(text)]]]
        case "prompts/list":
            return ["prompts": []]
        default:
            throw ProtocolError(code: ProtocolError.methodNotFound, message: "unknown method \(method)")
        }
    }

    private func listed(_ tool: ServedTool, revision: ProtocolRevision) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(tool.name), "description": .string(tool.description), "inputSchema": tool.inputSchema]
        if revision >= .v2025_03_26 {
            members["annotations"] = ["title": .string(tool.title), "readOnlyHint": true, "idempotentHint": true, "openWorldHint": .bool(tool.reachesNetwork)]
        }
        if revision.hasStructuredContent {
            members["title"] = .string(tool.title)
            members["outputSchema"] = tool.outputSchema
        }
        return .object(members)
    }

    private func call(_ params: JSONValue?, revision: ProtocolRevision) async throws -> JSONValue {
        guard let name = params?["name"]?.string else { throw ProtocolError.invalidParams("argument name: required, the tool's name") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw ProtocolError.invalidParams("argument name: unknown tool \(name); tools/list names them (\(tools.map(\.name).joined(separator: ", ")))")
        }
        let arguments = try tool.check(params?["arguments"])
        let started = Date()
        do {
            let answer = try await tool.answer(arguments)
            try Task.checkCancellation()
            log("\(name): answered in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
            var members: [String: JSONValue] = ["content": [["type": "text", "text": .string(answer.markdown)]], "isError": false]
            if revision.hasStructuredContent { members["structuredContent"] = answer.structured }
            return .object(members)
        } catch let error as ProtocolError {
            throw error // arguments a tool refuses as a whole (one of two required, a range backwards)
        } catch {
            if error is CancellationError || Task.isCancelled {
                // The work itself has ended here, not only its answer.
                log("\(name): stopped after \(Int(Date().timeIntervalSince(started) * 1000)) ms, its request cancelled")
                throw CancellationError()
            }
            let message = describe(error, params?["arguments"])
            log("\(name): \(describe(error, nil))")
            return ["content": [["type": "text", "text": .string(message)]], "isError": true]
        }
    }
}

/// The connection's agreed revision and its requests in flight.
actor ConnectionState {
    private(set) var agreed: ProtocolRevision?
    private var running: [String: Task<Void, Never>] = [:]

    func agree(_ revision: ProtocolRevision) { agreed = revision }

    func started(_ key: String, _ task: Task<Void, Never>) {
        // A task that finished before it was recorded has already been removed: keep it out.
        if !done.contains(key) { running[key] = task } else { done.remove(key) }
    }

    private var done: Set<String> = []

    func finished(_ key: String) {
        if running.removeValue(forKey: key) == nil { done.insert(key) }
    }

    func cancel(_ key: String) { running[key]?.cancel() }

    func cancelAll() { running.values.forEach { $0.cancel() } }

    func waitForAll() async {
        while let (_, task) = running.first {
            await task.value
        }
    }
}
