import BoxOfficeDomain

/// A distributor's page of the site: its lead (its share and rank among distributors in the last
/// complete year the archive holds, and its biggest film), then its films by year, each with its
/// top-ten admissions and sales within the year, each year leading to the year's page for the
/// distributors' shares (the running year's change every day, with other films: never here).
public struct DistributorPageDocumentBuilder: Sendable {
    /// One year of the distributor's: its films (its part of each, a film with several distributors
    /// split in equal parts as `history distributors` does).
    public struct Year: Sendable {
        public var year: Int
        public var movies: [DistributedMovie]
        public init(year: Int, movies: [DistributedMovie]) {
            self.year = year
            self.movies = movies
        }
    }

    /// A distributor's share and rank among the distributors of a whole year (its page's lead).
    public struct Standing: Sendable {
        public var year: Int
        public var share: DistributorShare
        public var rank: Int
        public init(year: Int, share: DistributorShare, rank: Int) {
            (self.year, self.share, self.rank) = (year, share, rank)
        }
    }

    /// A distributor's biggest film: the whole film's top-ten admissions in the year it drew most (not
    /// the distributor's part of a shared release).
    public struct Film: Sendable, Hashable {
        public var title: String
        public var year: Int
        public var audience: Int
        public init(title: String, year: Int, audience: Int) { (self.title, self.year, self.audience) = (title, year, audience) }
    }

    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    /// - Parameter yearLink: the year's page (its distributors' shares).
    /// - Parameter standing: its share and rank in the last complete year (nil: the archive holds none,
    ///   or the distributor had no film in it); `standingYear` that year.
    /// - Parameter biggest: its biggest film (the whole film's admissions).
    public func build(name: String, code: String, years: [Year], standing: Standing? = nil, standingYear: Int? = nil, biggest: Film? = nil,
                      links: [Link], movieLink: (MovieCode) -> String, yearLink: (Int) -> String) -> ReportDocument {
        let l = language
        var blocks: [Block] = [.links(links)]
        // Its own numbers first: the last complete year's audience, sales, share and rank, and its biggest film.
        let film = biggest.map { ($0.title, $0.year, $0.audience) }
        if let year = standing?.year ?? standingYear {
            blocks.append(.paragraph(PageLeads(language: l).distributor(year: year, share: standing?.share, rank: standing?.rank, biggest: film)))
        } else if let biggest {
            blocks.append(.paragraph(l.term("lead_distributor_film", ["title": biggest.title, "year": String(biggest.year),
                                                                      "audience": l.sentences.headlineAudience(biggest.audience)])))
        }
        blocks.append(.definitionList([l.labeled("company_code", code)]))
        for year in years.sorted(by: { $0.year > $1.year }) {
            blocks.append(.heading(String(year.year)))
            blocks.append(.links([Link(title: l.term("distributor_year_shares", ["year": String(year.year)]), href: yearLink(year.year))]))
            // Each title leads to its film's page from the table itself (no list of the same titles after it).
            blocks.append(.table(table(year.movies.map { (year.year, $0) }, movieLink: movieLink)))
        }
        // A shared release is split in equal parts: said where the page has one (its figures are then
        // below the month's and the year's pages' whole-film ones).
        if years.contains(where: { $0.movies.contains { $0.distributors.count > 1 } }) {
            blocks.append(.notes([l.term("distributor_shared_note")]))
        }
        return ReportDocument(language: l.code, title: name, metadata: [l.labeled("source", l.term("source_archive")), l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: table(years.flatMap { year in year.movies.map { (year.year, $0) } }))
    }

    /// - Parameter movieLink: each title's link (nil: a plain title, as the data files keep them).
    private func table(_ rows: [(Int, DistributedMovie)], movieLink: (MovieCode) -> String? = { _ in nil }) -> Table {
        let l = language
        return Table(columns: [Column(l.term("year_column"), key: "year", essential: false), Column(l.term("title"), key: "title", wraps: true),
                               Column(l.term("movie_code"), key: "movie_code", essential: false),
                               Column(l.term("year_audience"), key: "audience", alignment: .trailing),
                               Column(l.term("sales"), key: "sales", alignment: .trailing)],
                     rows: rows.map { year, movie in
                         [.year(year), movieLink(movie.code).map { .link(movie.title, href: $0) } ?? .text(movie.title), .text(movie.code.rawValue),
                          .integer(movie.audience), .won(movie.sales, rounded: l.sentences.wonRounded)]
                     })
    }
}
