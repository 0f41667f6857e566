import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// KOBIS's look-ups: a movie by code or title, the movie search, people and companies (through the
/// archive when there is one), code lists. Plain wiring.
struct LookupsContainer {
    let wiring: RunWiring

    func makeMovieDetailsRepository() throws(SourceError) -> any MovieDetailsRepository {
        KOFICMovieDetailsRepository(endpoint: try wiring.makeEndpoint(), client: wiring.makeHTTPClient())
    }

    func makeMovieSearchRepository() throws(SourceError) -> any MovieSearchRepository {
        KOFICMovieSearchRepository(endpoint: try wiring.makeEndpoint(), client: wiring.makeHTTPClient())
    }

    /// KOFIC's movie search (`movie search`, the `search_movies` tool).
    func makeSearchMovies() throws(SourceError) -> SearchMovies {
        SearchMovies(repository: try makeMovieSearchRepository())
    }

    /// A movie by code or title; `details` instead of KOFIC's (an archive's first, say). Titles are
    /// searched when the search can be had (a key, or the recordings).
    func makeLookUpMovie(details: (any MovieDetailsRepository)? = nil) throws -> LookUpMovie {
        LookUpMovie(details: try details ?? makeMovieDetailsRepository(), search: try? makeMovieSearchRepository(),
                    recordedMovies: wiring.sources.recordedMovies)
    }

    /// People and companies through the archive when there is one (cache-through, `maxAge`), else
    /// from KOBIS alone; without a key, only what the archive holds answers.
    /// - Parameter writer: a server's one writer, whose turns the cache's writes take (nil: written at once).
    func makeLookUpFilmography(archive: RelationalBoxOfficeArchive?, maxAge: TimeInterval,
                               writer: ArchiveWriter? = nil) -> (person: LookUpPerson, company: LookUpCompany) {
        let remote = (try? wiring.makeEndpoint()).map { KOFICFilmographyRepository(endpoint: $0, client: wiring.makeHTTPClient()) }
        let store: any FilmographyStore = archive.map { archive -> any FilmographyStore in
            writer.map { CacheWritesThroughWriter(archive, writer: $0) } ?? archive
        } ?? NoArchive()
        let repository = CachedFilmographyRepository(remote: remote, store: store, maxAge: maxAge, clock: wiring.clock)
        return (LookUpPerson(people: repository, charts: archive), LookUpCompany(companies: repository, charts: archive))
    }

    /// KOBIS's code lists, through the archive when there is one (kept 30 days), what is kept taking
    /// the writer's turns; without a key, only what the archive holds.
    func makeCodeListRepository(archive: RelationalBoxOfficeArchive?, writer: ArchiveWriter) -> any CodeListRepository {
        makeCodeListRepository(archive: archive.map { CacheWritesThroughWriter($0, writer: writer) })
    }

    /// KOBIS's code lists, through the archive when there is one (kept 30 days); without a key, only
    /// what the archive holds.
    func makeCodeListRepository(archive: (any CodeListStore)?, maxAge: TimeInterval = 30 * 86_400) -> any CodeListRepository {
        let remote = (try? wiring.makeEndpoint()).map { KOFICCodeListRepository(endpoint: $0, client: wiring.makeHTTPClient()) }
        return CachedCodeListRepository(remote: remote, store: archive ?? NoArchive(), maxAge: maxAge, clock: wiring.clock)
    }

    /// What the look-ups ask (`movie`, `people`, `company`, their MCP tools): a movie's details through
    /// `details` (the archive's first) when given, people and companies kept in `archive` when there is
    /// one (through `writer`'s turns when given).
    func makeLookupSources(archive: RelationalBoxOfficeArchive?, details: (any MovieDetailsRepository)?, writer: ArchiveWriter?,
                           maxAge: TimeInterval = TimeInterval(LookupSources.keptDays) * 86_400) -> LookupSources {
        let lookups = self
        return LookupSources(movie: { try lookups.makeLookUpMovie(details: details) }, search: { try lookups.makeSearchMovies() },
                             filmography: { lookups.makeLookUpFilmography(archive: archive, maxAge: maxAge, writer: writer) }, style: wiring.documentStyle)
    }

    func makeCodeListDocumentBuilder() -> CodeListDocumentBuilder {
        CodeListDocumentBuilder(language: wiring.language, source: wiring.language.term(wiring.sources.termKey), generatedAt: wiring.generatedAt)
    }
}

/// No archive (`--no-archive`): nothing is kept, and nothing is found kept.
private struct NoArchive: CodeListStore, FilmographyStore {
    func storedCodes(under parent: String) async throws -> (codes: [KOBISCodeEntry], fetchedAt: Date)? { nil }
    func storeCodes(_ codes: [KOBISCodeEntry], under parent: String, fetchedAt: Date) async throws {}
    func storedPerson(_ code: KOBISCode) async throws -> (person: Person, fetchedAt: Date)? { nil }
    func storePerson(_ person: Person, fetchedAt: Date) async throws {}
    func storedCompany(_ code: KOBISCode) async throws -> (company: Company, fetchedAt: Date)? { nil }
    func storeCompany(_ company: Company, fetchedAt: Date) async throws {}
    func chartRecords(of codes: [MovieCode]) async throws -> [MovieCode: ChartRecord] { [:] }
}
