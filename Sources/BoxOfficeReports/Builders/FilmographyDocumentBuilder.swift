import BoxOfficeDomain

/// Lays out a person or a company: who (the JSON's `subject`), its films by part with what the
/// archive's daily charts say of each (the rows), and a company's charted films by year; and the
/// listing a name search found when it found several.
public struct FilmographyDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    /// The rows' columns, one row per film and part (a film with two parts comes twice).
    public static let filmKeys = ["part", "movie_code", "title", "best_rank", "days_in_top10", "audience_accumulated", "last_charted"]
    public static let listingKeys = ["code", "name", "name_en", "role", "films", "film_count"]

    public func build(_ filmography: Filmography<Person>) -> ReportDocument {
        let person = filmography.subject, l = language
        let name = person.name ?? person.code.rawValue
        let subject = Table(columns: ["person_code", "name", "name_en", "sex", "role"].map { Column($0, key: $0) },
                            rows: [[.text(person.code.rawValue), .text(person.name ?? ""), .text(person.englishName ?? ""),
                                    .text(person.sex ?? ""), .text(person.role ?? "")]])
        let facts = [l.labeled("person_code", person.code.rawValue), l.labeled("name_en", person.englishName ?? ""),
                     l.labeled("role", person.role ?? ""), l.labeled("sex", person.sex ?? "")].filter { !$0.value.isEmpty }
        return document(title: l.term("person_title", ["name": name]), dataTitle: ReportLanguage.english.term("person_title", ["name": name]),
                        facts: facts, parts: Self.parts(of: person.films, first: person.role.map { [$0] } ?? []),
                        filmography: filmography, years: [], subject: subject)
    }

    public func build(_ filmography: Filmography<Company>) -> ReportDocument {
        let company = filmography.subject, l = language
        let name = company.name ?? company.code.rawValue
        let subject = Table(columns: ["company_code", "name", "name_en", "ceo", "parts"].map { Column($0, key: $0) },
                            rows: [[.text(company.code.rawValue), .text(company.name ?? ""), .text(company.englishName ?? ""),
                                    .text(company.ceo ?? ""), company.parts.isEmpty ? .empty : .list(company.parts)]])
        let facts = [l.labeled("company_code", company.code.rawValue), l.labeled("name_en", company.englishName ?? ""),
                     l.labeled("ceo", company.ceo ?? ""), l.labeled("parts", company.parts.joined(separator: ", "))].filter { !$0.value.isEmpty }
        return document(title: l.term("company_title", ["name": name]), dataTitle: ReportLanguage.english.term("company_title", ["name": name]),
                        facts: facts, parts: company.filmParts, filmography: filmography, years: filmography.years, subject: subject)
    }

    /// The people or companies a name found, to pick one by code.
    public func build(listing: [FilmographyListing], name: String, companies: Bool) -> ReportDocument {
        let l = language
        let rows = listing.map { row -> [Cell] in
            [.text(row.code), .text(row.name ?? ""), .text(row.englishName ?? ""), .text(row.role ?? ""),
             Cell(display: Self.shortList(row.films, count: row.filmCount), value: row.films.isEmpty ? .empty : .list(row.films)),
             .integer(row.filmCount ?? row.films.count)]
        }
        let key = companies ? "companies_named" : "people_named"
        let columns = Self.listingKeys.map { l.column($0 == "role" && companies ? "parts" : $0, $0 == "film_count" ? .trailing : .leading,
                                                      wraps: $0 == "films") }
        let table = Table(columns: zip(columns, Self.listingKeys).map { Column($0.title, key: $1, alignment: $0.alignment, wraps: $0.wraps) },
                          rows: rows)
        return ReportDocument(language: l.code, title: l.term(key, ["name": name]), dataTitle: ReportLanguage.english.term(key, ["name": name]),
                              metadata: [l.labeled("hits", String(listing.count)), l.labeled("source", source), l.labeled("generated", generatedAt)],
                              blocks: [.paragraph(l.term("pick_by_code")), .table(table)],
                              dataset: Table(columns: Self.listingKeys.map { Column($0, key: $0) }, rows: rows))
    }

    private func document(title: String, dataTitle: String, facts: [LabeledValue], parts: [String], filmography: Filmography<some Sendable & Hashable>,
                          years: [FilmYear], subject: Table) -> ReportDocument {
        let l = language
        var blocks: [Block] = [.definitionList(facts)]
        // Its films the archive charted, biggest first: what a reader asks first of a long filmography.
        var charted: [(FilmCredit, ChartRecord)] = []
        for film in filmography.films {
            guard let code = film.movieCode, let record = filmography.records[code], !charted.contains(where: { $0.0.movieCode == code }) else { continue }
            charted.append((film, record))
        }
        if !charted.isEmpty {
            charted.sort { ($0.1.lastAudienceAccumulated, $1.1.lastCharted) > ($1.1.lastAudienceAccumulated, $0.1.lastCharted) }
            blocks.append(.heading(l.term("charted_films", ["count": String(charted.count)])))
            blocks.append(.table(Table(columns: ["title", "part", "best_rank", "days_in_top10", "audience_accumulated", "last_charted"].map { key in
                l.column(key, ["best_rank", "days_in_top10", "audience_accumulated"].contains(key) ? .trailing : .leading, wraps: key == "title",
                         essential: key != "part")
            }, rows: charted.prefix(20).map { film, record in
                let parts = filmography.films.filter { $0.movieCode == film.movieCode }.map(\.part)
                return [.text(film.title), .text(parts.joined(separator: ", ")), .integer(record.bestRank), .integer(record.daysInTopTen),
                        .integer(record.lastAudienceAccumulated), .text(record.lastCharted.iso)]
            })))
        }
        if !years.isEmpty {
            blocks.append(.heading(l.term("charted_by_year")))
            blocks.append(.table(Table(columns: [l.column("year"), l.column("films", .trailing), l.column("audience_accumulated", .trailing),
                                                 l.column("sales_accumulated", .trailing)],
                                       rows: years.map { [.text(String($0.year)), .integer($0.films), .integer($0.audience), .integer($0.sales)] })))
        }
        var rows: [[Cell]] = []
        for part in parts {
            let films = filmography.films.filter { $0.part == part }
            let partRows = films.map { film -> [Cell] in
                let record = film.movieCode.flatMap { filmography.records[$0] }
                return [.text(film.part), .text(film.movieCode?.rawValue ?? ""), .text(film.title), .integer(record?.bestRank),
                        .integer(record?.daysInTopTen), .integer(record?.lastAudienceAccumulated), .text(record?.lastCharted.iso ?? "")]
            }
            rows += partRows
            blocks.append(.heading(l.term("part_films", ["part": part.isEmpty ? l.term("part_unnamed") : part, "count": String(films.count)])))
            // Chart columns only when the archive charted one of the films: else they would stand empty.
            let shown = filmography.records.isEmpty ? 2 : Self.filmKeys.count - 1
            blocks.append(.table(Table(columns: Array(Self.filmKeys.dropFirst().prefix(shown)).map { key in
                l.column(key, ["best_rank", "days_in_top10", "audience_accumulated"].contains(key) ? .trailing : .leading, wraps: key == "title",
                         essential: key != "movie_code")
            }, rows: partRows.map { Array($0.dropFirst().prefix(shown)) })))
        }
        if filmography.films.isEmpty { blocks.append(.paragraph(l.term("no_films"))) }
        else { blocks.append(.notes([l.term(filmography.records.isEmpty ? "filmography_uncharted" : "filmography_note")])) }
        var document = ReportDocument(language: l.code, title: title, dataTitle: dataTitle,
                                      metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)], blocks: blocks,
                                      dataset: Table(columns: Self.filmKeys.map { Column($0, key: $0) }, rows: rows))
        document.subject = subject
        document.sparse = true
        return document
    }

    /// The parts in order: `first` (a person's main role) when their films name it, then as the films first name them.
    static func parts(of films: [FilmCredit], first: [String]) -> [String] {
        var order = first.filter { part in films.contains { $0.part == part } }
        for film in films where !order.contains(film.part) { order.append(film.part) }
        return order
    }

    /// The first five titles, and how many more.
    static func shortList(_ titles: [String], count: Int?) -> String {
        let total = max(count ?? titles.count, titles.count)
        let shown = titles.prefix(5).joined(separator: " · ")
        return total > 5 ? shown + " … (\(total))" : shown
    }
}
