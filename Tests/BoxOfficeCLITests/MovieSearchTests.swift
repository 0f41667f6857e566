import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice movie search` and `movie TITLE` through the real HTTP code, on the recorded movie
/// list (five movies for 범죄와의 전쟁). No recording shows an empty search: the fake answers the
/// recorded shape with `totCnt` 0 and an empty `movieList` (assumed).
@Suite(.serialized) struct MovieSearchTests {
    @Test func searchListsTheRecordedMoviesAndAsksWithTheRealParameters() async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "search", "범죄와의 전쟁", "--director", "윤종빈", "--year", "2012", "--format", "csv"],
                                 environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let request = try #require(fake.requests.first)
        #expect(request.path == "/movie/searchMovieList.json")
        #expect(request.query["movieNm"] == "범죄와의 전쟁" && request.query["directorNm"] == "윤종빈")
        #expect(request.query["openStartDt"] == "2012" && request.query["openEndDt"] == "2012")
        #expect(request.query["curPage"] == "1" && request.query["itemPerPage"] == "20")
        let rows = KoreanReportTests.csvRows(result.stdout)
        #expect(rows[0] == ["movie_code", "title", "title_en", "production_year", "open_date", "type", "nations", "genres", "directors", "companies"])
        // The recording, row by row: 2023C168 has no open date; 20113557 two companies.
        #expect(rows.dropFirst().map { $0[0] } == ["2023C168", "20113557", "20216937", "20137864", "19910128"])
        #expect(rows[2] == ["20113557", "범죄와의 전쟁: 나쁜놈들 전성시대", "Nameless Gangster : Rules of the Time", "2011", "2012-02-02", "장편",
                            "한국", "범죄; 드라마", "윤종빈", "(주)팔레트픽처스; (주)쇼박스"])
        #expect(rows[1][4] == "" && rows[1][3] == "2021")
        try run.expectNoKey(result)
    }

    @Test func aTitleWithSeveralMatchesListsThemAndExits64() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "범죄와의 전쟁"], environment: run.environment(try KOFICFake()))
        #expect(result.status == 64)
        #expect(result.stdout.contains("| 20113557 | 범죄와의 전쟁: 나쁜놈들 전성시대 |"))
        #expect(result.stderr.contains("several movies match “범죄와의 전쟁” (listed above); pick one by its code, e.g. boxoffice movie 2023C168"))
    }

    @Test func aTitleWithOneMatchShowsThatMovie() async throws {
        // The recorded list narrowed to one movie (the recorded item, unedited, in the recorded envelope).
        let recorded = try JSONSerialization.jsonObject(with: Fixtures.data("kofic/other/movieList-sample.json")) as! [String: Any]
        var result = recorded["movieListResult"] as! [String: Any]
        result["movieList"] = [(result["movieList"] as! [[String: Any]])[1]]
        result["totCnt"] = 1
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["movieListResult": result]), as: UTF8.self)
        var configuration = KOFICFake.Configuration()
        configuration.movieLists["나쁜놈들 전성시대"] = body
        configuration.synthesizeMovies = true
        let fake = try KOFICFake(configuration)
        let run = try BinaryRunner()
        let shown = try await run.run(["movie", "나쁜놈들 전성시대", "--format", "json"], environment: run.environment(fake))
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(fake.requests.last?.query["movieCd"] == "20113557", "then asks for the one match's details")
        #expect(shown.stdout.contains("\"movie_code\": \"20113557\""))
    }

    @Test func noMatchIsAClearMessageAndExit66() async throws {
        let run = try BinaryRunner()
        for arguments in [["movie", "search", "없는 영화"], ["movie", "없는 영화"], ["movie", "Avengers"]] {
            let result = try await run.run(arguments, environment: run.environment(try KOFICFake()))
            #expect(result.status == 66, "\(arguments)")
            #expect(result.stderr.contains("no movie in KOFIC's list matches"), "\(arguments): an 8-letter title is a title, not a code")
        }
    }

    @Test func sampleModeKnowsTheRecordedSearch() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "search", "범죄와의 전쟁", "--sample", "--lang", "ko"], environment: run.environment(nil))
        #expect(result.status == 0 && result.stdout.hasPrefix("# “범죄와의 전쟁” 영화 검색 결과"))
        #expect(result.stdout.contains("| 영화코드 | 영화명 |"))
    }
}

/// Paging: the first page says how many match; the others come together, up to the limit.
@Suite struct SearchMoviesPagingTests {
    final class Pages: MovieSearchRepository, @unchecked Sendable {
        let total: Int
        let lock = NSLock()
        var asked: [(page: Int, size: Int)] = []
        init(total: Int) { self.total = total }
        var maximumPageSize: Int { 100 }
        func searchMovies(_ query: MovieSearchQuery, page: Int, pageSize: Int) async throws -> MovieSearchPage {
            lock.withLock { asked.append((page, pageSize)) }
            let start = (page - 1) * pageSize
            let movies = (start..<min(total, start + pageSize)).map { index in
                MovieSummary(code: MovieCode(String(format: "2000%04d", index))!, title: "m\(index)", englishTitle: "", productionYear: nil,
                             openDate: nil, kind: "", status: "", nations: [], genres: [], directors: [], companies: [])
            }
            return MovieSearchPage(total: total, movies: movies)
        }
    }

    @Test func pagesUpToTheLimitInOrder() async throws {
        let pages = Pages(total: 250)
        let found = try await SearchMovies(repository: pages).execute(MovieSearchQuery(title: "m"), limit: 230)
        #expect(found.total == 250 && found.movies.count == 230)
        #expect(found.movies.map(\.title) == (0..<230).map { "m\($0)" })
        #expect(pages.asked.map(\.page).sorted() == [1, 2, 3] && pages.asked.allSatisfy { $0.size == 100 })
    }

    @Test func oneShortPageIsTheWholeAnswer() async throws {
        let pages = Pages(total: 5)
        let found = try await SearchMovies(repository: pages).execute(MovieSearchQuery(title: "m"), limit: 20)
        #expect(found.movies.count == 5 && pages.asked.count == 1)
    }
}
