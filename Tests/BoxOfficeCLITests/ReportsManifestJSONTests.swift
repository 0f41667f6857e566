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
        "odd/a \"quoted\" \\ path\t": ["md"],
        "영화/2026": [],
    ]

    @Test func writesTheBytesFoundationWrote() throws {
        for reports in [Self.reports, [:], ["daily/2026-01-25": ["md"]]] {
            let foundation = try JSONSerialization.data(withJSONObject: ["reports": reports], options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
                + Data("\n".utf8)
            let written = ReportsManifestJSON.encode("reports", reports)
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
        }
    }

    @Test func readsBackWhatItWroteAndWhatFoundationWrote() throws {
        #expect(ReportsManifestJSON.decode(ReportsManifestJSON.encode("reports", Self.reports)) == ["reports": Self.reports])
        // Compact, as another writer may leave it, and the first manifest's form (days under `daily`).
        let compact = try JSONSerialization.data(withJSONObject: ["reports": Self.reports])
        #expect(ReportsManifestJSON.decode(compact) == ["reports": Self.reports])
        #expect(ReportsManifestJSON.decode(Data(#"{"daily": {"2026-01-25": ["html", "md"]}}"#.utf8)) == ["daily": ["2026-01-25": ["html", "md"]]])
        #expect(ReportsManifestJSON.decode(Data(#" { } "#.utf8)) == [:])
    }

    /// Anything but an object of objects of arrays of strings is not a manifest (the folder is read
    /// from its listing instead).
    @Test func refusesWhatIsNotAManifest() {
        for text in ["", "{", #"{"reports": {"daily/2026-01-25": ["md"]}"#, #"{"reports": {"daily/2026-01-25": "md"}}"#,
                     #"{"reports": {"daily/2026-01-25": [1]}}"#, #"{"reports": []}"#, #"{"reports": {}} x"#, #"{"reports": {"a": ["b",]}}"#,
                     #"{"reports": {"a": ["\"#] {
            #expect(ReportsManifestJSON.decode(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
