import BoxOfficeApplication
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// The site's manifest (`OUTPUT/.site.json`): what the site was built as, so every run that keeps it
/// writes its pages alike. Its language is chosen when the site is built (`site`, the first run
/// that keeps it) and changed only by `site --rebuild --lang`; `--lang` / `BOXOFFICE_LANG` of a
/// `report` choose its Markdown and CSV alone, never a page of the site. It records, too, the
/// identity of the archive the site is built from: another archive's runs do not write into it.
struct SiteManifestFile {
    static let name = SitePage.siteManifest

    let folder: String

    var path: String { "\(folder)/\(Self.name)" }

    /// The site's language: as recorded; for a site an older version built before its manifest, the
    /// language its front page was written in (`<html lang="ko">`: its pages are kept in it, not
    /// turned to a run's); nil where the folder holds no site.
    func language() -> ReportLanguage? {
        recordedLanguage() ?? (builtBeforeItsManifest ? frontPageLanguage() : nil)
    }

    /// Whether the folder holds a site: recorded, or built before its manifest (its movies' folder is there).
    var holdsSite: Bool { recordedLanguage() != nil || builtBeforeItsManifest }

    private var builtBeforeItsManifest: Bool { FileManager.default.fileExists(atPath: "\(folder)/\(SitePage.moviesFolder)") }

    private func recordedLanguage() -> ReportLanguage? {
        (recorded()?["language"] as? String).flatMap(ReportLanguage.named)
    }

    /// The archive the site is built from, as recorded (never a path: the manifest is published).
    func archive() -> SiteArchive {
        if let value = recorded()?["archive"] as? String, !value.isEmpty { return .recorded(ArchiveIdentity(value)) }
        return holdsSite ? .unrecorded : .none
    }

    private func recorded() -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// The `lang` of the front page's `<html>` element (in its first bytes).
    private func frontPageLanguage() -> ReportLanguage? {
        guard let handle = FileHandle(forReadingAtPath: "\(folder)/\(SitePage.front.file("html"))") else { return nil }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 1024)) ?? Data(), as: UTF8.self)
        guard let start = head.range(of: "<html lang=\"")?.upperBound, let end = head[start...].firstIndex(of: "\"") else { return nil }
        return ReportLanguage.named(String(head[start..<end]))
    }

    /// Records the site's language and the archive it is built from (atomically; only when either
    /// changes; an archive of unknown identity leaves the recorded one).
    func record(_ language: ReportLanguage, archive identity: ArchiveIdentity?) throws {
        let kept: ArchiveIdentity? = if case .recorded(let recorded) = archive() { recorded } else { nil }
        let archive = identity ?? kept
        guard recordedLanguage()?.code != language.code || archive != kept else { return }
        let fields: [(String, PageJSON)] = [("language", .text(language.code))] + (archive.map { [("archive", .text($0.value))] } ?? [])
        try AtomicFileWriter().write([(path: path, contents: Data(PageJSON.object(fields).rendered().utf8))])
    }
}
