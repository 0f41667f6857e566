import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import Foundation

/// The MCP server's wiring on its opened archive: its one writer, and what every call asks of the
/// archive (the questions, the look-ups' sources, a movie's forecast, the archive's status). Plain
/// wiring: it runs nothing and decides nothing.
struct ServerContainer {
    private let archive: RelationalBoxOfficeArchive
    /// The server's one writer: every call's fill takes its turn here.
    let writer: ArchiveWriter
    /// The questions', the look-ups' and the forecasts' parts, on the server's archive and writer.
    private let answerQuestion: @Sendable () throws -> PresentAnswer
    private let lookupSources: @Sendable ((any MovieDetailsRepository)?) -> LookupSources
    private let forecastMovie: @Sendable (_ note: @escaping @Sendable (String) -> Void) -> ForecastMovie

    init(archive: RelationalBoxOfficeArchive, writer: ArchiveWriter, answerQuestion: @escaping @Sendable () throws -> PresentAnswer,
         lookupSources: @escaping @Sendable ((any MovieDetailsRepository)?) -> LookupSources,
         forecastMovie: @escaping @Sendable (_ note: @escaping @Sendable (String) -> Void) -> ForecastMovie) {
        (self.archive, self.writer) = (archive, writer)
        (self.answerQuestion, self.lookupSources, self.forecastMovie) = (answerQuestion, lookupSources, forecastMovie)
    }

    /// What the archive says of itself (`archive_status`).
    var upkeep: any ArchiveUpkeep { archive }

    /// The questions, the archive first: one answerer for every call (its answers kept while the archive is unchanged).
    func makePresentAnswer() throws -> PresentAnswer {
        try answerQuestion()
    }

    /// The look-ups' sources: details through the answerer's (the archive's first), people and
    /// companies kept through the writer's turns.
    func makeLookupSources(details: (any MovieDetailsRepository)?) -> LookupSources {
        lookupSources(details)
    }

    /// A movie's forecast: its missing days fetched through the server's writer, as the fetch policy has it.
    func makeForecastMovie(note: @escaping @Sendable (String) -> Void) -> ForecastMovie {
        forecastMovie(note)
    }
}
