import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// What cron runs, on the binary cron runs: the release build (optimised, the Swift runtime linked
/// in; `BOXOFFICE_RELEASE_BINARY`), through the loopback fake. The debug build once printed the
/// right re-check dates while this one printed 0000-00-00; these cases keep the two honest.
@Suite(.requiresReleaseBinary) struct ReleaseBuildEndToEndTests {
    let smoke = ReleaseBuildSmokeTests()

    func fake(_ configure: (inout KOFICFake.Configuration) -> Void = { _ in }) throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.synthesizeDays = true
        configuration.synthesizeMovies = true
        configure(&configuration)
        return try KOFICFake(configuration)
    }

    func environment(_ fake: KOFICFake) -> [String: String] {
        ["TZ": "", "KOFIC_BASE_URL": fake.baseURL.absoluteString, "KOFIC_API_KEY": fake.configuration.apiKey, "SOURCE_DATE_EPOCH": "1641421800"]
    }

    /// Seoul's yesterday when the run starts: the day the scheduled report is of.
    static func yesterday() -> CalendarDate { SeoulCalendar().yesterday(at: Date()) }

    static func summary(_ folder: URL) -> [String: String] {
        let line = (try? String(contentsOf: folder.appendingPathComponent("summary"), encoding: .utf8)) ?? ""
        var fields: [String: String] = [:]
        for field in line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ") {
            guard let equals = field.firstIndex(of: "=") else { continue }
            fields[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        return fields
    }

    @Test func theScheduledReportNamesItsReCheckedDaysOnANewAndOnAWarmArchive() async throws {
        let (binary, folder) = try smoke.aloneInAFolder()
        let fake = try fake()
        let arguments = ["report", "--recheck-days", "7", "--run-summary", "summary"]
        let day = Self.yesterday()
        let (status, errors) = try await smoke.run(binary, arguments, environment: environment(fake), in: folder.url)
        #expect(status == 0, "\(errors)")
        let expected = (1...7).reversed().map { day.adding(days: -$0).iso }
        #expect(Self.summary(folder.url)["revised_days"] == expected.joined(separator: ","), "\(Self.summary(folder.url))")
        #expect(Self.summary(folder.url)["rechecked"] == "7" && Self.summary(folder.url)["archive"] == "added")
        for date in expected { #expect(errors.contains("re-check: \(date) was missing from the archive: archived"), "\(errors)") }
        let line = try String(contentsOf: folder.url.appendingPathComponent("summary"), encoding: .utf8)
        #expect(!errors.contains("0000-00-00") && !line.contains("0000-00-00"))
        for date in expected + [day.iso] {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Reports/daily/\(date).html").path), "\(date)")
        }
        // Warm: the eight lists again, details from the archive, nothing rewritten.
        let requestsBefore = fake.requests.count
        let (again, againErrors) = try await smoke.run(binary, arguments, environment: environment(fake), in: folder.url)
        #expect(again == 0, "\(againErrors)")
        let warm = Self.summary(folder.url)
        #expect(warm["archive"] == "unchanged" && warm["revised_days"] == nil && warm["files"] == "0" && warm["requests"] == "8", "\(warm)")
        #expect(fake.requests.count - requestsBefore == 8)
    }

    @Test func aRevisedDayAndTheWeeklyPassOnTheReleaseBuild() async throws {
        let (binary, folder) = try smoke.aloneInAFolder()
        let first = try fake()
        let date = "2024-05-10"
        #expect(try await smoke.run(binary, ["report", "--date", date], environment: environment(first), in: folder.url).0 == 0)
        // KOFIC corrects the day: the same synthesized answer with one audience figure 1,000 higher.
        let corrected = KOFICFake.raisingFirstAudience(try #require(KOFICFake.synthesizedDay("20240510")), by: 1000)
        let second = try fake { $0.daily["20240510"] = corrected }
        let (status, errors) = try await smoke.run(binary, ["report", "--date", date, "--run-summary", "summary"], environment: environment(second),
                                             in: folder.url)
        #expect(status == 0, "\(errors)")
        let summary = Self.summary(folder.url)
        #expect(summary["archive"] == "revised" && summary["revision"] == "2" && summary["day"] == date, "\(summary)")
        #expect(errors.contains("\(date) revised (revision 2)"))
        let (weekly, weeklyErrors) = try await smoke.run(binary, ["weekly", "--week", "2012-01-01", "--run-summary", "summary"],
                                                   environment: environment(second), in: folder.url)
        #expect(weekly == 0, "\(weeklyErrors)")
        #expect(Self.summary(folder.url)["week"] == "2011-12-30" && Self.summary(folder.url)["archive"] == "added")
        let markdown = try String(contentsOf: folder.url.appendingPathComponent("Reports/weekly/weekend-2011-12-30.md"), encoding: .utf8)
        #expect(markdown.contains("미션임파서블:고스트프로토콜"))
    }
}
