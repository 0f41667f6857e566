import BoxOfficeTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `OUTPUT/feed.xml`, checked against RFC 4287's rules with a real XML parser: well-formed, the
/// required elements of the feed and of every entry, unique ids, RFC 3339 dates, escaped text.
@Suite(.serialized) struct AtomFeedTests {
    /// The feed as a tree of the elements the checks need.
    final class Feed: NSObject, XMLParserDelegate {
        struct Entry { var id = "", title = "", updated = "", summary = "", links: [[String: String]] = [] }
        var feedFields: [String: String] = [:]
        var feedLinks: [[String: String]] = []
        var entries: [Entry] = []
        var namespace = ""
        var path: [String] = []
        var text = ""
        var error: Error?

        init(_ data: Data) {
            super.init()
            let parser = XMLParser(data: data)
            parser.shouldProcessNamespaces = true
            parser.delegate = self
            if !parser.parse() { error = parser.parserError ?? NSError(domain: "xml", code: 1) }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if path.isEmpty { namespace = namespaceURI ?? "" }
            path.append(name)
            text = ""
            if name == "entry" { entries.append(Entry()) }
            if name == "link" { if path.count == 2 { feedLinks.append(attributes) } else { entries[entries.count - 1].links.append(attributes) } }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if path.count == 2 { feedFields[name] = text }
            if path.count == 3, path[1] == "entry" {
                switch name {
                case "id": entries[entries.count - 1].id = text
                case "title": entries[entries.count - 1].title = text
                case "updated": entries[entries.count - 1].updated = text
                case "summary": entries[entries.count - 1].summary = text
                default: break
                }
            }
            path.removeLast()
        }
    }

    static func isRFC3339(_ text: String) -> Bool {
        text.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#, options: .regularExpression) != nil
    }

