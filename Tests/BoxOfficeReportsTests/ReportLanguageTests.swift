import BoxOfficeDomain
import BoxOfficeReports
import Foundation
import Testing

/// The label tables: every language says everything, and no Korean document falls back to a key.
@Suite struct ReportLanguageTests {
    @Test func everyLanguageHasEveryTerm() {
        let keys = Set(ReportLanguage.english.terms.keys)
        for language in ReportLanguage.all {
            #expect(Set(language.terms.keys) == keys, "\(language.code) lacks \(keys.subtracting(language.terms.keys).sorted())")
            #expect(language.weekdays.count == 7)
        }
    }

    /// A named list's report is titled with its row's label in each language: the tables hold each
    /// row's label under its key and name no list themselves.
    @Test(arguments: NamedList.rows.map(\.slug))
    func aNamedListIsTitledWithItsRowsLabel(_ slug: String) throws {
        let row = try #require(NamedList.rows.first { $0.slug == slug })
        let report = DailyReport(date: CalendarDate(iso: "2024-01-03")!, rows: [], list: row.list)
        for (language, label) in [(ReportLanguage.english, row.label.english), (.korean, row.label.korean)] {
            #expect(language.terms[row.labelKey] == label)
            let title = DailyReportDocumentBuilder(language: language, source: "s", generatedAt: "g").build(report).title
            #expect(title.hasSuffix(" — " + label), "\(title)")
        }
    }

