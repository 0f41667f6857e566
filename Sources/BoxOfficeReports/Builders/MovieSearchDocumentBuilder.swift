import BoxOfficeDomain

/// Lays out the movies a title search found: one row each, with the code `movie CODE` takes.
public struct MovieSearchDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    public static let keys = ["movie_code", "title", "title_en", "production_year", "open_date", "type", "nations", "genres",
                              "directors", "companies"]

    public func build(_ result: MovieSearchPage, query: MovieSearchQuery) -> ReportDocument {
        let l = language
        let rows = result.movies.map { movie -> [Cell] in
            [.text(movie.code.rawValue), .text(movie.title), .text(movie.englishTitle),
             movie.productionYear.map { Cell(display: String($0), value: .integer($0)) } ?? .empty,
             .text(movie.openDate?.iso ?? ""), .text(movie.kind), .list(movie.nations), .list(movie.genres), .list(movie.directors),
             .list(movie.companies)]
        }
        let wraps: Set<String> = ["title", "title_en", "directors", "companies"]
        let table = Table(columns: Self.keys.map { l.column($0, $0 == "production_year" ? .trailing : .leading, wraps: wraps.contains($0)) },
                          rows: rows)
        var metadata = [l.labeled("query", query.title)]
        if let director = query.director { metadata.append(l.labeled("directors", director)) }
        if let year = query.year { metadata.append(l.labeled("open_date", String(year))) }
        metadata += [l.labeled("hits", l.sentences.hits(NumberFormat.grouped(result.total), result.movies.count)),
                     l.labeled("source", source), l.labeled("generated", generatedAt)]
        return ReportDocument(language: l.code, title: l.sentences.movieSearchTitle(query.title),
                              dataTitle: ReportLanguage.english.sentences.movieSearchTitle(query.title), metadata: metadata,
                              blocks: [.table(table)], dataset: Table(columns: Self.keys.map { Column($0, key: $0) }, rows: rows))
    }
}
