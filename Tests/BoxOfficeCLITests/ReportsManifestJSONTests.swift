@testable import BoxOfficeCLI
import Foundation
import Testing

/// The reports' manifest, written and read by hand: the bytes Foundation's `JSONSerialization`
/// wrote (so a manifest an older version wrote reads the same and is not rewritten for its form),
/// and what it reads back is what it wrote.
@Suite struct ReportsManifestJSONTests {
    /// Paths of every kind a report writes, an odd one needing escapes, and an empty list.
    static let reports: [String: [String]] = [
        "daily/2026-01-25": ["csv", "html", "md"],
        "daily/2026-01-24": ["html"],
        "daily-korean/2026-01-25": ["md"],
        "daily-foreign/2026-01-25": ["csv", "md"],
        "weekly/weekend-2026-01-23": ["md"],
        "weekly-korean/week-2026-01-19": ["csv"],
        "daily-diversity/2026-01-25": ["csv"],
        "daily-region-0105001/2026-01-25": ["md"],
        "odd/a \"quoted\" \\ path\t\u{8}\u{C}\u{1}\n": ["md"],
        "영화/2026": [],
    ]

    @Test func writesTheBytesFoundationWrote() throws {
        for reports in [Self.reports, [:], ["daily/2026-01-25": ["md"]]] {
            let foundation = try JSONSerialization.data(withJSONObject: ["reports": reports], options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
                + Data("\n".utf8)
            let written = ReportsManifestJSON.encode("reports", reports)
            #expect(written == foundation, "\(String(decoding: written, as: UTF8.self))")
        }
    }

    @Test func readsBackWhatItWroteAndWhatFoundationWrote() throws {
        // What Foundation wrote, pretty as the manifest was and compact as another writer may leave it.
        for options: JSONSerialization.WritingOptions in [[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes], []] {
            let foundation = try JSONSerialization.data(withJSONObject: ["reports": Self.reports], options: options)
            #expect(ReportsManifestJSON.decode(foundation) == ["reports": Self.reports])
        }
        #expect(ReportsManifestJSON.decode(ReportsManifestJSON.encode("reports", Self.reports)) == ["reports": Self.reports])
        // The first manifest's form (days under `daily`), and another writer's key beside ours (left out, as before).
        #expect(ReportsManifestJSON.decode(Data(#"{"reports": {"daily/2026-01-25": ["md"]}, "version": 1, "daily": 5}"#.utf8))
                == ["reports": ["daily/2026-01-25": ["md"]]])
        #expect(ReportsManifestJSON.decode(Data(#"{"daily": {"2026-01-25": ["html", "md"]}}"#.utf8)) == ["daily": ["2026-01-25": ["html", "md"]]])
        #expect(ReportsManifestJSON.decode(Data(#" { } "#.utf8)) == [:])
    }

    /// No reports where the file holds none as Foundation reads JSON: broken JSON, or `reports` not an
    /// object of arrays of strings (the folder is then read from its listing).
    @Test func findsNoReportsWhereThereAreNone() {
        for text in ["", "{", #"{"reports": {"daily/2026-01-25": ["md"]}"#, #"{"reports": {"daily/2026-01-25": "md"}}"#,
                     #"{"reports": {"daily/2026-01-25": [1]}}"#, #"{"reports": []}"#, #"{"reports": {}} x"#,
                     #"{"reports": {"a": ["\"#, "{\"reports\": {\"a\": [\"x\ny\"]}}", "[]"] {
            #expect(ReportsManifestJSON.decode(Data(text.utf8))?["reports"] == nil, "\(text)")
        }
        // Bytes that are not UTF-8 are not a path.
        #expect(ReportsManifestJSON.decode(Data(#"{"reports": {"a"#.utf8) + Data([0xFF]) + Data(#"": ["md"]}}"#.utf8))?["reports"] == nil)
    }
}
