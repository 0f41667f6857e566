import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// The one place that wires the layers, built once per run by `BoxOfficeApp`: the run's environment
/// (`RunWiring`, whose values and factories it hands on) and a container per feature, each built here
/// from the environment and the few parts of others it needs, handed over as functions: no container
/// holds this root or another container, and the order below has no cycle (look-ups and fetching
/// first; forecasts on fetching; the site on forecasts; charts, questions and the server last).
/// See docs/architecture.md.
@dynamicMemberLookup
struct CompositionRoot {
    let wiring: RunWiring

    init(settings: Settings, clock: any TimeSource, context: RunContext) {
        wiring = RunWiring(settings: settings, clock: clock, context: context)
    }

    private init(wiring: RunWiring) { self.wiring = wiring }

    /// The environment's values (`root.settings`, `root.language` …).
    subscript<Value>(dynamicMember keyPath: KeyPath<RunWiring, Value>) -> Value { wiring[keyPath: keyPath] }

    /// The same graph, its documents in another language (an assistant asks per call).
    func speaking(_ language: ReportLanguage) -> CompositionRoot { CompositionRoot(wiring: wiring.speaking(language)) }

    func makeEndpoint() throws(SourceError) -> KOFICEndpoint { try wiring.makeEndpoint() }
    func makeHTTPClient() -> any HTTPClient { wiring.makeHTTPClient() }
    func archiveLocation(option: String?) -> ArchiveLocation { wiring.archiveLocation(option: option) }
    func archive(_ location: ArchiveLocation) -> OpenArchive<RelationalArchiveStore> { wiring.archive(location) }
    func makeFrontPages() -> PublishFrontPages { wiring.makeFrontPages() }

    // MARK: The containers, in an order with no cycle

    /// KOBIS's look-ups: movies, people, companies, code lists.
    var lookups: LookupsContainer { LookupsContainer(wiring: wiring) }
    /// Charts from KOFIC, fetched and archived; backfills.
    var fetch: FetchContainer { FetchContainer(wiring: wiring) }
    /// Forecasts and their back-test.
    var forecasts: ForecastContainer {
        let (fetch, lookups) = (self.fetch, self.lookups)
        return ForecastContainer(wiring: wiring, backfillCharts: { archive throws(SourceError) in try fetch.makeBackfillCharts(archive) },
                                 movieDetails: { () throws(SourceError) in try lookups.makeMovieDetailsRepository() })
    }
    /// The site kept beside the reports.
    var site: SiteContainer {
        let forecasts = self.forecasts
        return SiteContainer(wiring: wiring, shownForecasts: { forecasts.makeShownDayForecasts(reading: $0) })
    }
    /// Charts published: the reports, the site, the chat.
    var charts: ChartsContainer {
        let (fetch, forecasts, lookups, site) = (self.fetch, self.forecasts, self.lookups, self.site)
        return ChartsContainer(
            wiring: wiring,
            chartSource: { archive, maxAge, window, forecast throws(SourceError) in
                try fetch.makeChartSource(archive: archive, detailsMaxAge: maxAge, window: window, forecast: forecast)
            },
            backfillCharts: { archive throws(SourceError) in try fetch.makeBackfillCharts(archive) },
            shownForecasts: { forecasts.makeShownDayForecasts(archive: $0) },
            codeLists: { lookups.makeCodeListRepository(archive: $0) },
            site: { archive, output in site.makeSite(archive, output: output, rebuild: false, progress: { _, _ in }) },
            siteLanguage: { site.language(of: $0) })
    }
    /// The questions (`history`, the MCP tools).
    var questions: QuestionsContainer {
        let (fetch, forecasts, lookups) = (self.fetch, self.forecasts, self.lookups)
        return QuestionsContainer(wiring: wiring, shownForecasts: { forecasts.makeShownDayForecasts(reading: $0) },
                                  chartSource: { archive throws(SourceError) in try fetch.makeChartSource(archive: archive) },
                                  movieDetails: { () throws(SourceError) in try lookups.makeMovieDetailsRepository() },
                                  codeLists: { lookups.makeCodeListRepository(archive: $0) })
    }
    /// The archive's upkeep and its one writer.
    var archives: ArchiveContainer { ArchiveContainer(wiring: wiring) }
    /// Books from Google and Kakao, and the reading list.
    var books: BooksContainer { BooksContainer(wiring: wiring) }
    /// The morning schedule.
    var schedule: ScheduleContainer { ScheduleContainer(wiring: wiring) }

    /// The MCP server's wiring on its opened archive and its one writer.
    func makeServer(_ archive: RelationalBoxOfficeArchive, writer: ArchiveWriter) -> ServerContainer {
        let (questions, lookups, forecasts) = (self.questions, self.lookups, self.forecasts)
        return ServerContainer(archive: archive, writer: writer,
                               answerQuestion: { try questions.makePresentAnswer(archive: archive, writer: writer, memo: AnswerMemo()) },
                               lookupSources: { lookups.makeLookupSources(archive: archive, details: $0, writer: writer) },
                               forecastMovie: { forecasts.makeForecastMovie(archive: archive, writer: writer, note: $0) })
    }
}
