import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// The site kept beside the reports: built whole (`site`), kept by each report and backfill. Plain wiring.
struct SiteContainer {
    let wiring: RunWiring
    /// A day's forecasts as its report showed them (the forecasts' part).
    let shownForecasts: @Sendable (any ChartedRuns & ShownForecastsReading) -> ShownDayForecasts

    /// What a site is built from: the archive's reads alone (a reader's, or a chart run's archive).
    typealias ArchiveReads = ChartReading & MarketReading & ShownForecastsReading & CodeListReading

    /// The site of the reports folder `output`, from the archive at `location` (which must exist),
    /// holding the folder's lock.
    /// - Parameter language: the site's (recorded in its manifest when its front page is written).
    func makeLockedSiteBuild(output: String, archive location: ArchiveLocation, rebuild: Bool, language: ReportLanguage,
                       progress: @escaping @Sendable (Int, Int) -> Void) -> LockedSiteBuild<RelationalArchiveStore> {
        let (wiring, shownForecasts) = (self.wiring, self.shownForecasts)
        return LockedSiteBuild(locks: FileRunLocks(output: output, archives: []), archive: wiring.archive(location)) { archive, stampedAt in
            SiteContainer(wiring: wiring.stamped(stampedAt), shownForecasts: shownForecasts)
                .makeSite(archive, output: output, rebuild: rebuild, language: language, progress: progress)
        }
    }

    /// The language of the site in `output`, as the application decides it (`SiteLanguage`) from its manifest.
    func language(of output: String) -> ReportLanguage {
        (try? SiteLanguage.decide(recorded: SiteManifestFile(folder: output).language(), run: wiring.language)) ?? wiring.language
    }

    /// The site of `output` on an open archive, its pages stamped as the wiring stamps documents and
    /// written in the site's language (`language(of:)`), whatever the run's.
    func makeSite(_ archive: any ArchiveReads, output: String, rebuild: Bool, language: ReportLanguage? = nil,
                  progress: @escaping @Sendable (Int, Int) -> Void) -> BuildSite {
        let wiring = self.wiring.speaking(language ?? self.language(of: output))
        let (language, generatedAt, clock) = (wiring.language, wiring.generatedAt, wiring.clock)
        return BuildSite(archive: archive, answers: AnswerFromArchive(archive: archive, clock: clock, paces: true, buildReads: SiteReadsOnce()),
                         style: wiring.documentStyle, years: YearReviewDocumentBuilder(language: language, generatedAt: generatedAt),
                         distributors: DistributorPageDocumentBuilder(language: language, generatedAt: generatedAt), language: language,
                         output: SiteFolderOutput(reports: wiring.makeReportsOutput(output), rebuild: rebuild), frontPages: wiring.makeFrontPages(),
                         forecast: shownForecasts(archive),
                         // The regions' names as the archive keeps KOBIS's code table: no request of the run.
                         regions: RegionNames(codes: ArchivedCodeListRepository(store: archive)),
                         repoints: rebuild, progress: progress)
    }
}
