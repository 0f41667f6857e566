/// Looks movies up by title, paging transparently up to a limit: the first page says how many
/// match, the others are fetched together.
public struct SearchMovies: Sendable {
    public let repository: any MovieSearchRepository

    public init(repository: any MovieSearchRepository) { self.repository = repository }

    public func execute(_ query: MovieSearchQuery, limit: Int) async throws -> MovieSearchPage {
        let size = min(limit, repository.maximumPageSize)
        let first = try await repository.searchMovies(query, page: 1, pageSize: size)
        let wanted = min(limit, first.total)
        guard first.movies.count < wanted, first.movies.count == size else {
            return MovieSearchPage(total: first.total, movies: Array(first.movies.prefix(limit)))
        }
        let pages = (wanted + size - 1) / size
        let repository = self.repository
        let rest = try await withThrowingTaskGroup(of: (Int, [MovieSummary]).self) { group in
            for page in 2...max(2, pages) where page <= pages {
                group.addTask { (page, try await repository.searchMovies(query, page: page, pageSize: size).movies) }
            }
            var pagesByNumber: [Int: [MovieSummary]] = [:]
            for try await (page, movies) in group { pagesByNumber[page] = movies }
            return pagesByNumber.keys.sorted().flatMap { pagesByNumber[$0]! }
        }
        return MovieSearchPage(total: first.total, movies: Array((first.movies + rest).prefix(limit)))
    }
}
