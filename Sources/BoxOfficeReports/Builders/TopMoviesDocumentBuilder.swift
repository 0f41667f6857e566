import BoxOfficeDomain

/// Lays out the archive's top movies over a range of days, with a bar chart of their audience.
public struct TopMoviesDocumentBuilder: Sendable {
    public var source: String
    public var generatedAt: String

    public init(source: String, generatedAt: String) {
        self.source = source
        self.generatedAt = generatedAt
    }

    public func build(_ movies: [TopMovie], from: CalendarDate, to: CalendarDate, archivedDays: Int) -> ReportDocument {
        let table = Table(
            columns: [
                Column("#", key: "position", alignment: .trailing), Column("Title", key: "title", wraps: true),
                Column("Code", key: "movie_code"),
                Column("Audience in range", key: "audience", alignment: .trailing),
                Column("Sales in range (₩)", key: "sales", alignment: .trailing),
                Column("Days charted", key: "days_in_chart", alignment: .trailing),
                Column("Best rank", key: "best_rank", alignment: .trailing),
                Column("First", key: "first_date"), Column("Last", key: "last_date"),
                Column("Total audience", key: "audience_accumulated", alignment: .trailing),
            ],
            rows: movies.enumerated().map { index, movie in
                [.integer(index + 1), .text(movie.title), .text(movie.code.rawValue), .integer(movie.audience), .integer(movie.sales),
                 .integer(movie.daysInChart), .integer(movie.bestRank), .text(movie.firstDate.iso), .text(movie.lastDate.iso),
                 .integer(movie.audienceAccumulated)]
            }
        )
        let range = "\(from.iso) to \(to.iso)"
        let blocks: [Block] = movies.isEmpty
            ? [.paragraph("The archive holds no ranked day from \(range).")]
            : [
                .paragraph("\(archivedDays) archived days from \(range). Audience and sales are summed over the days each movie was in the daily top ten."),
                .barChart(BarChart(title: "Audience in range", unit: "admissions", bars: movies.map { .init(label: $0.title, value: $0.audience) })),
                .table(table),
            ]
        return ReportDocument(
            title: "Top \(movies.count) movies, \(range)",
            metadata: [LabeledValue("Source", source), LabeledValue("Generated", generatedAt)],
            blocks: blocks, dataset: table
        )
    }
}
