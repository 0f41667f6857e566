import Foundation

/// How results are ordered.
public enum BookSort: String, Hashable, Sendable {
    /// Kakao `accuracy`, Google `relevance`.
    case relevance
    /// Kakao `latest`, Google `newest`.
    case newest
}

/// One page of search results.
public struct BookSearchPage: Hashable, Sendable {
    public var books: [Book]
    /// Hits the source reports (an estimate for Google); nil when it does not say.
    public var totalHits: Int?
    /// How many results can be paged through (Kakao's `pageable_count`), when the source says.
    public var pageable: Int?
    /// The source says there is no further page.
    public var isEnd: Bool

    public init(books: [Book], totalHits: Int?, pageable: Int? = nil, isEnd: Bool) {
        self.books = books
        self.totalHits = totalHits
        self.pageable = pageable
        self.isEnd = isEnd
    }
}

/// A book search API.
public protocol BookSearchRepository: Sendable {
    var source: BookSource { get }
    /// The largest page the API serves (Google 40, Kakao 50).
    var maxPageSize: Int { get }
    /// How deep the API pages at most (Kakao: 50 pages of 50).
    var maxResults: Int { get }
    /// Page `index` (from 0) of `pageSize` results.
    func search(_ query: String, sort: BookSort, page index: Int, pageSize: Int) async throws -> BookSearchPage
    /// The book with this ISBN, or nil.
    func book(isbn: ISBN) async throws -> Book?
    /// The book with the source's own identifier, or nil.
    func book(id: String) async throws -> Book?
}

/// The reading list, with when each book was saved.
public protocol ReadingListRepository: ReadingListReading {
    func save(_ book: Book, at date: Date) async throws
}

/// The reading list, read only (`books list`).
public protocol ReadingListReading: Sendable {
    func readingList() async throws -> [(book: Book, savedAt: Date)]
}
