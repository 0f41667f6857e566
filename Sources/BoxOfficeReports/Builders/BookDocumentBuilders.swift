import BoxOfficeDomain
import Foundation

/// Lays out book search results, one book, and the reading list, in the same document model
/// (and so the same renderers and escaping) as the box-office reports.
public struct BookDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    public func search(_ books: [Book], query: String, source: BookSource, totalHits: Int?) -> ReportDocument {
        let l = language
        let metadata = [l.labeled("query", query), l.labeled("source", source.name),
                        l.labeled("hits", l.sentences.hits(totalHits.map(NumberFormat.grouped), books.count)), l.labeled("generated", generatedAt)]
        let blocks: [Block] = books.isEmpty ? [.paragraph(l.sentences.noBook(query))] : [.table(table(books, savedAt: nil))]
        return ReportDocument(language: l.code, title: l.sentences.booksTitle(query), dataTitle: ReportLanguage.english.sentences.booksTitle(query),
                              metadata: metadata, blocks: blocks,
                              dataset: Self.dataset(books, savedAt: nil))
    }

    public func readingList(_ entries: [(book: Book, savedAt: Date)], timestamp: (Date) -> String) -> ReportDocument {
        let books = entries.map(\.book), saved = entries.map { timestamp($0.savedAt) }
        let l = language
        let blocks: [Block] = entries.isEmpty ? [.paragraph(l.sentences.readingListEmpty)] : [.table(table(books, savedAt: saved))]
        return ReportDocument(language: l.code, title: l.term("reading_list"), dataTitle: ReportLanguage.english.term("reading_list"),
                              metadata: [l.labeled("books", String(entries.count)), l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: Self.dataset(books, savedAt: saved))
    }

    public func book(_ book: Book) -> ReportDocument {
        let l = language
        var facts = [
            l.labeled("subtitle", book.subtitle ?? ""), l.labeled("authors", book.authors.joined(separator: ", ")),
            l.labeled("translators", book.translators.joined(separator: ", ")), l.labeled("publisher", book.publisher ?? ""),
            l.labeled("published", book.published?.description ?? ""), l.labeled("isbn13", book.isbn13?.value ?? ""),
            l.labeled("isbn10", book.isbn10?.value ?? ""), l.labeled("pages", book.pageCount.map(String.init) ?? ""),
            l.labeled("price", Self.price(book.listPrice)), l.labeled("sale_price", Self.price(book.salePrice)),
            l.labeled("status", book.status ?? ""), l.labeled("source", "\(book.source.name) (\(book.sourceID))"),
        ]
        facts.removeAll { $0.value.isEmpty }
        var blocks: [Block] = [.definitionList(facts)]
        let links = [book.infoURL.map { Link(title: l.sentences.moreAt(book.source.name), href: $0) }, book.coverURL.map { Link(title: l.term("cover"), href: $0) }]
        if !links.compactMap({ $0 }).isEmpty { blocks.append(.links(links.compactMap { $0 })) }
        if let description = book.description, !description.isEmpty {
            blocks.append(.heading(l.term("description")))
            blocks += description.components(separatedBy: "\n\n").map { Block.paragraph($0) }
        }
        return ReportDocument(language: l.code, title: book.title, metadata: [l.labeled("generated", generatedAt)], blocks: blocks,
                              dataset: Self.dataset([book], savedAt: nil))
    }

    private func table(_ books: [Book], savedAt: [String]?) -> Table {
        let l = language
        var columns = [
            l.column("title", wraps: true), l.column("authors", wraps: true), l.column("publisher", wraps: true), l.column("published"),
            l.column("isbn13"), l.column("pages", .trailing), l.column("price", .trailing), l.column("status"), l.column("cover"),
        ]
        if savedAt != nil { columns.append(l.column("saved_at")) }
        let rows = books.enumerated().map { index, book -> [Cell] in
            var row: [Cell] = [
                .link(book.title, href: book.infoURL), .list(book.authors), .text(book.publisher ?? ""),
                .text(book.published?.description ?? ""), .text(book.isbn13?.value ?? ""), .integer(book.pageCount),
                Cell(display: Self.price(book.salePrice ?? book.listPrice), value: .empty), .text(book.status ?? ""),
                .image(alt: l.term("cover"), src: book.coverURL),
            ]
            if let savedAt { row.append(.text(savedAt[index])) }
            return row
        }
        return Table(columns: columns, rows: rows)
    }

    /// The pinned CSV columns: title, authors, translators, publisher, published, isbn13, isbn10,
    /// pages, price, sale_price, currency, status, url (then saved_at for the reading list).
    static func dataset(_ books: [Book], savedAt: [String]?) -> Table {
        var keys = ["title", "authors", "translators", "publisher", "published", "isbn13", "isbn10", "pages",
                    "price", "sale_price", "currency", "status", "url"]
        if savedAt != nil { keys.append("saved_at") }
        let rows = books.enumerated().map { index, book -> [Cell] in
            func amount(_ money: Money?) -> Cell {
                guard let money else { return .empty }
                return money.amount.rounded() == money.amount ? .integer(Int(money.amount)) : .decimal(money.amount, places: 2)
            }
            var row: [Cell] = [
                .text(book.title), .list(book.authors), .list(book.translators), .text(book.publisher ?? ""),
                .text(book.published?.description ?? ""), .text(book.isbn13?.value ?? ""), .text(book.isbn10?.value ?? ""),
                .integer(book.pageCount), amount(book.listPrice), amount(book.salePrice),
                .text(book.listPrice?.currency ?? book.salePrice?.currency ?? ""), .text(book.status ?? ""), .text(book.infoURL ?? ""),
            ]
            if let savedAt { row.append(.text(savedAt[index])) }
            return row
        }
        return Table(columns: keys.map { Column($0, key: $0) }, rows: rows)
    }

    static func price(_ money: Money?) -> String {
        guard let money else { return "" }
        let amount = money.amount.rounded() == money.amount ? NumberFormat.grouped(Int(money.amount)) : NumberFormat.grouped(money.amount, places: 2)
        return money.currency == "KRW" ? "₩\(amount)" : "\(amount) \(money.currency)"
    }
}
