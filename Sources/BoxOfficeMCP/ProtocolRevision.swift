/// A revision of the Model Context Protocol. The handshake revisions agree on one for the whole
/// connection in `initialize`; the stateless 2026-07-28 revision names itself in every request's
/// `_meta` and is discovered with `server/discover`.
public enum ProtocolRevision: String, CaseIterable, Comparable, Sendable {
    case v2024_11_05 = "2024-11-05"
    case v2025_03_26 = "2025-03-26"
    case v2025_06_18 = "2025-06-18"
    case v2025_11_25 = "2025-11-25"
    case v2026_07_28 = "2026-07-28"

    /// Revisions reached through `initialize`, oldest first.
    public static let handshake: [ProtocolRevision] = allCases.filter { !$0.isStateless }
    /// What `initialize` answers to a revision it does not know: the newest handshake revision.
    public static let latestHandshake = ProtocolRevision.v2025_11_25

    /// No handshake: every request carries its revision and the client's capabilities in `_meta`.
    public var isStateless: Bool { self == .v2026_07_28 }
    /// Tools declare an output schema and answer `structuredContent`; names have a display `title`.
    public var hasStructuredContent: Bool { self >= .v2025_06_18 }

    public static func < (lhs: ProtocolRevision, rhs: ProtocolRevision) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The `_meta` keys of the stateless revision.
enum EnvelopeKey {
    static let protocolVersion = "io.modelcontextprotocol/protocolVersion"
    static let clientCapabilities = "io.modelcontextprotocol/clientCapabilities"
    static let serverInfo = "io.modelcontextprotocol/serverInfo"
}

/// A JSON-RPC error answer.
public struct ProtocolError: Error, Hashable, Sendable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    /// A resource the server does not have.
    public static let resourceNotFound = -32002
    /// The stateless revision's: the request's protocol version is not served.
    public static let unsupportedProtocolVersion = -32022

    public static func invalidParams(_ message: String) -> ProtocolError { ProtocolError(code: invalidParams, message: message) }
}
