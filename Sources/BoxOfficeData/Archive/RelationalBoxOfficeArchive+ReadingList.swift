import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The books reading list, in the same archive file as the box office.
extension RelationalBoxOfficeArchive: ReadingListRepository {
    public func save(_ book: Book, at date: Date) async throws {
        let json: @Sendable ([String]) -> String = { MovieDetailsRecord.encode($0) }
        _ = try await session { db in
            try db.query(ArchiveTable.reading_list.upsert(columns: [
                "book_key", "saved_at", "source", "source_id", "title", "subtitle", "authors", "translators", "publisher", "published",
                "isbn13", "isbn10", "pages", "price", "sale_price", "currency", "status", "description", "cover_url", "info_url",
            ]), [
                    .text(book.key), .integer(Int64(date.timeIntervalSince1970)), .text(book.source.rawValue), .text(book.sourceID),
                    .text(book.title), ArchiveValue(book.subtitle), .text(json(book.authors)), .text(json(book.translators)),
                    ArchiveValue(book.publisher), ArchiveValue(book.published?.description), ArchiveValue(book.isbn13?.value),
                    ArchiveValue(book.isbn10?.value), ArchiveValue(book.pageCount), ArchiveValue(book.listPrice?.amount),
                    ArchiveValue(book.salePrice?.amount), ArchiveValue(book.listPrice?.currency ?? book.salePrice?.currency),
                    ArchiveValue(book.status), ArchiveValue(book.description), ArchiveValue(book.coverURL), ArchiveValue(book.infoURL),
                ])
        }
    }

    public func readingList() async throws -> [(book: Book, savedAt: Date)] {
        try await read { db in
            try db.query("""
                SELECT saved_at, source, source_id, title, subtitle, authors, translators, publisher, published, isbn13, isbn10,
                       pages, price, sale_price, currency, status, description, cover_url, info_url
                FROM reading_list ORDER BY saved_at DESC, title
                """).map { row in
                let currency = row[14].string ?? ""
                let book = Book(
                    source: BookSource(rawValue: row[1].string ?? "") ?? .google, sourceID: row[2].string ?? "",
                    title: row[3].string ?? "", subtitle: row[4].string,
                    authors: MovieDetailsRecord.decode(row[5].string), translators: MovieDetailsRecord.decode(row[6].string),
                    publisher: row[7].string, published: row[8].string.flatMap(PublishedDate.init),
                    isbn13: row[9].string.flatMap(ISBN.init), isbn10: row[10].string.flatMap(ISBN.init), pageCount: row[11].int,
                    listPrice: row[12].double.map { Money(amount: $0, currency: currency) },
                    salePrice: row[13].double.map { Money(amount: $0, currency: currency) },
                    status: row[15].string, description: row[16].string, coverURL: row[17].string, infoURL: row[18].string
                )
                return (book, Date(timeIntervalSince1970: TimeInterval(row[0].int ?? 0)))
            }
        }
    }
}
