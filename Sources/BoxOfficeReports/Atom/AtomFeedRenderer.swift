import BoxOfficeDomain
import Foundation

/// An Atom 1.0 feed (RFC 4287) of the newest reports. Every text goes through `AtomFeedRenderer.escape`;
/// dates are RFC 3339 in Seoul's offset.
public struct AtomFeedRenderer: Sendable {
    public var language: ReportLanguage
    /// `--site-url`: links are absolute under it; else relative to the feed.
    public var siteURL: URL?

    public init(language: ReportLanguage, siteURL: URL?) {
        self.language = language
        self.siteURL = siteURL
    }

    public func render(_ entries: [FeedEntry], generated: Date) -> String {
        let e = Self.escape
        let updated = entries.map(\.updated).max() ?? generated
        var out = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(e(language.code))">
          <id>tag:boxoffice,2026:feed</id>
          <title>\(e(language.term("reports_title")))</title>
          <updated>\(Self.timestamp(updated))</updated>
          <author><name>boxoffice</name></author>
          <link rel="self" type="application/atom+xml" href="\(e(href(SitePage.feed.file("xml"))))"/>
          <link rel="alternate" type="text/html" href="\(e(href(SitePage.front.file("html"))))"/>

        """
        for entry in entries {
            out += """
              <entry>
                <id>\(e(entry.id))</id>
                <title>\(e(entry.title))</title>
                <updated>\(Self.timestamp(entry.updated))</updated>
                <link rel="alternate" type="text/html" href="\(e(href(entry.path)))"/>
                <summary type="text">\(e(entry.summary))</summary>
              </entry>

            """
        }
        return out + "</feed>\n"
    }

    /// A path under the site URL, or as it is (relative to the feed).
    public func href(_ path: String) -> String {
        guard let siteURL else { return path }
        let base = siteURL.absoluteString
        return (base.hasSuffix("/") ? base : base + "/") + path
    }

    /// XML text and attribute escaping: the one HTML escaping function (`& < > " '`; numeric
    /// references are XML too), after dropping the control characters XML forbids.
    public static func escape(_ text: String) -> String {
        var kept = ""
        for scalar in text.unicodeScalars where scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            if (0xFFFE...0xFFFF).contains(scalar.value) { continue }
            kept.unicodeScalars.append(scalar)
        }
        return HTMLEscaping.escape(kept)
    }

    /// RFC 3339 in Seoul's offset: `2026-01-26T07:30:00+09:00`.
    public static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + 9 * 3600
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let calendar = CalendarDate(daysSinceEpoch: day).iso
        let time = seconds - day * 86_400
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(calendar)T\(pad(time / 3600)):\(pad(time % 3600 / 60)):\(pad(time % 60))+09:00"
    }
}
