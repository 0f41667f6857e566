/// Where a movie's details come from.
public protocol MovieDetailsRepository: Sendable {
    /// The movie's details, or nil when the source knows no movie with that code.
    func movieDetails(for code: MovieCode) async throws -> MovieDetails?
}
