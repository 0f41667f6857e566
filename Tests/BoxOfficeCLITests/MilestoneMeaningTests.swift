import BoxOfficeDomain
import BoxOfficeForecastFigures
import BoxOfficeReports
import BoxOfficeTestSupport
import Foundation
import Testing

/// A milestone's date says what it means and what such dates and ranges came to on the years
/// measured (the figures the build generated, `MeasuredMilestoneDates.measured`), naming the years
/// and that they chose the method, wherever one is shown: the daily report, in both languages
/// (`forecast`: ForecastEndToEndTests).
@Suite struct MilestoneMeaningTests {
    @Test func theReportSaysWhatADateIsWorthInBothLanguages() async throws {
        let measured = MeasuredMilestoneDates.measured
        #expect(measured.years == 2017...2022 && measured.chosenOn == 2017...2022 && measured.runsReaching == 1_000_000,
                "the years the repository holds, all of which chose the method; the goals' runs")
        func percent(_ share: ForecastShare) throws -> Int { Int((try #require(share.fraction) * 100).rounded()) }
        let (near, far) = (try percent(measured.nearWithinOneDay), try percent(measured.farInRange))
        let run = try BinaryRunner()
        for (lang, sentence) in [("en", "in the runs of 2017–2022 that reached 1,000,000 (years the method was chosen on), \(near)% of the marks crossed "
                                        + "three to seven days after a report came within a day of its date, and \(far)% of those crossed eight to 21 "
                                        + "days after fell in its range; a chance is calibrated on the runs of 2017–2019."),
                                 ("ko", "예측 방법을 고르는 데 쓴 2017~2022년의 100만 관객 영화에서, 보고서 3~7일 뒤에 이뤄진 돌파의 \(near)%가 예상일 "
                                        + "±1일 안에 있었고, 8~21일 뒤에 이뤄진 돌파의 \(far)%가 예상 기간 안에 들었습니다. 돌파 가능성은 2017~2019년 영화로 보정했습니다.")] {
            #expect(try await run.run(["report", "--sample", "--lang", lang, "--format", "md", "--no-archive", "--output", lang, "--quiet"],
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

    /// The site's pages that show a date (the front page's coming milestones, a movie's page) say
    /// what it is worth too; a movie's page with no date does not.
    @Test func theSitesDatesSayWhatTheyAreWorth() async throws {
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--sample", "--quiet"], environment: run.environment(nil)).status == 0)
        let sentence = "in the runs of 2017–2022 that reached 1,000,000 (years the method was chosen on)"
        let front = try run.read("Reports/index.html")
        #expect(front.contains("Milestones coming") && front.components(separatedBy: sentence).count == 2)
        let pages = try FileManager.default.contentsOfDirectory(atPath: run.directory.appendingPathComponent("Reports/movies").path)
            .filter { $0.hasSuffix(".html") }
        var dated = 0
        for page in pages {
            let html = try run.read("Reports/movies/\(page)")
            let datesOne = html.contains(" expected on ") || html.contains(" expected between ")
            dated += datesOne ? 1 : 0
            #expect(html.contains(sentence) == datesOne, "\(page)")
        }
        #expect(dated > 0 && dated < pages.count, "the sample has movies with a date and without")
        // In Korean too, under the front page's coming milestones.
        #expect(try await run.run(["report", "--sample", "--lang", "ko", "--output", "ko", "--quiet"], environment: run.environment(nil)).status == 0)
        let korean = try run.read("ko/index.html")
        let milestones = try #require(korean.range(of: "다가오는 돌파"))
        let meaning = try #require(korean.range(of: "예측 방법을 고르는 데 쓴 2017~2022년의 100만 관객 영화에서"))
        #expect(milestones.upperBound < meaning.lowerBound)
    }

    /// The sentence carries what it is given, in both languages: other years, a method not chosen on
    /// them, other runs and shares (no figure typed into the wording); and years that all chose it.
    @Test func theSentenceSaysTheFiguresItIsGiven() {
        let other = MeasuredMilestoneDates(years: 2024...2024, chosenOn: nil, runsReaching: 500_000,
                                           nearWithinOneDay: ForecastShare(hits: 11, of: 100), farInRange: ForecastShare(hits: 22, of: 100),
                                           chanceFittedOn: 2020...2021)
        let english = DailyReportDocumentBuilder.milestoneMeaning(.english, measured: other)
        #expect(english.contains("in the runs of 2024 that reached 500,000 (years never used to choose the method), 11% of the marks")
                && english.contains("and 22% of those crossed") && english.hasSuffix("calibrated on the runs of 2020–2021."), "\(english)")
        let korean = DailyReportDocumentBuilder.milestoneMeaning(.korean, measured: other)
        #expect(korean.contains("예측 방법을 고를 때 쓰지 않은 2024년의 50만 관객 영화에서") && korean.contains("이뤄진 돌파의 11%가")
                && korean.contains("이뤄진 돌파의 22%가") && korean.hasSuffix("2020~2021년 영화로 보정했습니다."), "\(korean)")
        var allChose = other
        allChose.chosenOn = 2024...2024
        #expect(DailyReportDocumentBuilder.milestoneMeaning(.english, measured: allChose).contains("(years the method was chosen on)"))
        #expect(DailyReportDocumentBuilder.milestoneMeaning(.korean, measured: allChose).contains("예측 방법을 고르는 데 쓴 2024년의"))
    }
}
