import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The report the Korean trade reads: the same numbers in both languages, the distributor, the
/// milestones and the day of release, each checked against the recorded KOFIC bodies.
@Suite(.serialized) struct KoreanReportTests {
    /// The recorded rows of a day, as KOFIC sent them.
    static func recordedRows(_ compact: String) throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: Data(try Fixtures.day(compact).utf8)) as? [String: Any]
        let result = object?["boxOfficeResult"] as? [String: Any]
        return (result?["dailyBoxOfficeList"] as? [[String: String]]) ?? []
    }

    /// RFC 4180 rows (quoted fields, doubled quotes), the BOM dropped.
    static func csvRows(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var characters = Array(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        characters.append("\r\n")
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if quoted {
                if c == "\"", index + 1 < characters.count, characters[index + 1] == "\"" { field.append("\""); index += 1 }
                else if c == "\"" { quoted = false } else { field.append(c) }
            } else if c == "\"" { quoted = true }
            else if c == "," { row.append(field); field = "" }
            else if c == "\r\n" || c == "\n" { row.append(field); field = ""; if row != [""] { rows.append(row) }; row = [] }
            else { field.append(c) }
            index += 1
        }
        return rows
    }

    static func grouped(_ text: String?) -> String { NumberFormatTestHelper.grouped(Int(text ?? "") ?? -1) }

    /// Runs `report` for a recorded day in one language; returns the files by format.
    func report(_ compact: String, lang: String, fake: KOFICFake) async throws -> [String: String] {
        let run = try BinaryRunner()
        let date = CalendarDate(compact: compact)!.iso
        let result = try await run.run(["report", "--date", date, "--lang", lang, "--format", "md,csv,html,json", "--no-archive", "-q"],
                                 environment: run.environment(fake))
        #expect(result.status == 0, "\(compact) \(lang): \(result.stderr)")
        var files: [String: String] = [:]
        for format in ["md", "csv", "html", "json"] { files[format] = try run.file("Reports/daily/\(date).\(format)") }
        return files
    }

    @Test func everyRecordedDayHasTheRecordedNumbersInBothLanguagesAndTheSameCSVAndJSON() async throws {
        let fake = try KOFICFake()
        #expect(Fixtures.recordedDays.count == 15)
        for compact in Fixtures.recordedDays {
            let english = try await report(compact, lang: "en", fake: fake), korean = try await report(compact, lang: "ko", fake: fake)
            #expect(english["csv"] == korean["csv"], "\(compact): the CSV must not change with the language")
            #expect(english["json"] == korean["json"], "\(compact): the JSON must not change with the language")
            #expect(english["html"]!.contains("<html lang=\"en\">") && korean["html"]!.contains("<html lang=\"ko\">"))
            for row in try Self.recordedRows(compact) {
                for files in [english, korean] {
                    let line = files["md"]!.split(separator: "\n").first { $0.hasPrefix("| \(row["rank"]!) | ") }
                    for field in ["audiCnt", "audiAcc", "salesAmt", "salesAcc", "scrnCnt", "showCnt"] {
                        #expect(line?.contains(" | \(Self.grouped(row[field])) |") == true, "\(compact) #\(row["rank"]!) \(field)")
                        #expect(files["html"]!.contains(">\(Self.grouped(row[field]))</td>"), "\(compact) #\(row["rank"]!) \(field) in HTML")
                    }
                }
            }
        }
    }

    /// `milestone` and `day_of_release` recomputed here from the recorded audiAcc, audiCnt and openDt.
    @Test func milestoneAndDayOfReleaseFollowTheRecording() async throws {
        let fake = try KOFICFake()
        var milestones = 0, reReleases = 0
        for compact in Fixtures.recordedDays {
            let day = CalendarDate(compact: compact)!
            let rows = await Self.csvRows(try report(compact, lang: "en", fake: fake)["csv"]!)
            let header = rows[0]
            let (milestoneColumn, dayColumn) = (header.firstIndex(of: "milestone")!, header.firstIndex(of: "day_of_release")!)
            for (recorded, csv) in zip(try Self.recordedRows(compact), rows.dropFirst()) {
                let accumulated = Int(recorded["audiAcc"]!)!, audience = Int(recorded["audiCnt"]!)!
                var marks = [100_000, 500_000] + (1...30).map { $0 * 1_000_000 }
                marks = marks.filter { accumulated - audience < $0 && $0 <= accumulated }
                #expect(csv[milestoneColumn] == (marks.last.map(String.init) ?? ""), "\(compact) \(recorded["movieNm"]!)")
                if !marks.isEmpty { milestones += 1 }
                // Ranked over a year after its open date: a re-release, whose day in the chart again
                // needs an archive to show where it began (this report keeps none): empty.
                var expectedDay = "", reRelease = false
                if let open = CalendarDate(iso: recorded["openDt"] ?? ""), day.days(since: open) >= 0 {
                    reRelease = day.days(since: open) > 365
                    expectedDay = reRelease ? "" : String(day.days(since: open) + 1)
                }
                #expect(csv[dayColumn] == expectedDay, "\(compact) \(recorded["movieNm"]!) opened \(recorded["openDt"] ?? "")")
                #expect(csv[header.firstIndex(of: "re_release")!] == String(reRelease), "\(compact) \(recorded["movieNm"]!)")
                if reRelease { reReleases += 1 }
            }
        }
        #expect(milestones > 0, "the recordings cross at least one milestone, so the check is not vacuous")
        #expect(reReleases > 0, "and rank re-releases (천공의 성 라퓨타, 이터널 선샤인 …)")
    }

    /// 만약에 우리 goes from 1,904,762 to 2,001,028 on 2026-01-25: 2,000,000 is crossed.
    @Test func aMilestoneIsAHighlightInBothLanguages() async throws {
        let fake = try KOFICFake()
        await #expect(try report("20260125", lang: "ko", fake: fake)["md"]!.contains("- 만약에 우리, 누적 관객 200만 명 돌파."))
        await #expect(try report("20260125", lang: "en", fake: fake)["md"]!.contains("- 만약에 우리 passes 2,000,000 admissions (2,001,028 in all)."))
    }

    /// 반지의 제왕 : 왕의 귀환 (20030316), #10 on 2026-01-21, has two 배급사 in its recorded details.
    @Test func aRecordedDistributorIsInEveryFormat() async throws {
        let fake = try KOFICFake()
        let files = try await report("20260121", lang: "ko", fake: fake)
        let both = "워너브러더스 코리아(주), 씨제이엔터테인먼트"
        // Recorded: #10, NEW (rankOldAndNew), 4,570 admissions, 4,570 more than the day before.
        #expect(files["md"]!.contains("| 10 | 신규 | 반지의 제왕 : 왕의 귀환 | \(both) | 4,570 | +4,570 | 731,631 |"))
        #expect(files["html"]!.contains("<td class=\"prose\">\(both)</td>"))
        let rows = Self.csvRows(files["csv"]!)
        let column = rows[0].firstIndex(of: "distributors")!, production = rows[0].firstIndex(of: "production_companies")!
        let ring = try #require(rows.first { $0.contains("20030316") })
        #expect(ring[column] == "워너브러더스 코리아(주); 씨제이엔터테인먼트")
        #expect(ring[production] == "", "no 제작사 is recorded for it")
        let json = try JSONSerialization.jsonObject(with: Data(files["json"]!.utf8)) as? [String: Any]
        let jsonRow = try #require((json?["rows"] as? [[String: Any]])?.first { $0["movie_code"] as? String == "20030316" })
        #expect(jsonRow["distributors"] as? [String] == ["워너브러더스 코리아(주)", "씨제이엔터테인먼트"])
        // The day by distributor: the co-distributed movie counts once, and the groups add up to the chart.
        #expect(files["md"]!.contains("| \(both) | 1 | 4,570 |"))
        let run = try BinaryRunner()
        let movie = try await run.run(["movie", "20030316", "--lang", "ko"], environment: run.environment(fake))
        for company in ["워너브러더스 코리아(주) (배급사)", "씨제이엔터테인먼트 (배급사)", "워너브러더스 코리아(주) (수입사)", "(주)태원엔터테인먼트 (수입사)"] {
            #expect(movie.stdout.contains("- \(company)"), "the movie page lists every company with its role")
        }
        #expect(movie.stdout.contains("- **배급사:** \(both)\n"))
    }

    @Test func theArchiveKeepsTheDistributorForHistory() async throws {
        let fake = try KOFICFake()
        let run = try BinaryRunner()
        #expect(try await run.run(["report", "--date", "2026-01-21", "--format", "md"], environment: run.environment(fake)).status == 0)
        let offline = run.environment(nil)
        let movie = try await run.run(["history", "movie", "20030316", "--lang", "ko"], environment: offline)
        #expect(movie.status == 0 && movie.stdout.contains("**배급사:** 워너브러더스 코리아(주), 씨제이엔터테인먼트"), "\(movie.all)")
        let top = try await run.run(["history", "top", "--from", "2026-01-21", "--to", "2026-01-21", "--format", "csv"], environment: offline)
        let rows = Self.csvRows(top.stdout)
        #expect(rows[0].last == "distributors", "new columns come last")
        #expect(rows.first { $0.contains("20030316") }?.last == "워너브러더스 코리아(주); 씨제이엔터테인먼트")
        #expect(try await run.run(["history", "top", "--from", "2026-01-21", "--to", "2026-01-21"], environment: offline).stdout
            .contains("| 반지의 제왕 : 왕의 귀환 | 워너브러더스 코리아(주), 씨제이엔터테인먼트 |"))
    }

    @Test func theLanguageComesFromTheOptionThenTheSettingThenTheLocale() async throws {
        let run = try BinaryRunner()
        func title(_ arguments: [String], _ environment: [String: String?]) async throws -> String {
            let result = try await run.run(["report", "--sample", "--format", "md", "-q"] + arguments, environment: run.environment(nil, environment))
            #expect(result.status == 0, "\(result.stderr)")
            return try run.file("Reports/daily/2026-01-25.md").split(separator: "\n").first.map(String.init) ?? ""
        }
        await #expect(try title([], [:]) == "# Daily box office — 2026-01-25 (Sunday)")
        await #expect(try title([], ["LANG": "ko_KR.UTF-8"]) == "# 일별 박스오피스 — 2026년 1월 25일 (일)")
        await #expect(try title([], ["LANG": "ko_KR.UTF-8", "LC_ALL": "C.UTF-8"]).hasPrefix("# Daily"), "LC_ALL wins over LANG")
        await #expect(try title([], ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LANG": "en"]).hasPrefix("# Daily"))
        await #expect(try title(["--lang", "en"], ["BOXOFFICE_LANG": "ko"]).hasPrefix("# Daily"))
        await #expect(try title(["--lang", "ko"], [:]).hasPrefix("# 일별 박스오피스"))
        let wrong = try await run.run(["report", "--sample", "--lang", "fr"], environment: run.environment(nil))
        #expect(wrong.status == 64 && wrong.stderr.contains("unknown lang \"fr\"; choose en, ko"), "\(wrong.stderr)")
        let wrongSetting = try await run.run(["report", "--sample"], environment: run.environment(nil, ["BOXOFFICE_LANG": "fr"]))
        #expect(wrongSetting.status == 64 && wrongSetting.stderr.contains("BOXOFFICE_LANG must be one of en, ko")
                && wrongSetting.stderr.contains("BOXOFFICE_LANG은 en, ko 중 하나여야 합니다"), "in both languages: \(wrongSetting.stderr)")
    }
}

/// The thousands grouping the reports use, written out here independently of the product's.
enum NumberFormatTestHelper {
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}
