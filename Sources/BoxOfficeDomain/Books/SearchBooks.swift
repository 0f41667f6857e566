/// Searches books up to `limit` results, paging transparently: the first page says how far the
/// results go, the pages after it are fetched together (bounded), and paging stops at the end.
public struct SearchBooks: Sendable {
    public struct Result: Hashable, Sendable {
        public var books: [Book]
        public var totalHits: Int?
        public var pagesFetched: Int
    }

    public let repository: any BookSearchRepository
    /// Pages in flight at once after the first.
    public let concurrency: Int

    public init(repository: any BookSearchRepository, concurrency: Int = 8) {
        self.repository = repository
        self.concurrency = max(1, concurrency)
    }

    public func execute(query: String, limit: Int, sort: BookSort = .relevance) async throws -> Result {
        let wanted = min(limit, repository.maxResults)
        let size = min(wanted, repository.maxPageSize)
        let first = try await repository.search(query, sort: sort, page: 0, pageSize: size)
        var books = first.books
        var pages = 1
        let reachable = first.pageable ?? first.totalHits ?? wanted
        let target = min(wanted, reachable)
        if !first.isEnd, first.books.count == size, target > size {
            let more = Array(1..<((target + size - 1) / size))
            let repository = self.repository
            let fetched = try await withThrowingTaskGroup(of: (Int, BookSearchPage).self) { group in
                var results: [Int: BookSearchPage] = [:]
                var next = more[...]
                func start() {
                    guard let index = next.popFirst() else { return }
                    group.addTask { (index, try await repository.search(query, sort: sort, page: index, pageSize: size)) }
                }
                for _ in 0..<min(concurrency, more.count) { start() }
                while let (index, page) = try await group.next() {
                    results[index] = page
                    start()
                }
                return results
            }
            pages += fetched.count
            // In page order, up to the first page that ends the results.
            for index in more {
                guard let page = fetched[index] else { break }
                books += page.books
                if page.isEnd || page.books.count < size { break }
            }
        }
        var seen = Set<String>()
        books = books.filter { seen.insert("\($0.source.rawValue):\($0.sourceID)").inserted }
        return Result(books: Array(books.prefix(limit)), totalHits: first.totalHits, pagesFetched: pages)
    }
}
