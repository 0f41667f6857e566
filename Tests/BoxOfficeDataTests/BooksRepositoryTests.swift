import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeURLSession
import BoxOfficeTestSupport
import Foundation
import Testing

/// The real HTTP code against the loopback fake of both book APIs.
@Suite struct BooksRepositoryTests {
    let client = RetryingHTTPClient(base: URLSessionHTTPClient(timeout: 2), policy: RetryPolicy(maxAttempts: 3, baseDelaySeconds: 0.01))

    @Test func googlePagesAreAskedForTogetherAfterTheFirst() async throws {
        var configuration = BooksFake.Configuration()
        // The orwell recording is a full page of 40 (no totalItems): served for the first two pages.
        configuration.googlePages = [0: "search-orwell-fields-partial", 40: "search-orwell-fields-partial"]
        let fake = try BooksFake(configuration)
        let google = GoogleBooksRepository(baseURL: fake.baseURL, apiKey: "g-5e171e15", client: client)
        let result = try await SearchBooks(repository: google).execute(query: "orwell", limit: 100)
        let asked = fake.requests.map { Int($0.query["startIndex"] ?? "-1")! }
        #expect(asked.first == 0 && asked.sorted() == [0, 40, 80])
        #expect(fake.requests.allSatisfy { $0.path == "/books/v1/volumes" && $0.query["maxResults"] == "40" && $0.query["q"] == "orwell" })
        #expect(fake.requests.allSatisfy { $0.query["key"] == "g-5e171e15" && $0.query["orderBy"] == "relevance" })
        #expect(result.books.count == 40, "the second page repeats the first: duplicates are dropped")
    }

    @Test func kakaoSendsItsKeyInTheHeader() async throws {
        let fake = try BooksFake()
        let kakao = KakaoBooksRepository(baseURL: fake.baseURL, apiKey: fake.configuration.kakaoKey, client: client)
        let result = try await SearchBooks(repository: kakao).execute(query: "effective", limit: 5, sort: .newest)
        #expect(result.books.count == 5 && result.totalHits == 24)
        let request = try #require(fake.requests.first)
        #expect(request.headers["authorization"] == "KakaoAK \(fake.configuration.kakaoKey)")
        #expect(request.query == ["query": "effective", "sort": "latest", "page": "1", "size": "5"])
    }

    @Test func lookUpByISBN() async throws {
        let fake = try BooksFake()
        let google = GoogleBooksRepository(baseURL: fake.baseURL, apiKey: nil, client: client)
        let book = try await google.book(isbn: ISBN("9780547345666")!)
        #expect(book?.title == "The Handmaid's Tale")
        #expect(fake.requests.first?.query == ["q": "isbn:9780547345666", "maxResults": "1"])
        #expect(try await google.book(isbn: ISBN("9788966262472")!) == nil) // an unrecorded query: the recorded `{}`
        #expect(try await google.book(id: "AggpqYLjLNYC")?.sourceID == "AggpqYLjLNYC")
        #expect(try await google.book(id: "nosuchvolume") == nil)
    }

    @Test func kakaoErrorsMapToTheSameFaultsAsKOFIC() async throws {
        let fake = try BooksFake()
        let wrongKey = KakaoBooksRepository(baseURL: fake.baseURL, apiKey: "wrong", client: client)
        await #expect(throws: SourceError.keyRejected(detail: "Kakao AccessDeniedError: wrong appKey(null) format")) {
            _ = try await wrongKey.search("effective", sort: .relevance, page: 0, pageSize: 5)
        }
        #expect(fake.requests.count == 1, "a rejected key is not retried")
        let kakao = KakaoBooksRepository(baseURL: fake.baseURL, apiKey: fake.configuration.kakaoKey, client: client)
        await #expect(throws: SourceError.unusableAnswer(detail: "Kakao MissingParameter: query parameter required")) {
            _ = try await kakao.search("", sort: .relevance, page: 0, pageSize: 5)
        }
    }

    @Test func googleErrorsMapToTheSameFaultsAsKOFIC() async throws {
        var configuration = BooksFake.Configuration()
        configuration.failure = (400, try Fixtures.text("books/google/errors/400-missing-query.json"))
        let google = GoogleBooksRepository(baseURL: try BooksFake(configuration).baseURL, apiKey: nil, client: client)
        await #expect(throws: SourceError.unusableAnswer(detail: "Google Books error 400: Missing query.")) {
            _ = try await google.search("x", sort: .relevance, page: 0, pageSize: 5)
        }
        // Not recorded: the recorded error shape with Google's documented quota and key reasons.
        for (status, reason, expected) in [(403, "dailyLimitExceeded", "quota"), (429, "rateLimitExceeded", "quota"), (400, "keyInvalid", "key")] {
            var failing = BooksFake.Configuration()
            failing.failure = (status, #"{"error":{"code":\#(status),"message":"m","errors":[{"message":"m","domain":"usageLimits","reason":"\#(reason)"}]}}"#)
            let repository = GoogleBooksRepository(baseURL: try BooksFake(failing).baseURL, apiKey: "k", client: client)
            do {
                _ = try await repository.search("x", sort: .relevance, page: 0, pageSize: 5)
                Issue.record("expected \(expected)")
            } catch let error as SourceError {
                switch (error, expected) {
                case (.quotaExhausted, "quota"), (.keyRejected, "key"): break
                default: Issue.record("\(reason) gave \(error)")
                }
            }
        }
    }
}
