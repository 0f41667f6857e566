import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// The site kept beside the reports: built whole (`site`), kept by each report, and the bundled
/// week's (`report --sample`). Plain wiring.
struct SiteContainer {
    let root: CompositionRoot

    /// The site of the reports folder `output`, from the archive at `location` (which must exist),
    /// holding the folder's lock.
    /// - Parameter language: the site's (recorded in its manifest when its front page is written).
    func makeBuildSite(output: String, archive location: ArchiveLocation, rebuild: Bool, language: ReportLanguage,
                       progress: @escaping @Sendable (Int, Int) -> Void) -> BuildArchiveSite<RelationalArchiveStore> {
        let root = self.root
        return BuildArchiveSite(locks: FileRunLocks(output: output, archives: []), archive: root.archive(location)) { archive, stampedAt in
            root.stamped(stampedAt).site.makeSite(archive, output: output, rebuild: rebuild, language: language, progress: progress)
        }
    }

    /// The language of the site in `output`, as the application decides it (`SiteLanguage`) from its manifest.
    func language(of output: String) -> ReportLanguage {
        (try? SiteLanguage.decide(recorded: SiteManifestFile(folder: output).language(), run: root.language)) ?? root.language
    }

    /// The site of `output` on an open archive, its pages stamped as the root stamps documents and
    /// written in the site's language (`language(of:)`), whatever the run's.
    func makeSite(_ archive: RelationalBoxOfficeArchive, output: String, rebuild: Bool, language: ReportLanguage? = nil,
                  progress: @escaping @Sendable (Int, Int) -> Void) -> BuildSite {
        let root = self.root.speaking(language ?? self.language(of: output))
        let (language, generatedAt, clock) = (root.language, root.generatedAt, root.clock)
        return BuildSite(archive: archive, answers: AnswerFromArchive(archive: archive, clock: clock, paces: true, buildReads: SiteReadsOnce()),
                         style: root.documentStyle, years: YearReviewDocumentBuilder(language: language, generatedAt: generatedAt),
                         distributors: DistributorPageDocumentBuilder(language: language, generatedAt: generatedAt), language: language,
                         output: SiteFolderOutput(reports: root.makeReportsOutput(output), rebuild: rebuild), frontPages: root.makeFrontPages(),
                         forecast: root.forecasts.makeShownDayForecasts(archive: archive),
                         // The regions' names as the archive keeps KOBIS's code table: no request of the run.
                         regions: RegionNames(codes: CachedCodeListRepository(remote: nil, store: archive, maxAge: .infinity, clock: clock)),
                         repoints: rebuild, progress: progress)
    }

    /// `report --sample`'s site: the recorded week archived into `store` (a scratch archive), then
    /// the site built from it into `output`.
    func makeBuildRecordedSite(_ store: RelationalBoxOfficeArchive, recorded: RecordedSource, output: String) throws(SourceError) -> BuildRecordedSite {
        BuildRecordedSite(backfill: try root.charts.makeBackfillCharts(store), site: makeSite(store, output: output, rebuild: false, progress: { _, _ in }),
                          recorded: recorded)
    }
}
