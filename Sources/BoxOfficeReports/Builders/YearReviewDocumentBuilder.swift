import BoxOfficeDomain

/// A year's review (결산) as a document: its totals against the year before, month by month, the films
/// by admissions in the year (with their average ticket price) and the distributors' shares. Days the
/// archive lacks are named; the audience is the top-ten lists', and says so.
public struct YearReviewDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    /// - Parameter links: the page's navigation (the front page, the year's months, the years around it).
    /// - Parameter movieLink: a film's page by its code; `distributorLink` a distributor's by its KOBIS code.
    public func build(_ review: YearReview, links: [Link] = [], movieLink: (String) -> String? = { _ in nil },
                      distributorLink: (String) -> String? = { _ in nil }) -> ReportDocument {
        let l = language
        var blocks: [Block] = links.isEmpty ? [] : [.links(links)]
        // A film's distributors by name, each to its page (the year's distributors give each name its code).
        let codes = Dictionary(review.distributors.compactMap { share in share.code.flatMap { code in share.name.map { ($0, code) } } },
                               uniquingKeysWith: { first, _ in first })
        let named: (String) -> String? = { codes[$0].flatMap(distributorLink) }
        var totals = [l.labeled("year_sales", review.sales.map(l.sentences.headlineWon) ?? l.term("not_known")),
                      l.labeled("year_audience", l.sentences.headlineAudience(review.audience)),
                      l.labeled("year_days", String(review.days))]
        // The year before as the archive holds it: its totals, said to be partial where they are, or in words that it is not archived.
        if let before = review.yearBefore {
            // Like with like: the same dates, each side's days said.
            let leads = PageLeads(language: l)
            let same = before.span.map { l.term("same_period_days", ["year": String(before.year), "range": leads.range($0.lowerBound, $0.upperBound),
                                                                       "days": String(before.days)]) }
            totals.append(l.labeled("review_year_before", l.term(before.complete ? "year_before_value" : "year_before_partial", [
                "year": same ?? String(before.year), "audience": l.sentences.headlineAudience(before.audience),
                "sales": before.sales.map(l.sentences.headlineWon) ?? "–", "days": String(before.days)])))
        } else if review.days > 0 {
            totals.append(l.labeled("review_year_before", l.term("year_before_not_archived", ["year": String(review.year - 1)])))
        }
        if let share = review.koreanSalesShare { totals.append(l.labeled("korean_sales_share", NumberFormat.plain(share, places: 1) + "%")) }
        blocks.append(.definitionList(totals))
        if !review.missing.isEmpty {
            blocks.append(.paragraph(l.term("year_missing", ["count": String(review.missing.count), "first": review.missing[0]])))
        }
        blocks.append(.heading(l.term("year_months")))
        blocks.append(.barChart(BarChart(title: l.term("year_audience"), unit: l.term("admissions"),
                                         bars: review.months.map { .init(label: $0.month, value: $0.audience) })))
        blocks.append(.table(Table(columns: [Column(l.term("month_column"), key: "month"),
                                             Column(l.term("year_audience"), key: "audience", alignment: .trailing),
                                             Column(l.term("sales"), key: "sales", alignment: .trailing),
                                             Column(l.term("korean_sales_share"), key: "korean_sales_share", alignment: .trailing, essential: false),
                                             Column(l.term("year_days"), key: "days", alignment: .trailing, essential: false)],
                                   rows: review.months.map { month in
                                       [.text(month.month), .integer(month.audience), .integer(month.sales),
                                        .text(month.koreanSalesShare.map { NumberFormat.plain($0, places: 1) + "%" } ?? ""), .integer(month.days)]
                                   })))
        blocks.append(.heading(l.term("year_films")))
        blocks.append(.table(movieTable(Array(review.movies.prefix(20)), link: movieLink, distributorLink: named)))
        // Korean and foreign by each film's first nation; the films without details counted apart.
        for (key, korean) in [("year_top_korean", true), ("year_top_foreign", false)] {
            let films = review.movies.filter { $0.isKorean == korean }
            guard !films.isEmpty else { continue }
            blocks.append(.heading(l.term(key)))
            blocks.append(.table(movieTable(Array(films.prefix(10)), link: movieLink, distributorLink: named)))
        }
        let unknown = review.movies.filter { $0.nation == nil }
        if !unknown.isEmpty {
            blocks.append(.paragraph(l.term("year_nation_unknown", ["count": String(unknown.count), "audience": l.sentences.headlineAudience(unknown.reduce(0) { $0 + $1.audience })])))
        }
        blocks.append(.heading(l.term("year_diversity")))
        if review.diversityListArchived {
            blocks.append(.table(movieTable(Array(review.movies.filter(\.diversity).prefix(10)), link: movieLink, distributorLink: named)))
        } else {
            blocks.append(.paragraph(l.term("year_no_diversity")))
        }
        blocks.append(.heading(l.term("year_distributors")))
        blocks.append(.table(Table(columns: [Column(l.term("distributor"), key: "name", wraps: true),
                                             Column(l.term("year_audience"), key: "audience", alignment: .trailing),
                                             Column(l.term("sales"), key: "sales", alignment: .trailing, essential: false),
                                             Column(l.term("sales_share_top10"), key: "sales_share", alignment: .trailing)],
                                   rows: review.distributors.prefix(20).map { share in
                                       let name = DistributorTable.nameCell(code: share.code, name: share.name, href: distributorLink, l)
                                       return [name, .integer(share.audience), .integer(share.sales), .text(NumberFormat.plain(share.salesShare, places: 1) + "%")]
                                   })))
        for (key, groups) in [("year_by_rating", review.byRating), ("year_by_nation", Array(review.byNation.prefix(12)))] where !groups.isEmpty {
            blocks.append(.heading(l.term(key)))
            blocks.append(.table(groupTable(groups, column: key == "year_by_rating" ? "rating" : "nation")))
        }
        return ReportDocument(language: l.code, title: l.term("year_title", ["year": String(review.year)]),
                              metadata: [l.labeled("source", l.term("source_archive")), l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: movieTable(review.movies))
    }

    /// Films, admissions, sales and share by a rating or a nation; the films not known last.
    private func groupTable(_ groups: [YearReview.Group], column: String) -> Table {
        let l = language
        return Table(columns: [Column(l.term(column), key: column, wraps: true), Column(l.term("movies"), key: "movies", alignment: .trailing),
                               Column(l.term("year_audience"), key: "audience", alignment: .trailing),
                               Column(l.term("sales"), key: "sales", alignment: .trailing, essential: false),
                               Column(l.term("sales_share"), key: "sales_share", alignment: .trailing)],
                     rows: groups.map { group in
                         [.text(group.name ?? l.term("not_known")), .integer(group.movies), .integer(group.audience), .integer(group.sales),
                          .text(NumberFormat.plain(group.salesShare, places: 1) + "%")]
                     })
    }

    private func movieTable(_ movies: [YearReview.Movie], link: (String) -> String? = { _ in nil }, distributorLink: (String) -> String? = { _ in nil }) -> Table {
        let l = language
        return Table(columns: [Column(l.term("position"), key: "position", alignment: .trailing), Column(l.term("title"), key: "title", wraps: true),
                               Column(l.term("movie_code"), key: "movie_code", essential: false),
                               Column(l.term("year_audience"), key: "audience", alignment: .trailing),
                               Column(l.term("sales"), key: "sales", alignment: .trailing),
                               Column(l.term("average_ticket_price"), key: "average_ticket_price", alignment: .trailing, essential: false),
                               Column(l.term("distributors"), key: "distributors", wraps: true, essential: false)],
                     rows: movies.enumerated().map { index, movie in
                         [.integer(index + 1), .link(movie.title, href: link(movie.movieCode)), .text(movie.movieCode), .integer(movie.audience), .integer(movie.sales),
                          .integer(movie.averageTicketPrice), .list(movie.distributors, href: distributorLink)]
                     })
    }
}
