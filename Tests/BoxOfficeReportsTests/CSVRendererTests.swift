import BoxOfficeReports
import Foundation
import Testing

@Suite struct CSVRendererTests {
    /// Splits RFC 4180 text into records of fields (quotes honoured), for checking the output independently.
    static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = [], field = "", record: [String] = [], quoted = false
        var chars = Array(text.unicodeScalars)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" {
                    if chars.first == "\"" { field.unicodeScalars.append("\""); chars.removeFirst() } else { quoted = false }
                } else { field.unicodeScalars.append(c) }
            } else if c == "\"" { quoted = true
            } else if c == "," { record.append(field); field = ""
            } else if c == "\r", chars.first == "\n" { chars.removeFirst(); record.append(field); records.append(record); record = []; field = ""
            } else { field.unicodeScalars.append(c) }
        }
        return records
    }

    @Test func hasBOMCRLFAndThePinnedHeader() {
        let csv = CSVRenderer().render(build(hostileReport()))
        #expect(csv.hasPrefix("\u{FEFF}"))
        #expect(csv.hasSuffix("\r\n"))
        let header = Self.parse(String(csv.dropFirst()))[0]
        let pinned = ["rank", "rank_change", "is_new", "movie_code", "title", "title_en", "open_date", "audience", "audience_change",
                      "audience_accumulated", "sales", "sales_share", "sales_accumulated", "screens", "shows", "genres", "directors",
                      "nations", "runtime_minutes", "watch_grade"]
        for name in pinned { #expect(header.contains(name), "missing column \(name)") }
        // Pinned columns keep their relative order.
        #expect(pinned.map { header.firstIndex(of: $0)! } == pinned.map { header.firstIndex(of: $0)! }.sorted())
    }

    @Test func quotesNeutralisesTextAndLeavesNumbersAlone() throws {
        let records = Self.parse(String(CSVRenderer().render(build(hostileReport())).dropFirst()))
        #expect(records.count == 3)
        let header = records[0]
        func cell(_ row: Int, _ column: String) -> String { records[row][header.firstIndex(of: column)!] }
        #expect(records.allSatisfy { $0.count == header.count })
        // The title round-trips through quoting, with a newline inside, and is not a formula.
        #expect(cell(1, "title") == hostileTitle)
        #expect(cell(2, "title") == "'@SUM(A1:A9)")
        #expect(cell(1, "title_en") == "'=cmd|' /C calc'!A0")
        #expect(cell(1, "genres") == "액션; -범죄")
        #expect(cell(1, "watch_grade") == "청소년관람불가") // repeated certificates listed once
        // Numbers: plain, negative numbers unprefixed.
        #expect(cell(2, "rank_change") == "-2")
        #expect(cell(1, "audience_change") == "-3947")
        #expect(cell(1, "sales_accumulated") == "14033817474")
        #expect(cell(1, "sales_share") == "14.4")
        #expect(cell(1, "open_date") == "2023-04-12")
        #expect(cell(1, "is_new") == "true" && cell(2, "is_new") == "false")
        #expect(cell(2, "genres") == "" && cell(2, "details_missing") == "true")
    }

    @Test(arguments: [("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\"")])
    func quotesOnlyWhatNeedsIt(_ input: String, _ expected: String) {
        #expect(CSVRenderer.field(input) == expected)
    }

    @Test(arguments: ["=1+1", "+1", "-1", "@x", "\tx", "\rx"])
    func neutralisesFormulaStarters(_ text: String) {
        #expect(CSVRenderer.neutralise(text) == "'" + text)
    }
}
