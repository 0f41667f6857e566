/// What KOFIC knows about one movie (`searchMovieInfo`).
public struct MovieDetails: Hashable, Sendable {
    public struct Person: Hashable, Sendable {
        public var name: String
        public var englishName: String
        public init(name: String, englishName: String) {
            self.name = name
            self.englishName = englishName
        }
    }

    public struct Actor: Hashable, Sendable {
        public var person: Person
        /// The role, often empty.
        public var role: String
        public init(person: Person, role: String) {
            self.person = person
            self.role = role
        }
    }

    public struct Company: Hashable, Sendable {
        public var name: String
        /// What the company did: `배급사` (distributor), `제작사` (producer), …
        public var part: String
        /// KOBIS's company code (`companyCd`), when known: a company's name changes over time, its code does not.
        public var code: String?
        public init(name: String, part: String, code: String? = nil) {
            self.name = name
            self.part = part
            self.code = code
        }
    }

    public var code: MovieCode
    public var title: String
    /// Empty when KOFIC has none.
    public var englishTitle: String
    public var originalTitle: String
    public var runtimeMinutes: Int?
    public var productionYear: Int?
    public var openDate: CalendarDate?
    public var productionStatus: String
    public var kind: String
    public var nations: [String]
    public var genres: [String]
    public var directors: [Person]
    public var actors: [Actor]
    public var showTypes: [String]
    public var companies: [Company]
    /// Rating certificates, usually one (`12세이상관람가`).
    public var watchGrades: [String]

    /// KOBIS's company roles (`companyPartNm`).
    public static let distributorRole = "배급사"
    public static let productionRoles: Set<String> = ["제작사", "공동제작사"]

    /// The distributors (배급사), in KOBIS's order, each once.
    public var distributors: [String] { uniqueNames { $0.part == Self.distributorRole } }

    /// The distributing companies, in KOBIS's order, each once (by code, else by name).
    public var distributingCompanies: [Company] { Self.distributing(companies) }

    /// The distributors among `companies`, in their order, each once (by code, else by name).
    public static func distributing(_ companies: [Company]) -> [Company] {
        var seen = Set<String>()
        return companies.filter { $0.part == distributorRole && seen.insert($0.code ?? $0.name).inserted }
    }

    /// The production companies (제작사, 공동제작사), in KOBIS's order, each once.
    public var productionCompanies: [String] { uniqueNames { Self.productionRoles.contains($0.part) } }

    private func uniqueNames(_ include: (Company) -> Bool) -> [String] {
        var seen = Set<String>()
        return companies.filter(include).map(\.name).filter { seen.insert($0).inserted }
    }

    public init(
        code: MovieCode, title: String, englishTitle: String, originalTitle: String, runtimeMinutes: Int?,
        productionYear: Int?, openDate: CalendarDate?, productionStatus: String, kind: String,
        nations: [String], genres: [String], directors: [Person], actors: [Actor], showTypes: [String],
        companies: [Company], watchGrades: [String]
    ) {
        self.code = code
        self.title = title
        self.englishTitle = englishTitle
        self.originalTitle = originalTitle
        self.runtimeMinutes = runtimeMinutes
        self.productionYear = productionYear
        self.openDate = openDate
        self.productionStatus = productionStatus
        self.kind = kind
        self.nations = nations
        self.genres = genres
        self.directors = directors
        self.actors = actors
        self.showTypes = showTypes
        self.companies = companies
        self.watchGrades = watchGrades
    }
}
