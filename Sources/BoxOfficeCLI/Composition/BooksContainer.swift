import BoxOfficeApplication
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Books from Google Books and Kakao, and the reading list kept in the archive. Plain wiring.
struct BooksContainer {
    let wiring: RunWiring

    /// `--source`, else as `BookSource.chosen` has it.
    func bookSource(option: BookSource?) -> BookSource { BookSource.chosen(option, kakaoKeySet: wiring.settings.kakaoKey != nil) }

    func makeBookRepository(_ source: BookSource) throws(SourceError) -> any BookSearchRepository {
        let (settings, books) = (wiring.settings, wiring.sources.books)
        let client = books.client ?? wiring.makeHTTPClient()
        switch source {
        case .google:
            return GoogleBooksRepository(baseURL: settings.googleBaseURL ?? GoogleBooksRepository.defaultBaseURL, apiKey: books.googleKey, client: client)
        case .kakao:
            guard let key = books.kakaoKey else { throw .keyMissing(variable: "KAKAO_REST_API_KEY") }
            return KakaoBooksRepository(baseURL: settings.kakaoBaseURL ?? KakaoBooksRepository.defaultBaseURL, apiKey: key, client: client)
        }
    }

    /// The book shelf a request needs (`BookShelf.opened` says which parts, and which lock).
    func makeBookShelf(_ request: BookRequest, source: BookSource, location: ArchiveLocation) -> ExclusiveRun<BookShelf> {
        let books = self
        return BookShelf.opened(for: request, archive: wiring.archive(location), clock: wiring.clock) { try books.makeBookRepository(source) }
    }

    func makeBookDocumentBuilder() -> BookDocumentBuilder { BookDocumentBuilder(language: wiring.language, generatedAt: wiring.generatedAt) }
}
