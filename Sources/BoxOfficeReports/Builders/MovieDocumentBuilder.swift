import BoxOfficeDomain

/// Lays out one movie's details: a definition list for people, one row of data for machines.
public struct MovieDocumentBuilder: Sendable {
    public var source: String
    public var generatedAt: String

    public init(source: String, generatedAt: String) {
        self.source = source
        self.generatedAt = generatedAt
    }

    public func build(_ movie: MovieDetails) -> ReportDocument {
        func people(_ list: [MovieDetails.Person]) -> [String] {
            list.map { $0.englishName.isEmpty ? $0.name : "\($0.name) (\($0.englishName))" }
        }
        let grades = DailyReportDataset.unique(movie.watchGrades)
        var facts: [LabeledValue] = [
            LabeledValue("Movie code", movie.code.rawValue),
            LabeledValue("English title", movie.englishTitle),
            LabeledValue("Original title", movie.originalTitle),
            LabeledValue("Opened", movie.openDate?.iso ?? ""),
            LabeledValue("Production year", movie.productionYear.map(String.init) ?? ""),
            LabeledValue("Runtime", movie.runtimeMinutes.map { "\($0) min" } ?? ""),
            LabeledValue("Rating", grades.joined(separator: ", ")),
            LabeledValue("Genres", movie.genres.joined(separator: ", ")),
            LabeledValue("Nations", movie.nations.joined(separator: ", ")),
            LabeledValue("Directors", people(movie.directors).joined(separator: ", ")),
            LabeledValue("Status", movie.productionStatus),
            LabeledValue("Type", movie.kind),
            LabeledValue("Formats", movie.showTypes.joined(separator: ", ")),
        ]
        facts.removeAll { $0.value.isEmpty }
        var blocks: [Block] = [.definitionList(facts)]
        if !movie.actors.isEmpty {
            blocks.append(.heading("Cast"))
            blocks.append(.bulletList(movie.actors.map { actor in
                let name = people([actor.person])[0]
                return actor.role.isEmpty ? name : "\(name) as \(actor.role)"
            }))
        }
        if !movie.companies.isEmpty {
            blocks.append(.heading("Companies"))
            blocks.append(.bulletList(movie.companies.map { $0.part.isEmpty ? $0.name : "\($0.name) (\($0.part))" }))
        }
        let dataset = Table(
            columns: ["movie_code", "title", "title_en", "title_original", "open_date", "production_year", "runtime_minutes",
                      "watch_grade", "genres", "nations", "directors", "actors", "companies", "status", "type"].map { Column($0, key: $0) },
            rows: [[
                .text(movie.code.rawValue), .text(movie.title), .text(movie.englishTitle), .text(movie.originalTitle),
                .text(movie.openDate?.iso ?? ""), .integer(movie.productionYear), .integer(movie.runtimeMinutes),
                .list(grades), .list(movie.genres), .list(movie.nations), .list(movie.directors.map(\.name)),
                .list(movie.actors.map(\.person.name)), .list(movie.companies.map(\.name)),
                .text(movie.productionStatus), .text(movie.kind),
            ]]
        )
        return ReportDocument(
            title: movie.title,
            metadata: [LabeledValue("Source", source), LabeledValue("Generated", generatedAt)],
            blocks: blocks,
            dataset: dataset
        )
    }
}
