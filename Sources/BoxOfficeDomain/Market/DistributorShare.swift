/// A movie's top-ten totals over a range, with its distributors as its archived details name them.
public struct DistributedMovie: Hashable, Sendable {
    public var code: MovieCode
    public var title: String
    public var audience: Int
    public var sales: Int
    /// Its distributors (배급사) in KOBIS's order; empty when its details are not archived.
    public var distributors: [MovieDetails.Company]
    /// Whether its details are archived (a movie without distributors then has none on record).
    public var hasDetails: Bool
    /// Its nations in KOBIS's order (the first is the one the trade files it under); empty without details.
    public var nations: [String]
    /// Its ratings (관람등급) as KOBIS lists them; empty without details.
    public var watchGrades: [String]
    /// Whether it ranked in KOFIC's diversity-film list (다양성영화) on an archived day of the range.
    public var onDiversityList: Bool

    public init(code: MovieCode, title: String, audience: Int, sales: Int, distributors: [MovieDetails.Company], hasDetails: Bool,
                nations: [String] = [], watchGrades: [String] = [], onDiversityList: Bool = false) {
        self.code = code
        self.title = title
        self.audience = audience
        self.sales = sales
        self.distributors = distributors
        self.hasDetails = hasDetails
        self.nations = nations
        self.watchGrades = watchGrades
        self.onDiversityList = onDiversityList
    }
}

extension DistributedMovie {
    /// One distributor's part of the movie: its admissions and sales split equally between its
    /// distributors (rounded), as `DistributorShare.shares` counts them.
    public var distributorsPart: DistributedMovie {
        let count = Double(max(distributors.count, 1))
        var part = self
        part.audience = Int((Double(audience) / count).rounded())
        part.sales = Int((Double(sales) / count).rounded())
        return part
    }
}

/// A distributor's share of a range (`history distributors`).
///
/// A movie with several distributors is split between them in equal parts (its admissions and sales
/// alike), so the distributors' figures add up to the range's; each of them counts the movie once
/// in `movies`. Distributors are told apart by KOBIS's company code when the details carry it (a
/// name changes over time under one code), else by name.
public struct DistributorShare: Hashable, Sendable {
    /// The distributor's name as its biggest movie of the range gives it; nil for the movies whose
    /// distributor is not known (no details archived, or none named).
    public var name: String?
    public var companyCode: String?
    public var movies: Int
    public var audience: Int
    public var sales: Int
    /// Percent of the range's top-ten sales.
    public var salesShare: Double
    /// Its biggest movie of the range.
    public var biggest: String
    /// That movie's code (its page on a site).
    public var biggestCode: MovieCode?

    public init(name: String?, companyCode: String?, movies: Int, audience: Int, sales: Int, salesShare: Double, biggest: String,
                biggestCode: MovieCode? = nil) {
        (self.name, self.companyCode, self.movies, self.audience, self.sales, self.salesShare, self.biggest, self.biggestCode)
            = (name, companyCode, movies, audience, sales, salesShare, biggest, biggestCode)
    }

    /// Every distributor of the movies, biggest sales first (ties by name); the movies without
    /// archived details last, as one row without a name.
    public static func shares(_ movies: [DistributedMovie]) -> [DistributorShare] {
        let total = movies.reduce(0) { $0 + $1.sales }
        var byKey: [String: (share: DistributorShare, biggest: Int)] = [:]
        for movie in movies {
            let parts = movie.distributors.isEmpty ? [nil] : movie.distributors.map(Optional.some)
            let count = Double(parts.count)
            for company in parts {
                let key = company.map { $0.code.map { "code:\($0)" } ?? "name:\($0.name)" } ?? "unknown"
                var entry = byKey[key] ?? (DistributorShare(name: company?.name, companyCode: company?.code, movies: 0, audience: 0, sales: 0,
                                                            salesShare: 0, biggest: movie.title, biggestCode: movie.code), -1)
                entry.share.movies += 1
                entry.share.audience += Int((Double(movie.audience) / count).rounded())
                entry.share.sales += Int((Double(movie.sales) / count).rounded())
                if movie.audience > entry.biggest {
                    entry.biggest = movie.audience
                    entry.share.biggest = movie.title
                    entry.share.biggestCode = movie.code
                    if let name = company?.name { entry.share.name = name }
                }
                byKey[key] = entry
            }
        }
        return byKey.values.map { entry in
            var share = entry.share
            share.salesShare = total > 0 ? Double(share.sales) / Double(total) * 100 : 0
            return share
        }.sorted { lhs, rhs in
            if (lhs.name == nil) != (rhs.name == nil) { return rhs.name == nil }
            return (lhs.sales, rhs.name ?? "") > (rhs.sales, lhs.name ?? "")
        }
    }
}

/// Some distributors' movies year by year (`MarketReading.distributorsYears`).
public struct DistributorsYears: Hashable, Sendable {
    /// By year: each movie one of the distributors is named on, its totals within that year.
    public var films: [Int: [DistributedMovie]]

    public init(films: [Int: [DistributedMovie]]) {
        self.films = films
    }
}
