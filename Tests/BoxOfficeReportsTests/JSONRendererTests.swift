import BoxOfficeReports
import Foundation
import Testing

@Suite struct JSONRendererTests {
    @Test func isValidJSONWithTypedValues() throws {
        let text = JSONRenderer().render(build(hostileReport()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows[0]["title"] as? String == hostileTitle)
        #expect(rows[0]["audience"] as? Int == 42_213)
        #expect(rows[0]["sales_share"] as? Double == 14.4)
        #expect(rows[0]["genres"] as? [String] == ["액션", "-범죄"])
        #expect(rows[1]["genres"] is NSNull)
        #expect(!text.contains("<script>"))
    }
}

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (31.6, 1, "31.6"), (100, 1, "100.0"), (-4, 1, "-4.0"), (-0.04, 1, "0.0"), (0.05, 1, "0.1"), (-0.05, 1, "-0.1"),
        (14273.4, 1, "14273.4"), (2.5, 0, "3"), (1234.5678, 2, "1234.57"), (-32.341, 1, "-32.3"), (0, 0, "0"),
    ])
    func plainDecimals(_ value: Double, _ places: Int, _ expected: String) {
        #expect(NumberFormat.plain(value, places: places) == expected)
    }

    @Test func groupsThousands() {
        #expect(NumberFormat.grouped(62_772_471_900) == "62,772,471,900")
        #expect(NumberFormat.grouped(-9_564) == "-9,564")
        #expect(NumberFormat.grouped(14273.4, places: 1) == "14,273.4")
        #expect(NumberFormat.signedPercent(-15.9) == "-15.9%" && NumberFormat.signedPercent(573.9) == "+573.9%")
        #expect(NumberFormat.signedPercent(0) == "0.0%")
    }
}
