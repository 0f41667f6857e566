import BoxOfficeDomain

/// Lays out the archive's top movies over a range of days, with a bar chart of their audience.
public struct TopMoviesDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    /// - Parameter movieLink: each title's link in the table people read (its page on a site; nil: plain).
    /// - Parameter distributorLink: a distributor's page by its name (nil: plain names).
    public func build(_ movies: [TopMovie], from: CalendarDate, to: CalendarDate, archivedDays: Int,
                      movieLink: (MovieCode) -> String? = { _ in nil }, distributorLink: (String) -> String? = { _ in nil }) -> ReportDocument {
        let l = language
        let keys: [(String, Column.Alignment, Bool)] = [
            ("position", .trailing, false), ("title", .leading, true), ("distributors", .leading, true), ("movie_code", .leading, false),
            ("audience_in_range", .trailing, false), ("sales_in_range", .trailing, false), ("days_in_chart", .trailing, false),
            ("best_rank", .trailing, false), ("first_date", .leading, false), ("last_date", .leading, false),
            ("audience_accumulated", .trailing, false),
        ]
        let rows = movies.enumerated().map { index, movie -> [Cell] in
            [.integer(index + 1), .text(movie.title), .list(movie.distributors), .text(movie.code.rawValue), .integer(movie.audience),
             .integer(movie.sales), .integer(movie.daysInChart), .integer(movie.bestRank), .text(movie.firstDate.iso),
             .text(movie.lastDate.iso), .integer(movie.audienceAccumulated)]
        }
        // A phone's card shows the film's own figures, money as prose writes it; its code and the rest wait for the switch.
        let phone: Set<String> = ["position", "title", "distributors", "audience_in_range", "sales_in_range", "best_rank"]
        var table = Table(columns: keys.map { l.column($0.0, $0.1, wraps: $0.2, essential: phone.contains($0.0)) },
                          rows: zip(movies, rows).map { movie, row in
                              [row[0], .link(movie.title, href: movieLink(movie.code)), .list(movie.distributors, href: distributorLink), row[3], row[4],
                               .won(movie.sales, rounded: l.sentences.wonRounded)] + row[6...]
                          })
        table.cardsWhenNarrow = true
        // Machine names and order as before (audience, sales), whatever the human table shows; new columns last.
        let machineKeys = ["position", "title", "movie_code", "audience", "sales", "days_in_chart", "best_rank",
                           "first_date", "last_date", "audience_accumulated", "distributors"]
        let dataset = Table(columns: machineKeys.map { Column($0, key: $0) },
                            rows: rows.map { row in [row[0], row[1]] + row[3...] + [row[2]] })
        let (start, end) = (l.longDate(from), l.longDate(to))
        let blocks: [Block] = movies.isEmpty
            ? [.paragraph(l.sentences.topEmpty(start, end))]
            : [
                .paragraph(l.sentences.topIntro(archivedDays, start, end)),
                .barChart(BarChart(title: l.term("audience_in_range"), unit: l.term("admissions"),
                                   bars: movies.map { .init(label: $0.title, value: $0.audience, href: movieLink($0.code)) })),
                .table(table),
            ]
        return ReportDocument(
            language: l.code, title: l.sentences.topTitle(movies.count, from.iso, to.iso),
            dataTitle: ReportLanguage.english.sentences.topTitle(movies.count, from.iso, to.iso),
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: blocks, dataset: dataset
        )
    }
}
