import BoxOfficeDomain
import Foundation

/// Lays out book search results, one book, and the reading list, in the same document model
/// (and so the same renderers and escaping) as the box-office reports.
public struct BookDocumentBuilder: Sendable {
    public var generatedAt: String

    public init(generatedAt: String) { self.generatedAt = generatedAt }

    public func search(_ books: [Book], query: String, source: BookSource, totalHits: Int?) -> ReportDocument {
        var metadata = [LabeledValue("Query", query), LabeledValue("Source", source.name)]
        metadata.append(LabeledValue("Hits", totalHits.map { "\(NumberFormat.grouped($0)) (\(books.count) shown)" } ?? "\(books.count) shown"))
        metadata.append(LabeledValue("Generated", generatedAt))
        let blocks: [Block] = books.isEmpty ? [.paragraph("No book matched \u{201C}\(query)\u{201D}.")] : [.table(table(books, savedAt: nil))]
        return ReportDocument(title: "Books: \(query)", metadata: metadata, blocks: blocks, dataset: Self.dataset(books, savedAt: nil))
    }

    public func readingList(_ entries: [(book: Book, savedAt: Date)], timestamp: (Date) -> String) -> ReportDocument {
        let books = entries.map(\.book), saved = entries.map { timestamp($0.savedAt) }
        let blocks: [Block] = entries.isEmpty ? [.paragraph("The reading list is empty: add a book with boxoffice books save ISBN.")]
            : [.table(table(books, savedAt: saved))]
        return ReportDocument(title: "Reading list", metadata: [LabeledValue("Books", String(entries.count)), LabeledValue("Generated", generatedAt)],
                              blocks: blocks, dataset: Self.dataset(books, savedAt: saved))
    }

    public func book(_ book: Book) -> ReportDocument {
        var facts = [
            LabeledValue("Subtitle", book.subtitle ?? ""), LabeledValue("Authors", book.authors.joined(separator: ", ")),
            LabeledValue("Translators", book.translators.joined(separator: ", ")), LabeledValue("Publisher", book.publisher ?? ""),
            LabeledValue("Published", book.published?.description ?? ""), LabeledValue("ISBN-13", book.isbn13?.value ?? ""),
            LabeledValue("ISBN-10", book.isbn10?.value ?? ""), LabeledValue("Pages", book.pageCount.map(String.init) ?? ""),
            LabeledValue("Price", Self.price(book.listPrice)), LabeledValue("Sale price", Self.price(book.salePrice)),
            LabeledValue("Status", book.status ?? ""), LabeledValue("Source", "\(book.source.name) (\(book.sourceID))"),
        ]
        facts.removeAll { $0.value.isEmpty }
        var blocks: [Block] = [.definitionList(facts)]
        let links = [book.infoURL.map { Link(title: "More at \(book.source.name)", href: $0) }, book.coverURL.map { Link(title: "Cover", href: $0) }]
        if !links.compactMap({ $0 }).isEmpty { blocks.append(.links(links.compactMap { $0 })) }
        if let description = book.description, !description.isEmpty {
            blocks.append(.heading("Description"))
            blocks += description.components(separatedBy: "\n\n").map { Block.paragraph($0) }
        }
        return ReportDocument(title: book.title, metadata: [LabeledValue("Generated", generatedAt)], blocks: blocks,
                              dataset: Self.dataset([book], savedAt: nil))
    }

    private func table(_ books: [Book], savedAt: [String]?) -> Table {
        var columns = [
            Column("Title", key: "title", wraps: true), Column("Authors", key: "authors", wraps: true),
            Column("Publisher", key: "publisher", wraps: true), Column("Published", key: "published"),
            Column("ISBN-13", key: "isbn13"), Column("Pages", key: "pages", alignment: .trailing),
            Column("Price", key: "price", alignment: .trailing), Column("Status", key: "status"), Column("Cover", key: "cover"),
        ]
        if savedAt != nil { columns.append(Column("Saved", key: "saved_at")) }
        let rows = books.enumerated().map { index, book -> [Cell] in
            var row: [Cell] = [
                .link(book.title, href: book.infoURL), .list(book.authors), .text(book.publisher ?? ""),
                .text(book.published?.description ?? ""), .text(book.isbn13?.value ?? ""), .integer(book.pageCount),
                Cell(display: Self.price(book.salePrice ?? book.listPrice), value: .empty), .text(book.status ?? ""),
                .image(alt: "cover", src: book.coverURL),
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
