import BoxOfficeDomain
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Foundation
import Testing

/// A milestone's date says what it means and what such dates and ranges came to on the years
/// measured (the figures the build generated, `MeasuredMilestoneDates.measured`), naming the years
/// and that they chose the method, wherever one is shown: the daily report, in both languages
/// (`forecast`: ForecastEndToEndTests).
@Suite struct MilestoneMeaningTests {
    @Test func theReportSaysWhatADateIsWorthInBothLanguages() throws {
        let measured = MeasuredMilestoneDates.measured
        #expect(measured.years == 2017...2022 && measured.choseTheMethod, "the years the repository holds, all looked at when choosing")
        func percent(_ share: ForecastShare) throws -> Int { Int((try #require(share.fraction) * 100).rounded()) }
        let (near, far) = (try percent(measured.nearWithinOneDay), try percent(measured.farInRange))
        let run = try BinaryRunner()
        for (lang, sentence) in [("en", "on the runs of 2017–2022, the years the method was chosen on, \(near)% of dates three to seven days ahead came "
                                        + "within a day, and \(far)% of crossings eight to 21 days ahead fell in the range."),
                                 ("ko", "예측 방법을 고를 때 본 2017~2022년 흥행작에서 3~7일 뒤 예상일의 \(near)%가 하루 안으로 맞았고, "
                                        + "8~21일 뒤 돌파의 \(far)%가 기간 안에 들었습니다.")] {
            #expect(try run.run(["report", "--sample", "--lang", lang, "--format", "md", "--no-archive", "--output", lang, "--quiet"],
                                environment: run.environment(nil)).status == 0)
            // Markdown escapes the Korean ranges' tilde (`2017\~2022`: not a strikethrough).
            let report = try run.read("\(lang)/daily/2026-01-25.md").replacingOccurrences(of: "\\~", with: "~")
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
