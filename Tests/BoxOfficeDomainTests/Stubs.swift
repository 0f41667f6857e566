import BoxOfficeDomain

extension BoxOfficeEntry {
    static func stub(rank: Int, movement: RankMovement = .moved(places: 0), code: String? = nil, title: String? = nil,
                     audience: Int = 1000, accumulated: Int = 5000, share: Double = 10) -> BoxOfficeEntry {
        BoxOfficeEntry(
            rank: rank, movement: movement, movieCode: MovieCode(code ?? "2000000\(rank % 10)")!, title: title ?? "Movie \(rank)",
            openDate: CalendarDate(iso: "2023-04-01"), audience: audience, audienceChange: 0, audienceChangePercent: 0,
            audienceAccumulated: accumulated, sales: audience * 10_000, salesChange: 0, salesChangePercent: 0,
            salesShare: share, salesAccumulated: accumulated * 10_000, screens: 100, shows: 300
        )
    }
}

extension MovieDetails {
    static func stub(code: MovieCode, title: String = "Title") -> MovieDetails {
        MovieDetails(code: code, title: title, englishTitle: "", originalTitle: "", runtimeMinutes: 100, productionYear: 2023,
                     openDate: nil, productionStatus: "", kind: "", nations: [], genres: [], directors: [], actors: [],
                     showTypes: [], companies: [], watchGrades: [])
    }
}
