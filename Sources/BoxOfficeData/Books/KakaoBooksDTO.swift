import BoxOfficeDomain

/// `GET /v3/search/book` (header `Authorization: KakaoAK …`).
struct KakaoBookSearchDTO: Decodable, Sendable {
    struct Meta: Decodable, Sendable {
        let total_count: Int
        let pageable_count: Int
        let is_end: Bool
    }
    let meta: Meta
    let documents: [KakaoBookDTO]
}

struct KakaoBookDTO: Decodable, Sendable {
    let title: String
    let contents: String?
    let url: String
    /// `"ISBN10 ISBN13"`, or only one of them, or with stray spaces.
    let isbn: String?
    /// ISO 8601 at midnight KST: `2014-11-17T00:00:00.000+09:00`.
    let datetime: String?
    let authors: [String]?
    let publisher: String?
    let translators: [String]?
    let price: Int?
    /// -1 when there is no sale price.
    let sale_price: Int?
    let thumbnail: String?
    let status: String?
}

/// `{"errorType":"…","message":"…"}`; the HTTP status says which kind.
struct KakaoErrorDTO: Decodable, Sendable {
    let errorType: String
    let message: String?
}

extension KakaoBookDTO {
    func toDomain() throws(DTOMappingError) -> Book {
        let isbns = (isbn ?? "").split(whereSeparator: \.isWhitespace).compactMap { ISBN(String($0)) }
        var published: PublishedDate? = nil
        if let datetime, !datetime.isEmpty {
            // The date as written, in KST: the first ten characters.
            guard let date = PublishedDate(String(datetime.prefix(10))), datetime.count >= 10 else {
                throw DTOMappingError(field: "datetime", value: datetime, expected: "an ISO 8601 date-time")
            }
            published = date
        }
        func nonEmpty(_ text: String?) -> String? { (text?.isEmpty ?? true) ? nil : text }
        return Book(
            source: .kakao, sourceID: url, title: title, authors: authors ?? [], translators: translators ?? [],
            publisher: nonEmpty(publisher), published: published,
            isbn13: isbns.first(where: \.isISBN13), isbn10: isbns.first { !$0.isISBN13 },
            listPrice: price.flatMap { $0 >= 0 ? Money(amount: Double($0), currency: "KRW") : nil },
            salePrice: sale_price.flatMap { $0 >= 0 ? Money(amount: Double($0), currency: "KRW") : nil },
            status: nonEmpty(status), description: nonEmpty(contents), coverURL: nonEmpty(thumbnail), infoURL: url
        )
    }
}

extension KakaoBookSearchDTO {
    func toDomain() throws(DTOMappingError) -> BookSearchPage {
        var books: [Book] = []
        for document in documents { books.append(try document.toDomain()) }
        return BookSearchPage(books: books, totalHits: meta.total_count, pageable: meta.pageable_count, isEnd: meta.is_end)
    }
}
