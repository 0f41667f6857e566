@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Every field of every recorded day, checked against the recording read independently with
/// JSONSerialization (not against the mapper's own output).
@Suite struct DailyBoxOfficeMappingTests {
    static let days = Fixtures.names(in: "kofic/daily")

    @Test func everyRecordedDayIsCovered() {
        #expect(Self.days.count == 8)
    }

    @Test(arguments: days)
    func mapsEveryFieldOfEveryEntry(_ day: String) throws {
        let data = try Fixtures.data("kofic/daily/\(day).json")
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let result = try #require(raw["boxOfficeResult"] as? [String: Any])
        let items = try #require(result["dailyBoxOfficeList"] as? [[String: String]])

        let date = try #require(CalendarDate(compact: day))
        let dto = try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: data)
        let chart = try dto.boxOfficeResult.toDomain(requested: date)

        #expect(chart.date == date)
        #expect(chart.entries.count == items.count)
        for (entry, item) in zip(chart.entries, items) {
            func int(_ key: String) -> Int? { Int(item[key]!) }
            func dec(_ key: String) -> Double? { Double(item[key]!) }
            #expect(entry.rank == int("rank"))
            #expect(entry.movement.isNew == (item["rankOldAndNew"] == "NEW"))
            #expect(entry.movement.places == int("rankInten"))
            #expect(entry.movieCode.rawValue == item["movieCd"])
            #expect(entry.title == item["movieNm"])
            // A blank openDt (" " for the 1968 re-release 19688005 in 20230426.json) means no date.
            let openDt = item["openDt"]!.trimmingCharacters(in: .whitespaces)
            #expect(entry.openDate?.iso == (openDt.isEmpty ? nil : openDt))
            #expect(entry.audience == int("audiCnt"))
            #expect(entry.audienceChange == int("audiInten"))
            #expect(entry.audienceChangePercent == dec("audiChange"))
            #expect(entry.audienceAccumulated == int("audiAcc"))
            #expect(entry.sales == int("salesAmt"))
            #expect(entry.salesChange == int("salesInten"))
            #expect(entry.salesChangePercent == dec("salesChange"))
            #expect(entry.salesShare == dec("salesShare"))
            #expect(entry.salesAccumulated == int("salesAcc"))
            #expect(entry.screens == int("scrnCnt"))
            #expect(entry.shows == int("showCnt"))
        }
    }

    /// Values read off `daily/20230426.json` by eye, row 2.
    @Test func readsTheRecordingAsAPersonWould() throws {
        let data = try Fixtures.data("kofic/daily/20230426.json")
        let chart = try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: data)
            .boxOfficeResult.toDomain(requested: CalendarDate(iso: "2023-04-26")!)
        let mario = chart.entries[1]
        #expect(mario.title == "슈퍼 마리오 브라더스")
        #expect(mario.movement == .moved(places: 12))
        #expect(mario.audience == 89_690 && mario.audienceAccumulated == 112_856)
        #expect(mario.salesShare == 32.8 && mario.salesChangePercent == 7183.1)
        #expect(chart.entries[0].movement == .new)
        #expect(chart.entries[2].movement == .moved(places: -2))
        #expect(chart.entries[9].movieCode.rawValue == "19688005" && chart.entries[9].openDate == nil)
    }

    @Test func refusesADayOtherThanTheOneAskedFor() throws {
        let data = try Fixtures.data("kofic/daily/20230426.json")
        let dto = try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: data)
        #expect(throws: DTOMappingError.self) { try dto.boxOfficeResult.toDomain(requested: CalendarDate(iso: "2023-04-27")!) }
    }

    @Test(arguments: [
        ("audiCnt", "1,234", "an integer"), ("audiCnt", "", "an integer"), ("salesShare", "abc", "a decimal number"),
        ("openDt", "2023/04/26", "a date"), ("rankOldAndNew", "MAYBE", "OLD or NEW"), ("movieCd", "123", "movie code"),
    ])
    func namesTheFieldAndTheValueThatDoNotParse(_ field: String, _ value: String, _ expected: String) throws {
        var item = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("kofic/daily/20230426.json")) as? [String: Any])
        var result = item["boxOfficeResult"] as! [String: Any]
        var list = result["dailyBoxOfficeList"] as! [[String: String]]
        list[0][field] = value
        result["dailyBoxOfficeList"] = list
        item["boxOfficeResult"] = result
        let dto = try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: JSONSerialization.data(withJSONObject: item))
        do {
            _ = try dto.boxOfficeResult.toDomain(requested: CalendarDate(iso: "2023-04-26")!)
            Issue.record("expected a mapping error")
        } catch {
            #expect(error.field == field)
            #expect(error.value == value)
            #expect(error.description.contains(expected))
        }
    }

    /// No recording shows a day without data; each plausible shape reads as an empty chart.
    @Test(arguments: [
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20230426~20230426","dailyBoxOfficeList":[]}}"#,
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20230426~20230426"}}"#,
        #"{"boxOfficeResult":{}}"#,
    ])
    func aDayWithoutDataIsEmpty(_ body: String) throws {
        let dto = try JSONDecoder().decode(KOFICDailyBoxOfficeResponseDTO.self, from: Data(body.utf8))
        #expect(try dto.boxOfficeResult.toDomain(requested: CalendarDate(iso: "2023-04-26")!).entries.isEmpty)
    }
}
