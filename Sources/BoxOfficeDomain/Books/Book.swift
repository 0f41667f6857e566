/// A book as a search source describes it; only the title is always there.
public struct Book: Hashable, Sendable {
    public var source: BookSource
    /// The source's own identifier (Google's volume id; Kakao has none, so its page URL).
    public var sourceID: String
    public var title: String
    public var subtitle: String?
    /// May be empty.
    public var authors: [String]
    public var translators: [String]
    public var publisher: String?
    public var published: PublishedDate?
    public var isbn13: ISBN?
    public var isbn10: ISBN?
    public var pageCount: Int?
    public var listPrice: Money?
    public var salePrice: Money?
    /// Availability as the source says it (`정상판매`, `FOR_SALE`, …).
    public var status: String?
    /// Plain text.
    public var description: String?
    public var coverURL: String?
    public var infoURL: String?

    public init(source: BookSource, sourceID: String, title: String, subtitle: String? = nil, authors: [String] = [],
                translators: [String] = [], publisher: String? = nil, published: PublishedDate? = nil, isbn13: ISBN? = nil,
                isbn10: ISBN? = nil, pageCount: Int? = nil, listPrice: Money? = nil, salePrice: Money? = nil, status: String? = nil,
                description: String? = nil, coverURL: String? = nil, infoURL: String? = nil) {
        self.source = source
        self.sourceID = sourceID
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.translators = translators
        self.publisher = publisher
        self.published = published
        self.isbn13 = isbn13
        self.isbn10 = isbn10
        self.pageCount = pageCount
        self.listPrice = listPrice
        self.salePrice = salePrice
        self.status = status
        self.description = description
        self.coverURL = coverURL
        self.infoURL = infoURL
    }

    /// The key a reading list files it under: its ISBN-13 when it has one.
    public var key: String { isbn13?.value ?? isbn10?.isbn13.value ?? "\(source.rawValue):\(sourceID)" }
}

/// Where book data comes from.
public enum BookSource: String, CaseIterable, Hashable, Sendable {
    case kakao, google

    /// The source asked for, else Kakao when its key is set (its Korean catalogue), else Google
    /// (which answers without a key).
    public static func chosen(_ asked: BookSource?, kakaoKeySet: Bool) -> BookSource {
        asked ?? (kakaoKeySet ? .kakao : .google)
    }

    public var name: String {
        switch self {
        case .kakao: "Kakao (Daum) book search"
        case .google: "Google Books"
        }
    }
}
