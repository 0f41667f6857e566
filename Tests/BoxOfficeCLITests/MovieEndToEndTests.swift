import BoxOfficeTestSupport
import Foundation
import Testing

@Suite(.serialized) struct MovieEndToEndTests {
    @Test func printsARecordedMovieAsMarkdown() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "20184574"], environment: run.environment(try KOFICFake()))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# 그린 북\n"))
        #expect(result.stdout.contains("- **English title:** Green Book"))
        #expect(result.stdout.contains("- **Directors:** 피터 패럴리 (Peter Farrelly)"))
        #expect(result.stdout.contains("- **Rating:** 12세이상관람가"))
        #expect(run.files().isEmpty) // stdout only
    }

    @Test func printsJSONThatMatchesTheRecording() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "20252432", "--format", "json"], environment: run.environment(try KOFICFake()))
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
    func printsOtherFormats(_ format: String) async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "20199882", "--format", format], environment: run.environment(try KOFICFake()))
        #expect(result.status == 0)
        #expect(result.stdout.contains("경관의 피"))
    }

    @Test func sampleModeServesRecordedMovies() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["movie", "20249255", "--sample"], environment: run.environment(nil))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# 만약에 우리"))

        // A real movie, but not one of the recorded week's.
        let missing = try await run.run(["movie", "20210028", "--sample"], environment: run.environment(nil))
        #expect(missing.status == 66)
        #expect(missing.stderr == "boxoffice: error: the bundled sample holds no details of movie 20210028; recorded movies: "
            + "20030316, 20040549, 20050082, 20227810, 20228555, 20240400, 20246546, 20247457, 20249255, 20249624, 20250188, 20250299, 20250482, 20252432, 20254219, 20256396, 20258324, 20259383, 20259552\n")
    }
}
