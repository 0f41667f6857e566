import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import Foundation

/// The questions' wiring: the answerer `history` and the MCP tools call, on an opened archive.
/// Plain wiring: it runs nothing and decides nothing.
struct QuestionsContainer {
    let wiring: RunWiring
    /// The forecasts', the fetching's and the look-ups' parts the archive-first answerer wires in.
    let shownForecasts: @Sendable (any ChartedRuns & ShownForecastsReading) -> ShownDayForecasts
    let chartSource: @Sendable (RelationalBoxOfficeArchive) throws(SourceError) -> ChartSource
    let movieDetails: @Sendable () throws(SourceError) -> any MovieDetailsRepository
    let codeLists: @Sendable (any CodeListStore) -> any CodeListRepository

    /// The archive alone (`history`): nothing is fetched, a day comes without forecasts.
    func makePresentAnswer(archive: ArchiveReader) -> PresentAnswer {
        let answers = FillThenAnswer(answers: AnswerFromArchive(archive: archive, clock: wiring.clock, paces: true), archive: archive,
                                         clock: wiring.clock, source: nil, requestsSent: { 0 }, details: ArchivedMovieDetails(store: archive),
                                         writer: nil, recorded: wiring.recordedSource)
        // Offline: a region's name is looked up in the codes the archive holds, never asked of KOBIS.
        let lists = ResolveChartList(codes: ArchivedCodeListRepository(store: archive))
        return PresentAnswer(answers: answers, lists: lists, clock: wiring.clock, recorded: wiring.recordedSource)
    }

    /// The archive first (`mcp`): what it lacks is fetched as the fetch policy has it, through the
    /// writer, kept and answered from it; a day comes with its forecasts. One per server: its writer's
    /// turns span every call.
    func makePresentAnswer(archive: RelationalBoxOfficeArchive, writer: ArchiveWriter, memo: AnswerMemo?) throws -> PresentAnswer {
        let (wiring, clock, chartSource, movieDetails) = (self.wiring, self.wiring.clock, self.chartSource, self.movieDetails)
        let answers = try FillThenAnswer(
            answers: AnswerFromArchive(archive: archive, clock: clock, forecasts: shownForecasts(archive), paces: true),
            archive: archive, clock: clock, policy: wiring.fetching, source: { try chartSource(archive) },
            // What the server keeps of details and code lists takes the writer's turn, as its fills do.
            fetchedDetails: {
                CachedMovieDetailsRepository(remote: try movieDetails(), store: CacheWritesThroughWriter(archive, writer: writer),
                                             maxAge: .infinity, clock: clock)
            },
            archivedDetails: ArchivedMovieDetails(store: archive), requestsSent: { [requests = wiring.requests] in requests.count },
            writer: writer, recorded: wiring.recordedSource, memo: memo)
        let lists = ResolveChartList(codes: codeLists(CacheWritesThroughWriter(archive, writer: writer)))
        return PresentAnswer(answers: answers, lists: lists, clock: clock, recorded: wiring.recordedSource)
    }
}
