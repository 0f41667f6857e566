import BoxOfficeDomain

/// Lays out one movie's details: a definition list for people, one row of data for machines.
public struct MovieDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    public func build(_ movie: MovieDetails) -> ReportDocument {
        let l = language
        func people(_ list: [MovieDetails.Person]) -> [String] {
            list.map { $0.englishName.isEmpty ? $0.name : "\($0.name) (\($0.englishName))" }
        }
        let grades = DailyReportDataset.unique(movie.watchGrades)
        var facts: [LabeledValue] = [
            l.labeled("movie_code", movie.code.rawValue),
            l.labeled("title_en", movie.englishTitle),
            l.labeled("title_original", movie.originalTitle),
            l.labeled("open_date", movie.openDate?.iso ?? ""),
            l.labeled("production_year", movie.productionYear.map(String.init) ?? ""),
            l.labeled("runtime_minutes", movie.runtimeMinutes.map(l.sentences.minutes) ?? ""),
            l.labeled("watch_grade", grades.joined(separator: ", ")),
            l.labeled("genres", movie.genres.joined(separator: ", ")),
            l.labeled("nations", movie.nations.joined(separator: ", ")),
            l.labeled("directors", people(movie.directors).joined(separator: ", ")),
            l.labeled("distributors", movie.distributors.joined(separator: ", ")),
            l.labeled("production_companies", movie.productionCompanies.joined(separator: ", ")),
            l.labeled("status", movie.productionStatus),
            l.labeled("type", movie.kind),
            l.labeled("formats", movie.showTypes.joined(separator: ", ")),
        ]
        facts.removeAll { $0.value.isEmpty }
        var blocks: [Block] = [.definitionList(facts)]
        if !movie.actors.isEmpty {
            blocks.append(.heading(l.term("cast")))
            blocks.append(.bulletList(movie.actors.map { actor in
                let name = people([actor.person])[0]
                return actor.role.isEmpty ? name : l.sentences.actorRole(name, actor.role)
            }))
        }
        if !movie.companies.isEmpty {
            // Every company with its role, in KOBIS's words (배급사, 제작사, 수입사 …).
            blocks.append(.heading(l.term("companies")))
            blocks.append(.bulletList(movie.companies.map { $0.part.isEmpty ? $0.name : "\($0.name) (\($0.part))" }))
        }
        let dataset = Table(
            columns: ["movie_code", "title", "title_en", "title_original", "open_date", "production_year", "runtime_minutes",
                      "watch_grade", "genres", "nations", "directors", "actors", "companies", "status", "type",
                      "distributors", "production_companies"].map { Column($0, key: $0) },
            rows: [[
                .text(movie.code.rawValue), .text(movie.title), .text(movie.englishTitle), .text(movie.originalTitle),
                .text(movie.openDate?.iso ?? ""), .integer(movie.productionYear), .integer(movie.runtimeMinutes),
                .list(grades), .list(movie.genres), .list(movie.nations), .list(movie.directors.map(\.name)),
                .list(movie.actors.map(\.person.name)), .list(movie.companies.map(\.name)),
                .text(movie.productionStatus), .text(movie.kind), .list(movie.distributors), .list(movie.productionCompanies),
            ]]
        )
        return ReportDocument(
            language: l.code, title: movie.title,
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: blocks,
            dataset: dataset
        )
    }
}
