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
