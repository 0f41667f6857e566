import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeForecastBase
import BoxOfficeForecastFigures
import BoxOfficeTestSupport
import Foundation
import Testing

/// The forecast's bundled base: the real runs of 2017-2022 carried in the binary, and what a
/// forecast on a new archive learns from them.
struct BundledBaseTests {
    /// The base holds every run of the six years' lists that can teach (no re-release, 200,000 or
    /// more), day for day as the lists give them: nothing lost or altered by its compact encoding.
    @Test func theBaseIsTheRealRunsDayForDay() throws {
        let teaching = LongRecordings.runs.filter { !$0.isReRelease && $0.lastAccumulated >= FinalAudienceModel.trainingFloor }
        let base = Dictionary(uniqueKeysWithValues: BundledRuns.runs.map { ($0.code, $0) })
        #expect(BundledRuns.runs.count == teaching.count && teaching.count > 400)
        for run in teaching {
            #expect(base[run.code] == run, "\(run.code.rawValue) \(run.title)")
        }
        // 극한직업 (20182530), the six years' biggest run: 16,252,575 on its last day in the lists.
        #expect(base[MovieCode("20182530")!]?.lastAccumulated == 16_252_575)
    }

    /// The base's market: every day of the six years' lists, each its whole list summed (re-releases
    /// and movies without an open date too), as the lists give them.
    @Test func theBaseHoldsEveryDaysWholeList() throws {
        let byDate = Dictionary(uniqueKeysWithValues: BundledRuns.occupancy.map { ($0.date, $0) })
        #expect(BundledRuns.occupancy.count == LongRecordings.daily.count && byDate.count == 2_191)
        for (compact, items) in LongRecordings.daily {
            let date = try #require(CalendarDate(compact: compact))
            let day = try #require(byDate[date])
            #expect(day.audience == items.reduce(0) { $0 + Int($1["audiCnt"]!)! } && day.shows == items.reduce(0) { $0 + Int($1["showCnt"]!)! }, "\(compact)")
        }
        // 2019-05-01: the ten rows of the CSV sum to 1,173,676 admissions over 16,405 shows (awk over the file).
        #expect(byDate[CalendarDate(iso: "2019-05-01")!] == ChartOccupancy(date: CalendarDate(iso: "2019-05-01")!, audience: 1_173_676, shows: 16_405))
    }

