import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// The site's manifest (`OUTPUT/.site.json`): what the site was built as, so every run that keeps it
/// writes its pages alike. Its language is chosen when the site is built (`site`, the first run
/// that keeps it) and changed only by `site --rebuild --lang`; `--lang` / `BOXOFFICE_LANG` of a
/// `report` choose its Markdown and CSV alone, never a page of the site.
struct SiteManifestFile {
    static let name = SitePage.siteManifest

    let folder: String

    var path: String { "\(folder)/\(Self.name)" }

    /// The site's language; nil where no site is recorded (or the file is unreadable).
    func language() -> ReportLanguage? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let code = object["language"] as? String
        else { return nil }
        return ReportLanguage.named(code)
    }

    /// Whether the folder holds a site: recorded, or built before its manifest (its movies' folder is there).
    var holdsSite: Bool {
        language() != nil || FileManager.default.fileExists(atPath: "\(folder)/\(SitePage.moviesFolder)")
    }

    /// Records the site's language (atomically; only when it changes).
    func record(_ language: ReportLanguage) throws {
        guard self.language()?.code != language.code else { return }
        try AtomicFileWriter().write([(path: path, contents: Data(PageJSON.object([("language", .text(language.code))]).rendered().utf8))])
    }
}
