import BoxOfficeDomain
import BoxOfficeInfrastructure

/// Movies by title from KOFIC's `searchMovieList` (`itemPerPage` up to 100, `curPage`).
public struct KOFICMovieSearchRepository: MovieSearchRepository {
    private let endpoint: KOFICEndpoint
    private let decoder: JSONAnswer

    public init(endpoint: KOFICEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        decoder = KOFICResponseDecoder.answer(client)
    }

    public var maximumPageSize: Int { 100 }

    public func searchMovies(_ query: MovieSearchQuery, page: Int, pageSize: Int) async throws -> MovieSearchPage {
        let dto = try await decoder.fetch(endpoint.movieList(query, page: page, pageSize: pageSize), as: KOFICMovieListResponseDTO.self)
        do {
            return try dto.movieListResult.toDomain()
        } catch {
            throw SourceError.unusableAnswer(detail: error.description)
        }
    }
}
