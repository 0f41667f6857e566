@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct MovieInfoMappingTests {
    static let movies = Fixtures.names(in: "kofic/movie")

    @Test func everyRecordedMovieIsCovered() { #expect(Self.movies.count == 7) }

    @Test(arguments: movies)
    func mapsEveryFieldTheReportUses(_ code: String) throws {
        let data = try Fixtures.data("kofic/movie/\(code).json")
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let info = try #require((raw["movieInfoResult"] as? [String: Any])?["movieInfo"] as? [String: Any])
        func strings(_ key: String, _ field: String) -> [String] {
            (info[key] as! [[String: Any]]).map { $0[field] as! String }.filter { !$0.isEmpty }
        }

        let movie = try #require(try JSONDecoder().decode(KOFICMovieInfoResponseDTO.self, from: data).toDomain(requested: MovieCode(code)!))
        #expect(movie.code.rawValue == info["movieCd"] as? String)
        #expect(movie.title == info["movieNm"] as? String)
        #expect(movie.englishTitle == info["movieNmEn"] as? String)
        #expect(movie.originalTitle == info["movieNmOg"] as? String)
        #expect(movie.runtimeMinutes == Int(info["showTm"] as! String))
        #expect(movie.productionYear == Int(info["prdtYear"] as! String))
        #expect(movie.openDate?.compact == info["openDt"] as? String)
        #expect(movie.productionStatus == info["prdtStatNm"] as? String)
        #expect(movie.kind == info["typeNm"] as? String)
        #expect(movie.nations == strings("nations", "nationNm"))
        #expect(movie.genres == strings("genres", "genreNm"))
        #expect(movie.directors.map(\.name) == strings("directors", "peopleNm"))
        #expect(movie.directors.map(\.englishName) == (info["directors"] as! [[String: String]]).map { $0["peopleNmEn"]! })
        #expect(movie.actors.map(\.person.name) == strings("actors", "peopleNm"))
        #expect(movie.actors.map(\.role) == (info["actors"] as! [[String: String]]).map { $0["cast"]! })
        #expect(movie.companies.map(\.name) == strings("companys", "companyNm"))
        #expect(movie.companies.map(\.part) == strings("companys", "companyPartNm"))
        #expect(movie.watchGrades == strings("audits", "watchGradeNm"))
    }

    /// Read off `movie/20199882.json` by eye.
    @Test func readsTheRecordingAsAPersonWould() throws {
        let data = try Fixtures.data("kofic/movie/20199882.json")
        let movie = try #require(try JSONDecoder().decode(KOFICMovieInfoResponseDTO.self, from: data).toDomain(requested: MovieCode("20199882")!))
        #expect(movie.title == "경관의 피")
        #expect(movie.englishTitle == "The Policeman’s Lineage")
        #expect(movie.openDate?.iso == "2022-01-05")
        #expect(movie.genres == ["범죄", "드라마"])
        #expect(movie.directors.map(\.name) == ["이규만"])
        #expect(movie.watchGrades == ["15세이상관람가"])
    }

    /// No recording shows KOFIC's answer for an unknown code; every plausible shape reads as "no movie".
    @Test(arguments: [
        #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#,
        #"{"movieInfoResult":{"source":"영화진흥위원회"}}"#,
        #"{"movieInfoResult":{"movieInfo":{"movieCd":""},"source":"영화진흥위원회"}}"#,
        #"{"movieInfoResult":{}}"#,
        #"{}"#,
    ])
    func anUnknownCodeIsNoMovie(_ body: String) throws {
        let dto = try JSONDecoder().decode(KOFICMovieInfoResponseDTO.self, from: Data(body.utf8))
        #expect(try dto.toDomain(requested: MovieCode("20990000")!) == nil)
    }

    @Test func aDifferentMovieThanAskedForIsUnusable() throws {
        let data = try Fixtures.data("kofic/movie/20199882.json")
        let dto = try JSONDecoder().decode(KOFICMovieInfoResponseDTO.self, from: data)
        #expect(throws: DTOMappingError.self) { try dto.toDomain(requested: MovieCode("20184574")!) }
    }
}
