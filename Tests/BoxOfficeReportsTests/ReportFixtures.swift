import BoxOfficeDomain
import BoxOfficeReports

/// Hostile text for escaping tests.
let hostileTitle = "<script>alert('x')</script> | =HYPERLINK(\"http://evil\",\"click\") \"quoted\"\nsecond line"

func entry(rank: Int, title: String, code: String, movement: RankMovement = .moved(places: 0)) -> BoxOfficeEntry {
    BoxOfficeEntry(rank: rank, movement: movement, movieCode: MovieCode(code)!, title: title, openDate: CalendarDate(iso: "2023-04-12"),
                   audience: 42_213, audienceChange: -3_947, audienceChangePercent: -10.3, audienceAccumulated: 1_349_276,
                   sales: 338_998_239, salesChange: -45_023_946, salesChangePercent: -11.7, salesShare: 14.4,
                   salesAccumulated: 14_033_817_474, screens: 786, shows: 1_874)
}

func details(code: String, title: String) -> MovieDetails {
    MovieDetails(code: MovieCode(code)!, title: title, englishTitle: "=cmd|' /C calc'!A0", originalTitle: "", runtimeMinutes: 169,
                 productionYear: 2023, openDate: nil, productionStatus: "개봉", kind: "장편", nations: ["미국"],
                 genres: ["액션", "-범죄"], directors: [.init(name: "채드 스타헬스키", englishName: "Chad Stahelski")],
                 actors: [], showTypes: [], companies: [.init(name: "<b>Dist|ributor</b>", part: "배급사")],
                 watchGrades: ["청소년관람불가", "청소년관람불가"])
}

func hostileReport() -> DailyReport {
    DailyReport(date: CalendarDate(iso: "2023-04-26")!, rows: [
        .init(entry: entry(rank: 1, title: hostileTitle, code: "20231089", movement: .new), details: details(code: "20231089", title: hostileTitle)),
        .init(entry: entry(rank: 2, title: "@SUM(A1:A9)", code: "20231090", movement: .moved(places: -2)), details: nil, detailsGap: .failed("the service could not be reached: timed out")),
    ])
}

func build(_ report: DailyReport) -> ReportDocument {
    DailyReportDocumentBuilder(source: "test <source>", generatedAt: "2026-11-22 07:30 KST").build(report)
}
