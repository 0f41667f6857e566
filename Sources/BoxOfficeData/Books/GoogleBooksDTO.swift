import BoxOfficeDomain

/// `GET /books/v1/volumes`: `kind` and `totalItems` are absent with a `fields` selector, and
/// `items` is absent when nothing matched (a zero-hit partial answer is literally `{}`).
struct GoogleVolumesDTO: Decodable, Sendable {
    let kind: String?
    let totalItems: Int?
    let items: [GoogleVolumeDTO]?
}

/// A volume, in a search's `items` or as the whole `GET /books/v1/volumes/ID` answer.
struct GoogleVolumeDTO: Decodable, Sendable {
    let id: String
    let volumeInfo: VolumeInfo?
    let saleInfo: SaleInfo?

    struct VolumeInfo: Decodable, Sendable {
        let title: String?
        let subtitle: String?
        let authors: [String]?
        let publisher: String?
        let publishedDate: String?
        let description: String?
        let industryIdentifiers: [Identifier]?
        let pageCount: Int?
        let imageLinks: [String: String]?
        let infoLink: String?
        let canonicalVolumeLink: String?
    }

    struct Identifier: Decodable, Sendable {
        let type: String
        let identifier: String
    }

    struct SaleInfo: Decodable, Sendable {
        let saleability: String?
        let listPrice: Price?
        let retailPrice: Price?
    }

    struct Price: Decodable, Sendable {
        let amount: Double?
        let currencyCode: String?
    }
}

/// `{"error":{"code":…,"message":…,"errors":[{"reason":…}]}}`
struct GoogleErrorDTO: Decodable, Sendable {
    struct Body: Decodable, Sendable {
        let code: Int?
        let message: String?
        let errors: [Reason]?
    }
    struct Reason: Decodable, Sendable { let reason: String? }
    let error: Body
}

extension GoogleVolumeDTO {
    func toDomain() throws(DTOMappingError) -> Book {
        let info = volumeInfo
        guard let title = info?.title, !title.isEmpty else { throw DTOMappingError(field: "volumeInfo.title", value: "", expected: "a title") }
        var published: PublishedDate? = nil
        if let text = info?.publishedDate, !text.isEmpty {
            guard let date = PublishedDate(text) else {
                throw DTOMappingError(field: "volumeInfo.publishedDate", value: text, expected: "YYYY, YYYY-MM or YYYY-MM-DD")
            }
            published = date
        }
        let identifiers = info?.industryIdentifiers ?? []
        func isbn(_ type: String) -> ISBN? { identifiers.first { $0.type == type }.flatMap { ISBN($0.identifier) } }
        func money(_ price: Price?) -> Money? {
            guard let amount = price?.amount, let currency = price?.currencyCode else { return nil }
            return Money(amount: amount, currency: currency)
        }
        let images = info?.imageLinks ?? [:]
        return Book(
            source: .google, sourceID: id, title: title, subtitle: info?.subtitle, authors: info?.authors ?? [],
            publisher: info?.publisher, published: published, isbn13: isbn("ISBN_13"), isbn10: isbn("ISBN_10"),
            pageCount: info?.pageCount, listPrice: money(saleInfo?.listPrice), salePrice: money(saleInfo?.retailPrice),
            status: saleInfo?.saleability, description: info?.description.map(PlainText.fromHTML),
            coverURL: images["thumbnail"] ?? images["smallThumbnail"],
            infoURL: info?.infoLink ?? info?.canonicalVolumeLink
        )
    }
}

extension GoogleVolumesDTO {
    func toDomain(pageSize: Int) throws(DTOMappingError) -> BookSearchPage {
        var books: [Book] = []
        for item in items ?? [] { books.append(try item.toDomain()) }
        return BookSearchPage(books: books, totalHits: totalItems, isEnd: books.count < pageSize)
    }
}
