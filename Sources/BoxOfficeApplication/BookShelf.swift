import BoxOfficeDomain
import Foundation

/// What the books front ends ask: a search, one book, saving a book, the reading list.
public enum BookRequest: Hashable, Sendable {
    case search(query: String, limit: Int, sort: BookSort)
    /// An ISBN, or (Google) a volume id.
    case show(String)
    case save(ISBN)
    case list
}

public enum BookAnswer: Sendable {
    case results(SearchBooks.Result)
    case book(Book)
    case saved(Book)
    case readingList([(book: Book, savedAt: Date)])
}

/// No book has that ISBN (or volume id) at the source.
public struct NoSuchBook: Error, Hashable, Sendable {
    public let identifier: String
}

/// The books' jobs on their repositories (the same layers as the box office): a front end builds
/// the request, this answers it.
public struct BookShelf: Sendable {
    /// The search source (nil when the request needs none: the reading list).
    let source: (any BookSearchRepository)?
    /// The reading list (nil when the request needs none).
    let readingList: (any ReadingListReading)?
    /// The reading list a saved book is written to (nil when the request saves none).
    let saving: (any ReadingListRepository)?
    let clock: any TimeSource

    public init(source: (any BookSearchRepository)?, readingList: (any ReadingListRepository)?, clock: any TimeSource) {
        self.source = source
        self.readingList = readingList
        self.saving = readingList
        self.clock = clock
    }

    /// The reading list listed only (`books list`), on a handle that cannot write.
    public init(listing readingList: any ReadingListReading, clock: any TimeSource) {
        self.source = nil
        self.readingList = readingList
        self.saving = nil
        self.clock = clock
    }

    /// Whether answering `request` needs a search source, and the reading list.
    public static func needs(_ request: BookRequest) -> (source: Bool, readingList: Bool) {
        switch request {
        case .search, .show: (true, false)
        case .save: (true, true)
        case .list: (false, true)
        }
    }

    public func answer(_ request: BookRequest) async throws -> BookAnswer {
        switch request {
        case .search(let query, let limit, let sort):
            return .results(try await SearchBooks(repository: try required(source)).execute(query: query, limit: limit, sort: sort))
        case .show(let identifier):
            let source = try required(source)
            let found = if let isbn = ISBN(identifier) { try await source.book(isbn: isbn) } else { try await source.book(id: identifier) }
            guard let book = found else { throw NoSuchBook(identifier: identifier) }
            return .book(book)
        case .save(let isbn):
            guard let book = try await required(source).book(isbn: isbn) else { throw NoSuchBook(identifier: isbn.value) }
            try await required(saving).save(book, at: clock.now())
            return .saved(book)
        case .list:
            return .readingList(try await required(readingList).readingList())
        }
    }

    /// A repository the request needs (`BookShelf.needs` says which); missing is the caller's mistake.
    private func required<T>(_ value: T?) throws -> T {
        guard let value else { throw BookShelfNotWired(missing: String(describing: T.self)) }
        return value
    }
}

/// A `BookShelf` was built without a repository its request needs.
public struct BookShelfNotWired: Error, Hashable, Sendable {
    public let missing: String
}

extension BookShelf {
    /// The shelf `request` needs: the source when it searches or saves, the reading list when it
    /// saves or lists. Saving writes the archive, so it holds the archive's lock (and creates the
    /// archive when missing); listing only reads, on a handle that cannot write.
    public static func opened<Store: ArchiveStoreOpening>(for request: BookRequest, archive: OpenArchive<Store>, clock: any TimeSource,
                                                          source: @escaping @Sendable () throws -> any BookSearchRepository) -> ExclusiveRun<BookShelf>
    where Store.Archive: ReadingListRepository, Store.Reader: ReadingListReading {
        switch needs(request) {
        case (true, true):
            return ExclusiveRun(locks: archive.locks, opening: archive, creating: true) { BookShelf(source: try source(), readingList: $0, clock: clock) }
        case (false, true):
            return ExclusiveRun(locks: NoRunLocks()) { BookShelf(listing: try await archive.reading(), clock: clock) }
        case (_, false):
            return ExclusiveRun(locks: NoRunLocks()) { BookShelf(source: try source(), readingList: nil, clock: clock) }
        }
    }
}
