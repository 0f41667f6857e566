import BoxOfficeDomain

/// A weekend's page of the site (`weekends/START`): the whole market's weekend chart with Box Office
/// Mojo's columns (rank and last weekend's, audience and its change, screens and theirs, per screen,
/// weeks in release), its numbers first and the method after; its JSON in the pinned shape.
public struct WeekendPageDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    /// The page, its navigation (`links`) after the title and each title leading to its movie's page
    /// (nil: the movie has none, its title plain).
    /// - Parameter days: its archived days' pages (each by its date), after the chart.
    public func build(_ chart: WeekendChart, links: [Link], days: [(date: CalendarDate, href: String)], movieLink: (MovieCode) -> String?) -> ReportDocument {
        let l = language
        let table = self.table(chart, movieLink: movieLink)
        let audience = chart.rows.reduce(0) { $0 + $1.audience }
        var blocks: [Block] = [.links(links)]
        if let top = chart.rows.first {
            blocks.append(.paragraph(l.term("weekend_lead", ["title": top.title, "audience": l.sentences.audienceRounded(top.audience),
                                                             "total": l.sentences.audienceRounded(audience)])))
        }
        blocks.append(.table(table))
        // KOFIC ranks by sales: said once, where a film ranks above one with more admissions.
        if PageLeads.ranksDifferFromAudience(chart.rows.map(\.audience)) { blocks.append(.paragraph(l.term("ranked_by_sales"))) }
        if !days.isEmpty { blocks += [.heading(l.term("weekend_days")), .links(days.map { Link(title: l.longDate($0.date), href: $0.href) })] }
        blocks.append(.notes([l.term("weekend_method")]))
        let title = l.term("weekend_title", ["start": l.longDate(chart.range.start), "end": l.longDate(chart.range.end)])
        return ReportDocument(language: l.code, title: title, dataTitle: "Weekend box office \(chart.range.start.iso)",
                              metadata: [l.labeled("source", l.term("source_archive")), l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: table)
    }

    /// The chart as people read it: rank and last week's, each title (linked where `movieLink` gives
    /// a page), audience and its change, screens and theirs, per screen, accumulated, weeks in release.
    public func table(_ chart: WeekendChart, movieLink: (MovieCode) -> String?) -> Table {
        let l = language
        let columns = [l.column("rank", .trailing), l.column("last_rank", .trailing, essential: false), l.column("title", wraps: true),
                       l.column("audience", .trailing), l.column("audience_change_pct", .trailing),
                       l.column("screens", .trailing, essential: false), l.column("screens_change", .trailing, essential: false),
                       l.column("audience_per_screen", .trailing, essential: false), l.column("audience_accumulated", .trailing, essential: false),
                       l.column("weeks_in_release", .trailing, essential: false)]
        let rows = chart.rows.map { row -> [Cell] in
            let change = row.audienceChangePercent.map { Cell(display: NumberFormat.signedPercent($0), value: .decimal($0, places: 1),
                                                              tone: $0 >= 0 ? .up : .down) }
                ?? Cell(display: l.term("new"), value: .empty, tone: .new)
            return [.integer(row.rank), .integer(row.lastRank), .link(row.title, href: movieLink(row.movieCode)), .integer(row.audience), change,
                    .integer(row.screens), row.screensChange.map { Cell(display: NumberFormat.signed($0), value: .integer($0)) } ?? .empty,
                    .integer(row.perScreen), .integer(row.audienceAccumulated), .integer(row.weeksInRelease)]
        }
        return Table(columns: columns, rows: rows, narrowNote: l.sentences.narrowTable)
    }

    /// A film's keys in the page's JSON (`movies`), in order: the one place they are named.
    public static let movieKeys = ["rank", "last_rank", "movie_code", "title", "audience", "audience_change_pct", "screens", "screens_change",
                                   "per_screen", "weeks_in_release"]

    /// A film's values under `movieKeys`: the page's JSON, and `history weekly`'s row of it.
    public static func movieCells(_ row: WeekendChart.Row) -> [Cell] {
        [.integer(row.rank), .integer(row.lastRank), Cell(display: row.movieCode.rawValue, value: .text(row.movieCode.rawValue)),
         Cell(display: row.title, value: .text(row.title)), .integer(row.audience), .decimal(row.audienceChangePercent, places: 1),
         .integer(row.screens), .integer(row.screensChange), .integer(row.perScreen), .integer(row.weeksInRelease)]
    }

    /// `{start, end, movies: [{rank, last_rank, movie_code, title, audience, audience_change_pct,
    /// screens, screens_change, per_screen, weeks_in_release}]}`.
    public static func json(_ chart: WeekendChart) -> PageJSON {
        .object([
            ("start", .text(chart.range.start.iso)), ("end", .text(chart.range.end.iso)),
            ("movies", .array(chart.rows.map { row in
                .object(zip(movieKeys, movieCells(row)).map { ($0, PageJSON($1.value)) })
            })),
        ])
    }
}
