import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Which files a report wrote of each whole-market day (`OUTPUT/.reports.json`: `{"daily":
/// {"2026-01-25": ["csv", "html", "md"]}}`), kept as it writes them: the site writes a day's page
/// unless a report wrote that day's HTML, known from here and never guessed from the files' extensions.
struct ReportsManifestFile {
    static let name = SitePage.reportsManifest

    let folder: String

    var path: String { "\(folder)/\(Self.name)" }

    /// The formats a report wrote of each day, by its ISO date (empty where none is recorded).
    func daily() -> [String: [String]] {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return (object["daily"] as? [String: [String]]) ?? [:]
    }

    /// The formats a report wrote of `date`.
    func formats(of date: CalendarDate) -> Set<String> { Set(daily()[date.iso] ?? []) }

    /// Records that a report wrote `formats` of `date` (with those it wrote before), atomically.
    func record(_ date: CalendarDate, formats: [String]) throws {
        var daily = self.daily()
        let merged = Array(Set(daily[date.iso] ?? []).union(formats)).sorted()
        guard merged != daily[date.iso] else { return }
        daily[date.iso] = merged
        let data = try JSONSerialization.data(withJSONObject: ["daily": daily], options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        try AtomicFileWriter().write([(path: path, contents: data + Data("\n".utf8))])
    }
}