    func expectValid(_ feed: Feed, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(feed.error == nil, "well-formed XML", sourceLocation: sourceLocation)
        #expect(feed.namespace == "http://www.w3.org/2005/Atom", sourceLocation: sourceLocation)
        for field in ["id", "title", "updated"] { #expect(!(feed.feedFields[field] ?? "").isEmpty, "feed \(field)", sourceLocation: sourceLocation) }
        #expect(Self.isRFC3339(feed.feedFields["updated"] ?? ""), sourceLocation: sourceLocation)
        #expect(!(feed.feedFields["author"] ?? "x").isEmpty || feed.entries.isEmpty, sourceLocation: sourceLocation)
        #expect(feed.feedLinks.contains { $0["rel"] == "self" }, sourceLocation: sourceLocation)
        #expect(Set(feed.entries.map(\.id)).count == feed.entries.count, "unique ids", sourceLocation: sourceLocation)
        for entry in feed.entries {
            #expect(entry.id.hasPrefix("tag:") && !entry.title.isEmpty && Self.isRFC3339(entry.updated), sourceLocation: sourceLocation)
            #expect(entry.links.contains { $0["rel"] == "alternate" && !($0["href"] ?? "").isEmpty }, sourceLocation: sourceLocation)
        }
    }

    @Test func theFeedListsTheReportsAndSurvivesAHostileTitle() async throws {
        let hostile = "<script>alert('x')</script> & \"Q\" ]]>"
        var configuration = KOFICFake.Configuration()
        configuration.daily["20230426"] = try Fixtures.text("kofic/daily/20230426.json")
            .replacingOccurrences(of: "\"movieNm\":\"드림\"", with: "\"movieNm\":\"\(hostile.replacingOccurrences(of: "\"", with: "\\\""))\"")
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        for day in ["2023-04-23", "2023-04-26"] {
            #expect(try await run.run(["report", "--date", day, "--format", "html"], environment: run.environment(fake)).status == 0)
        }
        #expect(try await run.run(["weekly", "--week", "2012-01-01", "--format", "html"], environment: run.environment(fake)).status == 0)
        let xml = try run.file("Reports/feed.xml")
        #expect(!xml.contains("<script>") && xml.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Q&quot; ]]&gt;"))
        let feed = Feed(Data(xml.utf8))
        expectValid(feed)
        // Newest first (by the report's date), daily and weekly alike.
        #expect(feed.entries.map(\.id) == ["tag:boxoffice,2026:daily/2023-04-26", "tag:boxoffice,2026:daily/2023-04-23",
                                           "tag:boxoffice,2026:weekly/weekend-2011-12-30"])
        #expect(feed.entries[0].title == "Daily box office — 2023-04-26 (Wednesday): \(hostile) #1", "the parsed title is the original text")
        #expect(feed.entries[0].links.first?["href"] == "daily/2023-04-26.html", "relative without --site-url")
        #expect(try run.file("Reports/index.html").contains("<link rel=\"alternate\" type=\"application/atom+xml\" href=\"feed.xml\""))
    }

    /// A corrupt `.feed.json` (a full disk, a hand edit) is rebuilt from the reports on disk, with a
    /// warning: the feed keeps the earlier days instead of starting again from the one just written.
    @Test func aCorruptFeedStateIsRebuiltFromTheReportsWithAWarning() async throws {
        let run = try BinaryRunner()
        let fake = try KOFICFake()
        for day in ["2023-04-23", "2023-04-26"] {
            #expect(try await run.run(["report", "--date", day], environment: run.environment(fake)).status == 0)
        }
        // A day whose reports are CSV only (a data team's run) keeps its entry too, linking its CSV.
        #expect(try await run.run(["report", "--date", "2022-12-21", "--format", "csv"], environment: run.environment(fake)).status == 0)
        try Data("{\"truncated".utf8).write(to: run.directory.appendingPathComponent("Reports/.feed.json"))
        let result = try await run.run(["report", "--date", "2022-03-15"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Reports/.feed.json was unreadable; the feed was rebuilt from the 4 reports in Reports"),
                "\(result.stderr)")
        let feed = Feed(Data(try run.file("Reports/feed.xml").utf8))
        #expect(feed.error == nil)
        // The feed's order is the entries' (each report file's time for the rebuilt ones, the new day's run time).
        #expect(feed.entries.map(\.id).filter { !$0.hasSuffix("2022-12-21") }
            == ["tag:boxoffice,2026:daily/2023-04-26", "tag:boxoffice,2026:daily/2023-04-23", "tag:boxoffice,2026:daily/2022-03-15"],
            "\(feed.entries.map(\.id))")
        #expect(feed.entries.count == 4)
        let title = try #require(try run.file("Reports/daily/2023-04-26.md").split(separator: "\n").first)
        #expect(feed.entries.first?.title == String(title.dropFirst(2)))
        let csvOnly = feed.entries.first { $0.id.hasSuffix("daily/2022-12-21") }
        #expect(csvOnly?.title == "Daily box office — 2022-12-21 (Wednesday)" && csvOnly?.links.first?["href"] == "daily/2022-12-21.csv",
                "\(String(describing: csvOnly))")
        let state = try run.file("Reports/.feed.json")
        #expect(state.contains("daily/2023-04-23") && state.contains("daily/2022-03-15") && state.contains("daily/2022-12-21.csv"))
    }

    @Test func aRevisedDayUpdatesItsEntryAndAddsNone() async throws {
        let run = try BinaryRunner()
        var environment = run.environment(try KOFICFake(), ["SOURCE_DATE_EPOCH": "1682553600"])
        #expect(try await run.run(["report", "--date", "2023-04-26", "--format", "html"], environment: environment).status == 0)
        let before = Feed(Data(try run.file("Reports/feed.xml").utf8))
        var configuration = KOFICFake.Configuration()
        configuration.daily["20230426"] = try Fixtures.text("kofic/daily/20230426.json")
            .replacingOccurrences(of: #""audiCnt":"93416""#, with: #""audiCnt":"94416""#)
        environment = run.environment(try KOFICFake(configuration), ["SOURCE_DATE_EPOCH": "1682596800"])
        #expect(try await run.run(["report", "--date", "2023-04-26", "--format", "html", "--site-url", "https://example.org/box"],
                            environment: environment).status == 0)
        let after = Feed(Data(try run.file("Reports/feed.xml").utf8))
        expectValid(after)
        #expect(before.entries.count == 1 && after.entries.count == 1)
        #expect(after.entries[0].id == before.entries[0].id)
        #expect(before.entries[0].updated == "2023-04-27T09:00:00+09:00" && after.entries[0].updated == "2023-04-27T21:00:00+09:00")
        #expect(after.entries[0].summary.contains("드림 leads with 94,416 admissions"))
        #expect(after.entries[0].links.first?["href"] == "https://example.org/box/daily/2023-04-26.html", "absolute with --site-url")
    }
}
