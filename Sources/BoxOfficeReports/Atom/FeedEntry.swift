import Foundation

/// One report in the Atom feed: what a feed reader shows of it.
public struct FeedEntry: Codable, Hashable, Sendable {
    /// A tag URI from the report's kind and date (`tag:boxoffice,2026:daily/2026-01-25`): a
    /// re-pull that revises the day updates this entry instead of adding one.
    public var id: String
    public var title: String
    /// The highlights, in plain text, one per line.
    public var summary: String
    public var updated: Date
    /// The HTML report, relative to the feed (`daily/2026-01-25.html`).
    public var path: String

    public init(id: String, title: String, summary: String, updated: Date, path: String) {
        self.id = id
        self.title = title
        self.summary = summary
        self.updated = updated
        self.path = path
    }

    /// The id of a report: `tag:boxoffice,2026:KIND/NAME`.
    public static func id(kind: String, name: String) -> String { "tag:boxoffice,2026:\(kind)/\(name)" }

    /// The feed keeps the newest entries: these, with `new` replacing any of the same id, newest first.
    public static func merge(_ existing: [FeedEntry], with new: [FeedEntry], keeping limit: Int = 30) -> [FeedEntry] {
        let ids = Set(new.map(\.id))
        return Array((existing.filter { !ids.contains($0.id) } + new)
            .sorted { ($0.path.suffix(15), $0.updated) > ($1.path.suffix(15), $1.updated) }.prefix(limit))
    }
}
