import BoxOfficeDomain
import BoxOfficeInfrastructure

/// A movie's details from KOFIC's `searchMovieInfo`.
public struct KOFICMovieDetailsRepository: MovieDetailsRepository {
    private let endpoint: KOFICEndpoint
    private let decoder: JSONAnswer

    public init(endpoint: KOFICEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        decoder = KOFICResponseDecoder.answer(client)
    }

    public func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
        let dto = try await decoder.fetch(endpoint.movieInfo(code), as: KOFICMovieInfoResponseDTO.self)
        do {
            return try dto.toDomain(requested: code)
        } catch {
            throw SourceError.unusableAnswer(detail: error.description)
        }
    }
}
