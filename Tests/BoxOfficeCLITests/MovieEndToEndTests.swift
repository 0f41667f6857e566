import BoxOfficeTestSupport
import Foundation
import Testing

@Suite(.serialized) struct MovieEndToEndTests {
    @Test func printsARecordedMovieAsMarkdown() throws {
        let run = try BinaryRunner()
        let result = try run.run(["movie", "20184574"], environment: run.environment(try KOFICFake()))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# 그린 북\n"))
        #expect(result.stdout.contains("- **English title:** Green Book"))
        #expect(result.stdout.contains("- **Directors:** 피터 패럴리 (Peter Farrelly)"))
        #expect(result.stdout.contains("- **Rating:** 12세이상관람가"))
        #expect(run.files().isEmpty) // stdout only
    }

    @Test func printsJSONThatMatchesTheRecording() throws {
        let run = try BinaryRunner()
        let result = try run.run(["movie", "20252432", "--format", "json"], environment: run.environment(try KOFICFake()))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["movie_code"] as? String == "20252432")
        #expect(object["title"] as? String == "주토피아 2")
        #expect(object["title_en"] as? String == "Zootopia 2")
        #expect(object["runtime_minutes"] as? Int == 108)
        #expect(object["open_date"] as? String == "2025-11-26")
        #expect(object["directors"] as? [String] == ["재러드 부시", "바이론 하워드"])
        #expect(object["watch_grade"] as? [String] == ["전체관람가"])
    }

    @Test(arguments: ["csv", "html"])
    func printsOtherFormats(_ format: String) throws {
        let run = try BinaryRunner()
        let result = try run.run(["movie", "20199882", "--format", format], environment: run.environment(try KOFICFake()))
        #expect(result.status == 0)
        #expect(result.stdout.contains("경관의 피"))
    }

    @Test func sampleModeServesRecordedMovies() throws {
        let run = try BinaryRunner()
        let result = try run.run(["movie", "20124079", "--sample"], environment: run.environment(nil))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# 광해, 왕이 된 남자"))

        // Ranked in a recorded day, but its details were never recorded.
        let missing = try run.run(["movie", "20210028", "--sample"], environment: run.environment(nil))
        #expect(missing.status == 66)
        #expect(missing.stderr == "boxoffice: error: the bundled sample holds no details of movie 20210028; recorded movies: "
            + "20124079, 20184574, 20194376, 20199882, 20212077, 20218541, 20252432\n")
    }
}
