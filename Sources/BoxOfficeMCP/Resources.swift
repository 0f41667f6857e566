/// A document the server offers as context (a report file), as `resources/list` shows it.
public struct ServedResource: Hashable, Sendable {
    /// `boxoffice://daily/2026-01-25.md`
    public var uri: String
    public var name: String
    public var title: String
    public var mimeType: String
    public var size: Int?

    public init(uri: String, name: String, title: String, mimeType: String, size: Int?) {
        self.uri = uri
        self.name = name
        self.title = title
        self.mimeType = mimeType
        self.size = size
    }
}

/// Where the resources come from (the reports folder).
public protocol ResourceCatalog: Sendable {
    /// Newest first.
    func resources() throws -> [ServedResource]
    /// The resource's text; nil when there is no such resource.
    func read(_ uri: String) throws -> (resource: ServedResource, text: String)?
}
