import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// A milestone's date says what it means and what such a date was worth on the held-out year,
/// wherever one is shown: the daily report, in both languages (`forecast`: ForecastEndToEndTests).
@Suite struct MilestoneMeaningTests {
    @Test func theReportSaysWhatADateIsWorthInBothLanguages() throws {
        let measured = MilestoneForecast.heldOut
        #expect(measured.year == 2024 && measured.withinOneDay == 17 && measured.crossings == 25, "the validation's 2024 row (docs/forecast.md)")
        let run = try BinaryRunner()
        for (lang, sentence) in [("en", "on 2024, a year the method never learnt from, 68% of such dates came within a day."),
                                 ("ko", "예측 방법을 고를 때 쓰지 않은 2024년에는 이런 예상일의 68%가 하루 안으로 맞았습니다.")] {
            #expect(try run.run(["report", "--sample", "--lang", lang, "--format", "md", "--no-archive", "--output", lang, "--quiet"],
                                environment: run.environment(nil)).status == 0)
            let report = try run.read("\(lang)/daily/2026-01-25.md")
            // Said once, after the dates it is about.
            #expect(report.components(separatedBy: sentence).count == 2, "\(lang)")
            // #require, not `!`: a changed wording fails the test, not the whole test process (whose
            // other tests' folders would then be left behind).
            let meaning = try #require(report.range(of: sentence), "\(lang)")
            let date = try #require(report.range(of: lang == "en" ? "1,000,000 expected" : "100만 돌파 예상"), "\(lang)")
            #expect(meaning.lowerBound > date.lowerBound)
        }
    }
}