    /// 2024's unfiltered top ten, rebuilt from its diversity and commercial lists (the forecast's
    /// out-of-sample year): every day of the leap year, ten movies each by audience, the leader of the
    /// first day as the commercial list has it (노량: 죽음의 바다, 290,717), and 파묘's run (opened
    /// 2024-02-22) past ten million.
    @Test func the2024TopTenRebuiltFromItsTwoLists() throws {
        let days = LongRecordings.daily2024
        #expect(days.count == 366 && days.values.allSatisfy { $0.count == 10 })
        #expect(days.values.allSatisfy { items in
            let audiences = items.compactMap { Int($0["audiCnt"] ?? "") }
            return audiences == audiences.sorted(by: >)
        })
        let first = try #require(days["20240101"]?.first)
        #expect(first["movieNm"] == "노량: 죽음의 바다" && first["audiCnt"] == "290717")
        let exhuma = LongRecordings.runs(days).first { $0.title == "파묘" }
        #expect(exhuma?.openDate == CalendarDate(iso: "2024-02-22") && (exhuma?.lastAccumulated ?? 0) > 10_000_000)
    }

    /// A folder of the test's own (the caller removes it).
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-base-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A day of the six real years as a report of it (no details).
    static func report(_ day: CalendarDate) throws -> DailyReport {
        let items = try #require(LongRecordings.daily[day.compact])
        return DailyReport(date: day, rows: items.map { .init(entry: LongRecordings.entry($0), details: nil) })
    }

    /// An archive in process holding the given days of the six real years.
    static func archive(_ days: ClosedRange<CalendarDate>, in folder: URL) async throws -> SQLiteBoxOfficeArchive {
        let archive = try SQLiteBoxOfficeArchive(path: folder.appendingPathComponent("archive-\(UUID().uuidString).sqlite").path)
        var date = days.lowerBound
        while date <= days.upperBound {
            let items = try #require(LongRecordings.daily[date.compact])
            let report = DailyReport(date: date, rows: items.map { .init(entry: LongRecordings.entry($0), details: nil) })
            _ = try await archive.store(ArchivedDay(report: report, fetchedAt: Date(), source: "KOBIS", provisional: false, revision: 1))
            date = date.adding(days: 1)
        }
        return archive
    }

    /// A new archive holding only the last seven days, with the base, forecasts a day as an archive
    /// of every earlier day would: the base stands in for the years it lacks, and reads nothing after
    /// the day (the base's later days are cut by construction).
    @Test func aNewArchiveWithTheBaseForecastsAsAFullArchiveWould() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = CalendarDate(iso: "2019-05-01")!
        let report = try Self.report(day)
        let full = try await Self.archive(CalendarDate(iso: "2017-01-01")!...day, in: folder)
        let new = try await Self.archive(day.adding(days: -6)...day, in: folder)

        let fromFull = try await ForecastDailyChart(archive: full, calibration: .fitted).execute(report)
        let fromNew = try await ForecastDailyChart(archive: new, base: BundledRuns.base, calibration: .fitted).execute(report)
        let withoutBase = try await ForecastDailyChart(archive: new, calibration: .fitted).execute(report)
        #expect(fromFull.rows.filter { $0.forecast != nil }.count >= 5)
        for (full, new) in zip(fromFull.rows, fromNew.rows) {
            #expect(full.forecast?.final == new.forecast?.final, "\(full.entry.title)")
            #expect(full.forecast?.next == new.forecast?.next)
            // A chance only for a mark dated within the road's three weeks, and a probability.
            if let next = new.forecast?.next, let chance = next.chance {
                #expect((0...1).contains(chance) && (next.date.map { $0.days(since: day) <= ComingRoad.days } ?? false), "\(next)")
            }
        }
        #expect(fromNew.rows.contains { $0.forecast?.next.chance != nil })
        // Without the base a new archive has nothing to learn from: every row says so.
        #expect(withoutBase.rows.allSatisfy { $0.forecast == nil })
        #expect(withoutBase.rows.contains { $0.noForecast == .notEnoughToLearnFrom })
    }

    /// The walk that measures the figures a report states (`BacktestForecasts`, run by the build)
    /// forecasts a day's movies as the report does: the same final, the same milestone with the same
    /// date, range and chance, for every movie of a real day the report forecasts.
    @Test func theWalkForecastsADayAsTheReportDoes() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = CalendarDate(iso: "2019-05-01")!
        let reported = try await ForecastDailyChart(archive: try await Self.archive(day.adding(days: -6)...day, in: folder), base: BundledRuns.base,
                                                    calibration: .fitted).execute(try Self.report(day))
        var compared = 0
        for row in reported.rows {
            guard let forecast = row.forecast, let run = LongRecordings.runs.first(where: { $0.code == row.entry.movieCode }) else { continue }
            var options = BacktestForecasts.Options(from: run.openDate, to: run.openDate)
            (options.days, options.threshold, options.market) = ([run.dayNumber(day)], 0, MarketOccupancy(BundledRuns.occupancy))
            let walked = try #require(BacktestForecasts(calibration: .fitted).execute(LongRecordings.runs, options: options).cases
                .first { $0.code == run.code && $0.asOf == day }, "\(row.entry.title)")
            #expect(walked.forecast.expected == forecast.final.expected && walked.forecast.low == forecast.final.low, "\(row.entry.title)")
            #expect(walked.milestone == forecast.next.mark && walked.expectedCrossing == forecast.next.date, "\(row.entry.title)")
            #expect(walked.expectedLow == forecast.next.low && walked.expectedHigh == forecast.next.high && walked.chance == forecast.next.chance,
                    "\(row.entry.title)")
            compared += 1
        }
        #expect(compared >= 5)
    }

    /// Why a movie has no forecast: the archive lacks a day of its last week (a new archive's first
    /// days), or it is a re-release.
    @Test func theReasonsForNoForecast() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = CalendarDate(iso: "2019-05-01")!
        let report = try Self.report(day)
        // Three days archived: the runs that began before them cannot be read whole.
        let three = try await Self.archive(day.adding(days: -2)...day, in: folder)
        let forecast = try await ForecastDailyChart(archive: three, base: BundledRuns.base, calibration: .fitted).execute(report)
        #expect(forecast.rows.contains { $0.noForecast == .lastWeekNotArchived })
        for row in forecast.rows {
            let began = min(row.entry.openDate ?? day, day)
            if began < day.adding(days: -2), !row.entry.isReRelease(on: day) {
                #expect(row.forecast == nil && row.noForecast == .lastWeekNotArchived, "\(row.entry.title) \(String(describing: row.noForecast))")
            }
        }
        // A new archive's first week meets 보헤미안 랩소디 (opened 2018-10-31) on day 72: a long run, no re-release
        // (first ranked, for this archive, over 60 days after opening, but the archive began that day).
        let midRun = try await Self.archive(CalendarDate(iso: "2019-01-04")!...CalendarDate(iso: "2019-01-10")!, in: folder)
        let hit = try await ForecastDailyChart(archive: midRun, base: BundledRuns.base, calibration: .fitted).execute(try Self.report(CalendarDate(iso: "2019-01-10")!))
        let bohemian = try #require(hit.rows.first { $0.entry.movieCode.rawValue == "20185485" })
        // (No earlier run ranked on its own day 72 to learn from: the reason says so, not "re-release".)
        let january10 = CalendarDate(iso: "2019-01-10")!
        #expect(bohemian.noForecast == .notEnoughToLearnFrom && !bohemian.isReRelease(on: january10) && bohemian.dayOfRelease(on: january10) == 72,
                "\(String(describing: bohemian.noForecast))")
        // The first day of the lists with a re-release (a movie ranked over a year after its open date).
        let reDay = try #require(LongRecordings.daily.keys.sorted().compactMap(CalendarDate.init(compact:)).first { date in
            date >= CalendarDate(iso: "2017-01-07")! &&
            LongRecordings.daily[date.compact]!.contains { item in CalendarDate(iso: item["openDt"] ?? "").map { date.days(since: $0) > 365 } ?? false }
        })
        let reReport = try Self.report(reDay)
        let week = try await Self.archive(reDay.adding(days: -6)...reDay, in: folder)
        let reForecast = try await ForecastDailyChart(archive: week, base: BundledRuns.base, calibration: .fitted).execute(reReport)
        let reReleases = reForecast.rows.filter { $0.entry.isReRelease(on: reDay) }
        #expect(!reReleases.isEmpty && reReleases.allSatisfy { $0.forecast == nil && $0.noForecast == .reRelease }, "\(reDay.iso)")
    }
}
