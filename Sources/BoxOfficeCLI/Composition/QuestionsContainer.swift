import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import Foundation

/// The questions' wiring: the answerer `history` and the MCP tools call, on an opened archive.
/// Plain wiring: it runs nothing and decides nothing.
struct QuestionsContainer {
    let root: CompositionRoot

    /// The archive alone (`history`): nothing is fetched, a day comes without forecasts.
    func makeAnswerQuestion(archive: RelationalBoxOfficeArchive) -> AnswerQuestion {
        let answers = AnswerArchiveFirst(answers: AnswerFromArchive(archive: archive, clock: root.clock, paces: true), archive: archive,
                                         clock: root.clock, source: nil, requestsSent: { 0 }, details: ArchivedMovieDetails(store: archive),
                                         writer: nil, recorded: root.recordedSource)
        // Offline: a region's name is looked up in the codes the archive holds, never asked of KOBIS.
        let lists = ResolveChartList(codes: CachedCodeListRepository(remote: nil, store: archive, maxAge: .infinity, clock: root.clock))
        return AnswerQuestion(answers: answers, lists: lists, clock: root.clock, recorded: root.recordedSource)
    }

    /// The archive first (`mcp`): what it lacks is fetched as the fetch policy has it, through the
    /// writer, kept and answered from it; a day comes with its forecasts. One per server: its writer's
    /// turns span every call.
    func makeAnswerQuestion(archive: RelationalBoxOfficeArchive, writer: ArchiveWriter, memo: AnswerMemo?) throws -> AnswerQuestion {
        let (root, clock) = (self.root, self.root.clock)
        let answers = try AnswerArchiveFirst(
            answers: AnswerFromArchive(archive: archive, clock: clock, forecasts: root.forecasts.makeShownDayForecasts(reading: archive), paces: true),
            archive: archive, clock: clock, policy: root.fetching, source: { try root.charts.makeChartSource(archive: archive) },
            // What the server keeps of details and code lists takes the writer's turn, as its fills do.
            fetchedDetails: {
                CachedMovieDetailsRepository(remote: try root.lookups.makeMovieDetailsRepository(), store: CacheWritesThroughWriter(archive, writer: writer),
                                             maxAge: .infinity, clock: clock)
            },
            archivedDetails: ArchivedMovieDetails(store: archive), requestsSent: { [requests = root.requests] in requests.count },
            writer: writer, recorded: root.recordedSource, memo: memo)
        let lists = ResolveChartList(codes: root.lookups.makeCodeListRepository(archive: CacheWritesThroughWriter(archive, writer: writer)))
        return AnswerQuestion(answers: answers, lists: lists, clock: clock, recorded: root.recordedSource)
    }

    /// What the look-ups ask (`movie`, `people`, `company`, their MCP tools): a movie's details through
    /// `details` (the archive's first) when given, people and companies kept in `archive` when there is
    /// one (through `writer`'s turns when given).
    func makeLookupSources(archive: RelationalBoxOfficeArchive?, details: (any MovieDetailsRepository)?, writer: ArchiveWriter?,
                           maxAge: TimeInterval = TimeInterval(LookupSources.keptDays) * 86_400) -> LookupSources {
        let root = self.root
        return LookupSources(movie: { try root.lookups.makeLookUpMovie(details: details) }, search: { try root.lookups.makeSearchMovies() },
                             filmography: { root.lookups.makeLookUpFilmography(archive: archive, maxAge: maxAge, writer: writer) }, style: root.documentStyle)
    }
}
