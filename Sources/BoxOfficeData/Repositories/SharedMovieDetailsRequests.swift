import BoxOfficeDomain

/// Asks the source once for a movie that several parts of a run want at the same moment (the
/// day's chart and its re-checks rank the same movies): later askers wait for the first answer.
public actor SharedMovieDetailsRequests: MovieDetailsRepository {
    private let base: any MovieDetailsRepository
    private var inFlight: [MovieCode: Task<MovieDetails?, any Error>] = [:]

    public init(base: any MovieDetailsRepository) { self.base = base }

    public func movieDetails(for code: MovieCode) async throws -> MovieDetails? {
        if let running = inFlight[code] { return try await running.value }
        let base = self.base
        let task = Task { try await base.movieDetails(for: code) }
        inFlight[code] = task
        defer { inFlight[code] = nil }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }
}
