import BoxOfficeDomain
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// Fails when a feature re-implements what the layers already have: books and box office share
/// one HTTP client, one escaping function, one document model and renderers, one SQLite wrapper.
@Suite struct SharedLayersTests {
    static let sources = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every product source file (test support excluded), path relative to Sources/.
    static func files() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var out: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("BoxOfficeTestSupport"), !path.hasPrefix("boxoffice-benchmark"),
                  !path.hasPrefix("BoxOfficeSampleData"), // recorded data, not code
                  !path.hasPrefix("SampleRecordingsGenerator"), !path.hasPrefix("ForecastBaseGenerator"),
                  !path.hasPrefix("ForecastFiguresGenerator") else { continue } // build tools, not the product
            out.append((path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)))
        }
        return out
    }

    func expectOnly(_ needle: String, in allowed: (String) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let offenders = try Self.files().filter { $0.text.contains(needle) && !allowed($0.path) }.map(\.path)
        #expect(offenders.isEmpty, "\(needle) belongs in one place, but is also in \(offenders)", sourceLocation: sourceLocation)
    }

    @Test func oneOfEachSharedPiece() throws {
        try expectOnly("URLSession(", in: { $0.hasSuffix("BoxOfficeURLSession/URLSessionHTTPClient.swift") })
        try expectOnly("sqlite3_", in: { $0.hasPrefix("BoxOfficeInfrastructure/SQLite/") })
        try expectOnly("+= \"&quot;\"", in: { $0.hasSuffix("HTML/HTMLEscaping.swift") })
        try expectOnly("<!DOCTYPE html>", in: { $0.hasSuffix("HTML/HTMLRenderer.swift") })
        try expectOnly("\\r\\n", in: { $0.hasSuffix("CSV/CSVRenderer.swift") })
        try expectOnly("rename(", in: { $0.hasSuffix("FileSystem/AtomicFileWriter.swift") })
        try expectOnly("exit(", in: { $0 == "boxoffice/main.swift" })
        try expectOnly("PQexecParams", in: { $0.hasPrefix("BoxOfficeInfrastructure/PostgreSQL/") })
        try expectOnly("pg_advisory", in: { $0 == "BoxOfficeData/Archive/PostgreSQLBoxOfficeArchive.swift" })
    }

    /// No SQL outside the Data layer's archive and the Infrastructure's database wrappers: the
    /// domain, the reports and the command line see the archive protocols only.
    @Test func noSQLDialectLeaksOutOfTheDataLayer() throws {
        let statements = ["SELECT ", "INSERT INTO", "CREATE TABLE", "PRAGMA ", "ON CONFLICT", "DELETE FROM"]
        let offenders = try Self.files().filter { file in
            !file.path.hasPrefix("BoxOfficeData/Archive/") && !file.path.hasPrefix("BoxOfficeInfrastructure/SQLite/")
                && !file.path.hasPrefix("BoxOfficeInfrastructure/PostgreSQL/") && statements.contains { file.text.contains($0) }
        }.map(\.path)
        #expect(offenders.isEmpty, "SQL outside the archive: \(offenders)")
    }

    @Test func bookRepositoriesUseTheSharedAnswerDecoder() throws {
        for file in try Self.files() where file.path.hasPrefix("BoxOfficeData/Books/") && file.path.hasSuffix("Repository.swift") {
            #expect(file.text.contains("JSONAnswer(client: client"), "\(file.path) decodes answers its own way")
            #expect(!file.text.contains("JSONDecoder().decode(GoogleVolumes") && !file.text.contains("client.send("), "\(file.path)")
        }
    }

    /// A hostile book title reaches HTML through the one escaping function, in the one document model.
    @Test func bookHTMLGoesThroughTheSharedEscaping() {
        let title = "<script>alert('x')</script> & \"quotes\""
        let book = Book(source: .google, sourceID: "id", title: title, authors: ["<b>A</b>"], infoURL: "https://x/?a=1&b=\"2\"")
        let document: ReportDocument = BookDocumentBuilder(generatedAt: "now").search([book], query: title, source: .google, totalHits: 1)
        let html = HTMLRenderer().render(document)
        #expect(html.contains(">\(HTMLEscaping.escape(title))</a>"))
        #expect(html.contains("href=\"\(HTMLEscaping.escape("https://x/?a=1&b=\"2\""))\""))
        #expect(!html.contains("<script>") && !html.contains("<b>A</b>"))
    }
}
