import BoxOfficeDomain
import Testing

@Suite struct ISBNTests {
    @Test(arguments: ["9788966262472", "978-89-6626-247-2", "8996991341", "9788996991342", "0547345666", "152900635X", "080442957X"])
    func acceptsRightCheckDigits(_ text: String) {
        #expect(ISBN(text) != nil)
    }

    @Test(arguments: ["9788966262473", "8996991342", "152900635Y", "978896626247", "97889662624722", "", "abcdefghij", "９７８８９６６２６２４７２"])
    func refusesWrongCheckDigitsAndShapes(_ text: String) {
        #expect(ISBN(text) == nil)
    }

    @Test func convertsISBN10ToISBN13() {
        // Pairs printed together in the recordings (Kakao's "ISBN10 ISBN13" strings).
        #expect(ISBN("8996991341")?.isbn13.value == "9788996991342")
        #expect(ISBN("0547345666")?.isbn13.value == "9780547345666")
        #expect(ISBN("152900635X")?.isbn13.value == "9781529006353")
    }
}

@Suite struct PublishedDateTests {
    @Test(arguments: [("2019", "2019", PublishedDate.Precision.year), ("2019-05", "2019-05", .month), ("2019-05-21", "2019-05-21", .day)])
    func keepsItsPrecision(_ text: String, _ expected: String, _ precision: PublishedDate.Precision) throws {
        let date = try #require(PublishedDate(text))
        #expect(date.description == expected && date.precision == precision)
    }

    @Test(arguments: ["19", "2019-5", "2019-13", "2019-02-30", "2019-05-21T00:00", "", "May 2019"])
    func refusesOtherShapes(_ text: String) {
        #expect(PublishedDate(text) == nil)
    }
}

@Suite struct SearchBooksTests {
    /// A source with `total` numbered books, serving any page.
    final class Source: BookSearchRepository, @unchecked Sendable {
        let source = BookSource.google
        let maxPageSize: Int
        let maxResults = 1000
        let total: Int
        let reportsTotal: Bool
        private(set) var pages: [(index: Int, size: Int)] = []
        private let lock = NSLock()

        init(total: Int, pageSize: Int = 40, reportsTotal: Bool = true) {
            self.total = total
            maxPageSize = pageSize
            self.reportsTotal = reportsTotal
        }

        func search(_ query: String, sort: BookSort, page index: Int, pageSize: Int) async throws -> BookSearchPage {
            lock.withLock { pages.append((index, pageSize)) }
            let range = min(total, index * pageSize)..<min(total, (index + 1) * pageSize)
            let books = range.map { Book(source: .google, sourceID: "id\($0)", title: "Book \($0)") }
            return BookSearchPage(books: books, totalHits: reportsTotal ? total : nil, isEnd: range.upperBound >= total)
        }
        func book(isbn: ISBN) async throws -> Book? { nil }
        func book(id: String) async throws -> Book? { nil }
    }

    @Test func pagesUntilTheLimit() async throws {
        let source = Source(total: 1_000)
        let result = try await SearchBooks(repository: source).execute(query: "q", limit: 200)
        #expect(result.books.map(\.sourceID) == (0..<200).map { "id\($0)" })
        #expect(source.pages.map(\.index).sorted() == [0, 1, 2, 3, 4] && source.pages.allSatisfy { $0.size == 40 })
        #expect(source.pages.first?.index == 0, "the first page comes first: it says how far the results go")
    }

    @Test func stopsAtTheEnd() async throws {
        let source = Source(total: 55)
        let result = try await SearchBooks(repository: source).execute(query: "q", limit: 500)
        #expect(result.books.count == 55 && result.totalHits == 55)
        #expect(source.pages.map(\.index).sorted() == [0, 1])
    }

    @Test func aSmallLimitIsOnePage() async throws {
        let source = Source(total: 1_000)
        let result = try await SearchBooks(repository: source).execute(query: "q", limit: 7)
        #expect(result.books.count == 7 && source.pages.map(\.size) == [7])
    }

    @Test func withoutATotalItPagesToTheLimitAndStopsAtAShortPage() async throws {
        let source = Source(total: 90, reportsTotal: false)
        let result = try await SearchBooks(repository: source).execute(query: "q", limit: 200)
        #expect(result.books.count == 90)
        #expect(source.pages.map(\.index).sorted() == [0, 1, 2, 3, 4])
    }
}

import Foundation
