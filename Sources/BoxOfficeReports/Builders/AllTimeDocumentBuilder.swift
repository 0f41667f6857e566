import BoxOfficeDomain

/// The all-time chart as a document: `history alltime`'s answer and the site's `alltime` page, the
/// same builder (the page adds its navigation and its titles' links): the biggest twenty as bars,
/// the table (its CSV columns pinned), then how the totals were counted; its JSON in the pinned shape.
public struct AllTimeDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String
    /// Where the chart came from, in this language (the archive).
    public var source: String

    public init(language: ReportLanguage = .english, generatedAt: String, source: String) {
        (self.language, self.generatedAt, self.source) = (language, generatedAt, source)
    }

    /// - Parameter title: the chart's title in this language; `dataTitle` the data files' (English).
    /// - Parameter note: how the totals were counted, `{first}` standing for the archive's first day.
    /// - Parameter links: the page's navigation, after its title (none for an answer).
    /// - Parameter movieLink: each title's link on the site's page (nil: none).
    public func build(_ movies: [AllTimeMovie], span: ClosedRange<CalendarDate>?, title: String, dataTitle: String, note: String, links: [Link] = [],
                      movieLink: ((MovieCode) -> String)? = nil) -> ReportDocument {
        let l = language
        let rows = movies.enumerated().map { index, movie -> [Cell] in
            [.integer(index + 1), .text(movie.code.rawValue), .text(movie.title), .text(movie.openDate?.iso ?? ""), .integer(movie.audienceTotal),
             .text(movie.firstDay.iso), .text(movie.lastDay.iso)]
        }
        // Pinned CSV columns: rank,movie_code,title,open_date,audience_total,first_day,last_day.
        let keys = ["rank", "movie_code", "title", "open_date", "audience_total", "first_day", "last_day"]
        let dataset = Table(columns: keys.map { Column($0, key: $0) }, rows: rows)
        let shown: [(String, String, Column.Alignment)] = [
            ("rank", "rank", .trailing), ("title", "title", .leading), ("open_date", "open_date", .leading),
            ("audience_total", "audience_accumulated", .trailing), ("first_day", "first_date", .leading), ("last_day", "last_date", .leading),
            ("movie_code", "movie_code", .leading),
        ]
        let table = Table(columns: shown.map { Column(l.term($0.1), key: $0.0, alignment: $0.2, wraps: $0.0 == "title",
                                                      essential: !["first_day", "last_day", "movie_code"].contains($0.0)) },
                          rows: zip(movies, rows).map { movie, row in shown.map { column in
                              column.0 == "title" ? .link(movie.title, href: movieLink?(movie.code)) : row[keys.firstIndex(of: column.0)!]
                          } })
        let leads = PageLeads(language: l)
        let counted = note.replacingOccurrences(of: "{first}", with: span.map { leads.date($0.lowerBound) } ?? "—")
        var blocks: [Block] = links.isEmpty ? [] : [.links(links)]
        // The span it covers and its number one first: "역대" is the archive's, said before any row.
        if let span, let leader = movies.first { blocks.append(.paragraph(leads.allTime(first: span.lowerBound, last: span.upperBound, leader: leader))) }
        blocks += movies.isEmpty ? [.paragraph(counted)] : [
            .table(table),
            .barChart(BarChart(title: title, unit: l.term("admissions"), bars: movies.prefix(20).map { .init(label: $0.title, value: $0.audienceTotal, href: movieLink?($0.code)) })),
            // The numbers first, how they were counted after.
            .notes([counted]),
        ]
        var document = ReportDocument(language: l.code, title: title, dataTitle: dataTitle,
                                      metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)], blocks: blocks, dataset: dataset)
        document.span = span
        return document
    }

    /// The site's page of the chart (`alltime.json`): `first_day` and `last_day` (the archive's span
    /// it covers), then `movies[{rank, movie_code, title, open_date, audience_total, first_day,
    /// last_day}]`, `null` for an open date not known.
    public static func pageJSON(_ movies: [AllTimeMovie], span: ClosedRange<CalendarDate>?) -> PageJSON {
        .object((span.map { [("first_day", PageJSON.text($0.lowerBound.iso)), ("last_day", .text($0.upperBound.iso))] } ?? []) + [("movies", .array(movies.enumerated().map { index, movie in
            .object([("rank", .integer(index + 1)), ("movie_code", .text(movie.code.rawValue)), ("title", .text(movie.title)),
                     ("open_date", .text(movie.openDate?.iso)), ("audience_total", .integer(movie.audienceTotal)),
                     ("first_day", .text(movie.firstDay.iso)), ("last_day", .text(movie.lastDay.iso))])
        }))])
    }
}