    /// A milestone is given its day where its range is three days or fewer, else the range, in both
    /// languages (the issue's own wording).
    @Test func aMilestoneReadsAsItsDayOrItsRange() throws {
        let (sunday, friday, wednesday) = (CalendarDate(iso: "2025-10-05")!, CalendarDate(iso: "2025-10-10")!, CalendarDate(iso: "2025-10-15")!)
        let english = ReportLanguage.english.sentences, korean = ReportLanguage.korean.sentences
        #expect(english.milestoneExpected("X", 1_000_000, sunday, nil, nil) == "X: 1,000,000 expected on Sunday, October 5")
        #expect(english.milestoneExpected("X", 1_000_000, CalendarDate(iso: "2025-10-12")!, friday...wednesday, nil)
            == "X: 1,000,000 expected between Friday, October 10 and Wednesday, October 15")
        #expect(korean.milestoneExpected("X", 1_000_000, sunday, nil, nil) == "X: 10월 5일(일) 100만 돌파 예상")
        #expect(korean.milestoneExpected("X", 1_000_000, CalendarDate(iso: "2025-10-12")!, friday...wednesday, 0.95)
            == "X: 10월 10일(금)~10월 15일(수) 사이 100만 돌파 예상 (3주 안 돌파 가능성 95%)")
        #expect(korean.milestoneDay(sunday, friday...wednesday) == "10월 10일(금)~10월 15일(수) 사이")
        #expect(english.milestoneDay(sunday, nil) == "Sunday, October 5")
    }

    /// A back-test's figures name every year that chose the method, or that none did.
    @Test func theBackTestNamesTheYearsThatChose() {
        let english = ReportLanguage.english.sentences, korean = ReportLanguage.korean.sentences
        #expect(english.forecastAccuracy("9.0%", "80%", 12, 2018...2019, [2017...2022, 2024...2024]).hasSuffix(
            "(12 forecasts, of the runs of 2018–2019 that reached 1,000,000; the method was chosen on 2017–2022 and 2024)"))
        #expect(english.forecastAccuracy("9.0%", "80%", 12, 2025...2025, []).hasSuffix("none chose the method)"))
        #expect(korean.forecastAccuracy("9.0%", "80%", 12, 2018...2019, [2017...2022, 2024...2024]).hasSuffix("예측 방법은 2017~2022년·2024년 영화로 고름)"))
    }

    /// A late run's interval lies a few thousand from its final: one decimal of a million would read
    /// `6.8 million (6.8 million to 7.1 million)`. Read side by side, they take the decimals it needs.
    @Test func aFinalAndItsIntervalReadApartInEnglish() {
        let english = ReportLanguage.english.sentences
        #expect(english.finalExpected("Exhuma", 6_823_000, 6_814_000, 7_104_000)
            == "Exhuma: a final audience of 6.82 million expected (6.81 million to 7.10 million)")
        #expect(english.audiencesRounded([6_823_400, 6_823_100, 7_100_000]) == ["6.823 million", "6.823 million", "7.100 million"],
                "three decimals at most: a few hundred apart read alike")
        #expect(english.audiencesRounded([12_100_000, 9_890_000, 22_020_000]) == ["12.1 million", "9.9 million", "22.0 million"],
                "one decimal where it tells them apart")
        #expect(english.audiencesRounded([812_345, 812_000, 1_010_000]) == ["812,345", "812,000", "1.0 million"])
        #expect(english.audienceRounded(6_823_000) == "6.8 million", "a figure alone keeps one decimal")
        #expect(ReportLanguage.korean.sentences.audiencesRounded([12_034_567, 9_890_000]) == ["1,203만 명", "989만 명"])
    }

    /// A Korean forecast reads to the 만 from 1만 up, in prose and on the front page (an estimate has no
    /// exact figure to give); an actual audience below 10만 stays exact.
    @Test func aKoreanForecastReadsToTheMan() {
        let korean = ReportLanguage.korean.sentences
        #expect(korean.forecastRounded(82_907) == "8만 명" && korean.forecastRounded(11_263_456) == "1,126만 명")
        #expect(korean.forecastRounded(9_876) == "9,876명")
        #expect(korean.finalExpected("몬스터 신부", 82_907, 57_998, 214_000) == "몬스터 신부: 최종 8만 명 예상 (6만–21만)")
        #expect(korean.headlineAudience(82_907) == "82,907명", "an actual audience keeps its figure")
        #expect(ReportLanguage.english.sentences.forecastRounded(82_907) == ReportLanguage.english.sentences.audienceRounded(82_907))
    }

    /// The trade's way in Korean prose and headlines: money from 1억 up to the 억, below it to the
    /// 만 원; audiences from 10만 up to the 만. English stays exact; tables keep exact figures.
    @Test func koreanProseWritesMoneyAndAudiencesAsTheTradeDoes() {
        let korean = ReportLanguage.korean.sentences, english = ReportLanguage.english.sentences
        #expect(korean.headlineWon(1_194_514_460_191) == "1조 1,945억 원")
        #expect(korean.headlineWon(77_812_000_000) == "778억 원")
        #expect(korean.headlineWon(100_000_000) == "1억 원" && korean.headlineWon(99_994_000) == "9,999만 원")
        #expect(korean.headlineWon(53_214_000) == "5,321만 원" && korean.headlineWon(1_776_177_150) == "18억 원")
        // Rounded to the 만 before the unit is chosen: just under 1억 is 1억 원, never 10,000만 원.
        #expect(korean.headlineWon(99_995_000) == "1억 원" && korean.headlineWon(99_994_999) == "9,999만 원")
        #expect(korean.headlineWon(9_000) == "9,000 원")
        #expect(korean.headlineAudience(12_345_678) == "1,235만 명" && korean.headlineAudience(100_000) == "10만 명")
        #expect(korean.headlineAudience(98_765) == "98,765명" && korean.headlineAudience(112_345_678) == "1억 1,235만 명")
        #expect(english.headlineWon(1_194_514_460_191) == "₩1,194,514,460,191" && english.headlineAudience(12_345_678) == "12,345,678")
        // A day's totals in the report: the trade's words in Korean, exact in English.
        #expect(korean.totals(10, korean.headlineAudience(523_456), korean.headlineWon(5_123_456_789), "91.2")
            == "상위 10편 합계: 관객 52만 명, 매출액 51억 원, 당일 전체 매출의 91.2%.")
        #expect(korean.admissions(108_144) == "관객 11만 명" && korean.admissions(98_765) == "관객 98,765명")
        #expect(english.admissions(108_144) == "108,144 admissions")
        // A movie's page: its best day and its total in the trade's words, its days' table exact.
        let movie = details(code: "20231089", title: "존 윅 4")
        let run = MovieRun(code: movie.code, title: movie.title, details: movie, days: [
            .init(date: CalendarDate(iso: "2023-04-12")!, rank: 1, audience: 108_144, audienceAccumulated: 2_001_028, sales: 1000, salesAccumulated: 19_000, screens: 10),
        ])
        for (language, best, total) in [(ReportLanguage.korean, "관객 11만 명", "200만 명"), (.english, "108,144 admissions", "2,001,028")] {
            let document = MovieRunDocumentBuilder(language: language, source: "s", generatedAt: "g").build(run)
            let facts = document.blocks.compactMap { block -> [String: String]? in
                guard case .definitionList(let items) = block else { return nil }
                return Dictionary(items.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
            }.first ?? [:]
            #expect(facts[language.term("best_day")] == best && facts[language.term("total_audience_last_day")] == total, "\(facts)")
            #expect(MarkdownRenderer().render(document).contains("2,001,028"), "the days' table keeps the exact figure")
        }
    }

    static func documents(_ language: ReportLanguage) -> [ReportDocument] {
        var report = hostileReport()
        report.rows[0].history = HistoryContext(audienceChangeLastWeekPercent: 12.5, daysInTopTen: 3, bestRank: 1)
        let movie = details(code: "20231089", title: "존 윅 4")
        let run = MovieRun(code: movie.code, title: movie.title, details: movie, days: [
            .init(date: CalendarDate(iso: "2023-04-12")!, rank: 1, audience: 100, audienceAccumulated: 100, sales: 1000, salesAccumulated: 1000, screens: 10),
        ])
        let top = TopMovie(code: movie.code, title: movie.title, audience: 1, sales: 1, daysInChart: 1, bestRank: 1,
                           firstDate: CalendarDate(iso: "2023-04-12")!, lastDate: CalendarDate(iso: "2023-04-12")!, audienceAccumulated: 1)
        let book = Book(source: .kakao, sourceID: "x", title: "클린 아키텍처", authors: ["로버트 C. 마틴"])
        return [
            DailyReportDocumentBuilder(language: language, source: "s", generatedAt: "g").build(report, extraMetadata: [language.labeled("archived", "r")]),
            MovieDocumentBuilder(language: language, source: "s", generatedAt: "g").build(movie),
            DailyReportDocumentBuilder(language: language, source: "s", generatedAt: "g")
                .build(WeeklyReport(range: WeeklyKind.weekend.range(containing: report.date), rows: report.rows)),
            MovieRunDocumentBuilder(language: language, source: "s", generatedAt: "g").build(run),
            TopMoviesDocumentBuilder(language: language, source: "s", generatedAt: "g").build([top], from: run.days[0].date, to: run.days[0].date, archivedDays: 1),
            ReportIndexBuilder(language: language, generatedAt: "g").build(days: [(run.days[0].date, ["md", "html"])]),
            BookDocumentBuilder(language: language, generatedAt: "g").search([book], query: "q", source: .kakao, totalHits: 1),
            BookDocumentBuilder(language: language, generatedAt: "g").book(book),
        ]
    }

    @Test(arguments: ["ko", "en"])
    func noDocumentFallsBackToAKey(_ code: String) {
        let language = ReportLanguage.named(code)!
        for document in Self.documents(language) {
            #expect(document.language == code)
            var labels = document.metadata.map(\.label)
            for block in document.blocks {
                switch block {
                case .table(let table):
                    for column in table.columns where column.title == column.key && column.key != "position" {
                        Issue.record("\(document.title): column \(column.key) has no \(code) title")
                    }
                case .definitionList(let items): labels += items.map(\.label)
                case .heading(let text): labels.append(text)
                default: break
                }
            }
            let keys = Set(ReportLanguage.english.terms.keys)
            #expect(labels.filter { keys.contains($0) }.isEmpty, "\(document.title): \(labels.filter { keys.contains($0) })")
        }
    }

    @Test func koreanDatesAndDays() {
        let date = CalendarDate(iso: "2024-02-10")!
        #expect(ReportLanguage.korean.longDate(date) == "2024년 2월 10일 (토)")
        #expect(ReportLanguage.english.longDate(date) == "2024-02-10 (Saturday)")
        #expect(ReportLanguage.korean.sentences.dayOfRelease(3) == "3일차")
        // The total in prose to the 만, left out where it reads as the mark; English exact.
        #expect(ReportLanguage.korean.sentences.milestone("데드맨", 100_000, 100_351) == "데드맨, 누적 관객 10만 명 돌파.")
        #expect(ReportLanguage.korean.sentences.milestone("X", 1_000_000, 1_052_480) == "X, 누적 관객 100만 명 돌파 (누적 105만 명).")
        #expect(ReportLanguage.korean.sentences.milestone("X", 10_000_000, 10_000_001) == "X, 누적 관객 1,000만 명 돌파.")
        #expect(ReportLanguage.english.sentences.milestone("X", 1_000_000, 1_052_480) == "X passes 1,000,000 admissions (1,052,480 in all).")
    }

    /// The same report in two languages has the same CSV and JSON, byte for byte.
    @Test func machineFormatsDoNotDependOnTheLanguage() {
        let documents = ReportLanguage.all.map { DailyReportDocumentBuilder(language: $0, source: "s", generatedAt: "g").build(hostileReport()) }
        #expect(Set(documents.map { CSVRenderer().render($0) }).count == 1)
        #expect(Set(documents.map { JSONRenderer().render($0) }).count == 1)
        #expect(Set(documents.map { MarkdownRenderer().render($0) }).count == ReportLanguage.all.count)
    }
}

