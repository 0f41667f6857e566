import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import Foundation

/// The MCP server's wiring on its opened archive: its one writer, and what every call asks of the
/// archive (the questions, the look-ups' sources, a movie's forecast, the archive's status). Plain
/// wiring: it runs nothing and decides nothing.
struct ServerContainer {
    let root: CompositionRoot
    private let archive: RelationalBoxOfficeArchive
    /// The server's one writer: every call's fill takes its turn here.
    let writer: ArchiveWriter
    init(root: CompositionRoot, archive: RelationalBoxOfficeArchive, writer: ArchiveWriter) {
        self.root = root
        self.archive = archive
        self.writer = writer
    }

    /// What the archive says of itself (`archive_status`).
    var upkeep: any ArchiveUpkeep { archive }

    /// The questions, the archive first: one answerer for every call (its answers kept while the archive is unchanged).
    func makeAnswerQuestion() throws -> AnswerQuestion {
        try root.questions.makeAnswerQuestion(archive: archive, writer: writer, memo: AnswerMemo())
    }

    /// The look-ups' sources: details through the answerer's (the archive's first), people and
    /// companies kept through the writer's turns.
    func makeLookupSources(details: (any MovieDetailsRepository)?) -> LookupSources {
        root.questions.makeLookupSources(archive: archive, details: details, writer: writer)
    }

    /// A movie's forecast: its missing days fetched through the server's writer, as the fetch policy has it.
    func makeForecastMovie(note: @escaping @Sendable (String) -> Void) -> ForecastMovie {
        root.forecasts.makeForecastMovie(archive: archive, writer: writer, note: note)
    }
}
