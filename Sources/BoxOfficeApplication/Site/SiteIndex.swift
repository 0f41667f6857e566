import BoxOfficeDomain
import BoxOfficeReports

/// The site's distributors, read once a build: each with a KOBIS code, its films by year (a film
/// with several distributors split in equal parts). The rest of what pages link to is the site
/// map's (a movie's page names its distributors from its own details).
struct SiteIndex: Sendable {
    struct Distributor: Sendable {
        var name: String
        var years: [DistributorPageDocumentBuilder.Year]
        /// Its share and rank among distributors in the last complete year the archive holds.
        var standing: DistributorPageDocumentBuilder.Standing?
        /// Its biggest film, the whole film's admissions (not its part of a shared release).
        var biggest: DistributorPageDocumentBuilder.Film?
    }

    var distributors: [String: Distributor]
    /// The year the distributors' pages lead with (nil: none).
    var standingYear: Int? = nil

    /// The year a distributor's page leads with: the last complete year the archive holds (every
    /// day of it archived) before the newest day's, else the newest year before it. The newest day's
    /// year is the running one until a day of the next is archived: its shares stay on the year's
    /// page, so a morning does not rewrite every distributor's page. Nil while no earlier year is held.
    static func standingYear(days: [CalendarDate]) -> Int? {
        guard let newest = days.last else { return nil }
        var counts: [Int: Int] = [:]
        for day in days where day.year < newest.year { counts[day.year, default: 0] += 1 }
        let complete = counts.filter { year, count in
            count == CalendarDate(year: year, month: 12, day: 31)!.days(since: CalendarDate(year: year, month: 1, day: 1)!) + 1
        }.keys.max()
        return complete ?? counts.keys.max()
    }

    /// Every distributor's films in each of the archive's years.
    static func read(_ answers: AnswerFromArchive, years: [Int], standingYear: Int?) async throws -> SiteIndex {
        var found = DistributorsYears(films: [:])
        var standings: [String: DistributorPageDocumentBuilder.Standing] = [:]
        for year in years {
            let movies = try await answers.distributedMovies(from: CalendarDate(year: year, month: 1, day: 1)!, to: CalendarDate(year: year, month: 12, day: 31)!)
            found.films[year] = movies.filter { $0.distributors.contains { $0.code != nil } }
            if year == standingYear { standings = self.standings(movies, year: year) }
        }
        return SiteIndex(distributors: distributors(found, wanted: nil, standings: standings), standingYear: standingYear)
    }

    /// A report run's index: the distributors of its days' movies only (from the movies' details),
    /// each with its films of every year, made by the same rule as the whole index (`distributors`), so
    /// a page is the same whichever built it.
    static func read(_ archive: any ChartReading & MarketReading, answers: AnswerFromArchive, touching reports: [DailyReport],
                     standingYear: Int?) async throws -> SiteIndex {
        let wanted = Set(movieDistributors(of: reports).values.flatMap { $0 })
        // The standing year's films and the distributors' years read side by side (two readers of the pool).
        async let found = archive.distributorsYears(wanted)
        var standings: [String: DistributorPageDocumentBuilder.Standing] = [:]
        if let year = standingYear, !wanted.isEmpty {
            standings = self.standings(try await answers.distributedMovies(from: CalendarDate(year: year, month: 1, day: 1)!,
                                                                        to: CalendarDate(year: year, month: 12, day: 31)!), year: year)
        }
        return SiteIndex(distributors: distributors(try await found, wanted: wanted, standings: standings), standingYear: standingYear)
    }

    /// Each distributor's share and rank among the year's distributors (`history distributors`' rule).
    static func standings(_ movies: [DistributedMovie], year: Int) -> [String: DistributorPageDocumentBuilder.Standing] {
        var standings: [String: DistributorPageDocumentBuilder.Standing] = [:]
        for (index, share) in DistributorShare.shares(movies).filter({ $0.name != nil }).enumerated() {
            if let code = share.companyCode { standings[code] = .init(year: year, share: share, rank: index + 1) }
        }
        return standings
    }

    /// Each of the days' movies' distributors' codes, from the movies' details (no read).
    static func movieDistributors(of reports: [DailyReport]) -> [MovieCode: [String]] {
        var movieDistributors: [MovieCode: [String]] = [:]
        for row in reports.flatMap(\.rows) {
            let codes = (row.details.map { MovieDetails.distributing($0.companies) } ?? []).compactMap(\.code)
            for code in codes where !(movieDistributors[row.entry.movieCode] ?? []).contains(code) { movieDistributors[row.entry.movieCode, default: []].append(code) }
        }
        return movieDistributors
    }

    /// Each distributor with a KOBIS code (of `wanted`; nil: every one) with its films by year, biggest
    /// first, each film its equal part of a shared release (`history distributors`' rule,
    /// `DistributorShare.shares`); its name the one of its newest year. No share of a year: it changes
    /// with every day of the year, and the page of a distributor none of whose films a day charted is
    /// not rewritten (the year's page, rewritten each day, has the shares).
    static func distributors(_ found: DistributorsYears, wanted: Set<String>?,
                             standings: [String: DistributorPageDocumentBuilder.Standing] = [:]) -> [String: Distributor] {
        var distributors: [String: Distributor] = [:]
        for year in found.films.keys.sorted() {
            let movies = (found.films[year] ?? []).sorted { $0.code.rawValue < $1.code.rawValue }
            var films: [String: [DistributedMovie]] = [:]
            var biggest: [String: DistributedMovie] = [:]
            for movie in movies {
                for code in movie.distributors.compactMap(\.code) where wanted?.contains(code) ?? true {
                    films[code, default: []].append(movie.distributorsPart)
                    if movie.audience > biggest[code]?.audience ?? -1 { biggest[code] = movie }
                }
            }
            for share in DistributorShare.shares(movies) {
                guard let code = share.companyCode, let list = films[code] else { continue }
                var distributor = distributors[code] ?? Distributor(name: share.name ?? code, years: [], standing: standings[code])
                distributor.name = share.name ?? distributor.name
                if let film = biggest[code], film.audience > distributor.biggest?.audience ?? -1 {
                    distributor.biggest = .init(title: film.title, year: year, audience: film.audience)
                }
                distributor.years.append(.init(year: year, movies: list.sorted { $0.audience > $1.audience }))
                distributors[code] = distributor
            }
        }
        return distributors
    }
}