/// The chat message `--notify` posts: title, top five, milestones, a revision's change, the link.
@Suite struct ChatMessageTests {
    @Test func aRevisedDaySaysWhatChangedInEitherLanguage() {
        let report = hostileReport()
        let english = DailyReportDocumentBuilder(source: "s", generatedAt: "g")
            .chatMessage(report, revision: (2, "1 of 2 movies changed; audience 84426 → 84427 (+1)"), link: "https://example.org/d.html")
        let lines = english.split(separator: "\n").map(String.init)
        #expect(lines[0] == "**Daily box office — 2023-04-26 (Wednesday)**")
        #expect(lines[1] == "KOFIC revised this day (revision 2): 1 of 2 movies changed; audience 84426 → 84427 (+1)")
        #expect(lines[2].hasPrefix("1. <script>alert('x')</script> | =HYPERLINK") && lines[2].contains("second line — 42,213 (NEW)"),
                "a title with a line break stays one line")
        #expect(lines[3] == "2. @SUM(A1:A9) — 42,213 (-10.3%)" && lines.last == "https://example.org/d.html")
        #expect(DailyReportDocumentBuilder.oneLine("<!channel> @everyone") == "<\u{200B}!channel> @\u{200B}everyone")
        let korean = DailyReportDocumentBuilder(language: .korean, source: "s", generatedAt: "g").chatMessage(report, revision: (2, "x"))
        #expect(korean.hasPrefix("**일별 박스오피스 — 2023년 4월 26일 (수)**\nKOFIC이 이 날의 수치를 수정했습니다 (2차): x\n1. "))
        #expect(korean.contains("— 42,213 (신규)"))
    }
}
