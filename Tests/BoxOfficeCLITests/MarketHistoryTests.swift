import BoxOfficeTestSupport
import Foundation
import Testing

/// `history market|distributors|compare` through the fake, on real lists none of us wrote: the daily
/// lists of 2017-2018 (`kofic/long`) and KOFIC's Korean/foreign lists of 2018-01-01..20
/// (`kofic/nation`). Expected figures are computed here from the raw lists, and the market's sales
/// are checked against every row's own reading of the total (its share is rounded to 0.1).
@Suite(.serialized) struct MarketHistoryTests {
    /// A fake serving the real lists: every day of 2017-2022, and the recorded K/F lists of January 2018.
    /// Movies get the empty `movieInfo` (assumed, as KOFICFake says): no nation, no distributor.
    func fake() throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        return try KOFICFake(configuration)
    }

    func backfill(_ run: BinaryRunner, _ fake: KOFICFake, _ from: String, _ to: String, wide: Bool = false) async throws {
        let result = try await run.run(["backfill", "--from", from, "--to", to, "--quiet"] + (wide ? ["--wide"] : []), environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// CSV rows keyed by the header (RFC 4180 with no embedded line breaks; the BOM dropped).
    func csv(_ text: String) -> [[String: String]] {
        let lines = text.replacingOccurrences(of: "\u{FEFF}", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard let header = lines.first.map(LongRecordings.parse) else { return [] }
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, LongRecordings.parse($0))) }
    }

    static func days(_ from: String, _ to: String) -> [String] {
        let dates = (LongRecordings.daily.keys.filter { $0 >= from && $0 <= to }).sorted()
        return dates
    }

    static func audience(_ days: [String]) -> Int {
        days.reduce(0) { sum, day in sum + LongRecordings.daily[day]!.reduce(0) { $0 + Int($1["audiCnt"]!)! } }
    }

    /// A list's total by the documented rule (the row with the largest share), and the bounds every row's share allows
    /// (KOBIS's shares agree with one total only to 0.1 point, not 0.05: seen on 15 of the 60 recorded lists of January 2018).
    static func listTotal(_ items: [[String: String]]) -> (total: Double, low: Double, high: Double) {
        let rows = items.map { (sales: Double($0["salesAmt"]!)!, share: Double($0["salesShare"]!)!) }.filter { $0.share > 0.1 }
        let best = rows.max { $0.share < $1.share }!
        let low = rows.map { $0.sales * 100 / ($0.share + 0.1) }.max()!, high = rows.map { $0.sales * 100 / ($0.share - 0.1) }.min()!
        return (best.sales * 100 / best.share, low, high)
    }

    @Test func monthsEqualTheListsWithTheYearBeforeAndTheWholeMarketsSales() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        try await backfill(run, fake, "2017-01-01", "2017-03-31")
        try await backfill(run, fake, "2018-01-01", "2018-03-31")
        fake.stop()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let result = try await run.run(["history", "market", "--from", "2018-01-01", "--to", "2018-03-31", "--format", "csv"], environment: offline)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = csv(result.stdout)
        #expect(rows.map { $0["period_start"] } == ["2018-01-01", "2018-02-01", "2018-03-01"])
        for (row, month) in zip(rows, ["01", "02", "03"]) {
            let days = Self.days("2018\(month)01", "2018\(month)31"), before = Self.days("2017\(month)01", "2017\(month)31")
            #expect(row["days"] == String(days.count) && row["missing_days"] == "")
            #expect(row["audience"] == String(Self.audience(days)), "2018-\(month): the sum of the month's lists")
            #expect(row["audience_scope"] == "top_ten_lists_sum" && row["sales_scope"] == "whole_market")
            #expect(row["audience_year_before"] == String(Self.audience(before)), "2018-\(month): the same month of 2017")
            let change = (Double(Self.audience(days)) - Double(Self.audience(before))) / Double(Self.audience(before)) * 100
            #expect(abs(Double(row["audience_change_pct"] ?? "")! - change) < 0.051)
            // Each day's market sales lies within what every row's rounded share allows; the month is their sum.
            let totals = days.map { Self.listTotal(LongRecordings.daily[$0]!) }
            let sales = Double(row["sales"] ?? "")!
            #expect(sales >= totals.reduce(0) { $0 + $1.low } - Double(days.count) && sales <= totals.reduce(0) { $0 + $1.high } + Double(days.count))
            #expect(abs(sales - totals.reduce(0) { $0 + $1.total }) <= Double(days.count), "the rule: the largest share's row, rounded to the won")
            // More than the top ten sold: the lists' own salesAmt sum is below the market's.
            #expect(sales > Double(days.reduce(0) { sum, day in sum + LongRecordings.daily[day]!.reduce(0) { $0 + Int($1["salesAmt"]!)! } }))
            let leader = Dictionary(days.flatMap { LongRecordings.daily[$0]! }.map { ($0["movieCd"]!, Int($0["audiCnt"]!)!) }, uniquingKeysWith: +)
                .max { $0.value < $1.value }!
            #expect(row["leader_code"] == leader.key && row["leader_audience"] == String(leader.value))
            #expect(row["movies"] == String(Set(days.flatMap { LongRecordings.daily[$0]!.map { $0["movieCd"]! } }).count))
        }
        // 2018's first quarter, asked by year: one period cut to the range, the same days of 2017 beside it.
        let year = csv(try await run.run(["history", "market", "--from", "2018-01-01", "--to", "2018-03-31", "--by", "year", "--format", "csv"],
                                   environment: offline).stdout)
        #expect(year.count == 1 && year[0]["audience"] == String(Self.audience(Self.days("20180101", "20180331"))))
        #expect(year[0]["audience_year_before"] == String(Self.audience(Self.days("20170101", "20170331"))))

        // The all-time chart of the two quarters, computed here from the raw lists: each film's highest audiAcc,
        // its title on its last listed day, its newest non-empty openDt (movieInfo is empty here), biggest first, ties by code.
        let listed = (Self.days("20170101", "20170331") + Self.days("20180101", "20180331")).flatMap { day in LongRecordings.daily[day]!.map { (day, $0) } }
        var films: [String: (total: Int, title: String, open: String, first: String, last: String)] = [:]
        for (day, item) in listed.sorted(by: { $0.0 < $1.0 }) {
            let iso = String(day.prefix(4)) + "-" + String(day.dropFirst(4).prefix(2)) + "-" + String(day.suffix(2))
            let open = item["openDt"]!.trimmingCharacters(in: .whitespaces)
            let known = films[item["movieCd"]!]
            films[item["movieCd"]!] = (max(known?.total ?? 0, Int(item["audiAcc"]!)!), item["movieNm"]!, open.isEmpty ? known?.open ?? "" : open,
                                       known?.first ?? iso, iso)
        }
        let expected = films.sorted { ($0.value.total, $1.key) > ($1.value.total, $0.key) }.prefix(15)
        let allTime = try await run.run(["history", "alltime", "--limit", "15", "--format", "csv"], environment: offline)
        #expect(allTime.status == 0 && allTime.stdout.replacingOccurrences(of: "\u{FEFF}", with: "")
            .hasPrefix("rank,movie_code,title,open_date,audience_total,first_day,last_day\r\n"), "\(allTime.all)")
        let chart = csv(allTime.stdout)
        #expect(chart.count == 15)
        for (index, (row, film)) in zip(chart, expected).enumerated() {
            #expect(row["rank"] == String(index + 1) && row["movie_code"] == film.key && row["audience_total"] == String(film.value.total)
                    && row["title"] == film.value.title && row["open_date"] == film.value.open
                    && row["first_day"] == film.value.first && row["last_day"] == film.value.last, "\(row) against \(film)")
        }
        let korean = try await run.run(["history", "alltime", "--lang", "ko"], environment: offline)
        #expect(korean.status == 0 && korean.stdout.hasPrefix("# 역대 박스오피스") && korean.stdout.contains("2017년 1월 1일"), "\(korean.stdout.prefix(600))")

        // A period the archive lacks days of names them and sums nothing for them; the change needs both whole.
        let partial = csv(try await run.run(["history", "market", "--from", "2018-03-25", "--to", "2018-04-02", "--by", "week", "--format", "csv"],
                                      environment: offline).stdout)
        #expect(partial.map { $0["period_start"] } == ["2018-03-25", "2018-03-26", "2018-04-02"])
        #expect(partial[1]["missing_days"] == "2018-04-01" && partial[1]["days"] == "6" && partial[1]["audience_change_pct"] == "")
        #expect(partial[2]["days"] == "0" && partial[2]["audience"] == "", "a week with nothing archived is not zero admissions")

        let backwards = try await run.run(["history", "market", "--from", "2018-03-01", "--to", "2018-01-01"], environment: offline)
        #expect(backwards.status == 64 && backwards.stderr.contains("--from 2018-03-01 is after --to 2018-01-01"))
        let empty = try await run.run(["history", "market", "--from", "2019-01-01", "--to", "2019-01-31", "--lang", "ko"], environment: offline)
        #expect(empty.status == 0 && empty.stdout.contains("2019-01-31의 일별 박스오피스가 없습니다"), "\(empty.stdout)")
        let html = try await run.run(["history", "market", "--from", "2018-01-01", "--to", "2018-03-31", "--format", "html"], environment: offline)
        #expect(html.stdout.contains("class=\"bar-track comparison\"") && html.stdout.contains("A year earlier"))
    }

    @Test func theKoreanShareIsKOFICsOwnFromTheKoreanList() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        try await backfill(run, fake, "2018-01-01", "2018-01-20", wide: true)
        #expect(fake.requests.contains { $0.query["repNationCd"] == "K" && $0.query["targetDt"] == "20180120" })
        fake.stop()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let result = try await run.run(["history", "market", "--from", "2018-01-01", "--to", "2018-01-20", "--by", "day", "--format", "csv"], environment: offline)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = csv(result.stdout)
        #expect(rows.count == 20)
        var korean = 0.0, market = 0.0
        for row in rows {
            let day = row["period_start"]!.replacingOccurrences(of: "-", with: "")
            let all = try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day).json")
            let k = try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day)_repNationCd=K.json")
            let f = try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=\(day)_repNationCd=F.json")
            let (kTotal, marketTotal) = (Self.listTotal(k), Self.listTotal(all))
            korean += kTotal.total
            market += marketTotal.total
            let expected = kTotal.total / marketTotal.total * 100
            #expect(abs(Double(row["korean_sales_share"]!)! - expected) <= 0.051, "\(day): all Korean films' sales ÷ the market's")
            // Bounds from every row's rounded share, K and unfiltered alike, hold the figure.
            #expect(Double(row["korean_sales_share"]!)! >= kTotal.low / marketTotal.high * 100 - 0.05)
            #expect(Double(row["korean_sales_share"]!)! <= kTotal.high / marketTotal.low * 100 + 0.05)
            // The admissions share: the top ten's movies that KOFIC's K list names; the F list names the rest.
            let kCodes = Set(k.map { $0["movieCd"]! }), fCodes = Set(f.map { $0["movieCd"]! })
            #expect(all.allSatisfy { kCodes.contains($0["movieCd"]!) != fCodes.contains($0["movieCd"]!) })
            let koreanAudience = all.filter { kCodes.contains($0["movieCd"]!) }.reduce(0) { $0 + Int($1["audiCnt"]!)! }
            let audience = all.reduce(0) { $0 + Int($1["audiCnt"]!)! }
            #expect(abs(Double(row["korean_audience_share"]!)! - Double(koreanAudience) / Double(audience) * 100) <= 0.051)
            #expect(row["korean_share_basis"] == "kofic_k_list" && row["korean_sales_days"] == "1")
            // A filtered list's ranks and shares never pass for the market's: the market's sales are the unfiltered list's.
            #expect(abs(Double(row["sales"]!)! - marketTotal.total) <= 1)
        }
        let month = csv(try await run.run(["history", "market", "--from", "2018-01-01", "--to", "2018-01-31", "--format", "csv"], environment: offline).stdout)
        #expect(month[0]["korean_sales_days"] == "20" && month[0]["korean_share_basis"] == "kofic_k_list")
        #expect(abs(Double(month[0]["korean_sales_share"]!)! - korean / market * 100) <= 0.051)
        #expect(month[0]["missing_days"]?.split(separator: ";").count == 11, "21-31 January are not archived")
        // The day's report says it too, in both languages.
        let day = try await run.run(["history", "day", "2018-01-15", "--lang", "ko"], environment: offline)
        let k15 = try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=20180115_repNationCd=K.json")
        let share = Self.listTotal(k15).total / Self.listTotal(try Self.list("kofic/nation/searchDailyBoxOfficeList_targetDt=20180115.json")).total * 100
        #expect(day.stdout.contains("매출 \(String(format: "%.1f", share))% (KOFIC 한국영화 목록 기준)"), "\(day.stdout)")
    }

    static func list(_ fixture: String) throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data(fixture)) as! [String: Any]
        return (object["boxOfficeResult"] as! [String: Any])["dailyBoxOfficeList"] as! [[String: String]]
    }

    @Test func comparedCurvesAreTheListsDayByDay() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        try await backfill(run, fake, "2017-12-13", "2018-02-28")
        fake.stop()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        // 신과함께-죄와 벌 (opened 2017-12-20) against 1987 (2017-12-27), the one by title, the other by code.
        let result = try await run.run(["history", "compare", "신과함께-죄와 벌", "20170590", "--days", "40", "--format", "csv"], environment: offline)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = csv(result.stdout)
        for (code, open) in [("20150976", "2017-12-20"), ("20170590", "2017-12-27")] {
            let openDate = CalendarDateText(open)
            let expected = LongRecordings.daily.keys.sorted().compactMap { day -> (Int, String)? in
                guard day >= "20171213", day <= "20180228", let item = LongRecordings.daily[day]!.first(where: { $0["movieCd"] == code }) else { return nil }
                let dayOfRelease = CalendarDateText.days(from: openDate, to: CalendarDateText(day)) + 1
                return dayOfRelease >= 1 && dayOfRelease <= 40 ? (dayOfRelease, item["audiAcc"]!) : nil
            }
            let mine = rows.filter { $0["movie_code"] == code }.map { (Int($0["day_of_release"]!)!, $0["audience_accumulated"]!) }
            #expect(mine.map(\.0) == expected.map(\.0) && mine.map(\.1) == expected.map(\.1), "\(code): the lists' audiAcc by day of release")
        }
        // Who passed 10 million... neither did within the range; 1,000,000: the first day each list shows at or above it.
        let text = try await run.run(["history", "compare", "20150976", "20170590", "--lang", "ko"], environment: offline).stdout
        let first = { (code: String, mark: Int, open: String) -> Int in
            let day = LongRecordings.daily.keys.sorted().first { LongRecordings.daily[$0]!.contains { $0["movieCd"] == code && Int($0["audiAcc"]!)! >= mark } }!
            return CalendarDateText.days(from: CalendarDateText(open), to: CalendarDateText(day)) + 1
        }
        let (a, b) = (first("20150976", 5_000_000, "2017-12-20"), first("20170590", 5_000_000, "2017-12-27"))
        #expect(text.contains("500만 돌파: '신과함께-죄와 벌' 개봉 \(a)일차("), "\(text)")
        #expect(text.contains(", '1987' \(b)일차(\(b - a)일 늦게)"))
        let unknown = try await run.run(["history", "compare", "20150976", "없는 영화"], environment: offline)
        #expect(unknown.status == 66 && unknown.stderr.contains("없는 영화"))
        let one = try await run.run(["history", "compare", "20150976"], environment: offline)
        #expect(one.status == 64 && one.stderr.contains("2 to 6 movies"))
        let html = try await run.run(["history", "compare", "20150976", "20170590", "--format", "html"], environment: offline).stdout
        #expect(html.contains("class=\"series-line s0\"") && html.contains("class=\"series-line s1\"") && html.contains("<ul class=\"legend\">"))
    }

    /// The bundled week has no year before: the market's answer says so in words (its page, the
    /// Markdown) and tells the operator, on stderr only, the command that archives those days; doctor
    /// names the same kind of command for the year before the newest day.
    @Test func aMissingYearBeforeIsSaidAndItsFillIsTheOperatorsToRun() async throws {
        let run = try BinaryRunner()
        let env = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--quiet"], environment: env).status == 0)
        let result = try await run.run(["history", "market", "--sample", "--from", "2026-01-19", "--to", "2026-01-25", "--by", "day"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        // Complete: the run's archive and folder, as absolute paths.
        let folder = run.directory.appendingPathComponent("Reports").path
        #expect(result.stderr.contains("boxoffice backfill --from 2025-01-20 --to 2025-01-26 --archive \(folder)/sample.sqlite --output \(folder) archives them"),
                "\(result.stderr)")
        #expect(!result.stdout.contains("boxoffice backfill") && result.stdout.contains("Where the same days a year earlier are not all archived"))
        let doctor = try await run.run(["doctor", "--archive", "Reports/sample.sqlite"], environment: env)
        // The command it suggests is complete: the archive and the folder as absolute paths.
        let reports = run.directory.appendingPathComponent("Reports").path
        #expect(doctor.stdout.contains("the year before is not all archived")
                && doctor.stdout.contains("boxoffice backfill --from 2025-01-01 --to 2025-01-25 --archive \(reports)/sample.sqlite --output \(reports) archives it"),
                "\(doctor.all)")
    }

    @Test func distributorsOfTheSampleWeekSplitSharedMovies() async throws {
        let run = try BinaryRunner()
        let env = run.environment(nil)
        #expect(try await run.run(["backfill", "--sample", "--quiet"], environment: env).status == 0)
        let result = try await run.run(["history", "distributors", "--sample", "--from", "2026-01-19", "--to", "2026-01-25", "--limit", "100",
                                  "--format", "csv"], environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = csv(result.stdout)
        // From the recorded week: each movie's sales over its days, split equally among its recorded distributors.
        var expected: [String: Double] = [:]
        var total = 0.0
        for day in 19...25 {
            let items = try Self.list("kofic/\(Fixtures.week)/daily/202601\(day).json")
            for item in items {
                let sales = Double(item["salesAmt"]!)!
                total += sales
                let movie = try JSONSerialization.jsonObject(with: try Fixtures.data("kofic/\(Fixtures.week)/movie/\(item["movieCd"]!).json")) as! [String: Any]
                let info = (movie["movieInfoResult"] as! [String: Any])["movieInfo"] as! [String: Any]
                let distributors = (info["companys"] as! [[String: String]]).filter { $0["companyPartNm"] == "배급사" }.map { $0["companyCd"]! }
                for code in Set(distributors) { expected[code, default: 0] += sales / Double(Set(distributors).count) }
            }
        }
        #expect(Set(rows.map { $0["company_code"]! }) == Set(expected.keys))
        for row in rows {
            let sales = expected[row["company_code"]!]!
            #expect(abs(Double(row["sales"]!)! - sales) <= 7, "\(row["distributor"]!): rounding once a day at most")
            #expect(abs(Double(row["sales_share"]!)! - sales / total * 100) <= 0.051)
        }
        #expect(rows.map { Double($0["sales"]!)! } == rows.map { Double($0["sales"]!)! }.sorted(by: >), "biggest first")
    }
}

/// Day arithmetic on `YYYY-MM-DD` / `YYYYMMDD` text, independent of the code under test.
struct CalendarDateText {
    let date: Date
    init(_ text: String) {
        let digits = text.replacingOccurrences(of: "-", with: "")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        date = calendar.date(from: DateComponents(year: Int(digits.prefix(4)), month: Int(digits.dropFirst(4).prefix(2)), day: Int(digits.suffix(2))))!
    }
    static func days(from: CalendarDateText, to: CalendarDateText) -> Int { Int((to.date.timeIntervalSince(from.date) / 86_400).rounded()) }
}
